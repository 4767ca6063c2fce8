// The office's side of the admission fees (docs/specification.md §34), on both databases: a statement imported finds
// the credit that carries a reported UTR or a payment's reference at the amount due, and keeps only the matched
// lines; the same statement imported twice matches nothing twice; lines that cannot be read are named and the rest
// read; an unknown layout is mapped once and remembered; a match confirmed (by staff with Applications only, once)
// issues a receipt numbered per session and moves the application to Fee received, mailed to the parent in their
// language; School Settings may confirm at once; a reported payment unmatched after 3 days is listed; a receipt
// cancelled keeps its number; the amount due changed with why; all of it audited.
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { dashboardFigures } from "~/features/dashboard/dashboard.server";
import type { PaymentsReply } from "~/features/fee-payments/admin-payments-page";
import type { ApplicationPayment } from "~/features/fee-payments/application-fee-card";
import type { ReceiptView } from "~/features/fee-payments/receipt";
import { clientAddressContext } from "~/lib/server/request-context";
import * as applicationPage from "~/routes/admin/applications/application";
import * as receiptPage from "~/routes/admin/applications/payment-receipt";
import * as paymentsPage from "~/routes/admin/applications/payments";
import * as parentReceipt from "~/routes/site/applications/application-receipt";
import * as linkPage from "~/routes/site/applications/application-status-link";

import * as schema from "../../../db/schema";
import { addDays, schoolDate } from "../../../db/time";
import { auditFor, formBody, outcome, staffArgs, useStaff } from "../../support/admin";
import { applicationRow, privateLink } from "../../support/application-rows";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";
import { changeSettings, openPaymentSession, registrationPayment } from "../../support/payments";
import { routeArgs } from "../../support/route-args";

const STAFF = "admissions@school.example";
const OTHER = "enquiries@school.example";
const SESSION = "2027-28";
const today = schoolDate(new Date(), "Asia/Kolkata");

