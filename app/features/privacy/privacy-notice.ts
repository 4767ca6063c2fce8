// What the privacy notice says that is not the school's own words (decision 0031):
// what each public form collects, and who answers questions. The form fields
// are listed by their schema keys, and a test holds them equal to the schemas,
// so a new field cannot be collected without being named here.
import type { SiteSettings } from "~/features/settings/settings";

export const NOTICE_LANGUAGES = ["en", "hi"] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

/** ?lang=hi for Hindi; anything else is English. */
export const noticeLanguage = (value: string | null): NoticeLanguage => (value === "hi" ? "hi" : "en");

/** ?version=N: the number when `value` is one (leading zeros allowed), else null. */
export const noticeVersionNumber = (value: string): number | null => (/^\d{1,6}$/.test(value) ? Number(value) : null);

interface CollectedField {
  key: string;
  en: string;
  hi: string;
  optional?: boolean;
}

export interface CollectingForm {
  form: "visit" | "enquiry" | "contact" | "data_request";
  en: string;
  hi: string;
  fields: CollectedField[];
}

const studentFields: CollectedField[] = [
  { key: "student_name", en: "Student Name", hi: "विद्यार्थी का नाम" },
  { key: "class_for_admission", en: "Class for Admission", hi: "किस कक्षा में प्रवेश" },
  { key: "contact_no", en: "Contact Number", hi: "संपर्क नंबर" },
  { key: "email", en: "Email", hi: "ईमेल", optional: true },
  { key: "previous_school", en: "Previous School", hi: "पिछला विद्यालय", optional: true },
];

// The box every form asks to be ticked (decision 0032): kept with the time and the notice's version.
const consentField: CollectedField = {
  key: "consent",
  en: "Your consent, with when it was given and under which version of this notice",
  hi: "आपकी सहमति, वह कब दी गई और इस सूचना के किस संस्करण के अंतर्गत",
};

export const COLLECTING_FORMS: CollectingForm[] = [
  {
    form: "visit",
    en: "Schedule a Visit (Admissions page)",
    hi: "विद्यालय देखने का समय (प्रवेश पृष्ठ)",
    fields: [
      ...studentFields,
      { key: "visit_date", en: "Visit Date", hi: "आने की तारीख" },
      { key: "visit_time", en: "Visit Time", hi: "आने का समय" },
      { key: "message", en: "Message", hi: "संदेश", optional: true },
      consentField,
    ],
  },
  {
    form: "enquiry",
    en: "Admission Enquiry (Admissions page)",
    hi: "प्रवेश संबंधी पूछताछ (प्रवेश पृष्ठ)",
    fields: [
      { key: "enquirer_name", en: "Your Name", hi: "आपका नाम" },
      { key: "relationship", en: "Relationship to Student", hi: "विद्यार्थी से संबंध" },
      ...studentFields,
      { key: "message", en: "Message", hi: "संदेश", optional: true },
      consentField,
    ],
  },
  {
    form: "contact",
    en: "Send us a Message (Contact page)",
    hi: "हमें संदेश भेजें (संपर्क पृष्ठ)",
    fields: [
      { key: "name", en: "Name", hi: "नाम" },
      { key: "email", en: "Email", hi: "ईमेल" },
      { key: "phone", en: "Phone", hi: "फ़ोन" },
      { key: "message", en: "Message", hi: "संदेश" },
      consentField,
    ],
  },
  {
    form: "data_request",
    en: "Make a Request (Your Data page)",
    hi: "अनुरोध करें (आपकी जानकारी पृष्ठ)",
    fields: [
      { key: "kind", en: "What you are asking for", hi: "आप क्या माँग रहे हैं" },
      { key: "name", en: "Your Name", hi: "आपका नाम" },
      { key: "phone", en: "Phone", hi: "फ़ोन", optional: true },
      { key: "email", en: "Email", hi: "ईमेल", optional: true },
      { key: "details", en: "Details", hi: "विवरण", optional: true },
      consentField,
    ],
  },
];

/** Who answers questions about the data: the settings' privacy contact, else the Principal at the school's own. */
export function privacyContact(
  settings: Pick<
    SiteSettings,
    "privacyContactName" | "privacyContactEmail" | "privacyContactPhone" | "email" | "phonePrimary"
  >,
) {
  return {
    name: settings.privacyContactName || null,
    email: settings.privacyContactEmail || settings.email,
    phone: settings.privacyContactPhone || settings.phonePrimary,
  };
}

export type NoticeBlock =
  { kind: "heading"; text: string } | { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

/**
 * The notice's text as staff write it: "## " starts a heading, "- " a list
 * item, and a blank line a new paragraph. Plain text only: nothing in it
 * becomes markup.
 */
export function noticeBlocks(body: string): NoticeBlock[] {
  const blocks: NoticeBlock[] = [];
  for (const chunk of body.replace(/\r\n/g, "\n").split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
      paragraph = [];
    };
    for (const line of chunk
      .split("\n")
      .map((part) => part.trim())
      .filter(Boolean)) {
      if (line.startsWith("## ")) {
        flush();
        blocks.push({ kind: "heading", text: line.slice(3).trim() });
      } else if (line.startsWith("- ")) {
        flush();
        const last = blocks.at(-1);
        if (last?.kind === "list") last.items.push(line.slice(2).trim());
        else blocks.push({ kind: "list", items: [line.slice(2).trim()] });
      } else {
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}
