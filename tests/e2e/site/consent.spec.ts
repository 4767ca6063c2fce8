// Consent on every public form (decision 0032): a parent who fills in
// everything but the box is told to tick it, keeps what was typed, and gets
// through once it is ticked; the office sees when consent was given and under
// which version of the privacy notice.
import { type Locator, type Page } from "@playwright/test";

import { E2E_OFFICE_INBOX } from "../support/fixture-data";
import { mailsTo } from "../support/mail";
import {
  CONSENT_REQUIRED,
  ENQUIRY_DIALOG,
  openAdmissionsDialog,
  VISIT_DIALOG,
  type AdmissionsDialog,
} from "../support/requests";
import { openWithoutJavaScript, waitForHydration } from "../support/support";
import { expect, test } from "../support/test";

interface PublicForm {
  title: string;
  button: string;
  success: string;
  /** Opens the form and returns where its fields are. */
  open: (page: Page) => Promise<Locator>;
  /** Fills in every field but the box, for `name` and `phone`; the field that holds the name. */
  fill: (form: Locator, name: string, phone: string) => Promise<Locator>;
}

/** A dialog of the admissions page, with its title, button and message of thanks, filled in by `fill`. */
const admissionsForm = (dialog: AdmissionsDialog, fill: PublicForm["fill"]): PublicForm => ({
  title: dialog.dialog,
  button: dialog.button,
  success: dialog.success,
  open: (page) => openAdmissionsDialog(page, dialog),
  fill,
});

const FORMS: PublicForm[] = [
  admissionsForm(VISIT_DIALOG, async (dialog, name, phone) => {
    await dialog.getByLabel("Student Name").fill(name);
    await dialog.getByLabel("Class for Admission").selectOption("Class I");
    await dialog.getByLabel("Contact Number").fill(phone);
    const open = dialog
      .getByRole("grid")
      .locator("[data-day]")
      .filter({ has: dialog.page().locator("button:not([disabled])") })
      .first();
    await open.getByRole("button").click();
    await dialog.getByLabel("Visit Time").selectOption("10:00 AM");
    return dialog.getByLabel("Student Name");
  }),
  admissionsForm(ENQUIRY_DIALOG, async (dialog, name, phone) => {
    await dialog.getByLabel("Your Name").fill(name);
    await dialog.getByLabel("Relationship to Student").selectOption("Mother");
    await dialog.getByLabel("Student Name").fill("Asha");
    await dialog.getByLabel("Class for Admission").selectOption("UKG");
    await dialog.getByLabel("Contact Number").fill(phone);
    return dialog.getByLabel("Your Name");
  }),
  {
    title: "Send us a Message",
    button: "Send Message",
    success: "Thank you for your message! We'll get back to you soon.",
    async open(page) {
      await page.goto("/contact");
      await waitForHydration(page);
      return page.getByRole("region", { name: "Send us a Message" });
    },
    async fill(form, name, phone) {
      await form.getByRole("textbox", { name: "Name" }).fill(name);
      await form.getByRole("textbox", { name: "Email" }).fill("consent.parent@example.com");
      await form.getByRole("textbox", { name: "Phone" }).fill(phone);
      await form.getByRole("textbox", { name: "Message" }).fill("Is there a bus from Bhuna?");
      return form.getByRole("textbox", { name: "Name" });
    },
  },
];

const consentBox = (form: Locator | Page) =>
  form.getByRole("checkbox", { name: /I am the child's parent or guardian and 18 or over/ });

test.describe("consent on every public form", () => {
  for (const [index, form] of FORMS.entries()) {
    test(`${form.title}: refused until the box is ticked; the office sees when and under which notice`, async ({
      page,
      reuseAdminSession,
    }, info) => {
      const name = `Consent E2E ${index} ${info.workerIndex}-${Date.now().toString(36)}`;
      // Its own number: one number gets at most three confirmations an hour.
      const phone = `97${index}${Date.now().toString().slice(-7)}`;
      const scope = await form.open(page);
      const box = consentBox(scope);
      await expect(box).not.toBeChecked();
      const nameField = await form.fill(scope, name, phone);

      await scope.getByRole("button", { name: form.button }).click();
      await expect(scope.getByText(CONSENT_REQUIRED, { exact: true })).toBeVisible();
      await expect(box).toHaveAttribute("aria-invalid", "true");
      await expect(box).toHaveAccessibleDescription(CONSENT_REQUIRED);
      await expect(nameField).toHaveValue(name);
      await expect(page.getByText(form.success)).toHaveCount(0);

      await box.check();
      await scope.getByRole("button", { name: form.button }).click();
      await expect(page.getByText(form.success)).toBeVisible();

      const [office] = await mailsTo(E2E_OFFICE_INBOX, name);
      const link = /Open it in the back office: (\S+)/.exec(office!.text!)![1]!;
      await reuseAdminSession(page);
      await page.goto(link);
      const details = page.getByRole("region", { name: "Details" });
      await expect(details).toContainText(/Consent\s*Given \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m, under privacy/i);
      await expect(details.getByRole("link", { name: "privacy notice version 1" })).toHaveAttribute(
        "href",
        "/privacy?version=1",
      );
    });
  }

  test("without JavaScript the server asks for the box, keeping what was typed", async ({ browser, baseURL }) => {
    const { page, close } = await openWithoutJavaScript(browser, baseURL, { width: 390, height: 844 }, "/contact");
    try {
      await page.getByRole("textbox", { name: "Name" }).fill("Consent Without Scripts");
      await page.getByRole("textbox", { name: "Email" }).fill("consent.noscript@example.com");
      await page.getByRole("textbox", { name: "Phone" }).fill("9876512399");
      await page.getByRole("textbox", { name: "Message" }).fill("Hello");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText(CONSENT_REQUIRED, { exact: true })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Hello");
      await consentBox(page).check();
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("status")).toHaveText("Thank you for your message! We'll get back to you soon.");
    } finally {
      await close();
    }
  });
});
