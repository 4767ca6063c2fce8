// What a new install starts with. Staff change all of it afterwards; the seed
// never overwrites their edits (see db/seed.ts). Every text a parent reads is
// here in Hindi too, for the Hindi site (decision 0054; the words follow
// docs/hindi-glossary.md): the school's name and address stay as written.
import type { announcements, calendarEvents, contentSections, siteSettings } from "./schema";

// Placeholders are marked so nobody mistakes them for the school's real details;
// while one is left, the back office dashboard warns admins (School Settings).
export const PLACEHOLDER_CONTACTS = {
  phonePrimary: "+91 00000 00001",
  phoneSecondary: "+91 00000 00002",
  email: "office@school.example",
} as const;

export const defaultSiteSettings: typeof siteSettings.$inferInsert = {
  id: 1,
  schoolName: "Fatehabad International School",
  tagline: "Learning Beyond Boundaries",
  shortDescription:
    "A CBSE-affiliated school in Fatehabad, Haryana, where children grow in knowledge, character and confidence from nursery to Class XII.",
  streetAddress: "Khan Mohammed Road",
  locality: "Fatehabad",
  postalCode: "125050",
  region: "Haryana",
  country: "India",
  ...PLACEHOLDER_CONTACTS,
  // No social links until the school sets its own: a bare facebook.com sends a parent nowhere (decision 0037).
  facebookUrl: "",
  instagramUrl: "",
  youtubeUrl: "",
  officeHoursWeekdays: "Mon-Fri 8:00 AM-4:00 PM",
  officeHoursSaturday: "Sat 8:00 AM-1:00 PM",
  cbseAffiliationNumber: "",
  schoolCode: "",
  mapUrl: "",
  // The admissions session is named for the day of the install (seed.ts, admissionsSessionOn).
};

/** The settings' texts in Hindi. The name and the address stay as written (null: the Hindi site shows them as they are). */
export const hindiSiteSettings = {
  schoolNameHi: null,
  taglineHi: "सीखने की कोई सीमा नहीं",
  shortDescriptionHi:
    "फ़तेहाबाद, हरियाणा का CBSE से संबद्ध विद्यालय, जहाँ नर्सरी से कक्षा 12 तक बच्चे ज्ञान, चरित्र और आत्मविश्वास में आगे बढ़ते हैं।",
  addressHi: null,
  officeHoursWeekdaysHi: "सोमवार-शुक्रवार सुबह 8:00 से शाम 4:00 बजे तक",
  officeHoursSaturdayHi: "शनिवार सुबह 8:00 से दोपहर 1:00 बजे तक",
} satisfies Partial<typeof siteSettings.$inferInsert>;

