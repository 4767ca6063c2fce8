// Site-wide alerts in the browser (docs/specification.md §24): staff publish an
// urgent alert from a phone and the public pages show it, in English and in
// Hindi, kept pages included, at 360 px; a parent dismisses a warning before the
// page's scripts have come, and it stays gone; the urgent one cannot be
// dismissed. A parent subscribes, confirms from the mail, receives an alert
// staff send (§24 "Sending"), and unsubscribes from that mail. Every page shows
// the alerts, so this spec runs with the site-wide changes, on a server of
// their own (playwright.config.ts), and removes what it published however it ends.
import { type Browser, type Page } from "@playwright/test";

import { mailsTo } from "../support/mail";
import { openSection, schoolDateTime, seriousViolations, waitForHydration } from "../support/support";
import { expect, test } from "../support/test";

const PHONE = { width: 360, height: 740 };
const URGENT = "School closed tomorrow, Tuesday, for dense fog. Classes resume Wednesday.";
const URGENT_HI = "घने कोहरे के कारण कल, मंगलवार को स्कूल बंद रहेगा। कक्षाएँ बुधवार से।";
const WARNING = "School buses will run one hour late this week.";
const COLD_WAVE = "School closed on Friday for the cold wave. Online classes at 10 AM.";

test.use({ viewport: PHONE });
// One after the other: each removes what it published, which the other would be reading.
// Two minutes a test: each publishes and removes through the back office, and the last waits for mail. Each is
// staff's, the test admin signed in in the page (decision 0047), beside a parent's phone.
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.beforeEach(({ page, reuseAdminSession }) => reuseAdminSession(page));

async function publish(page: Page, severity: string, text: string, textHi?: string, send = false) {
  await openSection(page, "/admin/alerts", "Alerts");
  await page.getByRole("button", { name: "Publish Alert" }).click();
  const dialog = page.getByRole("dialog", { name: "Publish Alert" });
  await dialog.getByLabel("How serious").selectOption({ label: severity });
  await dialog.getByLabel("Text", { exact: true }).fill(text);
  // While the Hindi is empty the field says what Hindi readers will get (decision 0075).
  const hindiEmpty = dialog.getByText("Empty: Hindi readers will see the English.");
  await expect(hindiEmpty).toBeVisible();
  if (textHi) {
    await dialog.getByLabel("Text (Hindi) (optional)").fill(textHi);
    await expect(hindiEmpty).toHaveCount(0);
  }
  await dialog.getByLabel("Link (optional)").fill("/calendar");
  if (/tomorrow/i.test(text)) {
    // A closure announced for tomorrow would end tonight by default: the dialog says so, in words, until the end
    // is moved past tomorrow with one tap (decision 0075).
    await expect(dialog.getByText(/It shows until \w+day \d+ \w+, 11:59 PM \(today\)\./)).toBeVisible();
    const warning = dialog.getByRole("alert").filter({ hasText: "The text says tomorrow, but the alert ends today" });
    await expect(warning).toBeVisible();
    await dialog.getByRole("button", { name: "End of tomorrow" }).click();
    await expect(dialog.getByText(/It shows until \w+day \d+ \w+, 11:59 PM \(tomorrow\)\./)).toBeVisible();
    await expect(warning).toHaveCount(0);
  } else await dialog.getByLabel("Shows until").fill(schoolDateTime(24 * 60));
  if (send) await dialog.getByRole("checkbox", { name: "Send it to subscribers now" }).check();
  await dialog.getByRole("button", { name: "Publish Alert" }).click();
  await expect(page.getByRole("region", { name: "Notifications" }).getByText("Alert published").first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Removes every alert this spec published, through the page staff use. */
async function removeAll(page: Page) {
  await openSection(page, "/admin/alerts", "Alerts");
  for (const text of [URGENT, WARNING, COLD_WAVE]) {
    const remove = page.getByRole("button", { name: `Remove "${text}"` });
    if ((await remove.count()) === 0) continue;
    await remove.click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove Alert" }).click();
    await expect(remove).toHaveCount(0);
  }
}

/** A parent's phone: a new browser, no session, so it is served the kept copy of each page. */
async function parentPhone(browser: Browser) {
  const { baseURL } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true });
  return { page: await context.newPage(), close: () => context.close() };
}

// Every public page in both languages shows an alert, by the clock, kept pages dropped when one is published:
// tests/integration/alerts/alerts.test.ts and tests/integration/site/page-cache.test.ts. Here, what a phone shows of
// it, on pages of each kind: the home page, a form's page, the calendar, and the widest tables, in both languages.
const SHOWN_ON = ["/", "/hi/admissions", "/calendar", "/hi/mandatory-disclosures"];

