// The status page's payment panel (docs/specification.md §34, decision 0087): what an application owes and how to
// pay it, built on the server from the payment's row and School Settings. Nothing is shown while the school has set
// neither a UPI ID nor a bank account; the amount is the server's, never the page's.
import { t } from "@lingui/core/macro";
import { and, asc, eq, inArray, isNull, ne } from "drizzle-orm";

import { rupeesText } from "~/features/payments/money";
import { upiQrSvg } from "~/features/payments/qr.server";
import { paymentNote, upiPayLink } from "~/features/payments/upi-link";
import { getSchoolSettings } from "~/features/settings/settings.server";
import { db } from "~/lib/database/db.server";
import { i18nFor } from "~/lib/language/i18n";
import type { Locale } from "~/lib/language/locale";

import { paymentReports, payments, receipts } from "../../../db/schema";
import { longDate } from "../../../db/time";
import type { PaymentPanel } from "./panel";
import { MAX_REPORTS } from "./report-schema";

/** UPI's usual limit for one payment, in paise (₹1,00,000): above it, no link and no QR code (decision 0087). */
export const UPI_LIMIT = 100_000_00;

/** Pixels a module of the QR code is drawn at: 4 at least for a phone reading another screen (decision 0085). */
const QR_PIXELS_PER_MODULE = 4;

/** How the school takes fees: its UPI ID and payee name, and its bank account, once set; null when neither is. */
export async function paymentWays() {
  const settings = await getSchoolSettings();
  const upiId = settings.upiId.trim();
  const bank =
    settings.bankAccountNumber && settings.bankIfsc
      ? {
          name: settings.bankAccountName || settings.schoolName,
          number: settings.bankAccountNumber,
          ifsc: settings.bankIfsc,
        }
      : null;
  if (!upiId && !bank) return null;
  return { upiId: upiId || null, payeeName: settings.upiPayeeName.trim() || settings.schoolName, bank };
}

/** What an application owes, as `PaymentPanel`s in `locale`; `receiptPath` opens a receipt when the page has one. */
export async function paymentPanelsOf(
  application: { id: string; number: string; status: string },
  locale: Locale,
  receiptPath: ((receiptId: string) => string) | null,
): Promise<PaymentPanel[]> {
  const ways = await paymentWays();
  if (!ways) return [];
  const rows = await db()
    .select()
    .from(payments)
    .where(and(eq(payments.applicationId, application.id), ne(payments.state, "cancelled")))
    .orderBy(asc(payments.createdAt));
  // An admission payment is the parent's to pay while the seat is offered, a registration fee while the application
  // is neither withdrawn nor refused; once confirmed, its receipt shows.
  const closed = application.status === "withdrawn" || application.status === "not_offered";
  const shown = rows.filter(
    (row) =>
      row.amount > 0 &&
      (row.state === "confirmed" || (row.purpose === "registration" ? !closed : application.status === "offered")),
  );
  if (shown.length === 0) return [];
  const ids = shown.map((row) => row.id);
  const reports = await db()
    .select({ paymentId: paymentReports.paymentId, utr: paymentReports.utr })
    .from(paymentReports)
    .where(inArray(paymentReports.paymentId, ids))
    .orderBy(asc(paymentReports.createdAt));
  const issued = await db()
    .select({ id: receipts.id, paymentId: receipts.paymentId, number: receipts.number })
    .from(receipts)
    .where(and(inArray(receipts.paymentId, ids), isNull(receipts.cancelledAt)));
  const i18n = await i18nFor(locale);
  return Promise.all(
    shown.map(async (row): Promise<PaymentPanel> => {
      const amount = rupeesText(row.amount);
      const overUpiLimit = row.amount > UPI_LIMIT;
      let upi: PaymentPanel["upi"] = null;
      if (ways.upiId && !overUpiLimit && row.state !== "confirmed") {
        const purpose = row.purpose === "registration" ? "Registration fee" : "Admission fee";
        const link = upiPayLink({
          payeeAddress: ways.upiId,
          payeeName: ways.payeeName,
          amount: row.amount,
          note: paymentNote(row.reference, application.number, purpose),
          reference: row.reference,
        });
        const qrSvg = await upiQrSvg(link, t(i18n)`QR code to pay ${amount} by UPI`);
        const modules = Number(/viewBox="0 0 (\d+) /.exec(qrSvg)?.[1] ?? 0);
        upi = { address: ways.upiId, link, qrSvg, qrPixels: modules * QR_PIXELS_PER_MODULE };
      }
      const reported = reports.filter((report) => report.paymentId === row.id).map((report) => report.utr);
      const receipt = issued.find((entry) => entry.paymentId === row.id && row.state === "confirmed");
      return {
        id: row.id,
        purpose: row.purpose,
        amount,
        applicationNumber: application.number,
        dueOn: row.dueOn && longDate(row.dueOn, locale),
        state: row.state === "cancelled" ? "awaiting" : row.state,
        reference: row.reference,
        upi,
        overUpiLimit,
        bank: ways.bank,
        reported,
        reportsLeft: Math.max(0, MAX_REPORTS - reported.length),
        receipt: receipt ? { number: receipt.number, path: receiptPath ? receiptPath(receipt.id) : "" } : null,
      };
    }),
  );
}