// Editable text blocks of the public pages, by section_key.
export const defaultContentSections: (typeof contentSections.$inferInsert)[] = [
  {
    sectionKey: "home_hero",
    title: "Welcome to our school",
    content:
      "A caring, CBSE-affiliated school in Fatehabad where every child is known by name, challenged to think and encouraged to grow.",
    titleHi: "हमारे विद्यालय में आपका स्वागत है",
    contentHi:
      "फ़तेहाबाद का एक स्नेह भरा, CBSE से संबद्ध विद्यालय, जहाँ हर बच्चे को नाम से जाना जाता है, उसे सोचने की चुनौती दी जाती है और आगे बढ़ने का हौसला दिया जाता है।",
  },
  {
    sectionKey: "home_why",
    title: "Why Choose Us",
    content:
      "Parents choose us because their children are happy to come to school, and because they see them grow every year: in knowledge, in manners and in confidence.",
    titleHi: "हमें क्यों चुनें",
    contentHi:
      "अभिभावक हमें इसलिए चुनते हैं क्योंकि उनके बच्चे ख़ुशी-ख़ुशी स्कूल आते हैं, और वे हर साल उन्हें आगे बढ़ते देखते हैं: ज्ञान में, व्यवहार में और आत्मविश्वास में।",
  },
  {
    sectionKey: "home_ethos",
    title: "Our Beliefs and Ethos",
    content:
      "We believe children learn best by doing, by asking and by being given the time to understand. Determination, discipline, devotion and dedication guide our students and our teachers alike.",
    titleHi: "हमारी मान्यताएँ और मूल्य",
    contentHi:
      "हमारा मानना है कि बच्चे सबसे अच्छा तब सीखते हैं जब वे ख़ुद करके देखते हैं, सवाल पूछते हैं और उन्हें समझने का समय मिलता है। दृढ़ संकल्प, अनुशासन, लगन और समर्पण हमारे विद्यार्थियों और शिक्षकों, दोनों को राह दिखाते हैं।",
  },
  {
    sectionKey: "home_facilities",
    title: "Facilities that support learning",
    content:
      "Smart air-conditioned classrooms, science and computer laboratories, a well-stocked library, a sports complex and safe GPS-enabled transport give every child room to learn and play.",
    titleHi: "पढ़ाई में मदद करने वाली सुविधाएँ",
    contentHi:
      "वातानुकूलित स्मार्ट कक्षाएँ, विज्ञान और कंप्यूटर प्रयोगशालाएँ, किताबों से भरा पुस्तकालय, खेल परिसर और जीपीएस से लैस सुरक्षित परिवहन हर बच्चे को सीखने और खेलने का पूरा अवसर देते हैं।",
  },
  {
    sectionKey: "home_cta",
    title: "Come and see us",
    content:
      "The best way to know a school is to visit it. Get in touch with the school office to meet our teachers and walk around the campus.",
    titleHi: "आइए, हमसे मिलिए",
    contentHi:
      "किसी विद्यालय को जानने का सबसे अच्छा तरीका है उसे ख़ुद आकर देखना। हमारे शिक्षकों से मिलने और परिसर घूमने के लिए कृपया विद्यालय कार्यालय से संपर्क करें।",
  },
  {
    sectionKey: "about_intro",
    title: "About Us",
    content:
      "Our school offers education from nursery to Class XII under the Central Board of Secondary Education. Small classes, trained teachers and a safe campus let children discover what they are good at and build on it.",
    titleHi: "हमारे बारे में",
    contentHi:
      "हमारा विद्यालय केंद्रीय माध्यमिक शिक्षा बोर्ड (CBSE) के अंतर्गत नर्सरी से कक्षा 12 तक शिक्षा देता है। छोटी कक्षाएँ, प्रशिक्षित शिक्षक और सुरक्षित परिसर बच्चों को यह पहचानने में मदद करते हैं कि वे किसमें अच्छे हैं, और उसी में आगे बढ़ने का अवसर देते हैं।",
  },
  {
    sectionKey: "about_location",
    title: "Our Location",
    content:
      "The campus lies on Khan Mohammed Road in Fatehabad, Haryana, within easy reach of the town and the surrounding villages, with school transport on all main routes.",
    titleHi: "हम कहाँ हैं",
    contentHi:
      "हमारा परिसर फ़तेहाबाद (हरियाणा) में Khan Mohammed Road पर है। शहर और आसपास के गाँवों से यहाँ आसानी से पहुँचा जा सकता है, और सभी मुख्य रास्तों पर विद्यालय का परिवहन चलता है।",
  },
  {
    sectionKey: "about_mission",
    title: "Our Mission",
    content:
      "To give every child a sound education in a caring environment, nurturing curiosity, good values and the confidence to take on the world.",
    titleHi: "हमारा उद्देश्य",
    contentHi:
      "हर बच्चे को स्नेह भरे माहौल में अच्छी शिक्षा देना, और उसमें जिज्ञासा, अच्छे संस्कार और दुनिया का सामना करने का आत्मविश्वास जगाना।",
  },
  {
    sectionKey: "about_vision",
    title: "Our Vision",
    content:
      "To be a school where learning goes beyond the classroom and the textbook, and where every student leaves ready to contribute to society.",
    titleHi: "हमारा सपना",
    contentHi:
      "ऐसा विद्यालय बनना जहाँ पढ़ाई कक्षा और किताबों से आगे जाए, और जहाँ से हर विद्यार्थी समाज के लिए कुछ करने को तैयार होकर निकले।",
  },
  {
    sectionKey: "academics_intro",
    title: "Academics",
    content:
      "We follow the CBSE curriculum, taught through activities, projects and discussion so that children understand rather than memorise.",
    titleHi: "पढ़ाई",
    contentHi: "हम CBSE का पाठ्यक्रम पढ़ाते हैं, गतिविधियों, प्रोजेक्ट और चर्चा के ज़रिए, ताकि बच्चे रटें नहीं, समझें।",
  },
  {
    sectionKey: "academics_philosophy",
    title: "Our Curriculum Philosophy",
    content:
      "Our teaching follows the National Education Policy (NEP) 2020 and its 5+3+3+4 framework. In the early years children learn through play, stories and activity; in the middle years they build strong concepts and the habit of asking why; in the senior years they study in depth, think critically and choose the subjects that suit them.\n\nWe value understanding over rote learning, regular feedback over a single examination, and skills that last a lifetime: reading, reasoning, speaking up and working together.",
    titleHi: "पढ़ाने का हमारा तरीका",
    contentHi:
      'हमारी पढ़ाई राष्ट्रीय शिक्षा नीति 2020 और उसके 5+3+3+4 ढाँचे पर चलती है। शुरुआती वर्षों में बच्चे खेल, कहानियों और गतिविधियों से सीखते हैं; बीच के वर्षों में वे अपनी समझ पक्की करते हैं और "क्यों" पूछने की आदत डालते हैं; ऊँची कक्षाओं में वे गहराई से पढ़ते हैं, परखकर सोचना सीखते हैं और अपने लिए सही विषय चुनते हैं।\n\nहम रटने से ज़्यादा समझने को, एक परीक्षा से ज़्यादा लगातार मार्गदर्शन को, और उम्र भर काम आने वाले कौशलों को महत्व देते हैं: पढ़ना, तर्क करना, अपनी बात कहना और मिलकर काम करना।',
  },
  {
    sectionKey: "ethos_intro",
    title: "Our Ethos",
    content:
      "Every child who comes to us is different. Our ethos is simple: give each one the care, the challenge and the confidence to become the best version of themselves.",
    titleHi: "हमारे मूल्य",
    contentHi:
      "हमारे पास आने वाला हर बच्चा अलग है। हमारी सोच सीधी है: हर बच्चे को वह देखभाल, चुनौती और आत्मविश्वास देना, जिससे वह अपना सबसे अच्छा रूप बन सके।",
  },
  {
    sectionKey: "facilities_intro",
    title: "Facilities",
    content:
      "The right spaces make a real difference to a child's day. Our campus is built so that children can learn in comfort, play in safety and discover new interests.",
    titleHi: "सुविधाएँ",
    contentHi:
      "सही जगहें बच्चे के दिन में सचमुच फ़र्क लाती हैं। हमारा परिसर इस तरह बना है कि बच्चे आराम से पढ़ सकें, सुरक्षित खेल सकें और नई रुचियाँ खोज सकें।",
  },
  {
    sectionKey: "admissions_intro",
    title: "Admissions",
    content:
      "We welcome families who share our belief in a rounded education. Visit the campus, meet our teachers and ask us anything before you apply.",
    titleHi: "प्रवेश",
    contentHi:
      "सर्वांगीण शिक्षा में विश्वास रखने वाले हर परिवार का हम स्वागत करते हैं। आवेदन से पहले परिसर देखने आइए, हमारे शिक्षकों से मिलिए और जो भी पूछना हो, पूछिए।",
  },
  {
    sectionKey: "contact_intro",
    title: "Contact Us",
    content:
      "We are happy to answer your questions about admissions, transport, fees or anything else. Call, write or visit the school office during office hours.",
    titleHi: "संपर्क करें",
    contentHi:
      "प्रवेश, परिवहन, शुल्क या किसी भी और बात के बारे में आपके सवालों का जवाब देकर हमें ख़ुशी होगी। कार्यालय के समय में फ़ोन करें, लिखें या विद्यालय कार्यालय आएँ।",
  },
];

