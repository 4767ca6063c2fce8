// The office's Payments (docs/specification.md §34, decision 0087): the list and its counts, what an application owes
// on its page, the amount due changed with a reason, a match taken back. Every change is audited in its transaction.
import { and, count, desc, eq, exists, inArray, lt, ne, notExists, or, sql, type SQL } from "drizzle-orm";

import { refuse, type Actor, type Outcome } from "~/features/admin/outcome";
import { PAGE_SIZE, pageWindow } from "~/features/admin/pagination";
import { admissionHeadsTotal } from "~/features/payments/dues.server";
import { paiseOfRupees, rupeesText } from "~/features/payments/money";
import { recordHistory } from "~/features/requests/history.server";
import { auditWriter } from "~/lib/database/audit.server";
import { db } from "~/lib/database/db.server";

import { applications, paymentReports, payments, receipts, statementLines } from "../../../db/schema";
import { NOT_FOUND_AFTER_DAYS, PAYMENT_FILTERS, PAYMENT_MESSAGES, type PaymentFilter } from "./office-schema";

const auditPayment = auditWriter("payment");

/** A statement line names the payment. */
const lineOf = () =>
  db()
    .select({ one: sql`1` })
    .from(statementLines)
    .where(eq(statementLines.paymentId, payments.id));

/** Each filter of the list as a condition on payments (and their lines). */
function filterOf(filter: PaymentFilter, now: Date): SQL {
  const staleBefore = new Date(now.getTime() - NOT_FOUND_AFTER_DAYS * 86_400_000);
  switch (filter) {
    case "to_confirm":
      return and(inArray(payments.state, ["awaiting", "reported"]), exists(lineOf()))!;
    case "reported":
      return eq(payments.state, "reported");
    case "not_found":
      return and(eq(payments.state, "reported"), lt(payments.reportedAt, staleBefore), notExists(lineOf()))!;
    case "awaiting":
      return eq(payments.state, "awaiting");
    case "confirmed":
      return eq(payments.state, "confirmed");
    case "cancelled":
      return eq(payments.state, "cancelled");
  }
}

