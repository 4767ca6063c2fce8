import { type Page } from "@playwright/test";

import { phoneHref } from "../../../app/lib/forms/contact-links";
import { admissionsSessionOn } from "../../../db/time";
import { giveConsent, openAdmissionsDialog, VISIT_DIALOG, visitDayButton } from "../support/requests.ts";
import { openWithoutJavaScript, school, waitForHydration } from "../support/support";
import { expect, test } from "../support/test";

// Dates as the school sees them (Asia/Kolkata), whatever this machine's zone.
const isoInIndia = (date: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(date);
const today = isoInIndia(new Date());
const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();
const nextWhere = (test: (iso: string) => boolean) => {
  let date = addDays(today, 1);
  while (!test(date)) date = addDays(date, 1);
  return date;
};
const nextWeekday = nextWhere((iso) => ![0, 6].includes(weekday(iso)));
const nextSaturday = nextWhere((iso) => weekday(iso) === 6);
const nextSunday = nextWhere((iso) => weekday(iso) === 0);

/** The day's button in the visit calendar, turning to the next month when needed. */
const dayCell = (page: Page, iso: string) => visitDayButton(page.getByRole("dialog"), iso);

async function openVisitDialog(page: Page) {
  const dialog = await openAdmissionsDialog(page, VISIT_DIALOG);
  await expect(dialog).toBeVisible();
  // The calendar arrives a moment after the dialog opens (in its place, so
  // nothing moves: tests/e2e/whole-site/date-controls.spec.ts); dayCell looks days up in it.
  await expect(dialog.getByRole("grid", { name: "Visit Date" })).toBeVisible();
  return dialog;
}

/** What the Admissions page says after a form is sent, beside the toast (decision 0039). */
async function expectNextSteps(page: Page, heading: string, why: string) {
  const nextSteps = page.locator("[aria-live=polite]").filter({ has: page.getByRole("heading", { name: heading }) });
  await expect(nextSteps).toContainText(`The school office will call you on the number you gave ${why}.`);
  await expect(nextSteps).toContainText(
    `during office hours (${school.officeHoursWeekdays}; ${school.officeHoursSaturday})`,
  );
  await expect(nextSteps.getByRole("link", { name: school.phonePrimary! })).toHaveAttribute(
    "href",
    phoneHref(school.phonePrimary!),
  );
}

test.describe("Admissions page", () => {
  test("shows the banner, process, documents and age table", async ({ page }) => {
    await page.goto("/admissions");
    // A new install names the session for today (decision 0037): in November 2026, 2027-28.
    await expect(
      page.getByRole("heading", { name: `Admissions Open for ${admissionsSessionOn(today)}` }),
    ).toBeVisible();
    // No form is uploaded on a new install: no download that downloads nothing, but how to get one, in the page.
    await expect(page.getByRole("link", { name: "Download Application Form" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Download Application Form" })).toHaveCount(0);
    await expect(
      page.getByText("Application forms are available at the school office during office hours."),
    ).toBeVisible();
    for (const step of ["Registration", "Entrance Test", "Interview", "Admission"]) {
      await expect(page.getByRole("heading", { name: step, exact: true })).toBeVisible();
    }
    await expect(page.getByText("6 passport size photographs")).toBeVisible();
    const ages = page.getByRole("table");
    for (const [grade, age] of [
      ["Nursery", "3 years"],
      ["LKG", "4 years"],
      ["UKG", "5 years"],
      ["Class I", "6 years"],
    ]) {
      await expect(ages.getByRole("row", { name: `${grade} ${age}` })).toBeVisible();
    }
  });
});

test.describe("Schedule a Visit", () => {
  test("disables past dates and weekends and shows the visiting hours", async ({ page }) => {
    const dialog = await openVisitDialog(page);
    await expect(dialog.getByText("Visiting hours: 9:00 AM - 4:00 PM Monday to Friday")).toBeVisible();
    await expect(await dayCell(page, nextSaturday)).toBeDisabled();
    await expect(await dayCell(page, nextSunday)).toBeDisabled();
    await expect(await dayCell(page, nextWeekday)).toBeEnabled();
    const yesterday = addDays(today, -1);
    const pastCell = dialog.locator(`[data-day="${yesterday}"] button`);
    if (await pastCell.count()) await expect(pastCell).toBeDisabled();
  });

  test("stores the request, closes the dialog, resets the form and says so", async ({ page }) => {
    const dialog = await openVisitDialog(page);
    await dialog.getByLabel("Student Name").fill("Asha Rani");
    await dialog.getByLabel("Class for Admission").selectOption("Class I");
    await dialog.getByLabel("Contact Number").fill("9876543210");
    await dialog.getByLabel("Email (optional)").fill("parent@example.com");
    await (await dayCell(page, nextWeekday)).click();
    await dialog.getByLabel("Visit Time").selectOption("10:00 AM");
    await giveConsent(dialog);
    const asked: string[] = [];
    page.on("request", (request) => asked.push(`${request.method()} ${new URL(request.url()).pathname}`));
    await dialog.getByRole("button", { name: "Schedule Visit" }).click();

    await expect(page.getByText("Visit request submitted successfully! We'll contact you soon.")).toBeVisible();
    await expect(dialog).toBeHidden();
    // One round trip: the post, and nothing loaded after it, neither the page's data nor the toast's code (decision 0040).
    expect(asked.filter((line) => !line.endsWith(".svg"))).toEqual(["POST /admissions.data"]);
    await expectNextSteps(
      page,
      "Your visit request has reached the school",
      "to confirm the day and time of your visit",
    );
    await page.getByRole("link", { name: "Schedule a Visit" }).click();
    await expect(page.getByRole("dialog").getByLabel("Student Name")).toHaveValue("");
  });
});

test.describe("Enquire Now", () => {
  test("stores the enquiry and says so", async ({ page }) => {
    await page.goto("/admissions");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Enquire Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Admission Enquiry" });
    await dialog.getByLabel("Your Name").fill("Ravi Kumar");
    await dialog.getByLabel("Relationship to Student").selectOption("Father");
    await dialog.getByLabel("Student Name").fill("Asha");
    await dialog.getByLabel("Class for Admission").selectOption("UKG");
    await dialog.getByLabel("Contact Number").fill("98765 43210");
    await giveConsent(dialog);
    await dialog.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(page.getByText("Enquiry submitted successfully! We'll contact you soon.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expectNextSteps(page, "Your enquiry has reached the school", "to answer your enquiry");
  });

  test("closes with Escape and with the close button", async ({ page }) => {
    await page.goto("/admissions");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Enquire Now" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await page.getByRole("link", { name: "Enquire Now" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page).toHaveURL(/\/admissions$/);
  });
});

test.describe("The forms without JavaScript", () => {
  test("a visit request is checked on the server, keeps what was typed, then goes through", async ({
    browser,
    baseURL,
  }) => {
    const { page, close } = await openWithoutJavaScript(browser, baseURL, { width: 390, height: 844 }, "/admissions");
    try {
      await page.getByRole("link", { name: "Schedule a Visit" }).click();
      const dialog = page.getByRole("dialog", { name: "Schedule a Visit" });
      await dialog.getByLabel("Student Name").fill("Asha Rani");
      await dialog.getByLabel("Class for Admission").selectOption("Class II");
      await dialog.getByLabel("Contact Number").fill("9876543210");
      await dialog.getByRole("textbox", { name: "Visit Date" }).fill(nextSaturday);
      await dialog.getByLabel("Visit Time").selectOption("11:00 AM");
      await giveConsent(dialog);
      await dialog.getByRole("button", { name: "Schedule Visit" }).click();

      await expect(dialog.getByText("Visits are possible Monday to Friday only")).toBeVisible();
      await expect(dialog.getByLabel("Student Name")).toHaveValue("Asha Rani");
      await expect(dialog.getByLabel("Class for Admission")).toHaveValue("Class II");
      await expect(dialog.getByRole("checkbox", { name: /I am the child's parent/ })).toBeChecked();

      await dialog.getByRole("textbox", { name: "Visit Date" }).fill(nextWeekday);
      await dialog.getByRole("button", { name: "Schedule Visit" }).click();
      await expect(page.getByRole("status")).toHaveText(
        "Visit request submitted successfully! We'll contact you soon.",
      );
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expectNextSteps(
        page,
        "Your visit request has reached the school",
        "to confirm the day and time of your visit",
      );
    } finally {
      await close();
    }
  });

  test("an enquiry goes through", async ({ browser, baseURL }) => {
    const { page, close } = await openWithoutJavaScript(
      browser,
      baseURL,
      { width: 1280, height: 900 },
      "/admissions?form=enquiry",
    );
    try {
      const dialog = page.getByRole("dialog", { name: "Admission Enquiry" });
      await dialog.getByRole("button", { name: "Submit Enquiry" }).click();
      await expect(dialog.getByText("Enquirer name is required")).toBeVisible();
      await dialog.getByLabel("Your Name").fill("Ravi Kumar");
      await dialog.getByLabel("Relationship to Student").selectOption("Guardian");
      await dialog.getByLabel("Student Name").fill("Asha");
      await dialog.getByLabel("Class for Admission").selectOption("Nursery");
      await dialog.getByLabel("Contact Number").fill("9876543210");
      await giveConsent(dialog);
      await dialog.getByRole("button", { name: "Submit Enquiry" }).click();
      await expect(page.getByRole("status")).toHaveText("Enquiry submitted successfully! We'll contact you soon.");
      await expectNextSteps(page, "Your enquiry has reached the school", "to answer your enquiry");
    } finally {
      await close();
    }
  });
});

test.describe("Contact", () => {
  test("shows the school's details", async ({ page }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    await expect(main.getByText("Khan Mohammed Road, Fatehabad 125050, Haryana, India")).toBeVisible();
    await expect(main.getByText("Mon-Fri 8:00 AM-4:00 PM")).toBeVisible();
    await expect(main.getByText("Sat 8:00 AM-1:00 PM")).toBeVisible();
    // No social link is set on a new install: no icon leads to a network's home page (decision 0037; set ones:
    // tests/e2e/back-office/settings.spec.ts).
    await expect(main.getByRole("heading", { name: "Follow Us" })).toHaveCount(0);
    for (const name of ["Facebook", "Instagram", "YouTube"]) {
      await expect(main.getByRole("link", { name: `${name} (opens in a new tab)` })).toHaveCount(0);
    }
  });

  test("works without JavaScript", async ({ browser, baseURL }) => {
    const { page, close } = await openWithoutJavaScript(browser, baseURL, { width: 390, height: 844 }, "/contact");
    try {
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Phone is required")).toBeVisible();
      await page.getByLabel("Name").fill("Meena");
      await page.getByLabel("Email").fill("meena@example.com");
      await page.getByLabel("Phone").fill("9876543210");
      await page.getByRole("textbox", { name: "Message" }).fill("Hello");
      await giveConsent(page);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("status")).toHaveText("Thank you for your message! We'll get back to you soon.");
    } finally {
      await close();
    }
  });
});