/**
 * The template's items that a table answers (docs/specification.md §28): the item shows the table in its place.
 * Migration 0024 gave the same to databases seeded before; the keys are `DISCLOSURE_TABLES`'.
 */
export const templateItemTables: Record<string, string> = {
  "Fee structure of the school": "fees",
  "List of School Management Committee (SMC)": "smc",
  "List of Parents Teachers Association (PTA) members": "pta",
  "Last three-year result of the board examination as per applicability": "results",
  Principal: "principal",
  "Total no. of teachers (PGT, TGT, PRT)": "teachers",
  "Teachers section ratio": "ratio",
  "Details of special educator": "special_educator",
  "Details of counsellor and wellness teacher": "counsellor",
};

// CBSE Affiliation Bye-Laws, Appendix IX: the mandatory public disclosure.
// Details start empty; the school fills them in from the back office.
export const disclosureTemplate: {
  sectionLetter: string;
  title: string;
  titleHi: string;
  items: string[];
  /** The items in Hindi, in the same order. */
  itemsHi: string[];
}[] = [
  {
    sectionLetter: "A",
    title: "General Information",
    titleHi: "सामान्य जानकारी",
    items: [
      "Name of the School",
      "Affiliation No. (if applicable)",
      "School Code (if applicable)",
      "Complete Address with Pin Code",
      "Principal Name & Qualification",
      "School Email ID",
      "Contact Details (Landline/Mobile)",
    ],
    itemsHi: [
      "विद्यालय का नाम",
      "संबद्धता संख्या (यदि लागू हो)",
      "विद्यालय कोड (यदि लागू हो)",
      "पिन कोड सहित पूरा पता",
      "प्रधानाचार्य का नाम और योग्यता",
      "विद्यालय की ई-मेल आईडी",
      "संपर्क विवरण (लैंडलाइन/मोबाइल)",
    ],
  },
  {
    sectionLetter: "B",
    title: "Documents and Information",
    titleHi: "दस्तावेज़ और जानकारी",
    items: [
      "Copies of affiliation/upgradation letter and recent extension of affiliation, if any",
      "Copies of societies/trust/company registration/renewal certificate, as applicable",
      "Copy of no objection certificate (NOC) issued, if applicable, by the State Govt./UT",
      "Copies of recognition certificate under RTE Act, 2009, and its renewal if applicable",
      "Copy of valid building safety certificate as per the National Building Code",
      "Copy of valid fire safety certificate issued by the competent authority",
      "Copy of the DEO certificate submitted by the school for affiliation/upgradation/extension of affiliation or self certification by school",
      "Copies of valid water, health and sanitation certificates",
    ],
    itemsHi: [
      "संबद्धता/उन्नयन पत्र और संबद्धता के हाल के विस्तार की प्रतियाँ, यदि कोई हो",
      "सोसाइटी/ट्रस्ट/कंपनी के पंजीकरण/नवीनीकरण प्रमाणपत्र की प्रतियाँ, जो लागू हो",
      "राज्य सरकार/केंद्र शासित प्रदेश द्वारा जारी अनापत्ति प्रमाणपत्र (एनओसी) की प्रति, यदि लागू हो",
      "शिक्षा का अधिकार (आरटीई) अधिनियम, 2009 के अंतर्गत मान्यता प्रमाणपत्र और उसके नवीनीकरण की प्रतियाँ, यदि लागू हो",
      "राष्ट्रीय भवन संहिता के अनुसार मान्य भवन सुरक्षा प्रमाणपत्र की प्रति",
      "सक्षम प्राधिकारी द्वारा जारी मान्य अग्नि सुरक्षा प्रमाणपत्र की प्रति",
      "संबद्धता/उन्नयन/संबद्धता के विस्तार के लिए विद्यालय द्वारा जमा किए गए डीईओ प्रमाणपत्र की प्रति, या विद्यालय का स्व-प्रमाणन",
      "पानी, स्वास्थ्य और स्वच्छता के मान्य प्रमाणपत्रों की प्रतियाँ",
    ],
  },
  {
    sectionLetter: "C",
    title: "Result and Academics",
    titleHi: "परिणाम और पढ़ाई",
    items: [
      "Fee structure of the school",
      "Annual academic calendar",
      "List of School Management Committee (SMC)",
      "List of Parents Teachers Association (PTA) members",
      "Last three-year result of the board examination as per applicability",
    ],
    itemsHi: [
      "विद्यालय की शुल्क संरचना",
      "वार्षिक शैक्षणिक कैलेंडर",
      "विद्यालय प्रबंधन समिति (एसएमसी) की सूची",
      "अभिभावक-शिक्षक संघ (पीटीए) के सदस्यों की सूची",
      "बोर्ड परीक्षा के पिछले तीन वर्षों के परिणाम, जो लागू हों",
    ],
  },
  {
    sectionLetter: "D",
    title: "Staff (Teaching)",
    titleHi: "स्टाफ़ (शिक्षक)",
    items: [
      "Principal",
      "Total no. of teachers (PGT, TGT, PRT)",
      "Teachers section ratio",
      "Details of special educator",
      "Details of counsellor and wellness teacher",
    ],
    itemsHi: [
      "प्रधानाचार्य",
      "शिक्षकों की कुल संख्या (पीजीटी, टीजीटी, पीआरटी)",
      "शिक्षक और सेक्शन का अनुपात",
      "विशेष शिक्षक का विवरण",
      "परामर्शदाता (काउंसलर) और वेलनेस शिक्षक का विवरण",
    ],
  },
  {
    sectionLetter: "E",
    title: "School Infrastructure",
    titleHi: "विद्यालय का बुनियादी ढाँचा",
    items: [
      "Total campus area of the school (in square metres)",
      "No. and size of the classrooms (in square metres)",
      "No. and size of laboratories including computer labs (in square metres)",
      "Internet facility (Y/N)",
      "No. of girls toilets",
      "No. of boys toilets",
      "Link of YouTube video of the inspection of school covering the infrastructure of the school",
    ],
    itemsHi: [
      "विद्यालय परिसर का कुल क्षेत्रफल (वर्ग मीटर में)",
      "कक्षा-कक्षों की संख्या और आकार (वर्ग मीटर में)",
      "कंप्यूटर लैब सहित प्रयोगशालाओं की संख्या और आकार (वर्ग मीटर में)",
      "इंटरनेट सुविधा (हाँ/नहीं)",
      "लड़कियों के शौचालयों की संख्या",
      "लड़कों के शौचालयों की संख्या",
      "विद्यालय के बुनियादी ढाँचे को दिखाने वाले, विद्यालय निरीक्षण के यूट्यूब वीडियो का लिंक",
    ],
  },
];

