// What a new install starts with. Staff change all of it afterwards; the seed
// never overwrites their edits (see db/seed.ts).
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

// Editable text blocks of the public pages, by section_key.
export const defaultContentSections: (typeof contentSections.$inferInsert)[] = [
  {
    sectionKey: "home_hero",
    title: "Welcome to our school",
    content:
      "A caring, CBSE-affiliated school in Fatehabad where every child is known by name, challenged to think and encouraged to grow.",
  },
  {
    sectionKey: "home_why",
    title: "Why Choose Us",
    content:
      "Parents choose us because their children are happy to come to school, and because they see them grow every year: in knowledge, in manners and in confidence.",
  },
  {
    sectionKey: "home_ethos",
    title: "Our Beliefs and Ethos",
    content:
      "We believe children learn best by doing, by asking and by being given the time to understand. Determination, discipline, devotion and dedication guide our students and our teachers alike.",
  },
  {
    sectionKey: "home_facilities",
    title: "Facilities that support learning",
    content:
      "Smart air-conditioned classrooms, science and computer laboratories, a well-stocked library, a sports complex and safe GPS-enabled transport give every child room to learn and play.",
  },
  {
    sectionKey: "home_cta",
    title: "Come and see us",
    content:
      "The best way to know a school is to visit it. Get in touch with the school office to meet our teachers and walk around the campus.",
  },
  {
    sectionKey: "about_intro",
    title: "About Us",
    content:
      "Our school offers education from nursery to Class XII under the Central Board of Secondary Education. Small classes, trained teachers and a safe campus let children discover what they are good at and build on it.",
  },
  {
    sectionKey: "about_location",
    title: "Our Location",
    content:
      "The campus lies on Khan Mohammed Road in Fatehabad, Haryana, within easy reach of the town and the surrounding villages, with school transport on all main routes.",
  },
  {
    sectionKey: "about_mission",
    title: "Our Mission",
    content:
      "To give every child a sound education in a caring environment, nurturing curiosity, good values and the confidence to take on the world.",
  },
  {
    sectionKey: "about_vision",
    title: "Our Vision",
    content:
      "To be a school where learning goes beyond the classroom and the textbook, and where every student leaves ready to contribute to society.",
  },
  {
    sectionKey: "academics_intro",
    title: "Academics",
    content:
      "We follow the CBSE curriculum, taught through activities, projects and discussion so that children understand rather than memorise.",
  },
  {
    sectionKey: "academics_philosophy",
    title: "Our Curriculum Philosophy",
    content:
      "Our teaching follows the National Education Policy (NEP) 2020 and its 5+3+3+4 framework. In the early years children learn through play, stories and activity; in the middle years they build strong concepts and the habit of asking why; in the senior years they study in depth, think critically and choose the subjects that suit them.\n\nWe value understanding over rote learning, regular feedback over a single examination, and skills that last a lifetime: reading, reasoning, speaking up and working together.",
  },
  {
    sectionKey: "ethos_intro",
    title: "Our Ethos",
    content:
      "Every child who comes to us is different. Our ethos is simple: give each one the care, the challenge and the confidence to become the best version of themselves.",
  },
  {
    sectionKey: "facilities_intro",
    title: "Facilities",
    content:
      "The right spaces make a real difference to a child's day. Our campus is built so that children can learn in comfort, play in safety and discover new interests.",
  },
  {
    sectionKey: "admissions_intro",
    title: "Admissions",
    content:
      "We welcome families who share our belief in a rounded education. Visit the campus, meet our teachers and ask us anything before you apply.",
  },
  {
    sectionKey: "contact_intro",
    title: "Contact Us",
    content:
      "We are happy to answer your questions about admissions, transport, fees or anything else. Call, write or visit the school office during office hours.",
  },
];

// CBSE Affiliation Bye-Laws, Appendix IX: the mandatory public disclosure.
// Details start empty; the school fills them in from the back office.
export const disclosureTemplate: {
  sectionLetter: string;
  title: string;
  items: string[];
}[] = [
  {
    sectionLetter: "A",
    title: "General Information",
    items: [
      "Name of the School",
      "Affiliation No. (if applicable)",
      "School Code (if applicable)",
      "Complete Address with Pin Code",
      "Principal Name & Qualification",
      "School Email ID",
      "Contact Details (Landline/Mobile)",
    ],
  },
  {
    sectionLetter: "B",
    title: "Documents and Information",
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
  },
  {
    sectionLetter: "C",
    title: "Result and Academics",
    items: [
      "Fee structure of the school",
      "Annual academic calendar",
      "List of School Management Committee (SMC)",
      "List of Parents Teachers Association (PTA) members",
      "Last three-year result of the board examination as per applicability",
    ],
  },
  {
    sectionLetter: "D",
    title: "Staff (Teaching)",
    items: [
      "Principal",
      "Total no. of teachers (PGT, TGT, PRT)",
      "Teachers section ratio",
      "Details of special educator",
      "Details of counsellor and wellness teacher",
    ],
  },
  {
    sectionLetter: "E",
    title: "School Infrastructure",
    items: [
      "Total campus area of the school (in square metres)",
      "No. and size of the classrooms (in square metres)",
      "No. and size of laboratories including computer labs (in square metres)",
      "Internet facility (Y/N)",
      "No. of girls toilets",
      "No. of boys toilets",
      "Link of YouTube video of the inspection of school covering the infrastructure of the school",
    ],
  },
];

type SeedAnnouncement = Omit<typeof announcements.$inferInsert, "date"> & {
  /** Days before the seed runs. */
  daysAgo: number;
};

export const exampleAnnouncements: SeedAnnouncement[] = [
  {
    title: "Admissions open for 2025-26",
    content:
      "Registration for Nursery to Class IX and Class XI is now open. Visit the school office or send an enquiry from the Admissions page.",
    daysAgo: 2,
  },
  {
    title: "Parent-teacher meeting",
    content:
      "Parents are requested to meet the class teachers on the coming Saturday between 9:00 AM and 12:00 PM to discuss their child's progress.",
    daysAgo: 6,
  },
  {
    title: "Annual sports day",
    content:
      "Our annual sports day will be held on the school ground. Parents are warmly invited to cheer for the young athletes.",
    daysAgo: 12,
  },
];

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
    category: "PTM",
    inDays: 9,
    from: "09:00:00",
    to: "12:00:00",
  },
  {
    title: "Annual Sports Day",
    description: "Track and field events for all classes.",
    location: "School ground",
    category: "Events",
    inDays: 20,
    from: "08:30:00",
    to: "13:30:00",
  },
  {
    title: "Winter Break",
    description: "The school remains closed.",
    category: "Holidays",
    inDays: 35,
    lastsDays: 7,
  },
  {
    title: "Science Exhibition",
    description: "Students present their science projects.",
    location: "Auditorium",
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
