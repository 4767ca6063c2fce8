// The status page's payment panel (docs/specification.md §34): the amount, what it is for and by when; on a phone
// "Pay with a UPI app", on a larger screen the same link as a QR code; the UPI ID, the amount and the reference as
// text (an app that refuses the link can still be paid by typing them); the bank account for NEFT or IMPS; and the
// form that reports a payment made. In the page's language; it needs no JavaScript.
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, type ComponentProps, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";

import { HoneypotField } from "~/lib/forms/honeypot";
import { useSchemaForm } from "~/lib/forms/schema-form";
import { FormErrors } from "~/ui/field";
import { SubmitButton, TextField } from "~/ui/form-controls";
import { TEXT_LINK } from "~/ui/text-link";

import type { PaymentPanel, ReportReply } from "./panel";
import { paymentReportSchema, REPORT_INTENT } from "./report-schema";

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="break-all text-slate-900">{children}</dd>
    </div>
  );
}

/** What a payment is for, in words: "Admission fee, application 2027-28/I/0042". */
function PurposeWords({ panel }: { panel: PaymentPanel }) {
  const number = panel.applicationNumber;
  return panel.purpose === "registration" ? (
    <Trans>Registration fee, application {number}</Trans>
  ) : (
    <Trans>Admission fee, application {number}</Trans>
  );
}

/** A payment's panel, and the parent's last reply to it; `hidden` are fields its report form posts back. */
interface PanelProps {
  panel: PaymentPanel;
  today: string;
  reply: ReportReply | null;
  hidden: Record<string, string>;
}

function ReportForm({ panel, today, reply, hidden }: PanelProps) {
  const { t, i18n } = useLingui();
  const navigation = useNavigation();
  const schema = useMemo(() => paymentReportSchema(i18n, today), [i18n, today]);
  const mine = reply?.payment === panel.id ? reply : null;
  const { form, fields, formProps } = useSchemaForm({
    id: `payment-report-${panel.id}`,
    schema,
    lastResult: mine?.reported ? null : mine?.result,
  });
  return (
    <Form method="post" {...formProps} className="mt-3 space-y-2">
      <HoneypotField />
      <input type="hidden" name="intent" value={REPORT_INTENT} />
      <input type="hidden" name="payment" value={panel.id} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <TextField
        meta={fields.utr}
        label={t`UPI reference (UTR)`}
        hint={t`The 12-digit number your UPI app shows once the payment is made (UTR or UPI Ref. No.)`}
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField meta={fields.amount} label={t`Amount paid (₹)`} inputMode="decimal" autoComplete="off" />
      <TextField meta={fields.paidOn} label={t`Paid on`} type="date" max={today} />
      <SubmitButton busy={navigation.state === "submitting"} busyLabel={t`Sending...`} className="w-full sm:w-auto">
        <Trans>Report Payment</Trans>
      </SubmitButton>
      <FormErrors errors={form.errors} id={form.errorId} />
    </Form>
  );
}