test("staff publish an urgent alert from a phone and the public pages show it, kept ones too, in both languages", async ({
  page,
  browser,
}) => {
  const parent = await parentPhone(browser);
  try {
    // Each page kept before the alert (asked for as a browser would, without running it): it must not be served as
    // it was kept.
    for (const address of SHOWN_ON) {
      const kept = await parent.page.request.get(address);
      expect(kept.status(), address).toBe(200);
    }
    // A parent already reading the site, the page theirs (hydrated), before the alert is published.
    const reading = await parentPhone(browser);
    await reading.page.goto("/about");
    await reading.page.keyboard.press("Shift");
    await expect.poll(() => reading.page.evaluate(() => "hydrated" in document.documentElement.dataset)).toBe(true);

    await publish(page, "Urgent: a closure or danger (cannot be dismissed)", URGENT, URGENT_HI);
    await expect(page.getByRole("article").filter({ hasText: URGENT }).getByText("Showing now")).toBeVisible();

    // The next page they reach by a link of the site shows it, without a reload.
    await reading.page.getByLabel("Menu", { exact: true }).click();
    await reading.page.getByRole("banner").getByRole("link", { name: "Calendar", exact: true }).click();
    await expect(reading.page).toHaveURL(/\/calendar$/);
    await expect(reading.page.getByRole("region", { name: "Urgent", exact: true })).toContainText(URGENT);
    await reading.close();

    for (const address of SHOWN_ON) {
      const [label, text] = address.startsWith("/hi") ? ["ज़रूरी", URGENT_HI] : ["Urgent", URGENT];
      await parent.page.goto(address);
      const alert = parent.page.getByRole("region", { name: label, exact: true });
      await expect(alert, address).toContainText(text);
      // Above the header, with its link in the page's language, and no way to dismiss it.
      await expect(alert.getByRole("link")).toHaveAttribute(
        "href",
        address.startsWith("/hi") ? "/hi/calendar" : "/calendar",
      );
      await expect(alert.getByRole("button")).toHaveCount(0);
      const box = await alert.boundingBox();
      expect(box!.y, address).toBe(0);
      expect(await parent.page.evaluate(() => document.documentElement.scrollWidth), address).toBeLessThanOrEqual(
        PHONE.width,
      );
    }
  } finally {
    await parent.close();
    await removeAll(page);
  }
  const after = await parentPhone(browser);
  try {
    const answer = await after.page.goto("/about");
    // Whether the page came from the page cache, should this fail: a kept copy or a render.
    await expect(after.page.getByText(URGENT), `X-Cache: ${answer?.headers()["x-cache"]}`).toHaveCount(0);
  } finally {
    await after.close();
  }
});

