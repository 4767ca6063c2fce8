import { telHref, type SiteSettings } from "~/features/settings/settings";
import { LocalLink } from "~/ui/local-link";
import { PageBanner } from "~/ui/page-banner";

/** When this statement was last checked against the site; a new check is a new date. */
export const ACCESSIBILITY_REVIEWED = "24 November 2026";

/**
 * The accessibility statement (decision 0031): the standard the site
 * meets, what is known not to meet it, and how to report a barrier, with the
 * school's own contact details from its settings.
 */
export function AccessibilityPage({ settings }: { settings: SiteSettings }) {
  return (
    <main id="main">
      <PageBanner
        title="Accessibility"
        subtitle={`${settings.schoolName} wants every parent, student and visitor to be able to use this website.`}
      />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-12 text-slate-700">
        <section aria-labelledby="standard-heading">
          <h2 id="standard-heading" className="text-2xl font-bold text-slate-900">
            The standard we meet
          </h2>
          <p className="mt-3">
            This website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA, the baseline of
            India&apos;s Guidelines for Indian Government Websites and Apps (GIGW 3.0).
          </p>
          <ul className="mt-3 list-disc space-y-1 pl-6">
            <li>Every page can be used with a keyboard alone, and shows where the keyboard is.</li>
            <li>Every page and every form works without JavaScript, on slow networks and on small phones.</li>
            <li>Text can be enlarged to 200% without loss, and colours keep enough contrast to be read.</li>
            <li>Images have text alternatives, and form fields have labels and say what is wrong in words.</li>
            <li>Pages have one main heading, landmarks and a link to skip to the content, for screen readers.</li>
            <li>
              Every public page is checked with the axe accessibility engine in a real browser before each release.
            </li>
          </ul>
        </section>

        <section aria-labelledby="known-heading">
          <h2 id="known-heading" className="text-2xl font-bold text-slate-900">
            What is known not to meet it
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-6">
            <li>
              PDF documents (the mandatory disclosures and the application form) are made outside this website and may
              not be readable with a screen reader. Ask us and we will send the content in a form you can use.
            </li>
            <li>
              Photos in the gallery are described only by their titles, which may not say everything a photo shows.
            </li>
            <li>The website is in English; only the privacy notice is also in Hindi.</li>
          </ul>
        </section>

        <section aria-labelledby="report-heading">
          <h2 id="report-heading" className="text-2xl font-bold text-slate-900">
            Report a barrier
          </h2>
          <p className="mt-3">
            If something on this website is hard or impossible for you to use, please tell us what it was and on which
            page, and how we can reach you. We will reply and help you get the information another way meanwhile.
          </p>
          <ul className="mt-3 space-y-1">
            <li>
              E-mail:{" "}
              <a href={`mailto:${settings.email}`} className="font-medium text-brand-800 hover:underline">
                {settings.email}
              </a>
            </li>
            <li>
              Phone:{" "}
              <a href={telHref(settings.phonePrimary)} className="font-medium text-brand-800 hover:underline">
                {settings.phonePrimary}
              </a>{" "}
              (office hours: {settings.officeHoursWeekdays}; {settings.officeHoursSaturday})
            </li>
            <li>
              Or write to us with the{" "}
              <LocalLink to="/contact" className="font-medium text-brand-800 hover:underline">
                form on the Contact page
              </LocalLink>
              .
            </li>
          </ul>
          <p className="mt-6 text-sm text-slate-500">This statement was last reviewed on {ACCESSIBILITY_REVIEWED}.</p>
        </section>
      </div>
    </main>
  );
}
