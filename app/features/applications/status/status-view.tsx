// Where an application stands, as its parent reads it (docs/specification.md §22): the stage in plain words, what
// happens next, the documents still needed, the interaction's day and time, and every e-mail the school sent about
// it, newest first. In the page's language; nothing on it changes the application, and it needs no JavaScript (an
// e-mail opens with <details>).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";

import { PageBanner } from "~/ui/page-banner";

import type { DocumentKind } from "../options";
import type { Stage } from "../rules";
import type { ApplicationStatus } from "./status";

/** Each stage as the parent is told it: a name, and what it means. */
const STAGE_WORDS: Record<Stage, { name: MessageDescriptor; meaning: MessageDescriptor }> = {
  submitted: {
    name: msg({ message: "Submitted", context: "an application's stage" }),
    meaning: msg`The school has your application.`,
  },
  documents_checked: {
    name: msg`Documents checked`,
    meaning: msg`The office has checked the application and the documents.`,
  },
  interaction: {
    name: msg`Interaction`,
    meaning: msg`The school has asked you and your child to come for an interaction.`,
  },
  offered: { name: msg`Seat offered`, meaning: msg`The school offers your child a seat.` },
  fee_received: { name: msg`Fee received`, meaning: msg`The school has received the fee.` },
  admitted: { name: msg`Admitted`, meaning: msg`Your child is admitted to the school. Welcome!` },
  waitlisted: {
    name: msg`Waitlist`,
    meaning: msg`The class has no seat free for now, and your child is on its waitlist.`,
  },
  withdrawn: { name: msg`Withdrawn`, meaning: msg`The application has been withdrawn.` },
  not_offered: { name: msg`Not offered`, meaning: msg`The school cannot offer your child a seat this time.` },
};

/** The documents as the parent names them. */
const DOCUMENT_WORDS: Record<DocumentKind, MessageDescriptor> = {
  birth_certificate: msg`Birth certificate`,
  photograph: msg`Photograph`,
  report_card: msg`Last report card`,
  transfer_certificate: msg`Transfer certificate`,
  category_certificate: msg`Category certificate`,
};

/** What happens next, for the stage the application is in. */
function NextStep({ status, paysOnline }: { status: ApplicationStatus; paysOnline: boolean }) {
  const { interactionAt, feeDueOn } = status;
  switch (status.stage) {
    case "submitted":
      return (
        <Trans>The office will check the application and the documents, and call you if anything is missing.</Trans>
      );
    case "documents_checked":
      return status.hasInteraction ? (
        <Trans>The office will tell you the date and time of the interaction.</Trans>
      ) : (
        <Trans>The office will tell you whether a seat can be offered.</Trans>
      );
    case "interaction":
      return interactionAt ? (
        <Trans>
          Please come to the school with your child on {interactionAt}. After it, the office will tell you whether a
          seat can be offered.
        </Trans>
      ) : (
        <Trans>The office will tell you the date and time of the interaction.</Trans>
      );
    case "offered":
      // The payment panel below says how (docs/specification.md §34).
      if (paysOnline) {
        return feeDueOn ? (
          <Trans>Please pay the fee by {feeDueOn}, as shown below, or at the school office.</Trans>
        ) : (
          <Trans>Please pay the fee as shown below, or at the school office.</Trans>
        );
      }
      return feeDueOn ? (
        <Trans>Please pay the fee at the school office by {feeDueOn}.</Trans>
      ) : (
        <Trans>Please pay the fee at the school office.</Trans>
      );
    case "fee_received":
      return <Trans>The office will confirm the admission.</Trans>;
    case "admitted":
      return <Trans>The office will tell you when classes begin and what your child needs.</Trans>;
    case "waitlisted":
      return <Trans>If a seat comes free, the office will tell you.</Trans>;
    case "withdrawn":
      return <Trans>If this is a mistake, please call the school office.</Trans>;
    case "not_offered":
      return <Trans>If you have a question, please call the school office.</Trans>;
  }
}

/** The frame of both status pages, the look-up and the private link: the banner, and a column a phone reads. */
export function StatusPage({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <main id="main">
      <PageBanner title={t`Application Status`} />
      <div className="mx-auto max-w-2xl px-4 py-10">{children}</div>
    </main>
  );
}