type SeedAnnouncement = Omit<typeof announcements.$inferInsert, "date"> & {
  /** Days before the seed runs. */
  daysAgo: number;
};

/**
 * The sample announcements of a new install. The first names the session admissions are open for, the same session
 * the Admissions page names (`admissionsSessionOn` of the install's day), so the two never disagree.
 */
export const exampleAnnouncements = (session: string): SeedAnnouncement[] => [
  {
    title: `Admissions open for ${session}`,
    content:
      "Registration for Nursery to Class IX and Class XI is now open. Visit the school office or send an enquiry from the Admissions page.",
    titleHi: `${session} सत्र के लिए प्रवेश शुरू`,
    contentHi: "नर्सरी से कक्षा 9 और कक्षा 11 के लिए पंजीकरण अब शुरू है। विद्यालय कार्यालय आएँ या प्रवेश पृष्ठ से पूछताछ भेजें।",
    category: "admission",
    daysAgo: 2,
  },
  {
    title: "Parent-teacher meeting",
    content:
      "Parents are requested to meet the class teachers on the coming Saturday between 9:00 AM and 12:00 PM to discuss their child's progress.",
    titleHi: "अभिभावक-शिक्षक बैठक",
    contentHi:
      "अभिभावकों से अनुरोध है कि अपने बच्चे की प्रगति पर बात करने के लिए आने वाले शनिवार को सुबह 9:00 बजे से दोपहर 12:00 बजे के बीच कक्षा-शिक्षकों से मिलें।",
    category: "event",
    daysAgo: 6,
  },
  {
    title: "Annual sports day",
    content:
      "Our annual sports day will be held on the school ground. Parents are warmly invited to cheer for the young athletes.",
    titleHi: "वार्षिक खेल दिवस",
    contentHi:
      "हमारा वार्षिक खेल दिवस विद्यालय के मैदान में होगा। नन्हे खिलाड़ियों का हौसला बढ़ाने के लिए सभी अभिभावक सादर आमंत्रित हैं।",
    category: "event",
    daysAgo: 12,
  },
];

