// The parent's side of paying the admission fees (docs/specification.md §34), on both databases: an offer opens its
// payment from the fee page's heads charged once at admission, an undone offer cancels it; the status page shows it
// only while the school has a UPI ID or a bank account, with a UPI link (pa, pn, am, cu=INR, the note naming the
// application, the reference) and its QR code, none above ₹1,00,000, and the bank for NEFT; a report of a UTR marks
// nothing paid, its format is checked, a UTR is reported once across all applications, a payment takes three, and
// reports are limited as the public forms are; the look-up by number and date of birth reports too; in Hindi.
import { and, eq } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";

import type { PaymentPanel, ReportReply } from "~/features/fee-payments/panel";
import { PaymentPanels } from "~/features/fee-payments/payment-panel";
import { openRegistrationPayment } from "~/features/payments/dues.server";
import { readUpiPayLink } from "~/features/payments/upi-link";
import { clientAddressContext } from "~/lib/server/request-context";
import * as applicationPage from "~/routes/admin/applications/application";
import * as statusPage from "~/routes/site/applications/application-status";
import * as linkPage from "~/routes/site/applications/application-status-link";

import * as schema from "../../../db/schema";
import { addDays, schoolDate } from "../../../db/time";
import { formBody, outcome, staffArgs, useStaff } from "../../support/admin";
import { applicationRow, privateLink } from "../../support/application-rows";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";
import { inLanguage } from "../../support/i18n";
import { changeSettings, openPaymentSession } from "../../support/payments";
import { routeArgs } from "../../support/route-args";

const STAFF = "admissions@school.example";
const SESSION = "2027-28";
const today = schoolDate(new Date(), "Asia/Kolkata");