/**
 * The status of an application; `payment`, when the school takes fees online, is its payment panel (fee-payments/,
 * docs/specification.md §34), shown after what happens next.
 */
export function ApplicationStatusView({ status, payment }: { status: ApplicationStatus; payment?: ReactNode }) {
  const { t } = useLingui();
  const { number, childName, className, submittedOn, stage, interactionAt, feeReceipt, waitlistPlace } = status;
  const words = STAGE_WORDS[stage];
  return (
    <article aria-labelledby="application-heading" className="space-y-6">
      <header>
        <h2 id="application-heading" className="text-2xl font-bold break-words text-slate-900">
          <Trans>Application {number}</Trans>
        </h2>
        <p className="mt-1 text-slate-700">
          {childName}, {className}. <Trans>Submitted on {submittedOn}.</Trans>
        </p>
      </header>

      <section aria-labelledby="stage-heading" className="rounded-xl border border-brand-100 bg-brand-50 p-4">
        <h3 id="stage-heading" className="text-sm font-medium text-slate-700">
          <Trans>Where it stands</Trans>
        </h3>
        <p className="mt-1 text-xl font-semibold text-slate-900">{t(words.name)}</p>
        <p className="mt-1 text-slate-800">{t(words.meaning)}</p>
        {stage === "waitlisted" && waitlistPlace !== null ? (
          <p className="mt-1 text-slate-800">
            <Trans>Its place on the waitlist: {waitlistPlace}</Trans>
          </p>
        ) : null}
        {stage === "fee_received" || stage === "admitted" ? (
          feeReceipt ? (
            <p className="mt-1 text-slate-800">
              <Trans>Receipt number: {feeReceipt}</Trans>
            </p>
          ) : null
        ) : null}
      </section>

      <section aria-labelledby="next-heading">
        <h3 id="next-heading" className="text-lg font-semibold text-slate-900">
          <Trans>What happens next</Trans>
        </h3>
        <p className="mt-1 text-slate-700">
          <NextStep status={status} paysOnline={Boolean(payment)} />
        </p>
      </section>

      {payment}

      {interactionAt ? (
        <section aria-labelledby="interaction-heading">
          <h3 id="interaction-heading" className="text-lg font-semibold text-slate-900">
            <Trans>The interaction</Trans>
          </h3>
          <p className="mt-1 text-slate-700">{interactionAt}</p>
        </section>
      ) : null}

      {stage === "withdrawn" || stage === "not_offered" ? null : (
        <section aria-labelledby="documents-heading">
          <h3 id="documents-heading" className="text-lg font-semibold text-slate-900">
            <Trans>Documents still needed</Trans>
          </h3>
          {status.documentsNeeded.length === 0 ? (
            <p className="mt-1 text-slate-700">
              <Trans>None: the office has checked every document it needs.</Trans>
            </p>
          ) : (
            <>
              <p className="mt-1 text-slate-700">
                <Trans>Please bring these to the school office:</Trans>
              </p>
              <ul className="mt-1 list-disc space-y-1 pl-6 text-slate-700">
                {status.documentsNeeded.map((document) => (
                  <li key={document.kind}>
                    {t(DOCUMENT_WORDS[document.kind])}
                    {document.uploaded ? (
                      <>
                        {" "}
                        <span className="text-slate-600">
                          <Trans>(uploaded: the office will check it)</Trans>
                        </span>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}

      <section aria-labelledby="mails-heading">
        <h3 id="mails-heading" className="text-lg font-semibold text-slate-900">
          <Trans>E-mails from the school</Trans>
        </h3>
        {status.mails.length === 0 ? (
          <p className="mt-1 text-slate-700">
            <Trans>The school has not e-mailed you about this application.</Trans>
          </p>
        ) : (
          <ul className="mt-2 space-y-2">
            {status.mails.map((mail, index) => (
              <li key={index} className="rounded-lg border border-slate-200 bg-white">
                <details>
                  <summary className="min-h-11 cursor-pointer px-3 py-2">
                    <span className="font-medium break-words text-slate-900">{mail.subject}</span>
                    <span className="block pl-4 text-sm text-slate-600">{mail.sentAt}</span>
                  </summary>
                  <p className="border-t border-slate-200 px-3 py-2 text-sm break-words whitespace-pre-wrap text-slate-800">
                    {mail.text}
                  </p>
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
