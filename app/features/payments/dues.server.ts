// What an application owes (docs/specification.md §34, decision 0087): its payments opened and closed in the
// transaction of what makes them due. The registration fee at submission, when the session's setup has one; the
// admission amount at an offer, from the fee page's heads charged once at admission for the class and session
// (SPEC §29's "per" of "admission"), with any first instalment staff add. The amount comes from the server alone.
// It imports no other feature: submitting and the stages call it, and the office's screens (fee-payments/) read it.
import { and, eq, ne, sql } from "drizzle-orm";

import type { Tx } from "~/lib/database/db.server";

import { feeHeads, payments } from "../../../db/schema";
import { paiseOfRupees, type Paise } from "./money";
import { paymentReference } from "./upi-link";

export type PaymentPurpose = (typeof payments.$inferSelect)["purpose"];

/** Who owes: the application's id and number (the reference is made from the number). */
interface Owing {
  id: string;
  number: string;
}

/** The heads of `className`'s fees charged once at admission in `session`, added up, in paise. */
export async function admissionHeadsTotal(reader: Pick<Tx, "select">, session: string, className: string) {
  const [row] = await reader
    .select({ total: sql<string | number | null>`sum(${feeHeads.amount})` })
    .from(feeHeads)
    .where(and(eq(feeHeads.session, session), eq(feeHeads.className, className), eq(feeHeads.per, "admission")));
  return paiseOfRupees(Number(row?.total ?? 0));
}

/** The application's open payment (not cancelled) for `purpose`, locked for a change; null when there is none. */
export async function openPaymentOf(tx: Tx, applicationId: string, purpose: PaymentPurpose) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(
      and(eq(payments.applicationId, applicationId), eq(payments.purpose, purpose), ne(payments.state, "cancelled")),
    )
    .for("update");
  return row ?? null;
}

/** Opens a payment of `amount` (paise) for `purpose`, unless one is open already; returns the open one. */
async function openPayment(
  tx: Tx,
  application: Owing,
  purpose: PaymentPurpose,
  amount: Paise,
  dueOn: string | null,
  firstInstalment: Paise = 0,
) {
  const open = await openPaymentOf(tx, application.id, purpose);
  if (open) return open;
  const [row] = await tx
    .insert(payments)
    .values({
      applicationId: application.id,
      purpose,
      amount,
      defaultAmount: amount,
      firstInstalment,
      reference: paymentReference(application.number),
      dueOn,
    })
    .returning();
  return row!;
}

/** At submission: the registration fee (whole rupees, the setup's), when there is one above ₹0. */
export async function openRegistrationPayment(tx: Tx, application: Owing, registrationFee: number | null) {
  if (!registrationFee || registrationFee <= 0) return null;
  return openPayment(tx, application, "registration", paiseOfRupees(registrationFee), null);
}

/** At an offer: the heads charged once at admission for the class and session; due by the offer's "Fee due by". */
export async function openAdmissionPayment(
  tx: Tx,
  application: Owing & { session: string; classSought: string },
  dueOn: string | null,
) {
  const amount = await admissionHeadsTotal(tx, application.session, application.classSought);
  const payment = await openPayment(tx, application, "admission", amount, dueOn);
  if (payment.dueOn !== dueOn && payment.state !== "confirmed") {
    await tx.update(payments).set({ dueOn }).where(eq(payments.id, payment.id));
  }
  return payment;
}

/**
 * When the application leaves Offered other than by this payment's confirmation (an undo, a withdrawal, the fee
 * recorded by hand): its admission payment not yet confirmed is cancelled, with `reason`.
 */
export async function closeAdmissionPayment(tx: Tx, applicationId: string, reason: string) {
  const open = await openPaymentOf(tx, applicationId, "admission");
  if (!open || open.state === "confirmed") return null;
  await tx
    .update(payments)
    .set({ state: "cancelled", cancelledAt: new Date(), cancelReason: reason })
    .where(eq(payments.id, open.id));
  return open.id;
}