test("a parent dismisses a warning as the page arrives, and it stays gone; the urgent one stays", async ({
  page,
  browser,
}) => {
  const parent = await parentPhone(browser);
  try {
    await publish(page, "Urgent: a closure or danger (cannot be dismissed)", URGENT);
    await publish(page, "Warning: parents should act", WARNING);
    // Neither has its Hindi: the dashboard counts them, with the way to the Alerts page (decision 0075).
    await page.goto("/admin/dashboard");
    const withoutHindi = page.getByRole("list", { name: "Without Hindi" });
    await expect(withoutHindi).toContainText("2 alerts showing now: Alerts");
    await withoutHindi.getByRole("link", { name: "Alerts" }).click();
    await expect(page).toHaveURL(/\/admin\/alerts$/);

    // Pressed before the page's scripts have come: a plain form post, and the page comes back without it.
    await parent.page.goto("/contact", { waitUntil: "commit" });
    const warning = parent.page.getByRole("region", { name: "Warning", exact: true });
    await expect(warning).toContainText(WARNING);
    await warning.getByRole("button", { name: "Dismiss this alert" }).click();
    await expect(parent.page).toHaveURL(/\/contact$/);
    await expect(warning).toHaveCount(0);
    await expect(parent.page.getByRole("region", { name: "Urgent", exact: true })).toContainText(URGENT);
    // The office's list of alerts, and its form, pass an accessibility audit.
    await openSection(page, "/admin/alerts", "Alerts");
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: `Edit "${WARNING}"` }).click();
    await expect(page.getByRole("dialog", { name: "Edit Alert" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    // Gone from every other page too, in both languages; the urgent one is on them.
    for (const address of ["/", "/hi/admissions", "/calendar"]) {
      await parent.page.goto(address);
      await expect(parent.page.getByText(WARNING), address).toHaveCount(0);
      await expect(parent.page.getByText(URGENT), address).toBeVisible();
    }

    // Another parent still has it, and dismisses it once the page is theirs: it goes at once.
    const other = await parentPhone(browser);
    try {
      await other.page.goto("/gallery");
      const theirs = other.page.getByRole("region", { name: "Warning", exact: true });
      await expect(theirs).toContainText(WARNING);
      // Both alerts at once pass an accessibility audit.
      expect(await seriousViolations(other.page)).toEqual([]);
      await other.page.keyboard.press("Shift");
      await expect.poll(() => other.page.evaluate(() => "hydrated" in document.documentElement.dataset)).toBe(true);
      // The page keeps it gone at once; the cookie that keeps it gone on the next page comes with the post's answer.
      const remembered = other.page.waitForResponse((response) => response.url().endsWith("/alerts/dismiss"));
      await theirs.getByRole("button", { name: "Dismiss this alert" }).click();
      await expect(theirs).toHaveCount(0);
      await remembered;
      await expect(other.page).toHaveURL(/\/gallery$/);
      await other.page.goto("/about");
      await expect(other.page.getByText(WARNING)).toHaveCount(0);
    } finally {
      await other.close();
    }
  } finally {
    await parent.close();
    await removeAll(page);
  }
});

test("a parent subscribes, confirms from the mail, receives the alert staff send, and unsubscribes from it", async ({
  page,
  browser,
}, info) => {
  const email = `alert-journey-${info.workerIndex}-${Date.now().toString(36)}@example.com`;
  const parent = await parentPhone(browser);
  try {
    // Subscribed, and confirmed by the link in the mail the SMTP server received.
    await parent.page.goto("/alerts/subscribe");
    await waitForHydration(parent.page);
    await parent.page.getByRole("textbox", { name: "E-mail address" }).fill(email);
    await parent.page.getByRole("checkbox", { name: /I am 18 or over/ }).check();
    await parent.page.getByRole("button", { name: "Get School Alerts" }).click();
    await expect(parent.page.getByRole("main").getByRole("status")).toContainText("Look in your mailbox");
    const [confirmation] = await mailsTo(email, "/alerts/confirm?token=");
    const confirm = new URL(/https?:\/\/\S+\/alerts\/confirm\?token=[\w-]+/.exec(confirmation!.text!)![0]);
    await parent.page.goto(confirm.pathname + confirm.search);
    await parent.page.getByRole("button", { name: "Confirm" }).click();
    await expect(parent.page.getByRole("status")).toHaveText(
      "Subscribed. The school's alerts will come to your e-mail.",
    );

    // Staff publish an urgent alert from a phone and send it at once.
    await publish(page, "Urgent: a closure or danger (cannot be dismissed)", COLD_WAVE, undefined, true);
    const card = page.getByRole("article").filter({ hasText: COLD_WAVE });
    await expect(card).toContainText(/Sent to subscribers .+: \d+ e-mails?\b/);

    // It arrives, with the way out in its text and in its header fields.
    const [alertMail] = await mailsTo(email, COLD_WAVE);
    expect(alertMail!.subject).toBe(`Urgent: ${COLD_WAVE}`);
    const unsubscribe = /https?:\/\/\S+\/alerts\/unsubscribe\?token=[\w-]+/.exec(alertMail!.text!)![0];
    const header = alertMail!.headerLines.find((line) => line.key === "list-unsubscribe")?.line ?? "";
    expect(header.replace(/\s+/g, " ")).toBe(`List-Unsubscribe: <${unsubscribe}>`);
    // The office sees it delivered; sending it again asks first, in other words.
    await expect
      .poll(async () => {
        await page.reload();
        return card.textContent();
      })
      .toMatch(/[1-9]\d* delivered, 0 waiting, 0 failed/);
    await card.getByRole("button", { name: `Send again "${COLD_WAVE}" to subscribers` }).click();
    const again = page.getByRole("alertdialog", { name: "Send Again" });
    await expect(again).toContainText("was sent to subscribers");
    await again.getByRole("button", { name: "Cancel" }).click();

    // Unsubscribed from the alert's own mail, without signing in.
    await parent.page.goto(new URL(unsubscribe).pathname + new URL(unsubscribe).search);
    await expect(parent.page.getByText(email)).toBeVisible();
    await parent.page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(parent.page.getByRole("status")).toHaveText(
      "Unsubscribed. The school will send no more alerts there.",
    );
  } finally {
    await parent.close();
    await removeAll(page);
  }
});