/** The session the sample announcement named before it was dated from the install's day: older databases hold it. */
export const FIRST_SEEDED_SESSION = "2025-26";

type SeedEvent = Omit<typeof calendarEvents.$inferInsert, "startDate" | "endDate"> & {
  /** Days after the seed runs (negative: before). */
  inDays: number;
  lastsDays?: number;
  /** HH:mm:ss start and end in the school's time zone; absent for all-day events. */
  from?: string;
  to?: string;
};

export const exampleEvents: SeedEvent[] = [
  {
    title: "Parent-Teacher Meeting",
    description: "Term progress discussion with class teachers.",
    location: "Classrooms",
    titleHi: "अभिभावक-शिक्षक बैठक",
    descriptionHi: "कक्षा-शिक्षकों के साथ बच्चे की प्रगति पर बातचीत।",
    locationHi: "कक्षा-कक्ष",
    category: "PTM",
    inDays: 9,
    from: "09:00:00",
    to: "12:00:00",
  },
  {
    title: "Annual Sports Day",
    description: "Track and field events for all classes.",
    location: "School ground",
    titleHi: "वार्षिक खेल दिवस",
    descriptionHi: "सभी कक्षाओं के लिए दौड़ और मैदानी खेल।",
    locationHi: "विद्यालय का मैदान",
    category: "Events",
    inDays: 20,
    from: "08:30:00",
    to: "13:30:00",
  },
  {
    title: "Winter Break",
    description: "The school remains closed.",
    titleHi: "शीतकालीन अवकाश",
    descriptionHi: "विद्यालय बंद रहेगा।",
    category: "Holidays",
    inDays: 35,
    lastsDays: 7,
  },
  {
    title: "Science Exhibition",
    description: "Students present their science projects.",
    location: "Auditorium",
    titleHi: "विज्ञान प्रदर्शनी",
    descriptionHi: "विद्यार्थी अपने विज्ञान प्रोजेक्ट दिखाते हैं।",
    locationHi: "सभागार",
    category: "Activity",
    inDays: -10,
    from: "10:00:00",
    to: "14:00:00",
  },
];

