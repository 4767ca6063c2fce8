// The pages around an application's steps (docs/specification.md §22): which step it is of six, the private link
// to keep, why applications are not open, and the confirmation once it is submitted. Light: the steps' forms load
// at the page's first use (./apply-steps, decision 0036).
import { Trans, useLingui } from "@lingui/react/macro";
import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useActionData } from "react-router";

import { CLASS_LABELS } from "~/features/admissions/option-labels";
import { lazyOnFirstUse } from "~/lib/page/first-use";
import { LocalLink } from "~/ui/local-link";
import { PageBanner } from "~/ui/page-banner";
import { PrintButton } from "~/ui/print-button";
import { TEXT_LINK } from "~/ui/text-link";

import { rupees } from "../options";
import type { ClassName } from "../rules";
import type { Confirmation, PageData, StepReply, StepView } from "./apply-types";
import { missingBefore, STEP_NAMES, STEPS } from "./steps";

const StepForm = lazyOnFirstUse(() => import("./apply-steps").then((module) => module.StepForm));

/** Why there is nothing to fill in: applications are not open (or, for staff, not set up). */
export function ApplyNotice({ notice, children }: { notice: string; children?: ReactNode }) {
  return (
    <div className="space-y-4">
      <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-lg text-amber-950">
        {notice}
      </p>
      {children}
    </div>
  );
}

/** The six steps: the one shown, those already saved (each a link), those to come. */
function StepList({ view }: { view: StepView }) {
  const { t } = useLingui();
  return (
    <ol className="flex flex-wrap gap-2 text-sm" aria-label={t`Steps of the application`}>
      {STEPS.map((step, at) => {
        const name = `${at + 1}. ${t(STEP_NAMES[step])}`;
        const current = step === view.step;
        // Any step whose needs are saved may be opened (the server decides the same way).
        const reachable =
          !current && view.held.length > 0 && missingBefore(step, (needed) => view.held.includes(needed)) === null;
        return (
          <li key={step}>
            {reachable ? (
              <Link
                to={`${view.base}?step=${step}`}
                className="inline-flex min-h-11 items-center rounded-full border border-brand-700 px-3 text-brand-800 hover:bg-brand-50"
              >
                {name}
              </Link>
            ) : (
              <span
                aria-current={current ? "step" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full px-3 ${current ? "bg-brand-700 font-semibold text-white" : "border border-slate-200 text-slate-500"}`}
              >
                {name}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The private address to keep, on every step of a parent's draft. */
function ResumeLink({ link }: { link: string }) {
  return (
    <div className="border-brand-200 rounded-lg border bg-brand-50 p-4 text-sm text-slate-800">
      <p>
        <Trans>Your application is saved. To finish it later, on this phone or another, keep this link:</Trans>
      </p>
      <p className="mt-2 font-medium break-all">
        <a href={link} className="text-brand-800 underline">
          {link}
        </a>
      </p>
    </div>
  );
}

/** A step's page: where it is among the six, the link to keep, and its form. */
export function StepPage({ view }: { view: StepView }) {
  const { t } = useLingui();
  const reply = useActionData() as StepReply | undefined;
  const number = STEPS.indexOf(view.step) + 1;
  const name = t(STEP_NAMES[view.step]);
  return (
    <div className="space-y-6">
      <StepList view={view} />
      {view.resumeLink ? <ResumeLink link={view.resumeLink} /> : null}
      {reply && "notice" in reply ? <ApplyNotice notice={reply.notice} /> : null}
      <section aria-labelledby="step-heading" className="space-y-4">
        <h2 id="step-heading" className="text-2xl font-bold text-slate-900">
          <Trans>
            Step {number} of 6: {name}
          </Trans>
        </h2>
        <StepForm view={view} />
      </section>
    </div>
  );
}

/** What the draft's address shows once it is submitted: the number, what happens next, the status page. */
export function ApplicationConfirmation({ confirmation }: { confirmation: Confirmation }) {
  const { t } = useLingui();
  const { number, fee, earlierNumber, statusLink } = confirmation;
  const amount = fee === null ? "" : rupees(fee);
  const child = confirmation.childName;
  const label = CLASS_LABELS[confirmation.classSought as ClassName];
  const className = label ? t(label) : confirmation.classSought;
  return (
    <div id="application-confirmation" className="space-y-5">
      <div className="flex gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-5">
        <CircleCheck aria-hidden className="mt-1 h-6 w-6 shrink-0 text-emerald-700" />
        <div className="space-y-1">
          <h2 className="text-2xl font-bold text-slate-900">
            <Trans>Application submitted</Trans>
          </h2>
          <p className="text-slate-800">
            <Trans>
              Application number: <strong className="text-xl whitespace-nowrap">{number}</strong>
            </Trans>
          </p>
          <p className="text-slate-800">
            <Trans>
              {child}, {className}
            </Trans>
          </p>
        </div>
      </div>
      {earlierNumber ? (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <Trans>You have applied for this child and class before ({earlierNumber}). The office will see both.</Trans>
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold text-slate-900">
          <Trans>Print or save this page</Trans>
        </p>
        <PrintButton>
          <Trans>Print</Trans>
        </PrintButton>
      </div>
      {fee !== null && fee > 0 ? (
        <p className="text-slate-800">
          <Trans>Registration fee: {amount}, to be paid at the school office.</Trans>
        </p>
      ) : null}
      <section aria-labelledby="next-heading" className="space-y-2 text-slate-800">
        <h3 id="next-heading" className="text-lg font-semibold text-slate-900">
          <Trans>What happens next</Trans>
        </h3>
        <ul className="list-disc space-y-1 pl-6">
          <li>
            <Trans>The office will check the application and the documents, and call you if anything is missing.</Trans>
          </li>
          <li>
            <Trans>Please bring the documents you did not upload to the school office.</Trans>
          </li>
          {confirmation.email ? (
            <li>
              <Trans>A confirmation with this number has been sent to your e-mail, and every update will be too.</Trans>
            </li>
          ) : null}
        </ul>
      </section>
      <p className="print:hidden">
        <a href={statusLink} className={TEXT_LINK}>
          <Trans>See where your application stands</Trans>
        </a>
      </p>
      <p className="hidden text-sm break-all print:block">{statusLink}</p>
      <p className="print:hidden">
        <LocalLink to="/admissions" className="inline-flex min-h-11 items-center text-sm text-slate-600 underline">
          <Trans>Back to Admissions</Trans>
        </LocalLink>
      </p>
    </div>
  );
}

/** The public page of an application online, new or a draft: the banner, then the application's page. */
export function ApplyOnlinePage({ data }: { data: PageData }) {
  const { t } = useLingui();
  return (
    <main id="main">
      <PageBanner title={t`Apply Online`} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <ApplicationPage data={data} />
      </div>
    </main>
  );
}

/** An application's page: its step, why applications are not open, or its confirmation. */
export function ApplicationPage({ data }: { data: PageData }) {
  switch (data.page) {
    case "notice":
      return (
        <ApplyNotice notice={data.notice}>
          <p>
            <LocalLink to="/admissions" className={TEXT_LINK}>
              <Trans>Back to Admissions</Trans>
            </LocalLink>
          </p>
        </ApplyNotice>
      );
    case "step":
      return <StepPage view={data.view} />;
    case "submitted":
      return <ApplicationConfirmation confirmation={data.confirmation} />;
  }
}
