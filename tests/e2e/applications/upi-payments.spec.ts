// The admission fee paid by UPI, on a 360 px phone (docs/specification.md §34, decision 0087): a parent with an offer
// opens the status page, whose QR code is read back with jsQR and holds the UPI link with the amount and the
// payment's reference; the parent reports the UTR; the office imports a statement of 200 lines that holds the
// payment, confirms the match, and the parent receives the receipt by e-mail; the application is at Fee received.
// The offer is seeded as rows in a database of the spec's own, with a server of its own reading it.
import crypto from "node:crypto";
import jsQR from "jsqr";
import sharp from "sharp";

import { freshDatabase } from "../../../scripts/fresh-database.ts";
import { TestMailServer } from "../../support/smtp.ts";
import { createAdmin, execute, startOwnServer, type OwnServer } from "../support/own-server.ts";
import { signIn } from "../support/support";
import { expect, test } from "../support/test";

const ADMIN = { email: "fees-admin@school.example", password: "fees-admin-password", name: "Fees Admin" };
const phone = { width: 360, height: 740 };
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
const inAWeek = new Date(Date.parse(`${today}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
const REFERENCE = "27I0001K7QM";
const UTR = "434512345678";

/** A 200-line statement as SBI's website gives it as CSV, the parent's payment among other credits and debits. */
function statementOf200Lines() {
  const day = today.split("-").reverse().join("/");
  const rows: string[][] = [];
  let balance = 500_000;
  for (let line = 1; line <= 200; line++) {
    if (line === 137) {
      balance += 25_000;
      rows.push([
        day,
        day,
        `UPI/CR/${UTR}/RAVI KUMAR/SBIN/ravi@okaxis/Fee`,
        `UPI-${UTR}`,
        "",
        "25,000.00",
        `${balance}.00`,
      ]);
    } else if (line % 4 === 0) {
      balance -= 1_000 + line;
      rows.push([day, day, `NEFT/VENDOR ${line}/STATIONERY`, `N${line}`, `${1_000 + line}.00`, "", `${balance}.00`]);
    } else {
      balance += 500 + line;
      const utr = String(700000000000 + line);
      rows.push([day, day, `UPI/CR/${utr}/DONOR ${line}/Gift`, `UPI-${utr}`, "", `${500 + line}.00`, `${balance}.00`]);
    }
  }
  const cell = (value: string) => (/[",]/.test(value) ? `"${value}"` : value);
  return [
    ["Account Name", ":", "FATEHABAD PUBLIC SCHOOL"],
    ["Account Number", ":", "_00000012345678901"],
    [],
    ["Txn Date", "Value Date", "Description", "Ref No./Cheque No.", "Debit", "Credit", "Balance"],
    ...rows,
  ]
    .map((row) => row.map(cell).join(","))
    .join("\r\n");
}

test.describe("the admission fee paid by UPI", () => {
  test.describe.configure({ mode: "serial" });
  let server: OwnServer;
  let smtp: TestMailServer;
  let env: Record<string, string>;
  let cleanup = async () => {};
  const stamp = Date.now().toString(36);
  const parentEmail = `ravi.${stamp}@example.com`;
  const application = crypto.randomUUID();
  const token = crypto.randomBytes(32).toString("base64url");
  const tokenHash = crypto.createHash("sha256").update(token).digest("hex");

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const database = await freshDatabase("upi_payments");
    cleanup = database.cleanup;
    smtp = await TestMailServer.start();
    env = { ...database.env, SMTP_URL: smtp.url, MAIL_FROM: "School Office <office@fees.school.test>" };
    // Started to make the tables and the admin; the embedded database is stopped while the offer is written in.
    server = await startOwnServer(env);
    await createAdmin(ADMIN, env);
    const embedded = !env.DATABASE_URL;
    if (embedded) await server.stop();
    await execute(
      env,
      `update site_settings set upi_id = 'school.fees@sbi', upi_payee_name = 'Fatehabad Public School';
       insert into admission_sessions (session, opens_on, closes_on) values ('2027-28', '${today}', '${inAWeek}');
       insert into admission_classes (session, class_name, seats, age_cut_off) values ('2027-28', 'Class I', 30, '2027-03-31');
       insert into fee_sessions (session) values ('2027-28');
       insert into fee_heads (session, class_name, head, per, amount, position)
         values ('2027-28', 'Class I', 'Admission fee', 'admission', 25000, 1);
       insert into applications (id, number, token_hash, session, class_sought, child_name, date_of_birth, gender,
         parent_name, parent_relationship, parent_mobile, email, address, language, status, fee_due_on) values
         ('${application}', '2027-28/I/0001', '${tokenHash}', '2027-28', 'Class I', 'Asha Rani', '2021-05-04', 'Girl',
          'Ravi Kumar', 'Father', '9876543210', '${parentEmail}', '12 Model Town, Fatehabad', 'en', 'offered', '${inAWeek}');
       insert into payments (application_id, purpose, amount, default_amount, reference, due_on) values
         ('${application}', 'admission', 2500000, 2500000, '${REFERENCE}', '${inAWeek}');`,
    );
    if (embedded) server = await startOwnServer(env);
  });

  test.afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    await cleanup();
  });

  test("a parent pays by the QR code's link and reports it; the office finds it in the statement and confirms it", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const parentContext = await browser.newContext({ baseURL: server.origin, viewport: phone });
    const parent = await parentContext.newPage();
    await parent.goto(`/admissions/status/${token}`);
    const panel = parent.getByRole("region", { name: "Pay the admission fee" });
    await expect(panel).toContainText("₹25,000");
    await expect(panel).toContainText("Admission fee, application 2027-28/I/0001");

    // The QR code, as a phone's camera would see it on the screen: read back by jsQR.
    const shot = await panel.locator("[data-upi-qr]").screenshot();
    const { data, info } = await sharp(shot).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const read = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(read, "the QR code reads").not.toBeNull();
    const link = new URL(read!.data);
    expect(link.protocol).toBe("upi:");
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      pa: "school.fees@sbi",
      am: "25000.00",
      cu: "INR",
      tr: REFERENCE,
    });
    expect(link.searchParams.get("tn")).toMatch(new RegExp(`^${REFERENCE} .*2027-28/I/0001$`));
    // On the phone the same link is its button.
    await expect(panel.getByRole("link", { name: "Pay with a UPI app" })).toHaveAttribute("href", read!.data);
    expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);

    // Paid: the parent types the UTR the app showed.
    await panel.getByLabel("UPI reference (UTR)").fill("4345 1234 5678");
    await panel.getByRole("button", { name: "Report Payment" }).click();
    await expect(panel.getByText("Payment reported: the office will confirm it")).toBeVisible();

    // The office imports the bank's statement of 200 lines, on a phone, and confirms the match in one press.
    const office = await browser.newContext({ baseURL: server.origin, viewport: phone });
    const page = await office.newPage();
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto("/admin/applications");
    await page.getByRole("link", { name: "Payments" }).click();
    await expect(page).toHaveURL(/\/admin\/applications\/payments$/);
    await page.getByLabel("Bank statement").setInputFiles({
      name: "sbi-statement.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(statementOf200Lines()),
    });
    await page.getByRole("button", { name: "Import", exact: true }).click();
    const result = page.getByRole("status").filter({ hasText: "sbi-statement.csv" });
    await expect(result).toContainText("150 credits and 50 debits; 1 matched, 149 matched nothing, 0 seen before.");
    await result.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("Payment confirmed: receipt R/2027-28/0001").first()).toBeVisible();

    // The application is at Fee received, with the receipt.
    await page.goto(`/admin/applications/${application}`);
    await expect(page.getByRole("region", { name: "Stage" })).toContainText("Fee received");
    await expect(page.getByRole("link", { name: "Receipt R/2027-28/0001" })).toBeVisible();

    // The parent receives the receipt by e-mail, and the status page says the fee is received.
    await smtp.until(() => smtp.to(parentEmail).some(({ mail }) => mail.subject?.includes("R/2027-28/0001")), 60_000);
    const receipt = smtp.to(parentEmail).find(({ mail }) => mail.subject === "Fee received: receipt R/2027-28/0001")!;
    expect(receipt.mail.text).toContain("Amount: ₹25,000 (Rupees Twenty Five Thousand Only)");
    expect(receipt.mail.text).toContain(`Paid by: UPI, reference ${UTR}`);
    await parent.reload();
    await expect(parent.getByText("Receipt number: R/2027-28/0001").first()).toBeVisible();
    await parent.getByRole("link", { name: "See the receipt" }).click();
    await expect(parent.getByRole("heading", { name: "Receipt R/2027-28/0001" })).toBeVisible();
    await expect(parent.getByText("Rupees Twenty Five Thousand Only")).toBeVisible();
    await office.close();
    await parentContext.close();
  });
});