function Panel({ panel, today, reply, hidden }: PanelProps) {
  const { t } = useLingui();
  const headingId = `payment-${panel.id}`;
  const { amount, reference, upi, bank, receipt } = panel;
  const feeReceipt = receipt?.number;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {panel.purpose === "registration" ? (
          <Trans>Pay the registration fee</Trans>
        ) : (
          <Trans>Pay the admission fee</Trans>
        )}
      </h3>
      {panel.state === "confirmed" ? (
        <div className="mt-2 space-y-1 text-slate-800">
          <p className="font-medium">
            <Trans>Fee received</Trans>
          </p>
          {receipt ? (
            <>
              <p>
                <Trans>Receipt number: {feeReceipt}</Trans>
              </p>
              {receipt.path ? (
                <p>
                  <a href={receipt.path} className={TEXT_LINK}>
                    <Trans>See the receipt</Trans>
                  </a>
                </p>
              ) : null}
            </>
          ) : null}
        </div>
      ) : (
        <>
          <dl className="mt-2 space-y-1">
            <Fact label={t`Amount`}>{amount}</Fact>
            <Fact label={t`For`}>
              <PurposeWords panel={panel} />
            </Fact>
            {panel.dueOn ? <Fact label={t`Pay by`}>{panel.dueOn}</Fact> : null}
          </dl>
          {panel.state === "reported" ? (
            <div role="status" className="mt-3 rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">
              <p className="font-medium">
                <Trans>Payment reported: the office will confirm it</Trans>
              </p>
              <p className="mt-1 text-sm">
                <Trans>UPI references reported:</Trans> {panel.reported.join(", ")}
              </p>
            </div>
          ) : null}
          {upi ? (
            <div className="mt-4 space-y-3">
              <a
                href={upi.link}
                className="flex min-h-12 w-full items-center justify-center rounded-lg bg-brand-700 px-4 text-base font-semibold text-white sm:hidden"
              >
                <Trans>Pay with a UPI app</Trans>
              </a>
              <figure className="space-y-2">
                <figcaption className="text-sm text-slate-700">
                  <span className="sm:hidden">
                    <Trans>Or, from another phone, scan this code with any UPI app:</Trans>
                  </span>
                  <span className="hidden sm:inline">
                    <Trans>Scan with any UPI app</Trans>
                  </span>
                </figcaption>
                {/* Drawn on the server (payments/qr.server.ts), whole pixels a module: no script, no request. */}
                <div
                  data-upi-qr
                  style={{ width: upi.qrPixels, height: upi.qrPixels }}
                  className="bg-white [&>svg]:h-full [&>svg]:w-full"
                  dangerouslySetInnerHTML={{ __html: upi.qrSvg }}
                />
              </figure>
              <dl className="space-y-1">
                <Fact label={t`UPI ID`}>{upi.address}</Fact>
                <Fact label={t`Amount`}>{amount}</Fact>
                <Fact label={t`Reference`}>{reference}</Fact>
              </dl>
              <p className="text-sm text-slate-600">
                <Trans>If your app asks for a note, write this reference.</Trans>
              </p>
            </div>
          ) : null}
          {panel.overUpiLimit ? (
            <p className="mt-3 text-slate-800">
              {bank ? (
                <Trans>
                  This amount is more than UPI allows in one payment: please pay it by NEFT or IMPS from your bank, with
                  the reference in the remarks.
                </Trans>
              ) : (
                <Trans>This amount is more than UPI allows in one payment: please pay it at the school office.</Trans>
              )}
            </p>
          ) : null}
          {bank ? (
            <div className="mt-4">
              <h4 className="font-semibold text-slate-900">
                <Trans>Pay by NEFT or IMPS</Trans>
              </h4>
              <dl className="mt-1 space-y-1">
                <Fact label={t`Account name`}>{bank.name}</Fact>
                <Fact label={t`Account number`}>{bank.number}</Fact>
                <Fact label={t`IFSC`}>{bank.ifsc}</Fact>
                <Fact label={t`Write this in the remarks:`}>{reference}</Fact>
              </dl>
            </div>
          ) : null}
          {panel.reportsLeft > 0 ? (
            <div className="mt-5 border-t border-slate-200 pt-4">
              <h4 className="font-semibold text-slate-900">
                <Trans>Paid already? Tell the office</Trans>
              </h4>
              <ReportForm panel={panel} today={today} reply={reply} hidden={hidden} />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * The panels of what an application owes, after its "What happens next". `hidden` carries what the page's form
 * needs to find the application again (the look-up's number and date of birth; nothing on the private link's page).
 */
export function PaymentPanels({
  panels,
  today,
  reply,
  hidden = {},
}: {
  panels: PaymentPanel[];
  today: string;
  reply: ReportReply | null;
  hidden?: Record<string, string>;
}) {
  if (panels.length === 0) return null;
  return (
    <div className="space-y-4">
      {panels.map((panel) => (
        <Panel key={panel.id} panel={panel} today={today} reply={reply} hidden={hidden} />
      ))}
    </div>
  );
}

/**
 * The status page's `payment`: the panels, or nothing (undefined) while the application owes nothing online, so that
 * its "What happens next" does not speak of paying online.
 */
export const paymentPanelsOrNothing = (props: ComponentProps<typeof PaymentPanels>) =>
  props.panels.length > 0 ? <PaymentPanels {...props} /> : undefined;
