// Every page of the back office, for the sweeps that try them all (decision
// 0050): its address, or how to find a record's address, and its <h1>.
import { type Locator, type Page } from "@playwright/test";

import { fixtureName, PAGE_FIXTURE, RECORD_FIXTURE } from "./fixture-data";
import { expect } from "./test";

export interface BackOfficePage {
  /** What the sweep calls it. */
  name: string;
  /** Its address; a record's page is found from its list. */
  path: string | ((page: Page) => Promise<string>);
  heading: string | RegExp;
}

/** The address the first link `link` finds on the page at `list` leads to. */
const linkOn = (list: string, link: (page: Page) => Locator) => async (page: Page) => {
  await page.goto(list);
  const href = await link(page).first().getAttribute("href");
  expect(href).toBeTruthy();
  return href!;
};

/**
 * The address of a record from `list` (a list's search, or its filter): its card's link `card` on a phone, the
 * link in the row that says `name` on a desktop.
 */
const recordOf = (list: string, name: string, card = name) =>
  linkOn(list, (page) =>
    page
      .getByRole("link", { name: card, exact: true })
      .or(page.getByRole("row").filter({ hasText: name }).getByRole("link").first()),
  );
const searched = (path: string, name: string, card = name) =>
  recordOf(`${path}?q=${encodeURIComponent(name)}`, name, card);

/** Signed in as the test admin; the sign-in page, signed out, is `SIGN_IN_PAGE`. */
export const BACK_OFFICE_PAGES: BackOfficePage[] = [
  { name: "dashboard", path: "/admin/dashboard", heading: "Dashboard" },
  { name: "content", path: "/admin/content", heading: "Manage Content" },
  { name: "announcements", path: "/admin/announcements", heading: "Announcements" },
  // A notice's editor (decision 0077): a new one, and a saved one with its files.
  { name: "a new announcement", path: "/admin/announcements/new", heading: "New Announcement" },
  {
    name: "an announcement",
    path: linkOn("/admin/announcements", (page) => page.getByRole("link", { name: /^Edit "/ })),
    heading: /./,
  },
  { name: "alerts", path: "/admin/alerts", heading: "Alerts" },
  { name: "gallery", path: "/admin/gallery", heading: "Gallery" },
  // Pages of the school's own (docs/specification.md §32): the list, and a page's editor with a block of each kind.
  { name: "pages", path: "/admin/pages", heading: "Pages" },
  {
    name: "a page's editor",
    path: linkOn("/admin/pages", (page) => page.getByRole("link").filter({ hasText: PAGE_FIXTURE.title })),
    heading: PAGE_FIXTURE.title,
  },
  { name: "mandatory disclosures", path: "/admin/mandatory-disclosures", heading: "Mandatory Disclosures" },
  { name: "fees", path: "/admin/mandatory-disclosures/fees", heading: "Fees" },
  { name: "user management", path: "/admin/user-management", heading: "User Management" },
  { name: "calendar", path: "/admin/calendar", heading: "Calendar" },
  { name: "visit requests", path: "/admin/visit-requests", heading: "Visit Requests" },
  {
    name: "a visit request",
    path: recordOf("/admin/visit-requests?when=all", "Visit fixture today"),
    heading: "Visit request of Visit fixture today",
  },
  { name: "enquiries", path: "/admin/enquiries", heading: "Admission Enquiries" },
  {
    name: "an enquiry",
    path: searched("/admin/enquiries", RECORD_FIXTURE, `${RECORD_FIXTURE} (Mother)`),
    heading: `Enquiry from ${RECORD_FIXTURE}`,
  },
  { name: "contact messages", path: "/admin/contact-messages", heading: "Contact Messages" },
  {
    name: "a contact message",
    path: searched("/admin/contact-messages", fixtureName("Message", "record")),
    heading: `Message from ${fixtureName("Message", "record")}`,
  },
  { name: "data requests", path: "/admin/data-requests", heading: "Data Requests" },
  {
    name: "a data request",
    path: searched("/admin/data-requests", fixtureName("Data request", "record")),
    heading: `Data request from ${fixtureName("Data request", "record")}`,
  },
  { name: "applications", path: "/admin/applications", heading: "Applications" },
  { name: "admissions setup", path: "/admin/applications/setup", heading: "Admissions setup" },
  // Admission fees by UPI (docs/specification.md §34).
  { name: "payments", path: "/admin/applications/payments", heading: "Payments" },
  { name: "school settings", path: "/admin/settings", heading: "School Settings" },
  { name: "privacy notice", path: "/admin/privacy-notice", heading: "Privacy Notice" },
  { name: "my account", path: "/admin/account", heading: "My Account" },
];

export const SIGN_IN_PAGE: BackOfficePage = { name: "sign-in", path: "/admin", heading: /Sign in|Admin/i };

/** Opens `entry` in `page` and waits until it can be used. */
export async function openBackOfficePage(page: Page, entry: BackOfficePage) {
  const path = typeof entry.path === "string" ? entry.path : await entry.path(page);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: entry.heading })).toBeVisible();
}

/**
 * What on the page is cut off: an element that clips what it holds sideways (or lets it scroll away), or text
 * that lies outside the window. Form fields, which scroll what is typed into them, are not counted.
 */
export function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    const problems: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      if (element.closest("[hidden], [aria-hidden='true']")) continue;
      const style = getComputedStyle(element);
      if (style.display === "none" || style.visibility === "hidden") continue;
      const box = element.getBoundingClientRect();
      // Hidden from sight for screen readers only (sr-only), or not drawn.
      if (box.width <= 1 || box.height <= 1) continue;
      const field = element.matches("input, textarea, select, option");
      if (!field && style.overflowX !== "visible" && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`${name(element)} shows ${element.clientWidth} of its ${element.scrollWidth} px`);
      }
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (ownText && (box.right > window.innerWidth + 1 || box.left < -1)) {
        problems.push(`${name(element)} lies outside the window (${Math.round(box.left)}–${Math.round(box.right)} px)`);
      }
    }
    return problems;
  });
}
