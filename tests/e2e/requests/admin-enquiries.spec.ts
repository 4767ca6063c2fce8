import { type Page } from "@playwright/test";

import { ENQUIRIES_PAGE, ENQUIRY_DIALOG, requestsSteps, sendFromAdmissions } from "../support/requests";
import { expect, test } from "../support/test";

/** Sends an enquiry through the public Enquire Now dialog, the way a parent does. */
async function sendEnquiry(page: Page, enquirerName: string) {
  await sendFromAdmissions(page, ENQUIRY_DIALOG, {
    "Your Name": enquirerName,
    "Relationship to Student": "Mother",
    "Student Name": "आशा",
    "Class for Admission": "LKG",
    "Contact Number": "9876512345",
  });
}

test.describe("Admission enquiries in the back office", () => {
  test("a parent's enquiry is found by search, marked contacted, exported and deleted", async ({
    page,
    reuseAdminSession,
  }, info) => {
    const enquirerName = `Enquiry E2E ${info.workerIndex}-${Date.now().toString(36)}`;
    await sendEnquiry(page, enquirerName);
    const enquiries = requestsSteps(page, ENQUIRIES_PAGE);

    await reuseAdminSession(page);
    await enquiries.open();
    // Any part of the name, in any case.
    await page.getByRole("searchbox", { name: "Search" }).fill(enquirerName.toUpperCase().slice(8));
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=/);
    const row = enquiries.rowOf(enquirerName);
    await expect(row).toBeVisible();
    await expect(page.getByRole("row")).toHaveCount(2);
    await expect(row).toContainText("Mother");
    await expect(row).toContainText("आशा");
    await expect(row.getByRole("link", { name: "9876512345" })).toHaveAttribute("href", "tel:+919876512345");
    await expect(enquiries.statusOf(enquirerName)).toHaveValue("pending");

    await enquiries.setStatus(enquirerName, "contacted");
    await enquiries.expectSavedStatus(enquirerName, "contacted");

    await enquiries.filterByStatus("contacted");
    await expect(enquiries.rowOf(enquirerName)).toBeVisible();
    const lines = (await enquiries.exportCsv()).trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${enquirerName},Mother,आशा,LKG,9876512345,,,,contacted,`));

    // Closed no longer matches the filter: the row leaves the list, and the toast still shows.
    await enquiries.setStatus(enquirerName, "closed");
    await expect(enquiries.rowOf(enquirerName)).toHaveCount(0);
    await enquiries.filterByStatus("closed");

    await enquiries.delete(enquirerName);
    await expect(page.getByText("No enquiries match this search.")).toBeVisible();
  });
});