/** How many payments each filter holds. */
export async function paymentCounts(now = new Date()): Promise<Record<PaymentFilter, number>> {
  const entries = await Promise.all(
    (Object.keys(PAYMENT_FILTERS) as PaymentFilter[]).map(async (filter) => {
      const [row] = await db()
        .select({ total: count() })
        .from(payments)
        .where(and(filterOf(filter, now), sql`${payments.amount} > 0`));
      return [filter, row?.total ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<PaymentFilter, number>;
}

/** A payment as the list shows it. */
export interface PaymentRow {
  id: string;
  purpose: "registration" | "admission";
  amount: string;
  reference: string;
  state: string;
  application: { id: string; number: string; childName: string; status: string };
  reported: { utr: string; amount: string | null; paidOn: string | null }[];
  line: { id: string; date: string; amount: string; narration: string; reference: string; utr: string | null } | null;
  receipt: { id: string; number: string; cancelled: boolean } | null;
  reportedAt: string | null;
  dueOn: string | null;
  cancelReason: string | null;
}

/** Payments with the few columns of their application that a row of the list or of an application's page shows. */
function selectPaymentsWithApplication() {
  return db()
    .select({
      payment: payments,
      application: {
        id: applications.id,
        number: applications.number,
        childName: applications.childName,
        status: applications.status,
      },
    })
    .from(payments)
    .innerJoin(applications, eq(applications.id, payments.applicationId));
}

/** A page of the list: `filter`'s payments (all but cancelled when none), newest first, 25 a page. */
export async function listPayments(filter: PaymentFilter | null, page: number, now = new Date()) {
  const where = and(filter ? filterOf(filter, now) : ne(payments.state, "cancelled"), sql`${payments.amount} > 0`);
  const [total] = await db().select({ total: count() }).from(payments).where(where);
  const rows = await selectPaymentsWithApplication()
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(PAGE_SIZE)
    .offset(pageWindow(page).offset);
  return { rows: await describe(rows), total: total?.total ?? 0, page, pageSize: PAGE_SIZE };
}

/** The payments of one application, newest first, for its page. */
export async function paymentsOfApplication(applicationId: string) {
  const rows = await selectPaymentsWithApplication()
    .where(eq(payments.applicationId, applicationId))
    .orderBy(desc(payments.createdAt));
  const described = await describe(rows);
  // What the heads of the fee page give for the offer, to change it from.
  return described.map((row, index) => ({
    ...row,
    firstInstalment: rows[index]!.payment.firstInstalment / 100,
    defaultAmount: rows[index]!.payment.defaultAmount,
    amountReason: rows[index]!.payment.amountReason,
  }));
}

async function describe(
  rows: {
    payment: typeof payments.$inferSelect;
    application: PaymentRow["application"];
  }[],
): Promise<PaymentRow[]> {
  const ids = rows.map((row) => row.payment.id);
  if (ids.length === 0) return [];
  const [reports, lines, issued] = await Promise.all([
    db().select().from(paymentReports).where(inArray(paymentReports.paymentId, ids)).orderBy(paymentReports.createdAt),
    db()
      .select()
      .from(statementLines)
      .where(inArray(statementLines.paymentId, ids))
      .orderBy(desc(statementLines.createdAt)),
    db()
      .select({
        id: receipts.id,
        paymentId: receipts.paymentId,
        number: receipts.number,
        cancelledAt: receipts.cancelledAt,
      })
      .from(receipts)
      .where(inArray(receipts.paymentId, ids)),
  ]);
  return rows.map(({ payment, application }) => {
    const line = lines.find((entry) => entry.paymentId === payment.id);
    const receipt = issued.find((entry) => entry.paymentId === payment.id);
    return {
      id: payment.id,
      purpose: payment.purpose,
      amount: rupeesText(payment.amount),
      reference: payment.reference,
      state: payment.state,
      application,
      reported: reports
        .filter((report) => report.paymentId === payment.id)
        .map((report) => ({
          utr: report.utr,
          amount: report.amount === null ? null : rupeesText(report.amount),
          paidOn: report.paidOn,
        })),
      line: line
        ? {
            id: line.id,
            date: line.date,
            amount: rupeesText(line.amount),
            narration: line.narration,
            reference: line.reference,
            utr: line.utr,
          }
        : null,
      receipt: receipt ? { id: receipt.id, number: receipt.number, cancelled: receipt.cancelledAt !== null } : null,
      reportedAt: payment.reportedAt?.toISOString() ?? null,
      dueOn: payment.dueOn,
      cancelReason: payment.cancelReason,
    };
  });
}

/** The dashboard's figures for staff with Applications (docs/specification.md §34). */
export interface PaymentFigures {
  reported: number;
  toConfirm: number;
  notFound: number;
  confirmed: number;
}

/** The dashboard's figures for staff with Applications: reported, to confirm, not yet found, confirmed. */
export async function paymentFigures(now = new Date()): Promise<PaymentFigures> {
  const counts = await paymentCounts(now);
  return {
    reported: counts.reported,
    toConfirm: counts.to_confirm,
    notFound: counts.not_found,
    confirmed: counts.confirmed,
  };
}

/**
 * The amount due on an offer: the heads charged once at admission with the first instalment staff add, or an amount
 * of their own with why; only while nothing has been reported or confirmed (docs/specification.md §34).
 */
export async function changeAmount(
  input: {
    /** The application whose page it is. */
    id: string;
    payment: string;
    firstInstalment?: number | undefined;
    amount?: number | undefined;
    why?: string | undefined;
  },
  actor: Actor,
): Promise<Outcome> {
  return db().transaction(async (tx): Promise<Outcome> => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, input.payment), eq(payments.applicationId, input.id)))
      .for("update");
    if (!payment || payment.state === "cancelled") return refuse(404, PAYMENT_MESSAGES.notFound);
    if (payment.state !== "awaiting") return refuse(409, PAYMENT_MESSAGES.amountFixed);
    const [application] = await tx.select().from(applications).where(eq(applications.id, payment.applicationId));
    if (!application) return refuse(404, PAYMENT_MESSAGES.notFound);
    const firstInstalment = paiseOfRupees(input.firstInstalment ?? 0);
    const heads =
      payment.purpose === "admission"
        ? await admissionHeadsTotal(tx, application.session, application.classSought)
        : payment.defaultAmount - payment.firstInstalment;
    const defaultAmount = heads + firstInstalment;
    const amount = input.amount === undefined ? defaultAmount : paiseOfRupees(input.amount);
    const why = input.why?.trim() || null;
    if (amount !== defaultAmount && !why) return refuse(400, PAYMENT_MESSAGES.whyNeeded, "why");
    if (amount === 0) return refuse(400, "Amount due must be a whole number of rupees from 1 to 1000000", "amount");
    const before = { amount: payment.amount, firstInstalment: payment.firstInstalment, reason: payment.amountReason };
    const after = { amount, firstInstalment, reason: amount === defaultAmount ? null : why };
    await tx
      .update(payments)
      .set({ amount, defaultAmount, firstInstalment, amountReason: after.reason })
      .where(eq(payments.id, payment.id));
    await recordHistory(tx, {
      type: "application",
      id: application.id,
      kind: "application",
      body: [`Amount due changed to ${rupeesText(amount)}`, after.reason ? `Why: ${after.reason}` : null]
        .filter(Boolean)
        .join("\n"),
      details: { payment: payment.id, before, after },
      actor,
    });
    await auditPayment(tx, actor, "payment.change_amount", payment.id, {
      application: application.number,
      before,
      after,
    });
    return { ok: true };
  });
}

/** Takes a match back: the statement line is forgotten, so a later import may match the credit again. */
export async function unmatchLine(input: { line: string }, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx): Promise<Outcome> => {
    const [line] = await tx.select().from(statementLines).where(eq(statementLines.id, input.line)).for("update");
    if (!line?.paymentId) return refuse(404, PAYMENT_MESSAGES.lineGone);
    const [payment] = await tx.select().from(payments).where(eq(payments.id, line.paymentId));
    if (payment?.state === "confirmed") return refuse(409, PAYMENT_MESSAGES.alreadyConfirmed);
    await tx.delete(statementLines).where(eq(statementLines.id, line.id));
    await auditPayment(tx, actor, "payment.unmatch", line.paymentId, {
      date: line.date,
      amount: line.amount,
      utr: line.utr,
    });
    return { ok: true };
  });
}

/** The receipt `id`, or null. */
export async function receiptOf(id: string) {
  const [row] = await db().select().from(receipts).where(eq(receipts.id, id));
  return row ?? null;
}

/** A line a match names, with its payment still open: what "Confirm" acts on. */
export async function openLine(lineId: string) {
  const [row] = await db()
    .select({ line: statementLines, payment: payments })
    .from(statementLines)
    .innerJoin(payments, eq(payments.id, statementLines.paymentId))
    .where(and(eq(statementLines.id, lineId), or(eq(payments.state, "awaiting"), eq(payments.state, "reported"))));
  return row ?? null;
}
