// The Admissions page's "Download Application Form" (SPEC §2 "Admissions"): a real download when School Settings
// has the form, and otherwise no button that downloads nothing, but plain words in the page on how to get one.
import { Trans } from "@lingui/react/macro";
import { Download } from "lucide-react";
import { useRouteLoaderData } from "react-router";

import { PLACEHOLDERS, telHref, type SiteSettings } from "~/features/settings/settings";
import { buttonClass } from "~/ui/button";

export function ApplicationForm({ url }: { url: string | null }) {
  const root = useRouteLoaderData("root") as { settings?: SiteSettings } | undefined;
  if (url) {
    return (
      <a href={url} download className={buttonClass("secondary")}>
        <Download aria-hidden className="h-4 w-4" />
        <Trans>Download Application Form</Trans>
      </a>
    );
  }
  const settings = root?.settings;
  // The seeded placeholder is never offered to a parent.
  const phone = settings && settings.phonePrimary !== PLACEHOLDERS.phonePrimary ? settings.phonePrimary : null;
  const weekdays = settings?.officeHoursWeekdays;
  const saturday = settings?.officeHoursSaturday;
  return (
    <p className="basis-full text-slate-800">
      {/* SPEC §2's notice, word for word on the English page. */}
      <Trans>Application forms are available at the school office during office hours.</Trans>
      {settings && (
        <>
          {" "}
          <Trans>
            Office hours: {weekdays}, {saturday}.
          </Trans>
          {phone && (
            <>
              {" "}
              <Trans>
                Call the office on{" "}
                <a href={telHref(phone)} className="font-medium whitespace-nowrap text-brand-800 underline">
                  {phone}
                </a>
                .
              </Trans>
            </>
          )}
        </>
      )}
    </p>
  );
}
