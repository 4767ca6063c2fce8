// Applying online as a parent on a phone (docs/specification.md §22): from the Admissions page, opened by its
// address, the child and the parents filled in, stopped; then the link the school mailed opens it again, a photo
// and a PDF are uploaded, the application is submitted and numbered, and its status page says where it stands. Once
// with JavaScript, once without. A server of this spec's own, with a database and a mail server of its own: the
// session's admissions are set up by writing their rows, before it starts (the embedded database has one process), as
// the setup page would.
import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";

import { admissionsSessionOn, longDate } from "../../../db/time";
import { freshDatabase } from "../../../scripts/fresh-database.ts";
import { TestMailServer } from "../../support/smtp.ts";
import { queryDatabase, startOwnServer, type OwnServer } from "../support/own-server.ts";
import { inNewContext, waitForHydration } from "../support/support";
import { smallTargets } from "../support/tap-targets";
import { expect, test } from "../support/test";

/** A phone of 360 CSS pixels, the narrowest the school's parents commonly use. */
const phone = { width: 360, height: 740 };

const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
const session = admissionsSessionOn(today);
const firstYear = Number(session.slice(0, 4));
const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** A photo as a phone takes one, and a small PDF. */
const photo = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 40, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();
/** A photo as a phone takes one, its noise making it about 160 KB: seconds to send on a slow network. */
const phonePhoto = () =>
  sharp({
    create: {
      width: 600,
      height: 450,
      channels: 3,
      background: { r: 40, g: 120, b: 60 },
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n", "latin1");

test.describe("applying online", () => {
  test.describe.configure({ mode: "serial" });
  let server: OwnServer;
  let smtp: TestMailServer;
  let cleanup = async () => {};
  const stamp = Date.now().toString(36);

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const database = await freshDatabase("apply_online");
    cleanup = database.cleanup;
    smtp = await TestMailServer.start();
    const env: Record<string, string> = {
      ...database.env,
      SMTP_URL: smtp.url,
      MAIL_FROM: "School Office <office@apply.school.test>",
    };
    // Started to make and seed the database. The embedded one has one process: stopped to write the session's
    // setup into it, then started again; a PostgreSQL server takes the rows as it runs.
    server = await startOwnServer(env);
    if (!env.DATABASE_URL) await server.stop();
    await queryDatabase(
      env,
      "insert into admission_sessions (session, opens_on, closes_on, registration_fee) values ($1, $2, $3, 500)",
      [session, addDays(today, -7), addDays(today, 60)],
    );
    await queryDatabase(
      env,
      "insert into admission_classes (session, class_name, seats, min_age_months, max_age_months, age_cut_off) " +
        "values ($1, 'Nursery', 40, 36, 47, $2), ($1, 'Class I', 40, 72, 83, $2)",
      [session, `${firstYear}-03-31`],
    );
    if (!env.DATABASE_URL) server = await startOwnServer(env);
  });

  test.afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    await cleanup();
  });

  const onPhone = (browser: Browser, javaScriptEnabled: boolean, work: (page: Page) => Promise<void>) =>
    inNewContext(browser, { baseURL: server.origin, viewport: phone, javaScriptEnabled }, work);

  const heading = (page: Page, number: number, name: string) =>
    expect(page.getByRole("heading", { name: `Step ${number} of 6: ${name}` })).toBeVisible();

  test("with JavaScript: steps 1 and 2, the link from the mail, a photo and a PDF, submitted and numbered", async ({
    browser,
  }) => {
    const email = `parent.${stamp}@example.com`;
    const childName = `Asha ${stamp}`;
    await onPhone(browser, true, async (page) => {
      // From the Admissions page, opened by its address: Apply Online while applications are open.
      await page.goto("/admissions");
      await page.getByRole("link", { name: "Apply Online" }).click();
      await heading(page, 1, "Child");
      await waitForHydration(page);
      await page.getByLabel("Full name (as on the birth certificate)").fill(childName);
      // Three years old for Class I: told as it is typed, never refused.
      await page.getByLabel("Date of birth").fill(`${firstYear - 3}-01-15`);
      await page.getByLabel("Gender").selectOption("Girl");
      await page.getByLabel("Class sought").selectOption("Class I");
      const warning = `By 31 March ${firstYear} your child will be 3 years 2 months old. Class I usually takes children from 6 years to 6 years 11 months. You can still apply: the school will look at it.`;
      await expect(page.getByText(warning)).toBeVisible();
      // The APAAR ID is asked from Class IX only.
      await expect(page.getByLabel("APAAR ID")).toHaveCount(0);
      await page.getByRole("button", { name: "Save and Continue" }).click();

      await heading(page, 2, "Parents");
      await expect(page.getByText(warning)).toBeVisible();
      await expect(page.getByText("Your application is saved. To finish it later")).toBeVisible();
      await page.getByRole("button", { name: "Save and Continue" }).click();
      // The browser's own check, with the schema's words.
      await expect(page.getByText("Home address is required")).toBeVisible();
      const parent = page.getByRole("group", { name: "Parent or guardian", exact: true });
      await parent.getByLabel("Name").fill("Ravi Kumar");
      await parent.getByLabel("Relationship").selectOption("Father");
      await parent.getByLabel("Mobile number").fill("98123 45678");
      await page.getByLabel("E-mail").fill(email);
      await page.getByLabel("Home address").fill("12 Model Town, Fatehabad");
      await page.getByRole("button", { name: "Save and Continue" }).click();
      await heading(page, 3, "Previous school");
      // The page fits the phone, nothing to scroll sideways, and a thumb can hit every target (decision 0049).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
      expect(await smallTargets(page)).toEqual([]);
    });

    // The parent stops here; the school has mailed the link once.
    await smtp.until(() => smtp.to(email).length === 1);
    const [saved] = smtp.to(email);
    expect(saved!.mail.subject).toBe("Your application is saved");
    const link = /https?:\/\/\S+\/admissions\/apply\/[\w-]{43}/.exec(saved!.mail.text ?? "")![0];

    await onPhone(browser, true, async (page) => {
      await page.goto(new URL(link).pathname);
      // It opens where the parent stopped.
      await heading(page, 3, "Previous school");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Save and Continue" }).click();
      await heading(page, 4, "Siblings");
      await page.getByRole("button", { name: "Save and Continue" }).click();
      await heading(page, 5, "Documents");

      const photograph = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Photograph" }) });
      // On a slow network (decision 0075): the chosen photo goes at once, and its progress shows as it goes.
      const network = await page.context().newCDPSession(page);
      await network.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 400,
        downloadThroughput: 50_000,
        uploadThroughput: 50_000,
      });
      await photograph
        .getByLabel("A file for the Photograph")
        .setInputFiles({ name: "IMG_0001.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() });
      await expect(photograph.getByRole("status")).toHaveText(/^Uploading: \d+% \(\d+ KB of \d+ KB\)$/);
      await expect(photograph.getByRole("progressbar", { name: "Uploading the Photograph" })).toBeVisible();
      // Continue while it still goes: the page asks rather than drop it.
      await page.getByRole("link", { name: "Continue" }).click();
      const asked = page.getByRole("alert").filter({ hasText: "Chosen but not uploaded yet: Photograph." });
      await expect(asked).toBeVisible();
      await asked.getByRole("button", { name: "Upload now" }).click();
      await expect(photograph.getByText("Uploaded: a photo")).toBeVisible({ timeout: 30_000 });
      await network.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      const birth = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: "Birth certificate" }) });
      await birth
        .getByLabel("A file for the Birth certificate")
        .setInputFiles({ name: "birth.pdf", mimeType: "application/pdf", buffer: PDF });
      await expect(birth.getByText("Uploaded: a PDF")).toBeVisible();
      expect(await smallTargets(page)).toEqual([]);
      await page.getByRole("link", { name: "Continue" }).click();

      await heading(page, 6, "Review");
      await expect(page.getByText(childName)).toBeVisible();
      expect(await smallTargets(page)).toEqual([]);
      await expect(page.getByText(longDate(`${firstYear - 3}-01-15`))).toBeVisible();
      await page.getByRole("checkbox", { name: /I am the child's parent or guardian/ }).check();
      await page.getByRole("button", { name: "Submit Application" }).click();

      await expect(page.getByRole("heading", { name: "Application submitted" })).toBeVisible();
      await expect(page.getByText(`${session}/I/0001`)).toBeVisible();
      await expect(page.getByText("Print or save this page")).toBeVisible();
      await expect(page.getByText("Registration fee: ₹500, to be paid at the school office.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
      expect(await smallTargets(page)).toEqual([]);

      // Where it stands, from the confirmation's link: submitted, with what happens next.
      await page.getByRole("link", { name: "See where your application stands" }).click();
      await expect(page.getByRole("heading", { name: `Application ${session}/I/0001` })).toBeVisible();
      await expect(
        page.getByRole("region", { name: "What happens next" }).getByText("The office will check the application"),
      ).toBeVisible();
    });

    // The confirmation, with the number and the private status link.
    await smtp.until(() => smtp.to(email).length === 2);
    const confirmation = smtp.to(email)[1]!.mail;
    expect(confirmation.subject).toContain(`${session}/I/0001`);
    expect(confirmation.text).toContain(`/admissions/status/${new URL(link).pathname.split("/").pop()}`);
  });

  test("without JavaScript: every step is a plain form, what was typed comes back with the server's messages", async ({
    browser,
  }) => {
    await onPhone(browser, false, async (page) => {
      await page.goto("/admissions/apply");
      await heading(page, 1, "Child");
      await page.getByLabel("Full name (as on the birth certificate)").fill(`Ravi ${stamp}`);
      await page.getByLabel("Date of birth").fill(`${firstYear - 4}-06-01`);
      await page.getByLabel("Class sought").selectOption("Nursery");
      await page.getByRole("button", { name: "Save and Continue" }).click();
      // The server's answer: the message beside the field, what was typed kept.
      await expect(page.getByText("Gender is required")).toBeVisible();
      await expect(page.getByLabel("Full name (as on the birth certificate)")).toHaveValue(`Ravi ${stamp}`);
      await page.getByLabel("Gender").selectOption("Boy");
      await page.getByRole("button", { name: "Save and Continue" }).click();

      await heading(page, 2, "Parents");
      const parent = page.getByRole("group", { name: "Parent or guardian", exact: true });
      await parent.getByLabel("Name").fill("Sunita Devi");
      await parent.getByLabel("Relationship").selectOption("Mother");
      await parent.getByLabel("Mobile number").fill("9812345670");
      await page.getByLabel("Home address").fill("Ward 4, Bhuna");
      await page.getByRole("button", { name: "Save and Continue" }).click();
      await heading(page, 3, "Previous school");
      await page.getByRole("button", { name: "Save and Continue" }).click();
      await heading(page, 4, "Siblings");
      await page.getByRole("button", { name: "Save and Continue" }).click();
      await heading(page, 5, "Documents");

      const photograph = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Photograph" }) });
      // A web page named like a photo: refused by its content, beside its document.
      await photograph.getByLabel("A file for the Photograph").setInputFiles({
        name: "photo.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.from("<!doctype html><p>not a photo</p>"),
      });
      await photograph.getByRole("button", { name: "Upload" }).click();
      await expect(
        photograph.getByText("Please choose a photo (JPEG, PNG, WebP or HEIC) or a PDF: this file is neither."),
      ).toBeVisible();
      await photograph
        .getByLabel("A file for the Photograph")
        .setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: await photo() });
      await photograph.getByRole("button", { name: "Upload" }).click();
      await expect(photograph.getByText("Uploaded: a photo")).toBeVisible();
      await page.getByRole("link", { name: "Continue" }).click();

      await heading(page, 6, "Review");
      await page.getByRole("button", { name: "Submit Application" }).click();
      await expect(page.getByText("Please tick the box to consent")).toBeVisible();
      await page.getByRole("checkbox", { name: /I am the child's parent or guardian/ }).check();
      await page.getByRole("button", { name: "Submit Application" }).click();
      await expect(page.getByRole("heading", { name: "Application submitted" })).toBeVisible();
      await expect(page.getByText(`${session}/N/0001`)).toBeVisible();
      // Printing is the browser's own without scripts.
      await expect(page.getByRole("button", { name: "Print" })).toHaveCount(0);
    });
  });
});
