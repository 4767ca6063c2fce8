// Every form of the site, public and back office, answers ONE click on its
// submit button with every message SPEC §5 gives for what is (or is not)
// filled in, whatever field had focus, and nothing on the form moves under
// the pointer meanwhile. A form that checked a field when it lost focus showed
// that field's message as the button was pressed, pushed the button away from
// the pointer and swallowed the click (a parent had to click twice).
import type { Locator, Page, TestInfo } from "@playwright/test";

import { CONSENT_REQUIRED } from "../support/requests";
import { desktop, openSection, waitForHydration } from "../support/support";
import { expect, test } from "../support/test";

/** A phone of 360 CSS pixels, the narrowest the school's parents commonly use. */
const phone = { width: 360, height: 740 };

interface OneClick {
  /** Where the messages are looked for: the dialog, or the form's section. */
  form: Locator;
  /** The field that has focus when the button is pressed. */
  first: Locator;
  submit: Locator;
  /** SPEC §5's texts, word for word. */
  messages: string[];
}

/**
 * How far the button sits below the top of its form. A refused form moves
 * focus (and so the scroll position) to its first wrong field; this distance
 * changes only when something above the button grows.
 */
const offsetInForm = (submit: Locator) =>
  submit.evaluate(
    (button: HTMLButtonElement) => button.getBoundingClientRect().top - button.form!.getBoundingClientRect().top,
  );

/**
 * Puts focus in the first field, presses the submit button once, and expects
 * every message (so the one click reached the button), with the button
 * exactly where it was in its form when it was pressed.
 */
async function submitOnce({ form, first, submit, messages }: OneClick) {
  await first.focus();
  await expect(first).toBeFocused();
  const before = await offsetInForm(submit);
  await submit.click();
  for (const message of messages) await expect(form.getByText(message, { exact: true })).toBeVisible();
  expect(await offsetInForm(submit)).toBe(before);
}

// ------------------------------------------------------------------ public

for (const [device, viewport] of [
  ["desktop", desktop],
  ["360px phone", phone],
] as const) {
  test.describe(`Public forms on a ${device}`, () => {
    test.use({ viewport });

    test("Schedule a Visit", async ({ page }) => {
      await page.goto("/admissions");
      await waitForHydration(page);
      await page.getByRole("link", { name: "Schedule a Visit" }).click();
      const dialog = page.getByRole("dialog", { name: "Schedule a Visit" });
      // The calendar arrives a moment after the dialog: wait for it, as a parent's eyes would.
      await expect(dialog.getByRole("grid")).toBeVisible();
      await submitOnce({
        form: dialog,
        first: dialog.getByLabel("Student Name"),
        submit: dialog.getByRole("button", { name: "Schedule Visit" }),
        messages: [
          "Student name is required",
          "Class is required",
          "Contact number must be at least 10 digits",
          "Visit date is required",
          "Visit time is required",
          CONSENT_REQUIRED,
        ],
      });
      // A screen reader hears which field is wrong.
      await expect(dialog.getByLabel("Student Name")).toHaveAttribute("aria-invalid", "true");
    });

    test("Enquire Now", async ({ page }) => {
      await page.goto("/admissions");
      await waitForHydration(page);
      await page.getByRole("link", { name: "Enquire Now" }).click();
      const dialog = page.getByRole("dialog", { name: "Admission Enquiry" });
      await submitOnce({
        form: dialog,
        first: dialog.getByLabel("Your Name"),
        submit: dialog.getByRole("button", { name: "Submit Enquiry" }),
        messages: [
          "Enquirer name is required",
          "Relationship is required",
          "Student name is required",
          "Class is required",
          "Contact number must be at least 10 digits",
          CONSENT_REQUIRED,
        ],
      });
    });

    test("Contact", async ({ page }) => {
      await page.goto("/contact");
      await waitForHydration(page);
      const form = page.getByRole("region", { name: "Send us a Message" });
      await submitOnce({
        form,
        first: form.getByLabel("Name"),
        submit: form.getByRole("button", { name: "Send Message" }),
        messages: [
          "Name is required",
          "Invalid email address",
          "Phone is required",
          "Message is required",
          CONSENT_REQUIRED,
        ],
      });
      // SPEC §5: the first error is also a toast.
      await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Name is required")).toBeVisible();
    });

    test("Admin Login", async ({ page }) => {
      await page.goto("/admin");
      await waitForHydration(page);
      const form = page.getByRole("main");
      await submitOnce({
        form,
        first: form.getByLabel("Email"),
        submit: form.getByRole("button", { name: "Sign In" }),
        messages: ["Email is required", "Password must be at least 6 characters"],
      });
    });
  });
}