/** A statement as SBI's website gives it as CSV: a preamble, then its columns; `rows` are the transactions. */
function sbiStatement(rows: (string | number)[][]) {
  const cell = (value: string | number) =>
    /[",]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value);
  const lines = [
    ["Account Name", ":", "FATEHABAD PUBLIC SCHOOL"],
    ["Account Number", ":", "_00000012345678901"],
    [],
    ["Txn Date", "Value Date", "Description", "Ref No./Cheque No.", "Debit", "Credit", "Balance"],
    ...rows,
  ];
  return new File([lines.map((row) => row.map(cell).join(",")).join("\r\n")], "sbi.csv", { type: "text/csv" });
}
/** A credit line of that statement on `date` (dd/mm/yyyy). */
const credit = (date: string, narration: string, reference: string, amount: string, balance: string) => [
  date,
  date,
  narration,
  reference,
  "",
  amount,
  balance,
];
const ddmmyyyy = (iso: string) => iso.split("-").reverse().join("/");

describe.each(testDatabaseKinds)("the office's payments, on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { cookies } = useStaff(database, {
    [STAFF]: { sections: ["applications"] },
    [OTHER]: { sections: ["enquiries"] },
  });

  const settings = (values: Partial<typeof schema.siteSettings.$inferInsert>) => changeSettings(database, values);

  beforeEach(async () => {
    await openPaymentSession(database, SESSION, today, [["Admission fee", "admission", 25_000]]);
    await settings({ upiId: "school.fees@sbi", autoConfirmPayments: false, schoolName: "Fatehabad Public School" });
  });

  let numbered = 40;
  /** An application offered a seat, its admission payment open; `more` of its columns. */
  async function offered(more: Partial<typeof schema.applications.$inferInsert> = {}) {
    numbered += 1;
    const link = privateLink();
    const [application] = await database.db
      .insert(schema.applications)
      .values(
        applicationRow({
          number: `${SESSION}/I/${String(numbered).padStart(4, "0")}`,
          tokenHash: link.tokenHash,
          status: "documents_checked",
          ...more,
        }),
      )
      .returning();
    const moved = await applicationAction(application!.id, { intent: "stage_offered", feeDueOn: addDays(today, 7) });
    expect(moved.status).toBe(200);
    const [payment] = await database.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.applicationId, application!.id));
    return { application: application!, payment: payment!, token: link.token };
  }

  const applicationAction = (id: string, fields: Record<string, string>, cookie = cookies[STAFF]!) =>
    outcome(() =>
      applicationPage.action(
        staffArgs(`/admin/applications/${id}`, cookie, {
          method: "POST",
          body: formBody({ id, ...fields }),
          params: { id },
        }) as never,
      ),
    );
  const post = (fields: Record<string, string | Blob>, cookie = cookies[STAFF]!) =>
    outcome<PaymentsReply>(() =>
      paymentsPage.action(
        staffArgs("/admin/applications/payments", cookie, { method: "POST", body: formBody(fields) }) as never,
      ),
    );
  const importFile = async (file: File) => {
    const answer = await post({ intent: "import", statement: file });
    return { ...answer, answer: answer.reply?.answer ?? null };
  };
  const imported = async (file: File) => {
    const { answer, status, reply } = await importFile(file);
    expect(status, JSON.stringify(reply?.toast)).toBe(200);
    if (!answer || !("imported" in answer)) throw new Error("Not imported");
    return answer.imported;
  };
  const report = async (token: string, payment: string, utr: string) => {
    const args = routeArgs(`/admissions/status/${token}`, {
      method: "POST",
      body: formBody({ intent: "report_payment", payment, utr }),
      params: { token },
    });
    args.context.set(clientAddressContext, `198.51.100.${Math.floor(Math.random() * 200)}`);
    await linkPage.action(args as never);
  };
  const paymentRow = async (id: string) =>
    (await database.db.select().from(schema.payments).where(eq(schema.payments.id, id)))[0]!;
  const applicationRowOf = async (id: string) =>
    (await database.db.select().from(schema.applications).where(eq(schema.applications.id, id)))[0]!;

  it("matches a reported UTR in the statement, keeps only that line, and confirms it in one press", async () => {
    const { application, payment, token } = await offered();
    await report(token, payment.id, "434512345678");
    const day = ddmmyyyy(today);
    const result = await imported(
      sbiStatement([
        credit(
          day,
          "UPI/CR/434512345678/RAVI KUMAR/SBIN/ravi@okaxis/Fee",
          "UPI-434512345678",
          "25,000.00",
          "1,25,000.00",
        ),
        credit(day, "UPI/CR/434599999999/SOMEONE ELSE/Donation", "UPI-434599999999", "5,100.00", "1,30,100.00"),
        [day, day, "ATM WDL", "", "2,000.00", "", "1,28,100.00"],
      ]),
    );
    expect(result).toMatchObject({ credits: 2, debits: 1, seenBefore: 0, problems: [] });
    expect(result.matches).toEqual([
      expect.objectContaining({ paymentId: payment.id, amount: "₹25,000", utr: "434512345678", receipt: null }),
    ]);
    expect(result.unmatched).toEqual([expect.objectContaining({ amount: "₹5,100", why: "Names no payment" })]);
    // Only the matched line is kept, never the file nor the other lines.
    const lines = await database.db.select().from(schema.statementLines);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ paymentId: payment.id, amount: 2_500_000, utr: "434512345678" });
    const [imports] = await database.db.select().from(schema.statementImports);
    expect(imports).toMatchObject({ credits: 2, debits: 1, matched: 1, unmatched: 1, importedBy: STAFF });
    expect((await auditFor(imports!.id, "statement.import"))[0]!.details).toMatchObject({ matched: 1, unmatched: 1 });
    // Matched, not yet confirmed: nothing is paid until staff say so.
    expect(await paymentRow(payment.id)).toMatchObject({ state: "reported" });
    const listed = await outcome(() =>
      paymentsPage.loader(staffArgs("/admin/applications/payments?filter=to_confirm", cookies[STAFF]!) as never),
    );
    const page = listed.value as { counts: Record<string, number>; payments: { rows: { id: string }[] } };
    expect(page.counts).toMatchObject({ to_confirm: 1, reported: 1, confirmed: 0 });
    expect(page.payments.rows.map((row) => row.id)).toEqual([payment.id]);

    const confirmed = await post({ intent: "confirm_match", line: lines[0]!.id });
    expect(confirmed).toMatchObject({
      status: 200,
      reply: { ok: true, toast: { title: "Payment confirmed: receipt R/2027-28/0001" } },
    });
    expect(await paymentRow(payment.id)).toMatchObject({ state: "confirmed", confirmedBy: STAFF });
    expect(await applicationRowOf(application.id)).toMatchObject({
      status: "fee_received",
      feeAmount: 25_000,
      feePaidOn: today,
      feeReceipt: "R/2027-28/0001",
      feeMode: "upi",
    });
    const [receipt] = await database.db.select().from(schema.receipts);
    expect(receipt).toMatchObject({
      number: "R/2027-28/0001",
      session: SESSION,
      sequence: 1,
      amount: 2_500_000,
      mode: "upi",
      paymentReference: "434512345678",
      childName: "Asha Rani",
      issuedBy: STAFF,
    });
    expect((await auditFor(payment.id, "payment.confirm"))[0]!.details).toMatchObject({ receipt: "R/2027-28/0001" });
    // The parent's mail is the receipt: the stage's own mail is not sent as well.
    const mails = await database.db
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.recordId, application.id), eq(schema.mailOutbox.purpose, "payment.receipt")));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Fee received: receipt R/2027-28/0001");
    expect(mails[0]!.text).toContain("Amount: ₹25,000 (Rupees Twenty Five Thousand Only)");
    expect(mails[0]!.text).toContain("Paid by: UPI, reference 434512345678");
    const stageMails = await database.db
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.recordId, application.id), eq(schema.mailOutbox.purpose, "stage.fee_received")));
    expect(stageMails).toEqual([]);

    // Confirmed once: a second press is refused.
    expect(await post({ intent: "confirm_match", line: lines[0]!.id })).toMatchObject({ status: 409 });
    // The parent sees it received, with the receipt.
    const status = (await linkPage.loader(
      routeArgs(`/admissions/status/${token}`, { params: { token } }) as never,
    )) as {
      panels: { state: string; receipt: { number: string; path: string } | null }[];
    };
    expect(status.panels[0]).toMatchObject({ state: "confirmed", receipt: { number: "R/2027-28/0001" } });
    const shown = await outcome(() =>
      parentReceipt.loader(routeArgs(status.panels[0]!.receipt!.path, { params: { token, id: receipt!.id } }) as never),
    );
    expect((shown.value as { receipt: ReceiptView }).receipt).toMatchObject({
      number: "R/2027-28/0001",
      amount: "₹25,000",
      amountInWords: "Rupees Twenty Five Thousand Only",
      schoolName: "Fatehabad Public School",
    });
    // Another application's link opens no receipt of this one.
    const other = await offered({ childName: "Vikram Singh", dateOfBirth: "2021-02-02" });
    const elsewhere = await outcome(() =>
      parentReceipt.loader(routeArgs("/", { params: { token: other.token, id: receipt!.id } }) as never),
    );
    expect(elsewhere.status).toBe(404);
  });

  it("refuses a confirmation from staff without Applications, a forged line, and a payment not at Offered", async () => {
    const { application, payment, token } = await offered();
    await report(token, payment.id, "434512345678");
    await imported(sbiStatement([credit(ddmmyyyy(today), "UPI/434512345678/RAVI", "", "25000.00", "125000.00")]));
    const [line] = await database.db.select().from(schema.statementLines);
    const forged = await post({ intent: "confirm_match", line: line!.id }, cookies[OTHER]!);
    expect(forged).toMatchObject({ status: 302, location: "/admin/dashboard" });
    const byHand = await post(
      { intent: "confirm", id: payment.id, paidOn: today, mode: "cash", reference: "" },
      cookies[OTHER]!,
    );
    expect(byHand.status).toBe(302);
    expect(await paymentRow(payment.id)).toMatchObject({ state: "reported" });
    expect(await database.db.select().from(schema.receipts)).toEqual([]);
    // A line that names no open payment.
    expect(await post({ intent: "confirm_match", line: "00000000-0000-4000-8000-000000000000" })).toMatchObject({
      status: 409,
    });
    // The application left Offered by hand (the fee recorded at the counter): the payment is cancelled with it.
    await applicationAction(application.id, {
      intent: "stage_fee_received",
      feeAmount: "25000",
      feePaidOn: today,
      feeReceipt: "OFFICE-17",
      feeMode: "cash",
    });
    expect(await paymentRow(payment.id)).toMatchObject({ state: "cancelled" });
    const refused = await post({ intent: "confirm", id: payment.id, paidOn: today, mode: "upi", reference: "" });
    expect(refused).toMatchObject({
      status: 409,
      reply: { toast: { description: "This payment was cancelled: it cannot be confirmed." } },
    });
    expect(await database.db.select().from(schema.receipts)).toEqual([]);
  });

  it("matches nothing twice when the same statement is imported again, or one that overlaps", async () => {
    const first = await offered();
    const second = await offered({ childName: "Vikram Singh", dateOfBirth: "2021-02-02" });
    await report(first.token, first.payment.id, "434512345678");
    const day = ddmmyyyy(today);
    const line = credit(day, "UPI/434512345678/RAVI", "", "25000.00", "125000.00");
    const statement = sbiStatement([line]);
    expect((await imported(statement)).matches).toHaveLength(1);
    const again = await imported(sbiStatement([line]));
    expect(again).toMatchObject({ matches: [], seenBefore: 1 });
    // A statement of a longer period holds the same line and a new one, which names the second payment by its
    // reference alone (a parent who typed the UPI ID reports no UTR).
    const overlapping = await imported(
      sbiStatement([
        line,
        credit(day, `NEFT-SBIN0001234-VIKRAM SINGH-${second.payment.reference}`, "", "25000.00", "150000.00"),
      ]),
    );
    expect(overlapping.seenBefore).toBe(1);
    expect(overlapping.matches.map((match) => match.paymentId)).toEqual([second.payment.id]);
    expect(await database.db.select().from(schema.statementLines)).toHaveLength(2);
    // Taken back, the line is forgotten: the next import may match it again.
    const [kept] = await database.db
      .select()
      .from(schema.statementLines)
      .where(eq(schema.statementLines.paymentId, second.payment.id));
    expect(await post({ intent: "unmatch", line: kept!.id })).toMatchObject({ status: 200 });
    expect(await auditFor(second.payment.id, "payment.unmatch")).toHaveLength(1);
    // By hand the NEFT credit is a bank transfer.
    const matchedAgain = await imported(
      sbiStatement([
        credit(day, `NEFT-SBIN0001234-VIKRAM SINGH-${second.payment.reference}`, "", "25000.00", "150000.00"),
      ]),
    );
    expect(matchedAgain.matches).toHaveLength(1);
    await post({ intent: "confirm_match", line: matchedAgain.matches[0]!.lineId });
    expect((await applicationRowOf(second.application.id)).feeMode).toBe("bank_transfer");
  });

  it("names the lines it cannot read, reads the rest, and says why a credit matched nothing", async () => {
    const { payment, token } = await offered();
    await report(token, payment.id, "434512345678");
    const day = ddmmyyyy(today);
    const result = await imported(
      sbiStatement([
        credit("32/12/2026", "UPI/111122223333/X", "", "100.00", "100.00"),
        credit(day, "UPI/111122224444/Y", "", "12O.00", "220.00"),
        credit(day, "UPI/434512345678/RAVI", "", "24,000.00", "24,220.00"),
        credit(day, "UPI/434512345678/RAVI", "", "25,000.00", "49,220.00"),
      ]),
    );
    expect(result.problems).toEqual([
      { line: 5, message: "The date “32/12/2026” is not a date." },
      { line: 6, message: "The credit “12O.00” is not an amount." },
    ]);
    expect(result.unmatched).toEqual([expect.objectContaining({ why: "The amount differs from what is due" })]);
    expect(result.matches).toHaveLength(1);
    // A file that is no statement at all is refused, and nothing is kept.
    const refusal = await importFile(new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], "broken.xlsx"));
    expect(refusal.status).toBe(400);
    expect(refusal.reply?.result?.error?.statement).toEqual([
      "This file cannot be read as a statement. Download it from the bank again as Excel (.xls or .xlsx) or CSV.",
    ]);
    expect(await database.db.select().from(schema.statementImports)).toHaveLength(1);
  });

  it("asks for the columns of an unknown layout once, and remembers them for the bank", async () => {
    const { payment, token } = await offered();
    await report(token, payment.id, "434512345678");
    const unknown = () =>
      new File(
        [
          [
            "Co-operative Bank Statement",
            "Posting Dt,Remarks,Ref,Paisa In,Paisa Out",
            `${today.split("-").reverse().join(".")},UPI CREDIT 434512345678 RAVI,434512345678,25000.00,`,
          ].join("\n"),
        ],
        "coop.csv",
      );
    const step = await importFile(unknown());
    expect(step.status).toBe(200);
    expect(step.answer).toMatchObject({
      mapping: {
        message:
          "The columns of this statement are not ones we know. Choose its header row and which column is which; the choice is remembered for this bank.",
        preview: [
          { line: 1, cells: ["Co-operative Bank Statement"] },
          { line: 2, cells: ["Posting Dt", "Remarks", "Ref", "Paisa In", "Paisa Out"] },
          expect.objectContaining({ line: 3 }),
        ],
      },
    });
    expect(await database.db.select().from(schema.statementImports)).toEqual([]);
    const mapped = await post({
      intent: "import_mapped",
      statement: unknown(),
      headerLine: "2",
      bankName: "Fatehabad Co-operative Bank",
      column_date: "0",
      column_narration: "1",
      column_reference: "2",
      column_credit: "3",
      column_debit: "4",
    });
    expect(mapped.status).toBe(200);
    const answer = mapped.reply!.answer as { imported: { matches: unknown[]; bankName: string } };
    expect(answer.imported).toMatchObject({ bankName: "Fatehabad Co-operative Bank", matches: [expect.anything()] });
    expect(await database.db.select().from(schema.statementMappings)).toEqual([
      expect.objectContaining({ bankName: "Fatehabad Co-operative Bank", createdBy: STAFF }),
    ]);
    // The next statement of that layout is read at once, by the bank's name.
    const next = await imported(unknown());
    expect(next).toMatchObject({ bankName: "Fatehabad Co-operative Bank", seenBefore: 1 });
    // A mapping without a date column is refused with why.
    const bad = await post({
      intent: "import_mapped",
      statement: unknown(),
      headerLine: "2",
      bankName: "X",
      column_narration: "1",
      column_credit: "3",
    });
    expect(bad).toMatchObject({
      status: 400,
      reply: { toast: { description: "Choose the column with each transaction's date." } },
    });
  });

  it("confirms at once when School Settings say so, numbering receipts one after another in the session", async () => {
    await settings({ autoConfirmPayments: true });
    const first = await offered();
    const second = await offered({ childName: "Vikram Singh", dateOfBirth: "2021-02-02", language: "hi" });
    await report(first.token, first.payment.id, "434512345678");
    await report(second.token, second.payment.id, "434587654321");
    const day = ddmmyyyy(today);
    const result = await imported(
      sbiStatement([
        credit(day, "UPI/434512345678/RAVI", "", "25000.00", "125000.00"),
        credit(day, "UPI/434587654321/VIKRAM", "", "25000.00", "150000.00"),
      ]),
    );
    expect(result.matches.map((match) => match.receipt)).toEqual(["R/2027-28/0001", "R/2027-28/0002"]);
    expect(await paymentRow(first.payment.id)).toMatchObject({ state: "confirmed", confirmedBy: "automatic" });
    expect((await auditFor(first.payment.id, "payment.confirm"))[0]!.details).toMatchObject({ automatic: true });
    // The Hindi application's receipt is mailed in Hindi, its amount in Hindi words.
    const [mail] = await database.db
      .select()
      .from(schema.mailOutbox)
      .where(
        and(eq(schema.mailOutbox.recordId, second.application.id), eq(schema.mailOutbox.purpose, "payment.receipt")),
      );
    expect(mail!.subject).toBe("शुल्क मिल गया: रसीद R/2027-28/0002");
    expect(mail!.text).toContain("पच्चीस हज़ार रुपये मात्र");

    // A receipt cancelled keeps its number; the next one takes the next number.
    const [firstReceipt] = await database.db
      .select()
      .from(schema.receipts)
      .where(eq(schema.receipts.number, "R/2027-28/0001"));
    const cancelIt = (reason: string) =>
      outcome(() =>
        receiptPage.action(
          staffArgs(`/admin/applications/payments/receipts/${firstReceipt!.id}`, cookies[STAFF]!, {
            method: "POST",
            body: formBody({ intent: "cancel_receipt", id: firstReceipt!.id, reason }),
            params: { id: firstReceipt!.id },
          }) as never,
        ),
      );
    expect(await cancelIt("")).toMatchObject({ status: 400 });
    expect(await cancelIt("Matched the wrong family's credit")).toMatchObject({ status: 200 });
    expect(await cancelIt("Again")).toMatchObject({ status: 409 });
    const page = await outcome(() =>
      receiptPage.loader(
        staffArgs(`/admin/applications/payments/receipts/${firstReceipt!.id}`, cookies[STAFF]!, {
          params: { id: firstReceipt!.id },
        }) as never,
      ),
    );
    expect((page.value as { receipt: ReceiptView }).receipt).toMatchObject({
      number: "R/2027-28/0001",
      cancelled: { reason: "Matched the wrong family's credit" },
    });
    expect(await auditFor(firstReceipt!.id, "receipt.cancel")).toHaveLength(1);
    const third = await offered({ childName: "Meena Devi", dateOfBirth: "2021-03-03" });
    await post({ intent: "confirm", id: third.payment.id, paidOn: today, mode: "cheque", reference: "004512" });
    expect((await applicationRowOf(third.application.id)).feeReceipt).toBe("R/2027-28/0003");
    expect((await database.db.select().from(schema.receipts)).map((row) => row.number).sort()).toEqual([
      "R/2027-28/0001",
      "R/2027-28/0002",
      "R/2027-28/0003",
    ]);
  });

  it("lists reported payments not found after 3 days, and counts them on the dashboard", async () => {
    const { payment, token } = await offered();
    await report(token, payment.id, "434512345678");
    const figures = async () => (await dashboardFigures(["applications"])).payments;
    expect(await figures()).toEqual({ reported: 1, toConfirm: 0, notFound: 0, confirmed: 0 });
    await database.db
      .update(schema.payments)
      .set({ reportedAt: new Date(Date.now() - 4 * 86_400_000) })
      .where(eq(schema.payments.id, payment.id));
    expect(await figures()).toEqual({ reported: 1, toConfirm: 0, notFound: 1, confirmed: 0 });
    expect((await dashboardFigures(["enquiries"])).payments).toBeUndefined();
    const listed = await outcome(() =>
      paymentsPage.loader(staffArgs("/admin/applications/payments?filter=not_found", cookies[STAFF]!) as never),
    );
    expect((listed.value as { payments: { rows: { id: string }[] } }).payments.rows.map((row) => row.id)).toEqual([
      payment.id,
    ]);
    // Staff without Applications do not open the list.
    expect(
      (await outcome(() => paymentsPage.loader(staffArgs("/admin/applications/payments", cookies[OTHER]!) as never)))
        .status,
    ).toBe(302);
  });

  it("changes the amount due on the offer with why, audited, and not once it is reported", async () => {
    const { application, payment, token } = await offered();
    const change = (fields: Record<string, string>) =>
      applicationAction(application.id, { intent: "change_amount", payment: payment.id, ...fields });
    // The first instalment is added to the heads: no reason needed.
    expect(await change({ firstInstalment: "9,000" })).toMatchObject({ status: 200 });
    expect(await paymentRow(payment.id)).toMatchObject({
      amount: 3_400_000,
      defaultAmount: 3_400_000,
      amountReason: null,
    });
    const refused = await change({ firstInstalment: "9000", amount: "30000" });
    expect(refused).toMatchObject({
      status: 400,
      reply: { result: { error: { why: ["Say why the amount differs from the fee page"] } } },
    });
    expect(await change({ firstInstalment: "9000", amount: "30000", why: "Sibling concession" })).toMatchObject({
      status: 200,
    });
    expect(await paymentRow(payment.id)).toMatchObject({ amount: 3_000_000, amountReason: "Sibling concession" });
    const [entry] = (await auditFor(payment.id, "payment.change_amount")).slice(-1);
    expect(entry!.details).toMatchObject({
      before: { amount: 3_400_000 },
      after: { amount: 3_000_000, reason: "Sibling concession" },
    });
    const page = await outcome(() =>
      applicationPage.loader(
        staffArgs(`/admin/applications/${application.id}`, cookies[STAFF]!, {
          params: { id: application.id },
        }) as never,
      ),
    );
    expect((page.value as { payments: ApplicationPayment[] }).payments[0]).toMatchObject({
      amount: "₹30,000",
      amountReason: "Sibling concession",
    });
    await report(token, payment.id, "434512345678");
    expect(await change({ amount: "1", why: "x" })).toMatchObject({
      status: 409,
      reply: { toast: { description: "This payment has been reported or confirmed: its amount cannot change." } },
    });
  });

  it("confirms a registration fee by hand, with its receipt, and leaves the stage as it is", async () => {
    const link = privateLink();
    const [application] = await database.db
      .insert(schema.applications)
      .values(applicationRow({ number: `${SESSION}/I/0099`, tokenHash: link.tokenHash }))
      .returning();
    const [payment] = await database.db
      .insert(schema.payments)
      .values(registrationPayment(application!.id, "27I0099ABCD"))
      .returning();
    const done = await post({ intent: "confirm", id: payment!.id, paidOn: today, mode: "cash", reference: "" });
    expect(done).toMatchObject({ status: 200 });
    expect(await applicationRowOf(application!.id)).toMatchObject({ status: "submitted", feeReceipt: null });
    const [receipt] = await database.db.select().from(schema.receipts);
    expect(receipt).toMatchObject({
      purpose: "registration",
      amount: 50_000,
      mode: "cash",
      paymentReference: "27I0099ABCD",
    });
    const history = await database.db
      .select()
      .from(schema.requestHistory)
      .where(eq(schema.requestHistory.recordId, application!.id));
    expect(history.map((line) => line.body)).toContain(`Registration fee received: ₹500, receipt ${receipt!.number}`);
    // A day to come is refused.
    const second = await post({ intent: "confirm", id: payment!.id, paidOn: addDays(today, 1), mode: "cash" });
    expect(second).toMatchObject({ status: 400 });
  });
});
