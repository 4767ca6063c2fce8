// /admin/settings in the browser: an admin changes the school's phone and the
// public footer shows it on the next page. The phone is put back however the
// test ends (other specs read the seeded contacts), so the change stays brief.
import { type Locator, type Page } from "@playwright/test";

import { openSection, school, waitForHydration } from "../support/support";
import { expect, test } from "../support/test";

const NEW_PHONE = "+91 98765 43210";

/** Opens School Settings, sets the field `field` finds on it to `value`, and saves. */
async function saveSetting(page: Page, field: Locator, value: string) {
  await openSection(page, "/admin/settings", "School Settings");
  // The IT vendor's part of the page is folded: opened when the field is in it.
  const folded = page.locator("details:not([open])").filter({ has: field });
  if ((await folded.count()) > 0) await folded.locator("summary").click();
  await field.fill(value);
  // The field's own group's Save (decision 0075): its fields alone are saved.
  await page
    .getByRole("group")
    .filter({ has: field })
    .getByRole("button", { name: /^Save / })
    .click();
  await expect(
    page.getByRole("region", { name: "Notifications" }).getByText("School settings saved").first(),
  ).toBeVisible();
  // The form shows what was saved, not what it was loaded with.
  await expect(field).toHaveValue(value);
}

test("an admin changes the phone and the footer and the phone bar show it", async ({
  page,
  browser,
  baseURL,
  reuseAdminSession,
}) => {
  // A parent's phone, without a session: it is served the kept copy of a page (decision 0034).
  const parent = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const parentPage = await parent.newPage();
  const phoneBar = parentPage.getByRole("navigation", { name: "Contact the school" });
  await parentPage.goto("/");
  await expect(phoneBar.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+910000000001");
  await reuseAdminSession(page);
  await page.goto("/admin/dashboard");
  // The dashboard's checklist, as progress that opens on a tap, warns of the seeded placeholder and links to its field.
  const ready = page.getByRole("region", { name: "Getting ready for parents" });
  await ready.getByText(/^Getting the site ready: \d+ of \d+ done$/).click();
  await ready.getByRole("link", { name: "Phone", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/settings#school-settings-phonePrimary$/);
  await expect(page.getByText("it is not a section that can be given to other staff")).toBeVisible();
  // What a blank notification address does, as the mail code does it (request-mail.server.ts).
  await expect(page.getByText("A field left blank sends them to the school's e-mail.")).toBeVisible();

  try {
    await saveSetting(page, page.getByLabel("Phone", { exact: true }), NEW_PHONE);
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: NEW_PHONE })).toHaveAttribute("href", "tel:+919876543210");
    await expect(footer.getByText(school.phonePrimary!)).toHaveCount(0);
    // The save dropped the parent's kept copy: the bar calls and opens WhatsApp on the new number.
    await parentPage.goto("/");
    await expect(phoneBar.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+919876543210");
    await expect(phoneBar.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/919876543210\?/,
    );
  } finally {
    await saveSetting(page, page.getByLabel("Phone", { exact: true }), school.phonePrimary!);
    await parent.close();
  }
});

test("a phone that is not one is refused with its message next to the field", async ({ page, reuseAdminSession }) => {
  await reuseAdminSession(page);
  await openSection(page, "/admin/settings", "School Settings");
  const phone = page.getByLabel("Phone", { exact: true });
  await phone.fill("12345");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Phone must have at least 10 digits").first()).toBeVisible();
  // Another group saves on its own, the half-typed phone neither stopping it nor lost (decision 0075).
  const school = page.getByRole("group", { name: "The school" });
  const code = school.getByLabel("School code");
  const before = await code.inputValue();
  await code.fill("40123");
  await school.getByRole("button", { name: "Save The school" }).click();
  await expect(
    page.getByRole("region", { name: "Notifications" }).getByText("School settings saved").first(),
  ).toBeVisible();
  await expect(phone).toHaveValue("12345");
  await code.fill(before);
  await school.getByRole("button", { name: "Save The school" }).click();
  await expect(code).toHaveValue(before);
});

// Runs with the site-wide changes: a published version stays (versions are never deleted).
test("an admin publishes a new version of the privacy notice; the old one stays readable", async ({
  page,
  reuseAdminSession,
}) => {
  await reuseAdminSession(page);
  await openSection(page, "/admin/settings", "School Settings");
  await page.getByRole("link", { name: "Edit the privacy notice's text" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Notice" })).toBeVisible();
  await waitForHydration(page);
  const english = page.getByLabel("English text");
  await english.fill(
    `${await english.inputValue()}\n\n## Photographs\nWe never publish a child's photo with their name.`,
  );
  await page.getByRole("button", { name: "Publish New Version" }).click();
  await expect(
    page.getByRole("region", { name: "Notifications" }).getByText("Privacy notice published").first(),
  ).toBeVisible();
  const versions = page.getByRole("region", { name: "Versions" });
  await expect(versions.getByRole("listitem")).toHaveCount(2);
  await expect(versions.getByRole("listitem").first()).toContainText("(in force)");

  await page.goto("/privacy");
  await expect(page.getByRole("main")).toContainText("Version 2, published");
  await expect(page.getByRole("heading", { level: 2, name: "Photographs" })).toBeVisible();
  await page.goto("/privacy?version=1");
  await expect(page.getByRole("main")).toContainText("Version 1, published");
  await expect(page.getByRole("heading", { level: 2, name: "Photographs" })).toHaveCount(0);
});

// Decision 0037: the go-live checklist links each line to its field, and a social icon shows only once it is set.
test("the go-live checklist opens a field focused; a social link set shows its icon alone", async ({
  page,
  reuseAdminSession,
}) => {
  const FACEBOOK = "https://www.facebook.com/fatehabadschool";
  await reuseAdminSession(page);
  await page.goto("/admin/dashboard");
  await page.getByText(/^Getting the site ready: \d+ of \d+ done$/).click();
  const checklist = page.getByRole("list", { name: "Go-live checklist" });
  // (Only lines no other test here changes: the tests of this file may run at once.)
  await expect(checklist.getByRole("listitem").filter({ hasText: "Application form" })).toContainText(
    "Application form: not uploaded",
  );
  await expect(checklist.getByRole("listitem").filter({ hasText: "Facebook page" })).toContainText(
    "Facebook page: not set: the Facebook icon is hidden",
  );
  await checklist.getByRole("link", { name: "Facebook page" }).click();
  await expect(page).toHaveURL(/\/admin\/settings#school-settings-facebookUrl$/);
  await waitForHydration(page);
  await expect(page.getByLabel("Facebook page")).toBeFocused();
  await expect(page.getByLabel("Facebook page")).toBeInViewport();

  try {
    await saveSetting(page, page.getByLabel("Facebook page"), FACEBOOK);
    await page.goto("/admin/dashboard");
    await page.getByText(/^Getting the site ready: \d+ of \d+ done$/).click();
    await expect(checklist.getByRole("link", { name: "Instagram page" })).toBeVisible();
    await expect(checklist.getByRole("link", { name: "Facebook page" })).toHaveCount(0);

    await page.goto("/");
    const social = page.getByRole("contentinfo").getByRole("list", { name: "Social media" });
    await expect(social.getByRole("link")).toHaveCount(1);
    const facebook = social.getByRole("link", { name: /^Facebook\b/ });
    await expect(facebook).toHaveAttribute("href", FACEBOOK);
    await expect(facebook).toHaveAttribute("target", "_blank");
    await expect(facebook).toHaveAttribute("rel", /(^|\s)noopener(\s|$)/);
    await page.goto("/contact");
    await expect(page.getByRole("heading", { name: "Follow Us" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Follow us on" }).getByRole("link")).toHaveCount(1);
  } finally {
    await saveSetting(page, page.getByLabel("Facebook page"), "");
  }
});

// Decision 0075: a mobile number is offered only while a gateway sends texts, and the dashboard counts those who wait.
test("a father subscribes by mobile once a gateway is set; without one the dashboard says he waits", async ({
  page,
  browser,
  baseURL,
  reuseAdminSession,
}) => {
  const gateway = () => page.getByLabel("Gateway address");
  const father = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const fatherPage = await father.newPage();
  await reuseAdminSession(page);
  try {
    // An address that reaches nothing: this test sends no alert.
    await saveSetting(page, gateway(), "https://gateway.example/messages");
    await fatherPage.goto("/hi/alerts/subscribe");
    await waitForHydration(fatherPage);
    const mobile = `98${String(Date.now()).slice(-8)}`;
    await fatherPage.getByRole("textbox", { name: "मोबाइल नंबर" }).fill(mobile);
    await fatherPage.getByRole("checkbox", { name: /मेरी आयु 18 वर्ष/ }).check();
    await fatherPage.getByRole("button", { name: "विद्यालय के अलर्ट पाएँ" }).click();
    await expect(fatherPage.getByRole("main").getByRole("status")).toHaveText(
      "धन्यवाद। विद्यालय जब अलर्ट भेजेगा, वे आपके मोबाइल पर एसएमएस या व्हाट्सऐप से आएँगे।",
    );
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("region", { name: "Text messages" })).toHaveCount(0);

    await saveSetting(page, gateway(), "");
    await page.goto("/admin/dashboard");
    const waiting = page.getByRole("region", { name: "Text messages" });
    await expect(waiting).toContainText(/\d+ parents? waits? for alerts on their mobile/);
    await waiting.getByRole("link", { name: "Set up SMS or WhatsApp in School Settings" }).click();
    await expect(page).toHaveURL(/\/admin\/settings#school-settings-gatewayUrl$/);
    // The IT vendor's part opens for it, and the field takes the focus; Save is at hand.
    await expect(gateway()).toBeFocused();
    await expect(page.getByRole("button", { name: "Save Settings" })).toBeInViewport();
    // And the father's page no longer offers what would not come.
    await fatherPage.goto("/hi/alerts/subscribe");
    await expect(fatherPage.getByRole("textbox", { name: "मोबाइल नंबर" })).toHaveCount(0);
  } finally {
    await saveSetting(page, gateway(), "");
    await father.close();
  }
});
