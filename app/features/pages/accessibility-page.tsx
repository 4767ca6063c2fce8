import { Trans, useLingui } from "@lingui/react/macro";

import { telHref, type SiteSettings } from "~/features/settings/settings";
import { HeadedSection } from "~/ui/headed-section";
import { LocalLink, useLocale } from "~/ui/local-link";
import { PageBanner } from "~/ui/page-banner";

import { longDate } from "../../../db/time";

/** When this statement was last checked against the site (yyyy-MM-dd); a new check is a new date. */
export const ACCESSIBILITY_REVIEWED = "2026-11-26";

/**
 * The accessibility statement (decision 0031): the standard the site
 * meets, what is known not to meet it, and how to report a barrier, with the
 * school's own contact details from its settings.
 */
export function AccessibilityPage({ settings }: { settings: SiteSettings }) {
  const { t } = useLingui();
  const reviewed = longDate(ACCESSIBILITY_REVIEWED, useLocale());
  const school = settings.schoolName;
  const { officeHoursWeekdays: weekdays, officeHoursSaturday: saturday } = settings;
  return (
    <main id="main">
      <PageBanner
        title={t`Accessibility`}
        subtitle={t`${school} wants every parent, student and visitor to be able to use this website.`}
      />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-12 text-slate-700">
        <HeadedSection id="standard-heading" title={<Trans>The standard we meet</Trans>}>
          <p className="mt-3">
            <Trans>
              This website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA, the baseline of
              India&apos;s Guidelines for Indian Government Websites and Apps (GIGW 3.0).
            </Trans>
          </p>
          <ul className="mt-3 list-disc space-y-1 pl-6">
            <li>
              <Trans>Every page can be used with a keyboard alone, and shows where the keyboard is.</Trans>
            </li>
            <li>
              <Trans>Every page and every form works without JavaScript, on slow networks and on small phones.</Trans>
            </li>
            <li>
              <Trans>Text can be enlarged to 200% without loss, and colours keep enough contrast to be read.</Trans>
            </li>
            <li>
              <Trans>Images have text alternatives, and form fields have labels and say what is wrong in words.</Trans>
            </li>
            <li>
              <Trans>
                Pages have one main heading, landmarks and a link to skip to the content, for screen readers.
              </Trans>
            </li>
            <li>
              <Trans>
                Every public page is checked with the axe accessibility engine in a real browser before each release.
              </Trans>
            </li>
            <li>
              <Trans>
                Every public page is in English and in Hindi, and tells screen readers which language it is in.
              </Trans>
            </li>
          </ul>
        </HeadedSection>

        <HeadedSection id="known-heading" title={<Trans>What is known not to meet it</Trans>}>
          <ul className="mt-3 list-disc space-y-1 pl-6">
            <li>
              <Trans>
                PDF documents (the mandatory disclosures and the application form) are made outside this website and may
                not be readable with a screen reader. Ask us and we will send the content in a form you can use.
              </Trans>
            </li>
            <li>
              <Trans>
                Photos in the gallery are described only by their titles, which may not say everything a photo shows.
              </Trans>
            </li>
            <li>
              <Trans>
                What the school writes itself (announcements, events, photo titles, documents) may be in one language
                only.
              </Trans>
            </li>
          </ul>
        </HeadedSection>

        <HeadedSection id="report-heading" title={<Trans>Report a barrier</Trans>}>
          <p className="mt-3">
            <Trans>
              If something on this website is hard or impossible for you to use, please tell us what it was and on which
              page, and how we can reach you. We will reply and help you get the information another way meanwhile.
            </Trans>
          </p>
          <ul className="mt-3 space-y-1">
            <li>
              <Trans>E-mail:</Trans>{" "}
              <a href={`mailto:${settings.email}`} className="font-medium text-brand-800 hover:underline">
                {settings.email}
              </a>
            </li>
            <li>
              <Trans>Phone:</Trans>{" "}
              <a href={telHref(settings.phonePrimary)} className="font-medium text-brand-800 hover:underline">
                {settings.phonePrimary}
              </a>{" "}
              <Trans>
                (office hours: {weekdays}; {saturday})
              </Trans>
            </li>
            <li>
              <Trans>
                Or write to us with the{" "}
                <LocalLink to="/contact" className="font-medium text-brand-800 hover:underline">
                  form on the Contact page
                </LocalLink>
                .
              </Trans>
            </li>
          </ul>
          <p className="mt-6 text-sm text-slate-500">
            <Trans>This statement was last reviewed on {reviewed}.</Trans>
          </p>
        </HeadedSection>
      </div>
    </main>
  );
}
