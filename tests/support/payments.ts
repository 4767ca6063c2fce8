// What the tests of fees and their payments share (docs/specification.md §29, §34): a fee head, the payments' tables,
// and a session whose Class I is open with fees charged at admission, the state each payments test starts from.
import { eq } from "drizzle-orm";

import * as schema from "../../db/schema";
import { APPLICATION_TABLES } from "./application-rows";
import { emptyTables, REQUEST_TABLES, type TestDatabase } from "./database";

/** Class I's monthly tuition fee of ₹2,500 in 2026-27, the first head of its fee page. */
export const TUITION_FEE_HEAD = {
  session: "2026-27",
  className: "Class I",
  head: "Tuition fee",
  per: "month",
  amount: 2500,
  position: 1,
};

export const PAYMENT_TABLES = [
  schema.receipts,
  schema.receiptNumbers,
  schema.statementLines,
  schema.statementImports,
  schema.statementMappings,
  schema.paymentReports,
  schema.payments,
];

/** School Settings changed to `values`. */
export const changeSettings = (database: TestDatabase, values: Partial<typeof schema.siteSettings.$inferInsert>) =>
  database.db.update(schema.siteSettings).set(values).where(eq(schema.siteSettings.id, 1));

/**
 * No payment, request or application; `session` open today for Class I (40 seats), whose fee page charges `heads`
 * (head, per, amount in rupees), in that order.
 */
export async function openPaymentSession(
  database: TestDatabase,
  session: string,
  today: string,
  heads: [head: string, per: string, amount: number][],
) {
  const { db } = database;
  await emptyTables(...PAYMENT_TABLES, ...REQUEST_TABLES, ...APPLICATION_TABLES, schema.rateLimitHits);
  await emptyTables(schema.feeHeads, schema.feeSessions, schema.admissionSessions);
  await db.insert(schema.admissionSessions).values({ session, opensOn: today, closesOn: today });
  await db
    .insert(schema.admissionClasses)
    .values([{ session, className: "Class I", seats: 40, ageCutOff: "2027-03-31" }]);
  await db.insert(schema.feeSessions).values({ session });
  await db.insert(schema.feeHeads).values(
    heads.map(([head, per, amount], index) => ({
      session,
      className: "Class I",
      head,
      per,
      amount,
      position: index + 1,
    })),
  );
}

/** A registration fee of ₹500 due on `applicationId`, with the payment reference `reference`. */
export const registrationPayment = (applicationId: string, reference: string) => ({
  applicationId,
  purpose: "registration" as const,
  amount: 50_000,
  defaultAmount: 50_000,
  reference,
});
