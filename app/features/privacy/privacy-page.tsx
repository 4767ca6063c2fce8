import { Trans, useLingui } from "@lingui/react/macro";

import { telHref, type SiteSettings } from "~/features/settings/settings";
import { HeadedSection } from "~/ui/headed-section";
import { LocalLink } from "~/ui/local-link";
import { PageBanner } from "~/ui/page-banner";

import { noticeBlocks, privacyContact, type CollectingForm, type NoticeLanguage } from "./privacy-notice";

export interface PrivacyPageProps {
  language: NoticeLanguage;
  notice: { version: number; publishedOn: string; body: string };
  /** What each public form collects. */
  forms: CollectingForm[];
  settings: SiteSettings;
  /** How many years receipts and the bank's lines of fees paid online are kept (docs/specification.md §34). */
  paymentYears: number;
}

/**
 * The privacy notice (decision 0031), in the page's language: the school's text of the language's address
 * (/privacy English, /hi/privacy Hindi: docs/specification.md §21), and the page's own words around it. The other
 * language is the header's language switch away, which keeps ?version=N.
 */
export function PrivacyPage({ notice, forms, settings, paymentYears }: PrivacyPageProps) {
  const { t } = useLingui();
  const contact = privacyContact(settings);
  const { version, publishedOn } = notice;
  const months = settings.retentionMonths;
  const school = settings.schoolName;
  return (
    <main id="main">
      <PageBanner
        title={t`Privacy Notice`}
        subtitle={t`How the school uses the details you give in this website's forms.`}
      />
      <div className="mx-auto max-w-3xl px-4 py-12 text-slate-700">
        <p className="text-sm text-slate-500">
          <Trans>
            Version {version}, published {publishedOn}.
          </Trans>
        </p>

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

        <HeadedSection id="collected-heading" title={<Trans>What each form collects</Trans>} className="mt-10">
          {forms.map((form) => (
            <div key={form.name} className="mt-4">
              <h3 className="font-semibold text-slate-900">{form.title}</h3>
              <ul className="mt-1 list-disc pl-6">
                {form.fields.map((field) => (
                  <li key={field.key}>
                    {field.label} {field.optional ? <Trans>(optional)</Trans> : null}
                  </li>
                ))}
              </ul>
              {form.kept ? <p className="mt-1">{form.kept}</p> : null}
              {form.shared ? <p className="mt-1">{form.shared}</p> : null}
            </div>
          ))}
          {/* The school's own setting, so the notice never says a period the site does not keep. */}
          <p className="mt-4">
            <Trans>
              Each is erased {months} months after it last changed, unless the office records a reason to keep it (your
              child was admitted, say).
            </Trans>
          </p>
          <p className="mt-4">
            <Trans>
              Receipts of fees paid online, and the bank&apos;s lines of those payments, are kept for {paymentYears}{" "}
              years for the school&apos;s accounts, even after the application is erased.
            </Trans>
          </p>
        </HeadedSection>

        <HeadedSection id="contact-heading" title={<Trans>Who answers your questions</Trans>} className="mt-10">
          <p className="mt-3">
            <Trans>
              To see, correct or erase your details, or to withdraw your consent, you can also use the{" "}
              <LocalLink to="/your-data" className="font-medium text-brand-800 hover:underline">
                Your Data form
              </LocalLink>
              .
            </Trans>
          </p>
          <p className="mt-3">
            <Trans>For questions, corrections, erasure, withdrawing consent or a complaint, contact:</Trans>
          </p>
          <address className="mt-2 space-y-1 not-italic">
            <p className="font-medium text-slate-900">
              {contact.name ? `${contact.name}, ${school}` : <Trans>The Principal, {school}</Trans>}
            </p>
            <p>
              <Trans>E-mail:</Trans>{" "}
              <a href={`mailto:${contact.email}`} className="font-medium text-brand-800 hover:underline">
                {contact.email}
              </a>
            </p>
            <p>
              <Trans>Phone:</Trans>{" "}
              <a href={telHref(contact.phone)} className="font-medium text-brand-800 hover:underline">
                {contact.phone}
              </a>
            </p>
          </address>
        </HeadedSection>
      </div>
    </main>
  );
}
