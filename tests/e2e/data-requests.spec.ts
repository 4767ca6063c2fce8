// A data request followed from the public form to erasure (issue 14, point 4):
// a parent who once wrote to the school asks, from the footer's Your Data page,
// for their details to be erased; the office finds the request in its queue
// with its due date, sees where the parent's details are held, downloads them,
// and erases them all; the parent's message is gone from the back office.
import fs from "node:fs";
import { expect, test } from "@playwright/test";

import { addDays, longDate, schoolDate } from "../../db/time";
import { CONTACT_MESSAGES_PAGE, giveConsent, requestsSteps, sendFromContact } from "./requests";
import { openSection, signIn, waitForHydration } from "./support";

test("a parent asks for erasure on the Your Data page, and the office erases everything in one action", async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const stamp = `${info.workerIndex}-${Date.now().toString(36)}`;
  const name = `Data E2E ${stamp}`;
  // Its own phone and e-mail: an erasure reaches every record that holds them.
  const phone = `95${Date.now().toString().slice(-8)}`;
  const email = `data-e2e-${stamp}@example.com`;
  const message = `Is there a bus from Bhuna? (${stamp})`;
  await sendFromContact(page, { Name: name, Email: email, Phone: phone, Message: message });

  // The parent, from any page's footer.
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Your Data" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your Data" })).toBeVisible();
  await waitForHydration(page);
  const form = page.getByRole("region", { name: "Make a Request" });
  await form.getByLabel("What are you asking for?").selectOption({ label: "Erase my details" });
  await form.getByLabel("Your Name").fill(name);
  // Written another way than in the message: the office still finds it.
  await form.getByRole("textbox", { name: "Phone" }).fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  await form.getByRole("button", { name: "Send Request" }).click();
  await expect(form.getByText("Please tick the box to consent", { exact: true })).toBeVisible();
  await giveConsent(form);
  await form.getByRole("button", { name: "Send Request" }).click();
  await expect(
    page
      .getByRole("region", { name: "Notifications" })
      .getByText("Your request has been sent. The school will answer within 90 days."),
  ).toBeVisible();

  // The office: the queue, with the day it must be answered by.
  await signIn(page);
  await page.goto("/admin/dashboard");
  await page
    .getByRole("link", { name: /Data Requests/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Data Requests" })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("searchbox", { name: "Search" }).fill(name);
  await page.getByRole("button", { name: "Search" }).click();
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
  const due = longDate(addDays(schoolDate(new Date(), "Asia/Kolkata"), 90));
  await expect(row).toContainText("Erasure");
  await expect(row).toContainText(due);
  await expect(row.getByRole("combobox", { name: `Status of the data request from ${name}` })).toHaveValue("new");
  await row.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Data request from ${name}` })).toBeVisible();
  await waitForHydration(page);

  // Where the parent's details are held: the message and this request.
  const tool = page.getByRole("region", { name: "Personal data" });
  const where = (label: string) => tool.getByRole("row").filter({ has: page.getByRole("rowheader", { name: label }) });
  await expect(where("Contact Messages")).toContainText("1");
  await expect(where("Contact Messages").getByRole("link", { name: `Message from ${name}` })).toBeVisible();
  await expect(where("Data Requests")).toContainText("1");

  // Everything, as a file to send the parent.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    tool.getByRole("link", { name: "Download JSON" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = fs.readFileSync((await download.path())!, "utf8");
  expect(exported).toContain(message);

  // Erased, after ticking the box that says it cannot be undone.
  const erase = tool.getByRole("button", { name: "Erase All" });
  await erase.click();
  await expect(tool.getByText("Tick the box to confirm the erasure")).toBeVisible();
  await tool.getByRole("checkbox", { name: /^Erase all \d+ records found/ }).check();
  await erase.click();
  await expect(page.getByRole("region", { name: "Notifications" }).getByText("Personal data erased")).toBeVisible();
  // The request stays, without who sent it.
  await expect(page.getByRole("heading", { level: 1, name: "Data request from Erased" })).toBeVisible();

  // The parent's message is no longer in the office's list.
  const messages = requestsSteps(page, CONTACT_MESSAGES_PAGE);
  await openSection(page, CONTACT_MESSAGES_PAGE.path, CONTACT_MESSAGES_PAGE.title);
  await page.getByRole("searchbox", { name: "Search" }).fill(stamp);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(messages.rowOf(name)).toHaveCount(0);
  await expect(page.getByText("No messages match this search.")).toBeVisible();
});