// ------------------------------------------------------------ back office

const notifications = (page: Page) => page.getByRole("region", { name: /Notifications/ });
const uniqueEmail = (info: TestInfo) => `form-messages-${info.workerIndex}-${Date.now().toString(36)}@school.example`;

test.describe("Back office forms", () => {
  test.use({ viewport: desktop });
  test.beforeEach(({ page, reuseAdminSession }) => reuseAdminSession(page));

  test("Manage Content: a card's Save", async ({ page }) => {
    await openSection(page, "/admin/content", "Manage Content");
    // No field of a card is required (SPEC §5): what the card can refuse is a
    // title over 100 characters, which the field itself does not let anyone type.
    const card = page.getByRole("main").getByRole("region").first();
    const title = card.getByLabel(/^Title( \(optional\))?$/);
    await expect(title).toHaveAttribute("maxlength", "100");
    await title.evaluate((input: HTMLInputElement) => {
      input.value = "A".repeat(101);
    });
    await submitOnce({
      form: card,
      first: title,
      submit: card.getByRole("button", { name: "Save" }),
      messages: ["Title must be less than 100 characters"],
    });
    await expect(notifications(page).getByText("Validation failed")).toBeVisible();
  });

  test("Add Announcement", async ({ page }) => {
    await openSection(page, "/admin/announcements/new", "New Announcement");
    const form = page.getByRole("main").locator("form").first();
    await form.getByLabel("Date").fill("");
    await submitOnce({
      form,
      first: form.getByLabel(/^Title( \(optional\))?$/),
      submit: form.getByRole("button", { name: "Publish", exact: true }),
      messages: ["Title is required", "Content is required", "Date is required"],
    });
  });

  test("Add Image, both tabs", async ({ page }) => {
    await openSection(page, "/admin/gallery", "Gallery");
    await page.getByRole("button", { name: "Add Image" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Image" });
    const submit = dialog.getByRole("button", { name: "Add Image" });
    await submitOnce({
      form: dialog,
      first: dialog.getByLabel("Image File"),
      submit,
      messages: ["Please select a file to upload", "Title is required"],
    });
    await dialog.getByRole("tab", { name: "Image URL" }).click();
    await submitOnce({
      form: dialog,
      first: dialog.getByRole("textbox", { name: "Image URL" }),
      submit,
      messages: ["Must be a valid URL", "Title is required"],
    });
  });

  test("Add Section, Add Item and Edit Item", async ({ page }) => {
    await openSection(page, "/admin/mandatory-disclosures", "Mandatory Disclosures");

    await page.getByRole("button", { name: "Add Section", exact: true }).click();
    let dialog = page.getByRole("dialog", { name: "Add Section" });
    await dialog.getByLabel("Order Number").fill("");
    await submitOnce({
      form: dialog,
      first: dialog.getByLabel("Section Letter"),
      submit: dialog.getByRole("button", { name: "Create Section" }),
      messages: ["Section letter is required", "Title is required", "Order number is required"],
    });
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Add Item", exact: true }).click();
    dialog = page.getByRole("dialog", { name: "Add Item" });
    await dialog.getByLabel("Sr. No.").fill("");
    await submitOnce({
      form: dialog,
      first: dialog.getByLabel("Section", { exact: true }),
      submit: dialog.getByRole("button", { name: "Add Item" }),
      messages: ["Sr. No. is required", "Information is required"],
    });
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Edit item 1 of section A", exact: true }).click();
    dialog = page.getByRole("dialog", { name: "Edit Item" });
    await dialog.getByLabel("Sr. No.").fill("");
    await dialog.getByLabel(/^Information( \(optional\))?$/).fill("");
    await submitOnce({
      form: dialog,
      first: dialog.getByLabel("Sr. No."),
      submit: dialog.getByRole("button", { name: "Save Changes" }),
      messages: ["Sr. No. is required", "Information is required"],
    });
  });

  test("Add Event and Edit Event", async ({ page }) => {
    await openSection(page, "/admin/calendar", "Calendar");

    await page.getByRole("button", { name: "Add Event" }).click();
    let dialog = page.getByRole("dialog", { name: "Add Event" });
    await submitOnce({
      form: dialog,
      first: dialog.getByLabel(/^Title( \(optional\))?$/),
      submit: dialog.getByRole("button", { name: "Create Event" }),
      messages: [
        "Title is required",
        "Choose a category: Holidays, PTM, Events or Activity",
        "Start is required",
        "End is required",
      ],
    });
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Edit Parent-Teacher Meeting", exact: true }).click();
    dialog = page.getByRole("dialog", { name: "Edit Event" });
    for (const label of ["Title", "Start", "End"]) await dialog.getByLabel(label, { exact: true }).fill("");
    await submitOnce({
      form: dialog,
      first: dialog.getByLabel(/^Title( \(optional\))?$/),
      submit: dialog.getByRole("button", { name: "Update Event" }),
      messages: ["Title is required", "Start is required", "End is required"],
    });
  });

  test("Create User, Edit User, Reset Password and Manage Permissions", async ({ page }, info) => {
    await openSection(page, "/admin/user-management", "User Management");
    const rowOf = (email: string) =>
      page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: email }) });

    await page.getByRole("button", { name: "Create User" }).click();
    let dialog = page.getByRole("dialog", { name: "Create User" });
    await submitOnce({
      form: dialog,
      first: dialog.getByLabel("Email"),
      submit: dialog.getByRole("button", { name: "Create User" }),
      messages: ["Email is required", "Password must be at least 6 characters"],
    });
    await expect(notifications(page).getByText("Validation Error")).toBeVisible();

    // A staff member to edit, with no section yet.
    const email = uniqueEmail(info);
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password").fill("form-pass-1");
    await dialog.getByRole("button", { name: "Create User" }).click();
    await expect(dialog).toBeHidden();
    try {
      await rowOf(email).getByRole("button", { name: "Edit" }).click();
      dialog = page.getByRole("dialog", { name: "Edit User" });
      await dialog.getByLabel("Email").fill("");
      await submitOnce({
        form: dialog,
        first: dialog.getByLabel("Email"),
        submit: dialog.getByRole("button", { name: "Save Changes" }),
        messages: ["Email is required"],
      });
      await page.keyboard.press("Escape");

      // Its button waits for two equal passwords (SPEC §5): these two are too short.
      await rowOf(email).getByRole("button", { name: "Reset Password" }).click();
      dialog = page.getByRole("dialog", { name: "Reset Password" });
      await dialog.getByLabel("New Password").fill("abc");
      await dialog.getByLabel("Confirm Password").fill("abc");
      await submitOnce({
        form: dialog,
        first: dialog.getByLabel("New Password"),
        submit: dialog.getByRole("button", { name: "Update Password" }),
        messages: ["Password must be at least 6 characters"],
      });
      await page.keyboard.press("Escape");

      // No field is required here: one click saves (and closes the dialog).
      await rowOf(email).getByRole("button", { name: "Manage Permissions" }).click();
      dialog = page.getByRole("dialog", { name: "Manage Permissions" });
      await dialog.getByRole("checkbox", { name: "Gallery" }).check();
      await dialog.getByRole("checkbox", { name: "Manage Content" }).focus();
      await dialog.getByRole("button", { name: "Save Permissions" }).click();
      await expect(notifications(page).getByText("Permissions updated successfully")).toBeVisible();
      await expect(dialog).toBeHidden();
    } finally {
      await rowOf(email).getByRole("button", { name: "Delete" }).click();
      await page.getByRole("alertdialog", { name: "Delete User" }).getByRole("button", { name: "Delete User" }).click();
      await expect(rowOf(email)).toHaveCount(0);
    }
  });
});
