// The Admissions page's online applications (docs/specification.md §22), in the page's language: "Apply Online"
// while they are open, each open class's seats in words, the registration fee; before and after, when.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { FilePenLine } from "lucide-react";

import { CLASS_LABELS } from "~/features/admissions/option-labels";
import { buttonClass } from "~/ui/button";
import { LocalLink, useLocale } from "~/ui/local-link";

import { longDate } from "../../../../db/time";
import { rupees } from "../options";
import { APPLY_PATH, STATUS_PATH } from "../paths";
import type { SeatState } from "../rules";
import type { OnlineApplications } from "./admissions-page.server";
import { closedOnText, opensOnText } from "./window-texts";

const SEAT_LABELS: Record<SeatState, { label: MessageDescriptor; tone: string }> = {
  available: { label: msg`Seats available`, tone: "bg-emerald-100 text-emerald-950 ring-emerald-300" },
  few: { label: msg`Few seats left`, tone: "bg-amber-100 text-amber-950 ring-amber-400" },
  waitlist: { label: msg`Waitlist only`, tone: "bg-slate-100 text-slate-800 ring-slate-300" },
};

/** "Apply Online", while applications are open: first of the page's buttons. */
export function ApplyOnlineLink({ applications }: { applications: OnlineApplications }) {
  if (applications.state !== "open") return null;
  return (
    <LocalLink to={APPLY_PATH} className={buttonClass("primary")}>
      <FilePenLine aria-hidden className="h-4 w-4" />
      <Trans>Apply Online</Trans>
    </LocalLink>
  );
}

/** What the page says of online applications under its buttons: the classes and the fee, or when they open or closed. */
export function OnlineApplicationsFacts({ applications }: { applications: OnlineApplications }) {
  const { t } = useLingui();
  const locale = useLocale();
  switch (applications.state) {
    case "none":
      return null;
    case "before":
      return (
        <p className="mt-6 font-medium text-slate-900">
          {t(opensOnText(applications.session, applications.opensOn, locale))}
        </p>
      );
    case "after":
      return (
        <>
          <p className="mt-6 font-medium text-slate-900">
            {t(closedOnText(applications.session, applications.closesOn, locale))}
          </p>
          <StatusLink />
        </>
      );
  }
  const { registrationFee, classes } = applications;
  const closes = longDate(applications.closesOn, locale);
  const fee = registrationFee === null ? null : rupees(registrationFee);
  return (
    <section
      aria-labelledby="online-classes-heading"
      className="mt-6 w-full max-w-xl rounded-xl border border-slate-200 bg-white p-4 text-left text-slate-800 shadow-sm"
    >
      <h3 id="online-classes-heading" className="font-semibold text-slate-900">
        <Trans>Classes open for online applications</Trans>
      </h3>
      <ul className="mt-2 divide-y divide-slate-100">
        {classes.map(({ className, seats }) => (
          <li key={className} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
            <span>{t(CLASS_LABELS[className])}</span>
            <span
              className={`rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ${SEAT_LABELS[seats].tone}`}
            >
              {t(SEAT_LABELS[seats].label)}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-3 space-y-1 border-t border-slate-200 pt-3">
        {fee === null ? null : registrationFee === 0 ? (
          <p>
            <Trans>No registration fee</Trans>
          </p>
        ) : (
          <p className="font-medium text-slate-900">
            <Trans>Registration fee: {fee}</Trans>
          </p>
        )}
        <p>
          <Trans>Online applications close on {closes}.</Trans>
        </p>
        <StatusLink />
      </div>
    </section>
  );
}

/** Where a parent who has applied finds the application's stage (docs/specification.md §22). */
function StatusLink() {
  return (
    <p className="mt-2">
      <Trans>Already applied?</Trans>{" "}
      <LocalLink to={STATUS_PATH} className="font-medium text-brand-800 underline">
        <Trans>See where your application stands</Trans>
      </LocalLink>
    </p>
  );
}
