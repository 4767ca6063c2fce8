// Confirming a payment (docs/specification.md §34, decision 0087): for staff with Applications only (the route checks),
// in one transaction: the payment marked confirmed, its receipt numbered in the application's session (one number
// after the last, never given twice and never renumbered), an admission payment's application moved from Offered to
// Fee received, the application's history, the audit row, and the receipt mailed to the parent through the outbox.
// A receipt cancelled keeps its number, marked with why.
import { t } from "@lingui/core/macro";
import { and, eq, sql } from "drizzle-orm";

import { refuse, type Actor, type Outcome, type Refusal } from "~/features/admin/outcome";
import { STATUS_PATH } from "~/features/applications/paths";
import { moveStageIn, type StageSite } from "~/features/applications/stages/stages.server";
import { classIn, greetingTo } from "~/features/mail/parent-words";
import { queueParentMail } from "~/features/mail/request-mail.server";
import { amountInWords } from "~/features/payments/amount-in-words";
import { openRegistrationPayment } from "~/features/payments/dues.server";
import { rupeesText } from "~/features/payments/money";
import { receiptNumber } from "~/features/payments/receipt-number";
import { recordHistory } from "~/features/requests/history.server";
import { postalAddress, type SchoolSettings } from "~/features/settings/settings";
import { getSchoolSettings } from "~/features/settings/settings.server";
import { auditWriter } from "~/lib/database/audit.server";
import { db, type Tx } from "~/lib/database/db.server";
import { i18nFor } from "~/lib/language/i18n";
import { pathIn, type Locale } from "~/lib/language/locale";
import { env } from "~/lib/server/env.server";

import { applications, payments, receiptNumbers, receipts, statementLines } from "../../../db/schema";
import { longDate, schoolDate } from "../../../db/time";
import { PAYMENT_MESSAGES } from "./office-schema";
import { MODE_WORDS, PURPOSE_WORDS, type ReceiptView } from "./receipt";

const auditPayment = auditWriter("payment");
const auditReceipt = auditWriter("receipt");

type FeeMode = (typeof receipts.$inferSelect)["mode"];
type Receipt = typeof receipts.$inferSelect;

/** Who confirmed a payment School Settings confirm at once (docs/specification.md §34). */
export const AUTOMATIC = "automatic";

/** A refusal thrown out of a transaction, so that nothing it wrote is kept. */
class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

export interface Confirmation {
  paymentId: string;
  paidOn: string;
  mode: FeeMode;
  /** The UTR, a cheque's number, the bank's reference; blank: the payment's own reference. */
  reference?: string | undefined;
  /** The statement line that matched it, when one did. */
  lineId?: string;
}

