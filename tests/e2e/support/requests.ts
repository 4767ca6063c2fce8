// The steps the browser tests of visit requests, admission enquiries and
// contact messages share: the same list and record page, driven for each kind
// with its own words (SPEC §2, §8, decision 0026).
import fs from "node:fs";
import { type Locator, type Page } from "@playwright/test";

import { openSection, waitForHydration } from "./support";
import { expect } from "./test";

/** A back office list of requests, as the office sees it. */
export interface RequestsPage {
  path: string;
  title: string;
  /** The filter form's button. */
  submit: string;
  /** The status select's accessible name in the row of `name`. */
  statusLabel: (name: string) => string;
  deleteLabel: (name: string) => string;
  prompt: string;
  deleted: string;
  csv: { name: string; header: string };
  /** The heading of the record page of `name`. */
  recordTitle: (name: string) => string;
}

export const VISIT_REQUESTS_PAGE: RequestsPage = {
  path: "/admin/visit-requests",
  title: "Visit Requests",
  submit: "Apply filters",
  statusLabel: (name) => `Status of ${name}`,
  deleteLabel: (name) => `Delete the visit request of ${name}`,
  prompt: "Delete this visit request?",
  deleted: "Visit request deleted",
  csv: { name: "visit-requests", header: "Student,Class,Contact number" },
  recordTitle: (name) => `Visit request of ${name}`,
};

/**
 * A list whose requests are each "the `noun` from" someone, searched with "Search": its words all follow
 * from the noun ("Status of the enquiry from Ravi", "Delete this enquiry?", "Enquiry deleted", …).
 */
function fromSomeonePage(
  noun: "enquiry" | "message",
  page: Pick<RequestsPage, "path" | "title" | "csv">,
): RequestsPage {
  const Noun = `${noun[0]!.toUpperCase()}${noun.slice(1)}`;
  return {
    ...page,
    submit: "Search",
    statusLabel: (name) => `Status of the ${noun} from ${name}`,
    deleteLabel: (name) => `Delete the ${noun} from ${name}`,
    prompt: `Delete this ${noun}?`,
    deleted: `${Noun} deleted`,
    recordTitle: (name) => `${Noun} from ${name}`,
  };
}

export const ENQUIRIES_PAGE = fromSomeonePage("enquiry", {
  path: "/admin/enquiries",
  title: "Admission Enquiries",
  csv: { name: "enquiries", header: "Enquirer,Relationship,Student" },
});

export const CONTACT_MESSAGES_PAGE = fromSomeonePage("message", {
  path: "/admin/contact-messages",
  title: "Contact Messages",
  csv: { name: "contact-messages", header: "Name,Email,Phone,Message,Status,Received" },
});

/** The message of a consent box left unticked (decision 0032), word for word. */
export const CONSENT_REQUIRED = "Please tick the box to consent";

