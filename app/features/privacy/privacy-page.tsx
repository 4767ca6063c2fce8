import { telHref, type SiteSettings } from "~/features/settings/settings";
import { LocalLink } from "~/ui/local-link";
import { PageBanner } from "~/ui/page-banner";

import { noticeBlocks, privacyContact, type CollectingForm, type NoticeLanguage } from "./privacy-notice";

/** The page's own words in each language; the notice's body is the school's (privacy_notices). */
const WORDS = {
  en: {
    title: "Privacy Notice",
    subtitle: "How the school uses the details you give in this website's forms.",
    version: (version: number, date: string) => `Version ${version}, published ${date}.`,
    collected: "What each form collects",
    optional: "(optional)",
    keptFor: (months: number) =>
      `Each is erased ${months} months after it last changed, unless the office records a reason to keep it (your child was admitted, say).`,
    contact: "Who answers your questions",
    contactLead: "For questions, corrections, erasure, withdrawing consent or a complaint, contact:",
    requestForm: "To see, correct or erase your details, or to withdraw your consent, you can also use the",
    requestLink: "Your Data form",
    principal: "The Principal",
    phone: "Phone",
    email: "E-mail",
  },
  hi: {
    title: "गोपनीयता सूचना",
    subtitle: "इस वेबसाइट के फ़ॉर्म में दी गई जानकारी का विद्यालय कैसे उपयोग करता है।",
    version: (version: number, date: string) => `संस्करण ${version}, प्रकाशित ${date}।`,
    collected: "कौन-सा फ़ॉर्म क्या जानकारी लेता है",
    optional: "(वैकल्पिक)",
    keptFor: (months: number) =>
      `हर अनुरोध, उसमें आखिरी बदलाव के ${months} महीने बाद मिटा दिया जाता है, जब तक कि कार्यालय उसे रखने का कोई कारण दर्ज न करे (जैसे आपके बच्चे का प्रवेश हो गया हो)।`,
    contact: "आपके प्रश्नों का उत्तर कौन देगा",
    contactLead: "प्रश्न, सुधार, जानकारी मिटाने, सहमति वापस लेने या शिकायत के लिए संपर्क करें:",
    requestForm: "अपनी जानकारी देखने, सुधारने या मिटाने, या सहमति वापस लेने के लिए आप यह भी उपयोग कर सकते हैं:",
    requestLink: "आपकी जानकारी फ़ॉर्म",
    principal: "प्रधानाचार्य",
    phone: "फ़ोन",
    email: "ईमेल",
  },
} as const;

export interface PrivacyPageProps {
  language: NoticeLanguage;
  notice: { version: number; publishedOn: string; body: string };
  /** What each public form collects. */
  forms: CollectingForm[];
  settings: SiteSettings;
}

/** The privacy notice (decision 0031), in English or Hindi. */
export function PrivacyPage({ language, notice, forms, settings }: PrivacyPageProps) {
  const words = WORDS[language];
  const contact = privacyContact(settings);
  return (
    <main id="main" lang={language}>
      <PageBanner title={words.title} subtitle={words.subtitle} />
      <div className="mx-auto max-w-3xl px-4 py-12 text-slate-700">
        <nav aria-label="Language / भाषा" className="flex gap-4 text-sm font-medium">
          <LocalLink
            to="/privacy"
            lang="en"
            aria-current={language === "en" ? "page" : undefined}
            className="text-brand-800 hover:underline aria-[current=page]:font-bold aria-[current=page]:no-underline"
          >
            English
          </LocalLink>
          <LocalLink
            to="/privacy?lang=hi"
            lang="hi"
            aria-current={language === "hi" ? "page" : undefined}
            className="text-brand-800 hover:underline aria-[current=page]:font-bold aria-[current=page]:no-underline"
          >
            हिन्दी
          </LocalLink>
        </nav>
        <p className="mt-4 text-sm text-slate-500">{words.version(notice.version, notice.publishedOn)}</p>

        <div className="mt-6 space-y-4">
          {noticeBlocks(notice.body).map((block, index) =>
            block.kind === "heading" ? (
              <h2 key={index} className="pt-4 text-2xl font-bold text-slate-900">
                {block.text}
              </h2>
            ) : block.kind === "list" ? (
              <ul key={index} className="list-disc space-y-1 pl-6">
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{item}</li>
                ))}
              </ul>
            ) : (
              <p key={index}>{block.text}</p>
            ),
          )}
        </div>

        <section aria-labelledby="collected-heading" className="mt-10">
          <h2 id="collected-heading" className="text-2xl font-bold text-slate-900">
            {words.collected}
          </h2>
          {forms.map((form) => (
            <div key={form.name} className="mt-4">
              <h3 className="font-semibold text-slate-900">{form.title}</h3>
              <ul className="mt-1 list-disc pl-6">
                {form.fields.map((field) => (
                  <li key={field.key}>
                    {field.label} {field.optional ? words.optional : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {/* The school's own setting, so the notice never says a period the site does not keep. */}
          <p className="mt-4">{words.keptFor(settings.retentionMonths)}</p>
        </section>

        <section aria-labelledby="contact-heading" className="mt-10">
          <h2 id="contact-heading" className="text-2xl font-bold text-slate-900">
            {words.contact}
          </h2>
          <p className="mt-3">
            {words.requestForm}{" "}
            <LocalLink to="/your-data" className="font-medium text-brand-800 hover:underline">
              {words.requestLink}
            </LocalLink>
            .
          </p>
          <p className="mt-3">{words.contactLead}</p>
          <address className="mt-2 space-y-1 not-italic">
            <p className="font-medium text-slate-900">
              {contact.name ?? words.principal}, {settings.schoolName}
            </p>
            <p>
              {words.email}:{" "}
              <a href={`mailto:${contact.email}`} className="font-medium text-brand-800 hover:underline">
                {contact.email}
              </a>
            </p>
            <p>
              {words.phone}:{" "}
              <a href={telHref(contact.phone)} className="font-medium text-brand-800 hover:underline">
                {contact.phone}
              </a>
            </p>
          </address>
        </section>
      </div>
    </main>
  );
}
