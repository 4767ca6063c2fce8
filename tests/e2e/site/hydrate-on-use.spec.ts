// A public page runs as plain HTML until its visitor starts to use it: React's
// renderer, and a page's form with its checks, load at the first press, touch,
// key or focus (app/entry.client.tsx, app/lib/page/first-use.ts, decision 0036).
// Nothing done while they load may be lost.
import { type Page } from "@playwright/test";

import { giveConsent } from "../support/requests.ts";
import { desktop, isHydrated, mobile } from "../support/support";
import { expect, test } from "../support/test";

/** Scripts the page asks for from now on. */
function scriptsRequested(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(request.url());
  });
  return urls;
}

/** Holds every script asked for from now on until `release()`: a slow network, at the moment it matters. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Form posts the page makes from now on. */
function postsMade(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") urls.push(request.url());
  });
  return urls;
}

const hydrated = (page: Page) => expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);

test.describe("A public page", () => {
  test("loads React's renderer only when its visitor starts to use it", async ({ page }) => {
    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    const later = scriptsRequested(page);
    // Reading, and scrolling with a wheel, are not using.
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(500);
    expect(await isHydrated(page)).toBe(false);
    expect(later).toEqual([]);

    await page.keyboard.press("Tab");
    await hydrated(page);
    expect(later.length).toBeGreaterThan(0);
  });

  test("hydrates at once in the back office, and when it carries a toast", async ({ page, baseURL }) => {
    await page.goto("/admin");
    await hydrated(page);

    // A message sent as a browser without JavaScript sends it: the page it comes back to carries the thanks.
    const posted = await page.request.post("/contact", {
      headers: { Origin: baseURL! },
      form: { name: "Early Bird", email: "early@example.com", phone: "9876543210", message: "Hello", consent: "on" },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(302);
    await page.goto("/contact");
    await hydrated(page);
  });

  test("keeps what is typed into its form while the scripts load, then checks and sends it", async ({ page }) => {
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    const release = await holdScripts(page);
    const form = page.getByRole("region", { name: "Send us a Message" });
    const typed = { Name: "Meena", Email: "meena@example.com", Phone: "9876543210", Message: "Is there a bus?" };
    for (const [label, value] of Object.entries(typed)) {
      await form.getByRole("textbox", { name: label }).pressSequentially(value);
    }
    await giveConsent(form);
    expect(await isHydrated(page)).toBe(false);

    release();
    await hydrated(page);
    for (const [label, value] of Object.entries(typed)) {
      await expect(form.getByRole("textbox", { name: label })).toHaveValue(value);
    }
    await expect(form.getByRole("checkbox")).toBeChecked();
    // The form's own checks run now: a missing name is refused in the page.
    await form.getByRole("textbox", { name: "Name" }).fill("");
    await form.getByRole("button", { name: "Send Message" }).click();
    const notifications = page.getByRole("region", { name: /Notifications/ });
    await expect(notifications.getByText("Name is required")).toBeVisible();
    await form.getByRole("textbox", { name: "Name" }).fill(typed.Name);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(notifications.getByText("Thank you for your message! We'll get back to you soon.")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("");
  });

  test("presses a button once more if it was pressed before the page hydrated, and only once", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const release = await holdScripts(page);
    const chevron = page.getByRole("button", { name: "About submenu" });
    await chevron.click();
    await expect(chevron).toHaveAttribute("aria-expanded", "false");

    release();
    await hydrated(page);
    await expect(chevron).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Our Ethos" })).toBeVisible();
  });

  test("keeps the phone menu open if it was opened before the page hydrated, and its pages bring their forms", async ({
    page,
  }) => {
    await page.setViewportSize(mobile);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const release = await holdScripts(page);
    await page.getByLabel("Menu", { exact: true }).click();
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(menu).toBeVisible();

    release();
    await hydrated(page);
    await expect(menu).toBeVisible();
    // And once hydrated, choosing a page still closes it.
    await menu.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();

    // The Contact page came in the page (no page load): its form and its checks load with it. An empty name is
    // refused in the page, without a post (sending is tested above; every send counts against 127.0.0.1's limit).
    const posts = postsMade(page);
    const form = page.getByRole("region", { name: "Send us a Message" });
    await form.getByRole("textbox", { name: "Email" }).fill("meena@example.com");
    await form.getByRole("button", { name: "Send Message" }).click();
    const notifications = page.getByRole("region", { name: /Notifications/ });
    await expect(notifications.getByText("Name is required")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Name" })).toBeFocused();
    expect(posts).toEqual([]);
  });
});