/** Ticks the consent box every public form asks for (decision 0032), as a parent does. */
export async function giveConsent(form: Locator | Page) {
  await form.getByRole("checkbox", { name: /I am the child's parent or guardian/ }).check();
}

/** A dialog of the public admissions page (SPEC §2, §8). */
export interface AdmissionsDialog {
  link: string;
  dialog: string;
  button: string;
  success: string;
}

export const VISIT_DIALOG: AdmissionsDialog = {
  link: "Schedule a Visit",
  dialog: "Schedule a Visit",
  button: "Schedule Visit",
  success: "Visit request submitted successfully! We'll contact you soon.",
};

export const ENQUIRY_DIALOG: AdmissionsDialog = {
  link: "Enquire Now",
  dialog: "Admission Enquiry",
  button: "Submit Enquiry",
  success: "Enquiry submitted successfully! We'll contact you soon.",
};

/** Opens a dialog of the public admissions page from its link, once the page can be used; the dialog. */
export async function openAdmissionsDialog(page: Page, form: Pick<AdmissionsDialog, "link" | "dialog">) {
  await page.goto("/admissions");
  await waitForHydration(page);
  await page.getByRole("link", { name: form.link }).click();
  return page.getByRole("dialog", { name: form.dialog });
}

/**
 * The button of `day` (yyyy-MM-dd) in the visit calendar of `dialog`, turning to later months until it is there. A
 * month's grid also holds the first days of the next one, without buttons: they are picked in their own month.
 */
export async function visitDayButton(dialog: Locator, day: string) {
  const button = dialog.locator(`[data-day="${day}"]`).getByRole("button");
  for (let turns = 0; (await button.count()) === 0 && turns < 12; turns++) {
    await dialog.getByRole("button", { name: /next month/i }).click();
  }
  return button;
}

/**
 * Sends a request through a dialog of the public admissions page, the way a
 * parent does: each field found by its label (a select gets the option), and
 * `day` (yyyy-MM-dd), when given, picked in the dialog's calendar.
 */
export async function sendFromAdmissions(
  page: Page,
  form: AdmissionsDialog,
  fields: Record<string, string>,
  day?: string,
) {
  const dialog = await openAdmissionsDialog(page, form);
  for (const [label, value] of Object.entries(fields)) {
    const field = dialog.getByLabel(label);
    if ((await field.evaluate((element) => element.tagName)) === "SELECT") await field.selectOption(value);
    else await field.fill(value);
  }
  if (day) {
    // The calendar arrives a moment after the dialog opens.
    await expect(dialog.getByRole("grid")).toBeVisible();
    await (await visitDayButton(dialog, day)).click();
  }
  await giveConsent(dialog);
  await dialog.getByRole("button", { name: form.button }).click();
  await expect(page.getByText(form.success)).toBeVisible();
}

/** Sends a mother's enquiry about Kavya, for UKG, from the admissions page: from `name`, with `phone` and `email`. */
export async function sendKavyasEnquiry(page: Page, name: string, phone: string, email: string) {
  await sendFromAdmissions(page, ENQUIRY_DIALOG, {
    "Your Name": name,
    "Relationship to Student": "Mother",
    "Student Name": "Kavya",
    "Class for Admission": "UKG",
    "Contact Number": phone,
    Email: email,
  });
}

const CONTACT_THANKS = "Thank you for your message! We'll get back to you soon.";

/** Sends a message from the public Contact page, the way a parent does (with JavaScript). */
export async function sendFromContact(page: Page, fields: Record<"Name" | "Email" | "Phone" | "Message", string>) {
  await page.goto("/contact");
  await waitForHydration(page);
  const form = page.getByRole("region", { name: "Send us a Message" });
  for (const [label, value] of Object.entries(fields)) await form.getByRole("textbox", { name: label }).fill(value);
  await giveConsent(form);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText(CONTACT_THANKS)).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("");
}

/** The steps on the page of `kind` in `page`. */
export function requestsSteps(page: Page, kind: RequestsPage) {
  const rowOf = (name: string) => page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
  const statusOf = (name: string) => rowOf(name).getByRole("combobox", { name: kind.statusLabel(name) });
  return {
    rowOf,
    statusOf,

    /** Opens the page (the test has given `page` the admin's session). */
    async open() {
      await openSection(page, kind.path, kind.title);
    },

    /** Chooses `status` in the row's select: it is saved at once. */
    async setStatus(name: string, status: string) {
      await statusOf(name).selectOption(status);
      await expect(page.getByText("Status updated successfully")).toBeVisible();
    },

    /** The status is still `status` once the page is read again. */
    async expectSavedStatus(name: string, status: string) {
      await page.reload();
      await waitForHydration(page);
      await expect(statusOf(name)).toHaveValue(status);
    },

    /** Searches the list for `text`. */
    async search(text: string) {
      await page.getByRole("searchbox", { name: "Search" }).fill(text);
      await page.getByRole("button", { name: "Search" }).click();
    },

    /** Shows only requests of `status` (the other filter stays as it is). */
    async filterByStatus(status: string) {
      await page.getByLabel("Status", { exact: true }).selectOption(status);
      await page.getByRole("button", { name: kind.submit }).click();
      await expect(page).toHaveURL(new RegExp(`status=${status}`));
    },

    /** Downloads "Export CSV": a dated file, with the BOM and the header. Its text. */
    async exportCsv() {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Export CSV" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^${kind.csv.name}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
      const csv = fs.readFileSync((await download.path())!, "utf8");
      expect(csv.startsWith(`\uFEFF${kind.csv.header}`)).toBe(true);
      return csv;
    },

    /** Opens the page of the request of `name` from its row, and waits until it can be used. */
    async openRecord(name: string) {
      await rowOf(name).getByRole("link", { name }).click();
      await expect(page.getByRole("heading", { level: 1, name: kind.recordTitle(name) })).toBeVisible();
      await waitForHydration(page);
    },

    /** On a record's page: its status select. */
    recordStatus: (name: string) => page.getByRole("combobox", { name: kind.statusLabel(name) }),

    /** On a record's page: deletes it through the confirm prompt, and lands on the list with the toast. */
    async deleteRecord(name: string) {
      await page.getByRole("button", { name: kind.deleteLabel(name) }).click();
      const confirm = page.getByRole("alertdialog", { name: kind.prompt });
      await expect(confirm).toContainText(name);
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expect(page.getByRole("heading", { level: 1, name: kind.title })).toBeVisible();
      await expect(page.getByText(kind.deleted)).toBeVisible();
      await expect(rowOf(name)).toHaveCount(0);
    },

    /** Deletes the request of `name` through the confirm prompt. */
    async delete(name: string) {
      await rowOf(name)
        .getByRole("button", { name: kind.deleteLabel(name) })
        .click();
      const confirm = page.getByRole("alertdialog", { name: kind.prompt });
      await expect(confirm).toContainText(name);
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expect(page.getByText(kind.deleted)).toBeVisible();
      await expect(rowOf(name)).toHaveCount(0);
    },
  };
}