describe.each(testDatabaseKinds)("paying the admission fee from the status page, on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { cookies } = useStaff(database, { [STAFF]: { sections: ["applications"] } });

  const settings = (values: Partial<typeof schema.siteSettings.$inferInsert>) => changeSettings(database, values);

  beforeEach(async () => {
    await openPaymentSession(database, SESSION, today, [
      ["Admission fee", "admission", 20_000],
      ["Caution money", "admission", 5_000],
      ["Tuition", "month", 3_000],
    ]);
    await settings({
      upiId: "school.fees@sbi",
      upiPayeeName: "",
      schoolName: "Fatehabad Public School",
      bankAccountName: "",
      bankAccountNumber: "",
      bankIfsc: "",
    });
  });

  /** An application at Documents checked, with its private link; `more` of its columns. */
  async function seed(more: Partial<typeof schema.applications.$inferInsert> = {}) {
    const link = privateLink();
    const [row] = await database.db
      .insert(schema.applications)
      .values(applicationRow({ tokenHash: link.tokenHash, status: "documents_checked", ...more }))
      .returning();
    return { application: row!, token: link.token };
  }

  const stage = (id: string, fields: Record<string, string>) =>
    outcome(() =>
      applicationPage.action(
        staffArgs(`/admin/applications/${id}`, cookies[STAFF]!, {
          method: "POST",
          body: formBody({ id, ...fields }),
          params: { id },
        }) as never,
      ),
    );
  const offer = (id: string) => stage(id, { intent: "stage_offered", feeDueOn: addDays(today, 7) });

  const paymentsOf = (applicationId: string) =>
    database.db.select().from(schema.payments).where(eq(schema.payments.applicationId, applicationId));

  async function open(token: string, locale: "en" | "hi" = "en") {
    const path = `${locale === "hi" ? "/hi" : ""}/admissions/status/${token}`;
    const answer = (await linkPage.loader(routeArgs(path, { params: { token } }) as never)) as {
      panels: PaymentPanel[];
      status: unknown;
    };
    return answer;
  }

  async function report(token: string, fields: Record<string, string>, address = "198.51.100.7") {
    const args = routeArgs(`/admissions/status/${token}`, {
      method: "POST",
      body: formBody(fields),
      params: { token },
    });
    args.context.set(clientAddressContext, address);
    const answer = (await linkPage.action(args as never)) as unknown as {
      data: { report: ReportReply | null };
      init: ResponseInit | null;
    };
    return {
      status: answer.init?.status ?? 200,
      reply: answer.data.report,
      errors: (answer.data.report?.result as { error?: Record<string, string[] | null> } | null)?.error ?? {},
    };
  }

  it("opens the admission payment at an offer, from the heads charged once at admission, and shows how to pay it", async () => {
    const { application, token } = await seed();
    expect((await offer(application.id)).status).toBe(200);
    const [payment] = await paymentsOf(application.id);
    expect(payment).toMatchObject({
      purpose: "admission",
      amount: 2_500_000,
      defaultAmount: 2_500_000,
      state: "awaiting",
      dueOn: addDays(today, 7),
    });
    expect(payment!.reference).toMatch(/^27I0042[0-9A-HJKMNP-TV-Z]{4}$/);

    const { panels } = await open(token);
    expect(panels).toHaveLength(1);
    const [panel] = panels;
    expect(panel).toMatchObject({ purpose: "admission", amount: "₹25,000", applicationNumber: "2027-28/I/0042" });
    expect(panel!.bank).toBeNull();
    expect(readUpiPayLink(panel!.upi!.link)).toEqual({
      pa: "school.fees@sbi",
      pn: "Fatehabad Public School",
      tr: payment!.reference,
      tn: `${payment!.reference} Admission fee 2027-28/I/0042`,
      am: "25000.00",
      cu: "INR",
    });
    expect(panel!.upi!.qrSvg).toMatch(/^<svg role="img" aria-label="QR code to pay ₹25,000 by UPI"/);
    expect(panel!.upi!.qrPixels % 4).toBe(0);

    // The offer's mail says how much, by when, and where to pay it.
    const [offerMail] = await database.db
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.recordId, application.id), eq(schema.mailOutbox.purpose, "stage.offered")));
    expect(offerMail!.text.replace(/\s+/g, " ")).toContain(
      "To take the seat, please pay the admission fee of ₹25,000 by",
    );
    expect(offerMail!.text).toMatch(/status page, http:\/\/[^ ]+\/admissions\/status \(with the link/);

    // The bank for NEFT once its number and IFSC are set; the payee name as set.
    await settings({ upiPayeeName: "FPS Fees", bankAccountNumber: "12345678901", bankIfsc: "SBIN0001234" });
    const [withBank] = (await open(token)).panels;
    expect(withBank!.bank).toEqual({ name: "Fatehabad Public School", number: "12345678901", ifsc: "SBIN0001234" });
    expect(readUpiPayLink(withBank!.upi!.link)!.pn).toBe("FPS Fees");
  });

  it("asks for no payment while the school has neither a UPI ID nor a bank account", async () => {
    const { application, token } = await seed();
    await offer(application.id);
    await settings({ upiId: "", bankAccountNumber: "12345678901", bankIfsc: "" });
    expect((await open(token)).panels).toEqual([]);
    // A bank account alone is enough: no link then, the account for NEFT.
    await settings({ bankIfsc: "SBIN0001234" });
    const [panel] = (await open(token)).panels;
    expect(panel!.upi).toBeNull();
    expect(panel!.bank).not.toBeNull();
  });

  it("shows no UPI link above ₹1,00,000, and says to pay by NEFT", async () => {
    await database.db.update(schema.feeHeads).set({ amount: 150_000 }).where(eq(schema.feeHeads.head, "Admission fee"));
    const { application, token } = await seed();
    await offer(application.id);
    await settings({ bankAccountNumber: "12345678901", bankIfsc: "SBIN0001234" });
    const [panel] = (await open(token)).panels;
    expect(panel).toMatchObject({ amount: "₹1,55,000", upi: null, overUpiLimit: true });
    const html = renderToString(inLanguage(<Panels panels={[panel!]} />)).replace(/<!-- -->/g, "");
    expect(html).toContain(
      "This amount is more than UPI allows in one payment: please pay it by NEFT or IMPS from your bank, with the reference in the remarks.",
    );
    expect(html).not.toContain("upi://");
    expect(html).toContain(panel!.reference);
  });

  it("cancels the payment of an offer undone, and of an application that leaves Offered", async () => {
    const { application } = await seed();
    await offer(application.id);
    expect((await stage(application.id, { intent: "undo_stage", from: "offered" })).status).toBe(200);
    expect((await paymentsOf(application.id)).map((row) => [row.state, row.cancelReason])).toEqual([
      ["cancelled", "The offer was undone"],
    ]);
    await offer(application.id);
    await stage(application.id, { intent: "stage_withdrawn" });
    const rows = await paymentsOf(application.id);
    expect(rows.filter((row) => row.state !== "cancelled")).toEqual([]);
    expect(rows).toHaveLength(2);
  });

  it("takes a report of a UTR, which marks nothing paid, and says the office will confirm it", async () => {
    const { application, token } = await seed();
    await offer(application.id);
    const [payment] = await paymentsOf(application.id);
    const answer = await report(token, {
      intent: "report_payment",
      payment: payment!.id,
      utr: "4345 1234-5678",
      amount: "25,000",
      paidOn: today,
    });
    expect(answer).toMatchObject({ status: 200, reply: { payment: payment!.id, reported: true } });
    const reports = await database.db.select().from(schema.paymentReports);
    expect(reports.map(({ utr, amount, paidOn }) => ({ utr, amount, paidOn }))).toEqual([
      { utr: "434512345678", amount: 2_500_000, paidOn: today },
    ]);
    const [reported] = await paymentsOf(application.id);
    expect(reported).toMatchObject({ state: "reported", confirmedAt: null });
    expect(reported!.reportedAt).toBeInstanceOf(Date);
    // Nothing is paid by a report: the application is still at Offered, and no receipt exists.
    const [row] = await database.db
      .select()
      .from(schema.applications)
      .where(eq(schema.applications.id, application.id));
    expect(row).toMatchObject({ status: "offered", feeReceipt: null });
    expect(await database.db.select().from(schema.receipts)).toEqual([]);

    const [panel] = (await open(token)).panels;
    expect(panel).toMatchObject({ state: "reported", reported: ["434512345678"], reportsLeft: 2 });
    const html = renderToString(inLanguage(<Panels panels={[panel!]} />)).replace(/<!-- -->/g, "");
    expect(html).toContain("Payment reported: the office will confirm it");
    // Its line of history on the application, for the office.
    const history = await database.db
      .select()
      .from(schema.requestHistory)
      .where(and(eq(schema.requestHistory.recordId, application.id), eq(schema.requestHistory.kind, "application")));
    expect(history.map((line) => line.body)).toContain(
      `Payment reported: UTR 434512345678, 25000.00, paid on ${today}`,
    );
  });

  it("checks the UTR's format, the amount and the day, in the page's language", async () => {
    const { application, token } = await seed();
    await offer(application.id);
    const [payment] = await paymentsOf(application.id);
    const send = (fields: Record<string, string>) =>
      report(token, { intent: "report_payment", payment: payment!.id, ...fields });
    expect((await send({ utr: "" })).errors.utr).toEqual(["Please enter the 12-digit UPI reference (UTR)"]);
    expect((await send({ utr: "43451234567" })).errors.utr).toEqual(["The UPI reference (UTR) must be 12 digits"]);
    expect((await send({ utr: "4345123456AB" })).errors.utr).toEqual(["The UPI reference (UTR) must be 12 digits"]);
    expect((await send({ utr: "434512345678", amount: "12O0" })).errors.amount).toEqual([
      "Amount paid must be an amount in rupees, like 1500 or 1,500.50",
    ]);
    expect((await send({ utr: "434512345678", paidOn: addDays(today, 1) })).errors.paidOn).toEqual([
      "Paid on cannot be in the future",
    ]);
    expect((await send({ utr: "434512345678", paidOn: "2026-02-30" })).errors.paidOn).toEqual([
      "Please enter a valid date",
    ]);
    expect(await database.db.select().from(schema.paymentReports)).toEqual([]);
  });

  it("takes a UTR once across all applications, three for a payment, and limits reports as the public forms", async () => {
    const first = await seed();
    const second = await seed({ number: "2027-28/I/0043", childName: "Vikram Singh", dateOfBirth: "2021-01-02" });
    await offer(first.application.id);
    await offer(second.application.id);
    const [paymentOne] = await paymentsOf(first.application.id);
    const [paymentTwo] = await paymentsOf(second.application.id);
    expect(
      (await report(first.token, { intent: "report_payment", payment: paymentOne!.id, utr: "111122223333" })).status,
    ).toBe(200);
    const twice = await report(second.token, {
      intent: "report_payment",
      payment: paymentTwo!.id,
      utr: "1111 2222 3333",
    });
    expect(twice.status).toBe(409);
    expect(twice.errors[""]).toEqual([
      "This UPI reference has been reported already. Check the number, or call the school office.",
    ]);
    // Another application's payment cannot be reported from this one's link.
    const forged = await report(first.token, {
      intent: "report_payment",
      payment: paymentTwo!.id,
      utr: "999988887777",
    });
    expect(forged.status).toBe(409);
    expect(await database.db.select().from(schema.paymentReports)).toHaveLength(1);

    for (const utr of ["111122223334", "111122223335"]) {
      expect((await report(first.token, { intent: "report_payment", payment: paymentOne!.id, utr })).status).toBe(200);
    }
    const fourth = await report(first.token, {
      intent: "report_payment",
      payment: paymentOne!.id,
      utr: "111122223336",
    });
    expect(fourth.status).toBe(409);
    expect(fourth.errors[""]).toEqual(["You have reported 3 payments for this fee. Please call the school office."]);
    // Ten sends an hour from one address (the public forms' limit): the eleventh is refused, whatever it says.
    for (let sent = 6; sent <= 10; sent++) {
      await report(first.token, { intent: "report_payment", payment: paymentOne!.id, utr: `11112222${3330 + sent}` });
    }
    const limited = await report(second.token, {
      intent: "report_payment",
      payment: paymentTwo!.id,
      utr: "555566667777",
    });
    expect(limited.status).toBe(429);
    expect(
      (
        await report(
          second.token,
          { intent: "report_payment", payment: paymentTwo!.id, utr: "555566667777" },
          "192.0.2.50",
        )
      ).status,
    ).toBe(200);
  });

  it("reports from the look-up by number and date of birth too, which finds the application again", async () => {
    const { application } = await seed();
    await offer(application.id);
    const [payment] = await paymentsOf(application.id);
    const post = async (fields: Record<string, string>) => {
      const args = routeArgs("/admissions/status", { method: "POST", body: formBody(fields) });
      args.context.set(clientAddressContext, "198.51.100.9");
      return (await statusPage.action(args as never)) as unknown as {
        data: { panels: PaymentPanel[]; report: ReportReply | null; lookup: Record<string, string> | null };
        init: ResponseInit | null;
      };
    };
    const lookedUp = await post({ number: "2027-28/i/42", dateOfBirth: "2021-05-14" });
    expect(lookedUp.data.panels.map((panel) => panel.id)).toEqual([payment!.id]);
    expect(lookedUp.data.lookup).toEqual({ number: "2027-28/i/42", dateOfBirth: "2021-05-14" });
    const reported = await post({
      number: "2027-28/i/42",
      dateOfBirth: "2021-05-14",
      intent: "report_payment",
      payment: payment!.id,
      utr: "434500001111",
    });
    expect(reported.data.report).toMatchObject({ reported: true });
    expect(reported.data.panels[0]).toMatchObject({ state: "reported" });
    // A wrong date of birth reports nothing.
    const wrong = await post({
      number: "2027-28/i/42",
      dateOfBirth: "2021-05-15",
      intent: "report_payment",
      payment: payment!.id,
      utr: "434500002222",
    });
    expect(wrong.init?.status).toBe(400);
    expect(await database.db.select().from(schema.paymentReports)).toHaveLength(1);
  });

  it("opens the registration fee at submission when the setup has one, and shows it before any offer", async () => {
    const { application, token } = await seed({ status: "submitted" });
    await database.db.transaction(async (tx) => {
      expect(await openRegistrationPayment(tx, application, 0)).toBeNull();
      await openRegistrationPayment(tx, application, 500);
      // Once: a second call finds it open.
      await openRegistrationPayment(tx, application, 500);
    });
    expect((await paymentsOf(application.id)).map((row) => [row.purpose, row.amount])).toEqual([
      ["registration", 50_000],
    ]);
    const [panel] = (await open(token)).panels;
    expect(panel).toMatchObject({ purpose: "registration", amount: "₹500", dueOn: null });
    expect(readUpiPayLink(panel!.upi!.link)!.tn).toMatch(/ Registration fee 2027-28\/I\/0042$/);
  });

  it("says it all in Hindi on the Hindi page", async () => {
    const { application, token } = await seed();
    await offer(application.id);
    await settings({ bankAccountNumber: "12345678901", bankIfsc: "SBIN0001234" });
    const [panel] = (await open(token, "hi")).panels;
    expect(panel!.dueOn).toMatch(/^\d+ [\u0900-\u097f]+ \d{4}$/);
    expect(panel!.upi!.qrSvg).toContain("यूपीआई से ₹25,000 के भुगतान का क्यूआर कोड");
    const html = renderToString(inLanguage(<Panels panels={[panel!]} />, "hi")).replace(/<!-- -->/g, "");
    for (const words of [
      "प्रवेश शुल्क का भुगतान करें",
      "यूपीआई ऐप से भुगतान करें",
      "एनईएफ़टी या आईएमपीएस से भुगतान करें",
      "भुगतान कर दिया है? कार्यालय को बताएँ",
      "यूपीआई रेफ़रेंस नंबर (यूटीआर)",
      "भुगतान की सूचना दें",
    ]) {
      expect(html).toContain(words);
    }
  });
});

/** The panels as the page renders them, inside a router (their form is a router's). */
function Panels({ panels }: { panels: PaymentPanel[] }) {
  const router = createMemoryRouter([
    { path: "/", element: <PaymentPanels panels={panels} today={today} reply={null} /> },
  ]);
  return <RouterProvider router={router} />;
}
