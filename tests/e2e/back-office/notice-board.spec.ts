// The Notice Board from a phone (decision 0077): a member of staff who may write but not publish puts up a circular
// at 360 px with its signed PDF and a photo of the paper notice taken with the phone's camera, and sends it to a
// publisher; the admin publishes it from the dashboard. It is then on /notices, and its own page passes an
// accessibility audit. That it reaches /hi/notices, the home page, the feed and the subscribers is proven against a
// real database by the integration tests of notices, the feed and sending (tests/integration/site, alerts).
import fs from "node:fs";
import { type Page } from "@playwright/test";
import sharp from "sharp";

import { openSection, seriousViolations, signIn, waitForHydration } from "../support/support";
import { expect, test } from "../support/test";

const phone = { width: 360, height: 740 };
const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: "Notifications" }).getByText(text, { exact: true }).first();

test("a circular written on a phone with a PDF and a camera photo, published, is on the board and has its own page", async ({
  browser,
  page,
  reuseAdminSession,
}, info) => {
  test.setTimeout(180_000);
  const stamp = `${info.workerIndex}-${Date.now().toString(36)}`;
  const writerEmail = `writer-${stamp}@school.example`;
  const title = `Winter vacation ${stamp}`;
  await page.setViewportSize(phone);

  // The admin gives a member of the office Announcements, without Publish announcements.
  await reuseAdminSession(page);
  await openSection(page, "/admin/user-management", "User Management");
  await page.getByRole("button", { name: "Create User" }).click();
  const create = page.getByRole("dialog", { name: "Create User" });
  await create.getByLabel("Email").fill(writerEmail);
  await create.getByLabel("Password").fill("writer-pass-1");
  await create.getByLabel("Name").fill("Office Writer");
  await create.getByRole("checkbox", { name: "Announcements", exact: true }).check();
  await expect(create.getByRole("checkbox", { name: "Publish announcements" })).not.toBeChecked();
  await create.getByRole("button", { name: "Create User" }).click();
  await expect(toast(page, "User created successfully")).toBeVisible();

  // The writer, on a phone.
  const writer = await browser.newPage({ viewport: phone });
  await signIn(writer, writerEmail, "writer-pass-1");
  await openSection(writer, "/admin/announcements", "Announcements");
  await writer.getByRole("link", { name: "Add Announcement" }).click();
  await expect(writer.getByRole("heading", { level: 1, name: "New Announcement" })).toBeVisible();
  await waitForHydration(writer);
  const form = writer.getByRole("main").locator("form").first();
  await expect(form.getByLabel("Category")).toHaveValue("circular");
  await expect(form.getByLabel(/^Circular number/)).toHaveValue(/^P\/\d{4}\/\d+$/);
  await form.getByLabel(/^Circular number/).fill(`P/${stamp}`);
  await form.getByLabel("Title", { exact: true }).fill(title);
  await form
    .getByLabel("Content", { exact: true })
    .fill("Dear parents,\n\nThe school is closed from **25 December**.\n\n- Classes begin again on 2 January");
  await form.getByRole("checkbox", { name: "Send it to subscribers now" }).check();
  // Without the right, the page offers no Publish.
  await expect(form.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
  await form.getByRole("button", { name: "Save Draft" }).click();
  await expect(toast(writer, "Draft saved")).toBeVisible();
  await expect(writer).toHaveURL(/\/admin\/announcements\/[0-9a-f-]{36}$/);
  await waitForHydration(writer);

  // Saved as it is typed: a change, then a move to another field, and the draft has it (decision 0077).
  const content = form.getByLabel("Content", { exact: true });
  await content.fill(`${await content.inputValue()}\n- Uniforms as usual`);
  await form.getByLabel("Date").focus();
  await expect(writer.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  await writer.reload();
  await waitForHydration(writer);
  await expect(content).toHaveValue(/- Uniforms as usual$/);

  // The signed PDF from the phone's files, and a photo of the paper notice from its camera.
  const attachments = writer.getByRole("region", { name: /^Attachments/ });
  await attachments.locator('input[type="file"]:not([capture])').setInputFiles({
    name: "Circular.pdf",
    mimeType: "application/pdf",
    buffer: fs.readFileSync("tests/support/three-pages.pdf"),
  });
  await expect(attachments.getByText("PDF, 22 KB, 3 pages")).toBeVisible({ timeout: 20_000 });
  const camera = attachments.locator('input[type="file"][capture="environment"]');
  await expect(camera).toHaveAttribute("accept", "image/*");
  const snapshot = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#f5f0e1" } })
    .jpeg()
    .toBuffer();
  await camera.setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: snapshot });
  await expect(attachments.getByText("IMG_2041.jpg")).toBeVisible({ timeout: 20_000 });
  await expect(attachments.getByRole("heading", { name: "Attachments (2 of 10)" })).toBeVisible();
  // The words typed above are still there, and still saved.
  await expect(form.getByLabel("Title", { exact: true })).toHaveValue(title);

  await form.getByRole("button", { name: "Send to a Publisher" }).click();
  await expect(toast(writer, "Sent to a publisher")).toBeVisible();

  // The admin, who may publish, finds it on the dashboard.
  await openSection(page, "/admin/dashboard", "Dashboard");
  const waiting = page.getByRole("list", { name: "Waiting to be published" });
  await waiting.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("main").locator("form").first().getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toast(page, "Announcement published")).toBeVisible();

  try {
    // On the board, with its number and what is attached.
    await page.goto("/notices");
    const row = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title }) });
    await expect(row).toContainText(`No. P/${stamp}`);
    await expect(row).toContainText("PDF: 1");
    await expect(row).toContainText("Image: 1");

    // Its own page: the text, the PDF with its size and pages, the photo, WhatsApp, and no serious violation.
    await page.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(/\/notices\/\d+-winter-vacation-/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("main").getByText("25 December")).toHaveJSProperty("tagName", "STRONG");
    await expect(page.getByRole("link", { name: /Circular\.pdf|circular/i })).toContainText("3 pages");
    await expect(page.getByRole("main").getByRole("img", { name: "IMG_2041.jpg" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Share on WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\?text=/,
    );
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await openSection(page, "/admin/announcements", "Announcements");
    const card = page.getByRole("main").getByRole("article").filter({ hasText: title });
    if ((await card.count()) > 0) {
      await card.getByRole("button", { name: "Delete" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete Announcement" }).click();
      await expect(card).toHaveCount(0);
    }
  }
});
