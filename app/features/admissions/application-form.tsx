// The Admissions page's "Download Application Form" (SPEC §2 "Admissions"): a real download when School Settings
// has the form, and otherwise no button that downloads nothing, but plain words in the page on how to get one.
import { Download } from "lucide-react";
import { useRouteLoaderData } from "react-router";

import { PLACEHOLDERS, telHref, type SiteSettings } from "~/features/settings/settings";
import { buttonClass } from "~/ui/button";

// SPEC §2's notice, word for word.
export const APPLICATION_FORM_AT_OFFICE = "Application forms are available at the school office during office hours.";

export function ApplicationForm({ url }: { url: string | null }) {
  const root = useRouteLoaderData("root") as { settings?: SiteSettings } | undefined;
  if (url) {
    return (
      <a href={url} download className={buttonClass("secondary")}>
        <Download aria-hidden className="h-4 w-4" />
        Download Application Form
      </a>
    );
  }
  const settings = root?.settings;
  // The seeded placeholder is never offered to a parent.
  const phone = settings && settings.phonePrimary !== PLACEHOLDERS.phonePrimary ? settings.phonePrimary : null;
  return (
    <p className="basis-full text-slate-800">
      {APPLICATION_FORM_AT_OFFICE}
      {settings && (
        <>
          {` Office hours: ${settings.officeHoursWeekdays}, ${settings.officeHoursSaturday}.`}
          {phone && (
            <>
              {" "}
              Call the office on{" "}
              <a href={telHref(phone)} className="font-medium whitespace-nowrap text-brand-800 underline">
                {phone}
              </a>
              .
            </>
          )}
        </>
      )}
    </p>
  );
}
