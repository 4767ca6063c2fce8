// What an application owes, on its page (docs/specification.md §34): each payment with where it stands, the UTRs
// reported, the matched line and the receipt; while an admission payment is awaited, "Change Amount": the first
// instalment added to the heads charged once at admission, or an amount of staff's own with why (audited).
import { Link } from "react-router";

import { AdminForm, useAdminForm } from "~/features/admin/admin-form";
import type { AdminReply } from "~/features/admin/reply";
import { RecordCard } from "~/features/requests/record-card";
import { TextField } from "~/ui/form-controls";
import { TEXT_LINK } from "~/ui/text-link";

import { longDate } from "../../../db/time";
import { amountSchema, PAYMENTS_PATH } from "./office-schema";
import type { PaymentRow } from "./office.server";
import { ReceiptLink } from "./receipt-link";

export type ApplicationPayment = PaymentRow & {
  firstInstalment: number;
  defaultAmount: number;
  amountReason: string | null;
};

const PURPOSES = { registration: "Registration fee", admission: "Admission fee" } as const;
const STATES: Record<string, string> = {
  awaiting: "Awaiting payment",
  reported: "Reported by the parent",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
};

function ChangeAmount({
  path,
  applicationId,
  payment,
  lastReply,
}: {
  path: string;
  applicationId: string;
  payment: ApplicationPayment;
  lastReply?: AdminReply | undefined;
}) {
  const state = useAdminForm({
    section: { path },
    intent: "change_amount",
    id: `amount-${payment.id}`,
    schema: amountSchema,
    defaultValue: { firstInstalment: payment.firstInstalment ? String(payment.firstInstalment) : "" },
    lastReply,
  });
  return (
    <details className="mt-3 rounded-md border border-slate-200">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-slate-900">
        Change Amount
      </summary>
      <div className="px-3 pb-3">
        <AdminForm
          state={state}
          hidden={{ id: applicationId, payment: payment.id }}
          submit={{ label: "Change Amount", busyLabel: "Saving...", variant: "secondary" }}
        >
          <TextField
            meta={state.fields.firstInstalment}
            label="First instalment (₹)"
            inputMode="numeric"
            hint="Added to the fee page's heads charged once at admission."
          />
          <TextField
            meta={state.fields.amount}
            label="Amount due (₹)"
            inputMode="numeric"
            hint="Blank: the heads and the first instalment."
          />
          <TextField meta={state.fields.why} label="Why" hint="Required when the amount differs from the fee page." />
        </AdminForm>
      </div>
    </details>
  );
}

export function ApplicationFeeCard({
  path,
  applicationId,
  payments,
  lastReply,
}: {
  path: string;
  applicationId: string;
  payments: ApplicationPayment[];
  lastReply?: AdminReply | undefined;
}) {
  return (
    <RecordCard id="application-payments" title="Fee by UPI">
      {payments.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">Nothing is due online: an offer opens the admission amount.</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {payments.map((payment) => (
            <li key={payment.id} className="text-sm">
              <p className="font-medium text-slate-900">
                {PURPOSES[payment.purpose]}: {payment.amount} ({STATES[payment.state]})
              </p>
              <p className="text-slate-700">
                Reference <span className="font-mono">{payment.reference}</span>
                {payment.dueOn ? `, due by ${longDate(payment.dueOn)}` : ""}
              </p>
              {payment.amountReason ? <p className="text-slate-700">Amount changed: {payment.amountReason}</p> : null}
              {payment.reported.length ? (
                <p className="text-slate-700">
                  UTRs reported: {payment.reported.map((report) => report.utr).join(", ")}
                </p>
              ) : null}
              {payment.line ? (
                <p className="text-slate-700">
                  Matched: {longDate(payment.line.date)}, {payment.line.amount}, {payment.line.narration}
                </p>
              ) : null}
              {payment.receipt ? <ReceiptLink receipt={payment.receipt} /> : null}
              {payment.state === "awaiting" && payment.purpose === "admission" ? (
                <ChangeAmount path={path} applicationId={applicationId} payment={payment} lastReply={lastReply} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm">
        <Link to={PAYMENTS_PATH} className={TEXT_LINK}>
          Payments
        </Link>
      </p>
    </RecordCard>
  );
}
