import { Trans } from "@lingui/react/macro";
import { CircleCheck } from "lucide-react";

import type { SiteSettings } from "~/features/settings/settings";
import { phoneHref } from "~/lib/forms/contact-links";

/** The Admissions page's two forms, by the names they post as their intent. */
export const ADMISSION_FORMS = ["visit", "enquiry"] as const;
export type AdmissionFormName = (typeof ADMISSION_FORMS)[number];

/** `value` when it names one of the forms, else null. */
export const admissionForm = (value: string | null): AdmissionFormName | null =>
  ADMISSION_FORMS.find((form) => form === value) ?? null;

/**
 * Where a sent form lands: the Admissions page saying what happens next. The
 * redirect carries the form's name, so the page says it also to a browser
 * without JavaScript (decision 0039).
 */
export const sentHref = (form: AdmissionFormName) => `/admissions?sent=${form}`;

/**
 * Which form was just sent: `?sent=` after the redirect, or a form's reply
 * saying `sent: true` (a scripted post answered without a redirect).
 */
export function sentAdmissionForm(
  searchParams: URLSearchParams,
  replies: Partial<Record<AdmissionFormName, unknown>> = {},
): AdmissionFormName | null {
  const named = admissionForm(searchParams.get("sent"));
  if (named) return named;
  const replied = ADMISSION_FORMS.find((form) => {
    const reply = replies[form];
    return typeof reply === "object" && reply !== null && (reply as { sent?: unknown }).sent === true;
  });
  return replied ?? null;
}

type Office = Pick<SiteSettings, "phonePrimary" | "officeHoursWeekdays" | "officeHoursSaturday">;

/**
 * What happens after a visit request or an enquiry is sent, beside the
 * specification's toast (SPEC §8): who calls, when, and the school's phone.
 * The live region is always there, so that the words are announced (politely)
 * when they appear.
 */
export function AdmissionNextSteps({ sent, office }: { sent: AdmissionFormName | null; office: Office }) {
  const hours = `${office.officeHoursWeekdays}; ${office.officeHoursSaturday}`;
  return (
    // aria-live rather than role="status": the page's one status is the toast printed without JavaScript.
    <div aria-live="polite" className="w-full max-w-xl">
      {sent ? (
        <div className="mt-6 flex gap-3 rounded-xl border border-emerald-300 bg-white p-4 text-left text-slate-800 shadow-sm">
          <CircleCheck aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
          <div className="space-y-2">
            <h3 className="font-semibold text-slate-900">
              {sent === "visit" ? (
                <Trans>Your visit request has reached the school</Trans>
              ) : (
                <Trans>Your enquiry has reached the school</Trans>
              )}
            </h3>
            <p>
              {sent === "visit" ? (
                <Trans>
                  The school office will call you on the number you gave to confirm the day and time of your visit.
                </Trans>
              ) : (
                <Trans>The school office will call you on the number you gave to answer your enquiry.</Trans>
              )}{" "}
              <Trans>
                The office calls during office hours ({hours}), so a request sent after hours is answered once the
                office opens again.
              </Trans>
            </p>
            <p>
              <Trans>
                To talk to the office sooner, call{" "}
                <a href={phoneHref(office.phonePrimary)} className="font-semibold text-brand-800 underline">
                  {office.phonePrimary}
                </a>
                .
              </Trans>
            </p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
