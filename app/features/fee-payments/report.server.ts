// A parent's report of a payment (docs/specification.md §34, decision 0087): a UTR kept against the payment, which
// marks nothing paid; only the office's confirmation does. A UTR is reported once across all applications (the
// database's unique index says so, whoever reports first), a payment takes at most MAX_REPORTS, and reporting is
// limited as the other public forms are (decision 0016).
import { parseWithZod } from "@conform-to/zod/v4";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { and, count, eq, inArray, sql } from "drizzle-orm";

import { consumePublicFormLimits, RATE_LIMITED_MESSAGE } from "~/features/public-forms/submit.server";
import { recordHistory } from "~/features/requests/history.server";
import { db } from "~/lib/database/db.server";
import { isHoneypotFilled } from "~/lib/forms/honeypot";

import { paymentReports, payments } from "../../../db/schema";
import type { ReportReply } from "./panel";
import { MAX_REPORTS, paymentReportSchema, REPORT_MESSAGES, type PaymentReport } from "./report-schema";

/** The public form's name, for its rate limits. */
export const REPORT_FORM = "payment-report";

export type ReportOutcome =
  { ok: true } | { ok: false; refused: "rate_limited" | "duplicate" | "too_many_reports" | "closed" };

/** The parent, as the application's history names them. */
const PARENT = { actorUserId: null, actorEmail: "The parent (status page)", ipAddress: null };

/**
 * Reports `report` for the payment it names, which must be `applicationId`'s and still awaited or reported, from
 * `address` (counted against the public forms' limits first).
 */
export async function reportPayment(
  address: string,
  applicationId: string,
  report: PaymentReport,
): Promise<ReportOutcome> {
  if (!(await consumePublicFormLimits(REPORT_FORM, address))) return { ok: false, refused: "rate_limited" };
  return db().transaction(async (tx): Promise<ReportOutcome> => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.id, report.payment),
          eq(payments.applicationId, applicationId),
          inArray(payments.state, ["awaiting", "reported"]),
        ),
      )
      .for("update");
    if (!payment) return { ok: false, refused: "closed" };
    const [made] = await tx
      .select({ total: count() })
      .from(paymentReports)
      .where(eq(paymentReports.paymentId, payment.id));
    if ((made?.total ?? 0) >= MAX_REPORTS) return { ok: false, refused: "too_many_reports" };
    // One statement decides between two parents reporting one UTR at once: the unique index.
    const inserted = await tx
      .insert(paymentReports)
      .values({ paymentId: payment.id, utr: report.utr, amount: report.amount ?? null, paidOn: report.paidOn ?? null })
      .onConflictDoNothing({ target: paymentReports.utr })
      .returning({ id: paymentReports.id });
    if (inserted.length === 0) return { ok: false, refused: "duplicate" };
    await tx
      .update(payments)
      .set({ state: "reported", reportedAt: sql`coalesce(${payments.reportedAt}, now())` })
      .where(eq(payments.id, payment.id));
    await recordHistory(tx, {
      type: "application",
      id: applicationId,
      kind: "application",
      body: `Payment reported: UTR ${report.utr}${report.amount ? `, ${(report.amount / 100).toFixed(2)}` : ""}${report.paidOn ? `, paid on ${report.paidOn}` : ""}`,
      details: { payment: payment.id, utr: report.utr },
      actor: PARENT,
    });
    return { ok: true };
  });
}

/**
 * The status page's answer to a report sent as `formData` for `applicationId`'s payment: its status code and what
 * the panel shows (the form's errors, or that it was reported). A bot's post (the honeypot) is answered as a
 * refusal, and stores nothing.
 */
export async function answerReport(
  formData: FormData,
  applicationId: string,
  address: string,
  i18n: I18n,
  today: string,
): Promise<{ status: number; reply: ReportReply }> {
  const submission = parseWithZod(formData, { schema: paymentReportSchema(i18n, today) });
  const payment = String(formData.get("payment") ?? "");
  if (submission.status !== "success")
    return { status: 400, reply: { payment, result: submission.reply(), reported: false } };
  const refused = (message: MessageDescriptor, status: number) => ({
    status,
    reply: { payment, result: submission.reply({ formErrors: [i18n._(message)] }), reported: false },
  });
  if (isHoneypotFilled(formData)) return refused(REPORT_MESSAGES.closed, 400);
  const outcome = await reportPayment(address, applicationId, submission.value);
  if (outcome.ok)
    return { status: 200, reply: { payment, result: submission.reply({ resetForm: true }), reported: true } };
  switch (outcome.refused) {
    case "rate_limited":
      return refused(RATE_LIMITED_MESSAGE, 429);
    case "duplicate":
      return refused(REPORT_MESSAGES.duplicate, 409);
    case "too_many_reports":
      return refused(REPORT_MESSAGES.tooManyReports, 409);
    case "closed":
      return refused(REPORT_MESSAGES.closed, 409);
  }
}
