// An application worked to an admission on a phone (docs/specification.md §22, decision 0059): the office sees the
// uploaded photograph, ticks the documents verified, checks the documents (undone once, so that mail never goes),
// offers a seat, records the fee and admits. Without JavaScript a move still posts, and a refused one opens again
// with its message. The application is seeded as rows in a database of the spec's own, with a server of its own
// reading it. The parent's mail for each stage, queued, and none for the one undone, is proven against a real
// database by tests/integration/applications/application-stages.test.ts; the outbox's delivery to a real SMTP
// server by tests/integration/operations/mail-delivery.test.ts.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";

import { longDate } from "../../../db/time";
import { freshDatabase } from "../../../scripts/fresh-database.ts";
import { createAdmin, execute, startOwnServer, type OwnServer } from "../support/own-server.ts";
import { signIn } from "../support/support";
import { expect, test } from "../support/test";

const ADMIN = { email: "stages-admin@school.example", password: "stages-admin-password", name: "Stages Admin" };
const phone = { width: 360, height: 740 };
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
const inAWeek = new Date(Date.parse(`${today}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);

/** The move to `label` in the stage panel, while it is offered. */
const moveTo = (panel: Locator, label: string) =>
  panel
    .locator("li:not([hidden])")
    .filter({ has: panel.page().locator("summary", { hasText: new RegExp(`^${label}$`) }) });

test.describe("working an application to an admission", () => {
  test.describe.configure({ mode: "serial" });
  let server: OwnServer;
  let env: Record<string, string>;
  let cleanup = async () => {};
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), "school-stages-uploads-"));
  const stamp = Date.now().toString(36);
  const parentEmail = `ravi.${stamp}@example.com`;
  const online = crypto.randomUUID();
  const paper = crypto.randomUUID();

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const database = await freshDatabase("application_stages");
    cleanup = database.cleanup;
    env = { ...database.env, UPLOADS_DIR: uploads };
    // Started to make the tables and the admin; the embedded database is stopped while the application is written in.
    server = await startOwnServer(env);
    await createAdmin(ADMIN, env);
    const embedded = !env.DATABASE_URL;
    if (embedded) await server.stop();
    const photo = await sharp({ create: { width: 60, height: 80, channels: 3, background: "#2f6f4f" } })
      .webp()
      .toBuffer();
    fs.mkdirSync(path.join(uploads, "applications", online), { recursive: true });
    fs.writeFileSync(path.join(uploads, "applications", online, "photograph.webp"), photo);
    const application = (id: string, number: string, child: string, email: string | null, language: string) =>
      `('${id}', '${number}', 'e2e-${id}', '2027-28', 'Class I', '${child}', '2021-05-04', 'Girl', 'Ravi Kumar', 'Father', '9876543210', ${email ? `'${email}'` : "null"}, '12 Model Town, Fatehabad', '${language}')`;
    await execute(
      env,
      `insert into admission_sessions (session, opens_on, closes_on) values ('2027-28', '${today}', '${inAWeek}');
       insert into admission_classes (session, class_name, seats, age_cut_off) values ('2027-28', 'Class I', 30, '2027-03-31');
       insert into applications (id, number, token_hash, session, class_sought, child_name, date_of_birth, gender,
         parent_name, parent_relationship, parent_mobile, email, address, language) values
         ${application(online, "2027-28/I/0001", "Asha Rani", parentEmail, "en")},
         ${application(paper, "2027-28/I/0002", "Meera Devi", null, "hi")};
       insert into application_documents (application_id, kind, storage_key, content_type, bytes) values
         ('${online}', 'photograph', 'applications/${online}/photograph.webp', 'image/webp', ${photo.length});`,
    );
    if (embedded) server = await startOwnServer(env);
  });

  test.afterAll(async () => {
    await server?.stop();
    await cleanup();
    fs.rmSync(uploads, { recursive: true, force: true });
  });

  async function onPhone(page: Page) {
    await page.setViewportSize(phone);
    await signIn(page, ADMIN.email, ADMIN.password);
  }

  test("the office checks the documents, offers a seat, records the fee and admits, with JavaScript and without", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: server.origin, viewport: phone });
    const page = await context.newPage();
    await onPhone(page);
    await page.goto(`/admin/applications/${online}`);
    await expect(page.getByRole("heading", { level: 1, name: "Application of Asha Rani" })).toBeVisible();
    const toasts = page.getByRole("region", { name: /Notifications/ });

    // The uploaded photograph, shown in the page from its back office address.
    const photo = page.getByRole("img", { name: "Photograph, as uploaded (opens full size)" });
    await expect(photo).toBeVisible();
    // Loaded lazily, as it comes into view.
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(60);

    const checklist = page.getByRole("group", { name: "Documents verified" });
    await checklist.getByLabel("Birth certificate").check();
    await checklist.getByLabel("Photograph").check();
    await page.getByRole("button", { name: "Save Checklist" }).click();
    await expect(toasts.getByText("Documents verified saved")).toBeVisible();

    const panel = page.getByRole("region", { name: "Stage" });
    // Only the moves the rules allow: no skipping to an offer from Submitted.
    await expect(moveTo(panel, "Offer a seat")).toHaveCount(0);
    // The first move, undone from its toast: back at Submitted, and its mail never goes.
    const checked = moveTo(panel, "Documents checked");
    await checked.locator("summary").click();
    await checked.getByRole("button", { name: "Mark Documents Checked" }).click();
    await expect(panel.getByText("Move from Documents checked to")).toBeVisible();
    await toasts.getByRole("button", { name: "Undo" }).click();
    await expect(toasts.getByText("Status change undone")).toBeVisible();
    await expect(panel.getByText("Move from Submitted to")).toBeVisible();

    await checked.locator("summary").click();
    await checked.getByLabel("Why").fill("Birth certificate seen on paper");
    await checked.getByRole("button", { name: "Mark Documents Checked" }).click();
    await expect(panel.getByText("Move from Documents checked to")).toBeVisible();

    const offer = moveTo(panel, "Offer a seat");
    await offer.locator("summary").click();
    await offer.getByLabel("Fee due by").fill(inAWeek);
    await offer.getByRole("button", { name: "Offer Seat" }).click();
    await expect(panel.getByText("Move from Offered to")).toBeVisible();
    await expect(panel.locator("dd", { hasText: longDate(inAWeek) })).toBeVisible();

    const fee = moveTo(panel, "Fee received");
    await fee.locator("summary").click();
    await fee.getByLabel("Amount (₹)").fill("25000");
    await fee.getByLabel("Paid on").fill(today);
    await fee.getByLabel("Receipt number").fill("R-118");
    await fee.getByLabel("Mode").selectOption({ label: "UPI" });
    await fee.getByRole("button", { name: "Record Fee" }).click();
    await expect(panel.getByText("₹25,000 on")).toBeVisible();

    const admit = moveTo(panel, "Admit");
    await admit.locator("summary").click();
    await admit.getByRole("button", { name: "Admit" }).click();
    await expect(panel.getByText("Move from Admitted to")).toBeVisible();
    // Kept, with the reason "admitted"; the history says who offered the seat and why.
    await expect(page.getByText("Kept:")).toBeVisible();
    await expect(
      page.getByRole("region", { name: "History" }).getByText("Why: Birth certificate seen on paper"),
    ).toBeVisible();
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);

    // The table of classes counts the admission; its figure, a plain link, opens exactly that row in the page,
    // without loading it again (decision 0061).
    await page.goto("/admin/applications");
    await page.evaluate(() => Object.assign(window, { keptAcrossNavigation: true }));
    await page.getByRole("link", { name: "1 Admitted, Class I" }).click();
    await expect(page).toHaveURL(/\?session=2027-28&class=Class\+I&status=admitted$/);
    await expect(page.getByText("Showing 1–1 of 1 application")).toBeVisible();
    await expect(page.getByRole("link", { name: "Asha Rani", exact: true })).toBeVisible();
    expect(await page.evaluate(() => "keptAcrossNavigation" in window)).toBe(true);

    // Without JavaScript, a move still posts, and one refused opens again
    // with its message.
    const withoutScripts = await browser.newContext({
      baseURL: server.origin,
      viewport: phone,
      javaScriptEnabled: false,
      storageState: await context.storageState(),
    });
    const plain = await withoutScripts.newPage();
    await plain.goto(`/admin/applications/${paper}`);
    const plainPanel = plain.getByRole("region", { name: "Stage" });
    const notOffered = moveTo(plainPanel, "Not offered");
    await notOffered.locator("summary").click();
    await notOffered.getByRole("button", { name: "Mark Not Offered" }).click();
    // The server's answer: the move's form open again, with its message.
    await expect(notOffered.getByText("Please give the reason")).toBeVisible();
    await notOffered.getByLabel("Reason").fill("The family moved to Hisar");
    await notOffered.getByRole("button", { name: "Mark Not Offered" }).click();
    await expect(plainPanel.getByText("Move from Not offered to")).toBeVisible();
    await expect(plainPanel.getByText("The family moved to Hisar")).toBeVisible();
    // From Not offered, reopening is the one move left.
    await expect(moveTo(plainPanel, "Reopen as Submitted")).toBeVisible();
    await expect(plainPanel.locator("li:not([hidden])")).toHaveCount(1);
    await withoutScripts.close();

    await context.close();
  });
});