/** Confirms a payment as `actor` (or automatically: `automatic`), and issues its receipt; refused with why. */
export async function confirmPayment(
  confirmation: Confirmation,
  actor: Actor,
  site: StageSite,
  automatic = false,
): Promise<Outcome<{ receipt?: string }>> {
  // Read before the transaction opens: the embedded database has one connection.
  const settings = await getSchoolSettings();
  try {
    return await db().transaction((tx) => confirmIn(tx, confirmation, actor, site, settings, automatic));
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

async function confirmIn(
  tx: Tx,
  { paymentId, paidOn, mode, reference, lineId }: Confirmation,
  actor: Actor,
  site: StageSite,
  settings: SchoolSettings,
  automatic: boolean,
): Promise<Outcome<{ receipt: string }>> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
  if (!payment) return refuse(404, PAYMENT_MESSAGES.notFound);
  if (payment.state === "confirmed") return refuse(409, PAYMENT_MESSAGES.alreadyConfirmed);
  if (payment.state === "cancelled") return refuse(409, PAYMENT_MESSAGES.cancelledPayment);
  const [application] = await tx
    .select()
    .from(applications)
    .where(eq(applications.id, payment.applicationId))
    .for("update");
  if (!application) return refuse(404, PAYMENT_MESSAGES.notFound);
  if (payment.purpose === "admission" && application.status !== "offered")
    return refuse(409, PAYMENT_MESSAGES.notOffered);
  if (lineId) {
    const [line] = await tx
      .select({ id: statementLines.id })
      .from(statementLines)
      .where(and(eq(statementLines.id, lineId), eq(statementLines.paymentId, payment.id)));
    if (!line) return refuse(409, PAYMENT_MESSAGES.lineGone);
  }
  // The next number of the session, in one statement: two confirmations at once never share one.
  const [numbered] = await tx
    .insert(receiptNumbers)
    .values({ session: application.session, last: 1 })
    .onConflictDoUpdate({ target: receiptNumbers.session, set: { last: sql`${receiptNumbers.last} + 1` } })
    .returning({ last: receiptNumbers.last });
  const number = receiptNumber(application.session, numbered!.last);
  const confirmedBy = automatic ? AUTOMATIC : (actor.actorEmail ?? AUTOMATIC);
  const [receipt] = await tx
    .insert(receipts)
    .values({
      number,
      session: application.session,
      sequence: numbered!.last,
      paymentId: payment.id,
      applicationId: application.id,
      applicationNumber: application.number,
      childName: application.childName,
      className: application.classSought,
      parentName: application.parentName,
      parentMobile: application.parentMobile,
      email: application.email,
      language: application.language,
      purpose: payment.purpose,
      amount: payment.amount,
      mode,
      paymentReference: reference?.trim() || payment.reference,
      paidOn,
      issuedBy: confirmedBy,
    })
    .returning();
  await tx
    .update(payments)
    .set({ state: "confirmed", confirmedAt: new Date(), confirmedBy })
    .where(eq(payments.id, payment.id));
  const amount = rupeesText(payment.amount);
  if (payment.purpose === "admission") {
    const moved = await moveStageIn(
      tx,
      {
        id: application.id,
        to: "fee_received",
        feeAmount: Math.round(payment.amount / 100),
        feePaidOn: paidOn,
        feeReceipt: number,
        feeMode: mode,
        why: `Payment confirmed: receipt ${number}`,
      } as Parameters<typeof moveStageIn>[1],
      actor,
      site,
      settings,
      { mailed: Boolean(application.email?.trim()) },
    );
    // Nothing of this confirmation is kept when the move is refused.
    if (!moved.ok) throw new Refused(moved);
  } else {
    await recordHistory(tx, {
      type: "application",
      id: application.id,
      kind: "application",
      body: `Registration fee received: ${amount}, receipt ${number}`,
      details: { payment: payment.id, receipt: number },
      actor,
    });
  }
  const mail = await queueReceiptMail(tx, receipt!, settings, site);
  if (mail) {
    await recordHistory(tx, {
      type: "application",
      id: application.id,
      kind: "email",
      details: { subject: mail.subject },
      mailId: mail.mailId,
      actor,
    });
  }
  await auditPayment(tx, actor, "payment.confirm", payment.id, {
    application: application.number,
    purpose: payment.purpose,
    amount: payment.amount,
    receipt: number,
    mode,
    reference: receipt!.paymentReference,
    paidOn,
    ...(lineId ? { line: lineId } : {}),
    ...(automatic ? { automatic: true } : {}),
  });
  return { ok: true, receipt: number, title: `Payment confirmed: receipt ${number}` };
}

// ------------------------------------------------------------------ the receipt as shown and mailed

/** What a receipt shows, in `locale` (the page's), its amount in words in the application's language. */
export function receiptView(receipt: Receipt, settings: SchoolSettings, locale: Locale): ReceiptView {
  const timeZone = env().SCHOOL_TIMEZONE;
  return {
    id: receipt.id,
    number: receipt.number,
    issuedOn: longDate(schoolDate(receipt.issuedAt, timeZone), locale),
    schoolName: settings.schoolName,
    schoolAddress: postalAddress(settings),
    parentName: receipt.parentName,
    childName: receipt.childName,
    className: classIn(locale, receipt.className),
    applicationNumber: receipt.applicationNumber,
    purpose: receipt.purpose,
    amount: rupeesText(receipt.amount),
    amountInWords: amountInWords(receipt.amount, receipt.language),
    wordsLanguage: receipt.language,
    mode: receipt.mode,
    reference: receipt.paymentReference,
    paidOn: longDate(receipt.paidOn, locale),
    cancelled: receipt.cancelledAt
      ? { on: longDate(schoolDate(receipt.cancelledAt, timeZone), locale), reason: receipt.cancelReason ?? "" }
      : null,
  };
}

/** The receipt e-mailed to the parent, in the language they applied in; null when they gave no e-mail. */
async function queueReceiptMail(tx: Tx, receipt: Receipt, settings: SchoolSettings, site: StageSite) {
  const email = receipt.email?.trim();
  if (!email) return null;
  const language = receipt.language;
  const i18n = await i18nFor(language);
  const view = receiptView(receipt, settings, language);
  const { number, childName, applicationNumber, parentName, amount, amountInWords: words, reference } = view;
  const purpose = i18n._(PURPOSE_WORDS[receipt.purpose]);
  const mode = i18n._(MODE_WORDS[receipt.mode]);
  const className = view.className;
  const paidOn = view.paidOn;
  const statusPage = site.origin ? `${site.origin}${pathIn(language, STATUS_PATH)}` : null;
  const subject = t(i18n)`Fee received: receipt ${number}`;
  const paragraphs = [
    greetingTo(i18n, parentName),
    t(i18n)`We have received your payment for ${childName} (application ${applicationNumber}). Your receipt:`,
    [
      t(i18n)`Receipt number: ${number}`,
      t(i18n)`Received from: ${parentName}`,
      t(i18n)`Child: ${childName}, ${className}`,
      t(i18n)`Application number: ${applicationNumber}`,
      t(i18n)`For: ${purpose}`,
      t(i18n)`Amount: ${amount} (${words})`,
      t(i18n)`Paid by: ${mode}, reference ${reference}, on ${paidOn}`,
    ].join("\n"),
    statusPage
      ? t(i18n)`Please keep this e-mail. You can print the receipt from your application's status page: ${statusPage}`
      : t(i18n)`Please keep this e-mail.`,
  ];
  const mailId = await queueParentMail(
    tx,
    {
      purpose: "payment.receipt",
      to: [email],
      subject,
      paragraphs,
      record: { type: "application", id: receipt.applicationId! },
    },
    { settings, i18n },
  );
  return { mailId, subject };
}

// ------------------------------------------------------------------ cancelling a receipt

/**
 * Cancels receipt `id` with `reason`: it keeps its number, marked cancelled with who, when and why; its payment is
 * cancelled too (a registration fee is due again, under a new reference). An admission's stage is not moved: the
 * office changes it on the application's page if it must (docs/specification.md §34).
 */
export async function cancelReceipt(input: { id: string; reason: string }, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx): Promise<Outcome> => {
    const [receipt] = await tx.select().from(receipts).where(eq(receipts.id, input.id)).for("update");
    if (!receipt) return refuse(404, PAYMENT_MESSAGES.receiptNotFound);
    if (receipt.cancelledAt) return refuse(409, PAYMENT_MESSAGES.receiptAlreadyCancelled);
    await tx
      .update(receipts)
      .set({ cancelledAt: new Date(), cancelledBy: actor.actorEmail ?? null, cancelReason: input.reason })
      .where(eq(receipts.id, receipt.id));
    if (receipt.paymentId) {
      const [payment] = await tx
        .update(payments)
        .set({ state: "cancelled", cancelledAt: new Date(), cancelReason: `Receipt ${receipt.number} cancelled` })
        .where(eq(payments.id, receipt.paymentId))
        .returning();
      if (payment?.purpose === "registration" && receipt.applicationId) {
        await openRegistrationPayment(
          tx,
          { id: receipt.applicationId, number: receipt.applicationNumber },
          Math.round(payment.amount / 100),
        );
      }
    }
    if (receipt.applicationId) {
      await recordHistory(tx, {
        type: "application",
        id: receipt.applicationId,
        kind: "application",
        body: `Receipt ${receipt.number} cancelled: ${input.reason}`,
        details: { receipt: receipt.number },
        actor,
      });
    }
    await auditReceipt(tx, actor, "receipt.cancel", receipt.id, { number: receipt.number, reason: input.reason });
    return { ok: true };
  });
}