// The privacy notice's first version (decision 0031), in English and Hindi. The
// back office keeps later versions; the page adds what each form collects and
// who answers questions, from the forms and the settings.
export const defaultPrivacyNotice = {
  version: 1,
  bodyEn: `We collect the details you type into the forms on this website only to answer you: to arrange the school visit you asked for, to reply to your admission enquiry or your message, and to tell you about admission to the class you asked about.

## Why we collect it
- To contact you about your request, by phone, WhatsApp or e-mail.
- To send you a confirmation, and a reply from the school office.
We do not use the details for anything else. We do not sell them, and we share them with nobody outside the school except the e-mail service that delivers our mail.

## How long we keep it
A visit request, an admission enquiry or a message is erased 12 months after it last changed, unless your child is admitted or the office records another reason to keep it. Backups that hold it are deleted after the same time.

## Your rights
Under India's Digital Personal Data Protection Act, 2023, you may:
- ask what details we hold about you and your child, and how we used them;
- ask us to correct, complete or update them;
- ask us to erase them;
- complain to us about how we handled them, and get an answer (grievance);
- nominate another person to use these rights for you if you die or cannot act.
To use any of these rights, write to or call the person named below.

## Withdrawing your consent
You may withdraw your consent at any time, as easily as you gave it: tell the person named below. We then stop using your details, erase them, and send you no more e-mail. What was done before you withdrew stays lawful.

## Complaints to the Data Protection Board of India
If our answer to your complaint does not satisfy you, you may complain to the Data Protection Board of India, set up under the Act.`,
  bodyHi: `इस वेबसाइट के फ़ॉर्म में आप जो जानकारी भरते हैं, उसे हम केवल आपको उत्तर देने के लिए लेते हैं: आपके अनुरोध पर विद्यालय देखने का समय तय करने, आपकी प्रवेश संबंधी पूछताछ या संदेश का उत्तर देने, और जिस कक्षा के बारे में आपने पूछा उसमें प्रवेश की जानकारी देने के लिए।

## हम यह जानकारी क्यों लेते हैं
- आपके अनुरोध के बारे में फ़ोन, व्हाट्सऐप या ईमेल से आपसे संपर्क करने के लिए।
- आपको पुष्टि और विद्यालय कार्यालय का उत्तर भेजने के लिए।
हम इस जानकारी का किसी और काम में उपयोग नहीं करते। हम इसे बेचते नहीं हैं, और हमारी ईमेल पहुँचाने वाली सेवा के सिवा विद्यालय के बाहर किसी को नहीं देते।

## हम इसे कितने समय तक रखते हैं
विद्यालय देखने का अनुरोध, प्रवेश संबंधी पूछताछ या संदेश, उसमें आखिरी बदलाव के 12 महीने बाद मिटा दिया जाता है, जब तक कि आपके बच्चे का प्रवेश न हो जाए या कार्यालय उसे रखने का कोई और कारण दर्ज न करे। जिन बैकअप में यह जानकारी होती है, वे भी इतने ही समय बाद मिटा दिए जाते हैं।

## आपके अधिकार
भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के अंतर्गत आप:
- पूछ सकते हैं कि हमारे पास आपकी और आपके बच्चे की कौन-सी जानकारी है और हमने उसका कैसे उपयोग किया;
- उसे सुधारने, पूरा करने या अद्यतन करने के लिए कह सकते हैं;
- उसे मिटाने के लिए कह सकते हैं;
- हमने जानकारी को कैसे सँभाला, इसकी शिकायत हमसे कर सकते हैं और उत्तर पा सकते हैं (शिकायत निवारण);
- अपनी मृत्यु या असमर्थता की स्थिति में इन अधिकारों का उपयोग करने के लिए किसी अन्य व्यक्ति को नामित कर सकते हैं।
इनमें से किसी भी अधिकार के लिए नीचे दिए गए व्यक्ति को लिखें या फ़ोन करें।

## अपनी सहमति वापस लेना
आप कभी भी अपनी सहमति वापस ले सकते हैं, उतनी ही आसानी से जितनी आसानी से आपने दी थी: नीचे दिए गए व्यक्ति को बता दें। तब हम आपकी जानकारी का उपयोग बंद कर देंगे, उसे मिटा देंगे और आपको आगे कोई ईमेल नहीं भेजेंगे। सहमति वापस लेने से पहले जो हुआ, वह वैध रहता है।

## भारतीय डेटा संरक्षण बोर्ड में शिकायत
यदि आपकी शिकायत पर हमारा उत्तर आपको संतुष्ट नहीं करता, तो आप अधिनियम के अंतर्गत बने भारतीय डेटा संरक्षण बोर्ड में शिकायत कर सकते हैं।`,
};
