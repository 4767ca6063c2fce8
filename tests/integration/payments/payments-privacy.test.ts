// Payment records are personal data (docs/specification.md §34), on both databases: the personal data tool finds a
// family's payments, the UTRs they reported, the bank's lines matched and the receipts, by the parent's mobile or
// e-mail; an erasure takes the payments with the application but leaves the receipts and matched lines the school's
// accounts keep; the retention run erases those once older than School Settings' years; the privacy notice lists
// them and names the years.
import { addYears } from "date-fns";
import { beforeEach, describe, expect, it } from "vitest";

import { erasePersonalData, findPersonalData, personOf } from "~/features/personal-data/personal-data.server";
import { runRetention } from "~/features/retention/retention.server";
import { loader as privacyLoader } from "~/routes/site/privacy";

import * as schema from "../../../db/schema";
import { outcome } from "../../support/admin";
import { APPLICATION_TABLES, applicationRow, privateLink } from "../../support/application-rows";
import { emptyTables, REQUEST_TABLES, testDatabaseKinds, useTestDatabase } from "../../support/database";
import { routeArgs } from "../../support/route-args";

const PHONE = "9876543210";
const ACTOR = { actorUserId: null, actorEmail: "admin@school.example", ipAddress: "203.0.113.9" };

describe.each(testDatabaseKinds)("payment records as personal data, on %s", (kind) => {
  const database = useTestDatabase(kind);

  beforeEach(async () => {
    await emptyTables(
      schema.receipts,
      schema.receiptNumbers,
      schema.statementLines,
      schema.statementImports,
      schema.paymentReports,
      schema.payments,
      ...REQUEST_TABLES,
      ...APPLICATION_TABLES,
      schema.retentionRuns,
    );
    await database.db.update(schema.siteSettings).set({ paymentRetentionYears: 8, retentionMonths: 12 });
  });

  let families = 0;
  /** A family's application with a confirmed payment: its report, its matched line and its receipt. */
  async function paidFamily(issuedAt = new Date()) {
    const { db } = database;
    const n = String(++families).padStart(4, "0");
    const [application] = await db
      .insert(schema.applications)
      .values(applicationRow({ number: `2027-28/I/${n}`, tokenHash: privateLink().tokenHash, status: "fee_received" }))
      .returning();
    const [payment] = await db
      .insert(schema.payments)
      .values({
        applicationId: application!.id,
        purpose: "admission",
        amount: 2_500_000,
        defaultAmount: 2_500_000,
        reference: `27I${n}K7QM`,
        state: "confirmed",
      })
      .returning();
    await db.insert(schema.paymentReports).values({ paymentId: payment!.id, utr: `43451234${n}` });
    const [imported] = await db
      .insert(schema.statementImports)
      .values({
        fileName: "sbi.csv",
        credits: 1,
        debits: 0,
        matched: 1,
        unmatched: 0,
        seenBefore: 0,
        problems: 0,
        importedBy: "admissions@school.example",
        createdAt: issuedAt,
      })
      .returning();
    await db.insert(schema.statementLines).values({
      importId: imported!.id,
      fingerprint: `${issuedAt.toISOString()}|fingerprint`,
      paymentId: payment!.id,
      line: 5,
      date: "2026-12-01",
      amount: 2_500_000,
      reference: "",
      narration: "UPI/434512345678/RAVI KUMAR",
      utr: "434512345678",
      reasons: ["utr"],
      createdAt: issuedAt,
    });
    const [receipt] = await db
      .insert(schema.receipts)
      .values({
        number: `R/2027-28/${n}`,
        session: "2027-28",
        sequence: families,
        paymentId: payment!.id,
        applicationId: application!.id,
        applicationNumber: application!.number,
        childName: application!.childName,
        className: application!.classSought,
        parentName: application!.parentName,
        parentMobile: application!.parentMobile,
        email: application!.email,
        purpose: "admission",
        amount: 2_500_000,
        mode: "upi",
        paymentReference: "434512345678",
        paidOn: "2026-12-01",
        issuedBy: "admissions@school.example",
        issuedAt,
      })
      .returning();
    return { application: application!, payment: payment!, receipt: receipt! };
  }

  const place = (held: Awaited<ReturnType<typeof findPersonalData>>, name: string) =>
    held.find((found) => found.place === name)!.rows.map((row) => row.id);

  it("finds a family's payments, reports, matched lines and receipts, and erasure keeps what the accounts need", async () => {
    const { payment, receipt } = await paidFamily();
    const person = personOf({ phone: PHONE, email: "" })!;
    const held = await findPersonalData(person);
    expect(place(held, "payments")).toEqual([payment.id]);
    expect(place(held, "payment_reports")).toHaveLength(1);
    expect(place(held, "statement_lines")).toHaveLength(1);
    expect(place(held, "receipts")).toEqual([receipt.id]);
    expect(held.find((found) => found.place === "receipts")!.label).toBe("Receipts (kept for the school's accounts)");

    await erasePersonalData(person, ACTOR, null);
    const { db } = database;
    expect(await db.select().from(schema.applications)).toEqual([]);
    expect(await db.select().from(schema.payments)).toEqual([]);
    expect(await db.select().from(schema.paymentReports)).toEqual([]);
    // The receipt and the matched line stay for the accounts, no longer tied to the application, and are still found.
    expect(await db.select().from(schema.receipts)).toEqual([
      expect.objectContaining({ id: receipt.id, applicationId: null, paymentId: null }),
    ]);
    expect(await db.select().from(schema.statementLines)).toEqual([expect.objectContaining({ paymentId: null })]);
    expect(place(await findPersonalData(person), "receipts")).toEqual([receipt.id]);
  });

  it("erases receipts and matched lines once older than School Settings' years, and keeps the newer", async () => {
    const now = new Date();
    await paidFamily(addYears(now, -9));
    const recent = await paidFamily(addYears(now, -2));
    const run = await runRetention(now);
    expect(run!.erased).toMatchObject({ receipts: 1, statement_lines: 1, statement_imports: 1 });
    expect((await database.db.select().from(schema.receipts)).map((row) => row.id)).toEqual([recent.receipt.id]);
    expect(await database.db.select().from(schema.statementLines)).toHaveLength(1);
  });

  it("lists payment records in the privacy notice, with the years they are kept, in both languages", async () => {
    await database.db.update(schema.siteSettings).set({ paymentRetentionYears: 10 });
    type Notice = { paymentYears: number; forms: { name: string; fields: { key: string; label: string }[] }[] };
    const noticeOf = async (address: string) =>
      (await outcome(() => privacyLoader(routeArgs(address) as never))).value as Notice;
    const english = await noticeOf("/privacy");
    expect(english.paymentYears).toBe(10);
    expect(english.forms.find((form) => form.name === "application")!.fields).toContainEqual({
      key: "payments",
      label:
        "Fees paid online: the UPI reference (UTR), amount and day you report, the bank's line of the payment, and its receipt",
      optional: true,
    });
    const hindi = await noticeOf("/hi/privacy");
    expect(hindi.forms.find((form) => form.name === "application")!.fields.map((field) => field.key)).toContain(
      "payments",
    );
  });
});
