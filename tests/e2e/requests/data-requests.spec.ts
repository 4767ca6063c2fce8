// A data request followed from the public form to erasure (decision 0033):
// a parent who once wrote to the school asks, from the footer's Your Data page,
// for their details to be erased; the office finds the request in its queue
// with its due date, "Not verified", sees where the parent's details are held,
// confirms they checked who asked (decision 0041), downloads them, and erases
// them all; the parent's message is gone from the back office. And a parent
// who confirms their request by the link mailed to the address the school has
// on their enquiry.
import fs from "node:fs";

import { addDays, longDate, schoolDate } from "../../../db/time";
import { mailsTo } from "../support/mail";
import {
  CONTACT_MESSAGES_PAGE,
  giveConsent,
  requestsSteps,
  sendFromContact,
  sendKavyasEnquiry,
} from "../support/requests";
import { openSection, waitForHydration } from "../support/support";
import { expect, test } from "../support/test";

test("a parent asks for erasure on the Your Data page, and the office erases everything in one action", async ({
  page,
  reuseAdminSession,
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
      .getByText(
        "Your request has been sent. If the school has your e-mail address, look there for a link to confirm the request is yours. The school will answer within 90 days.",
      ),
  ).toBeVisible();

  // The office: the queue, with the day it must be answered by.
  await reuseAdminSession(page);
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

  // Nobody has checked who asked yet: the page says so, and each action asks staff to confirm they did.
  const verification = page.getByRole("region", { name: "Verification" });
  await expect(verification.getByText("Not verified.")).toBeVisible();
  const checked = "I checked that this request comes from the person whose details these are";
  const downloads = tool.getByRole("form", { name: "Download the personal data" });
  await downloads.getByRole("checkbox", { name: checked }).check();
  // Everything, as a file to hand to the parent.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    downloads.getByRole("button", { name: "Download JSON" }).click(),
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
  await expect(tool.getByText(/^This request is not verified\./)).toBeVisible();
  await tool.locator("#erase-personal-data").getByRole("checkbox", { name: checked }).check();
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

test("a parent confirms their request by the link mailed to the address the school already has", async ({
  page,
  reuseAdminSession,
}, info) => {
  test.setTimeout(90_000);
  const stamp = `${info.workerIndex}-${Date.now().toString(36)}`;
  const name = `Verify E2E ${stamp}`;
  const phone = `96${Date.now().toString().slice(-8)}`;
  const known = `verify-known-${stamp}@example.com`;
  const typed = `verify-typed-${stamp}@example.com`;
  // An enquiry, not a message: the browser tests' messages from 127.0.0.1 already reach the Contact form's limit.
  await sendKavyasEnquiry(page, name, phone, known);

  await page.goto("/your-data");
  await waitForHydration(page);
  const form = page.getByRole("region", { name: "Make a Request" });
  await form
    .getByLabel("What are you asking for?")
    .selectOption({ label: "See the details the school holds about me" });
  await form.getByLabel("Your Name").fill(name);
  await form.getByRole("textbox", { name: "Phone" }).fill(phone);
  await form.getByRole("textbox", { name: "Email" }).fill(typed);
  await giveConsent(form);
  await form.getByRole("button", { name: "Send Request" }).click();
  await expect(
    page.getByRole("region", { name: "Notifications" }).getByText(/^Your request has been sent/),
  ).toBeVisible();

  // The link goes to the address on the parent's enquiry; the address typed gets only the confirmation.
  const [mail] = await mailsTo(known, "Confirm My Request");
  const [confirmation] = await mailsTo(typed, "We have your request");
  expect(confirmation!.text).not.toContain("/your-data/verify");
  const link = /http:\/\/\S+\/your-data\/verify\?token=[\w-]+/.exec(mail!.text ?? "")![0];

  // Opening the link asks; pressing the button confirms, once.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm Your Request" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm My Request" }).click();
  await expect(
    page.getByText("Thank you. Your request is confirmed as yours. The school will answer it within 90 days."),
  ).toBeVisible();
  await page.goto(link);
  await expect(page.getByText(/This link is not valid, or it has been used already/)).toBeVisible();

  // The office sees it verified, and acts without a confirm step.
  await reuseAdminSession(page);
  await page.goto(`/admin/data-requests?q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Data request from ${name}` })).toBeVisible();
  const verification = page.getByRole("region", { name: "Verification" });
  await expect(verification).toContainText(
    "Verified by the person, with the link e-mailed to an address on their records",
  );
  // Another e-mail than the one typed is on the records it leads to: the office is told which.
  await expect(verification.getByRole("note")).toContainText(`Enquiry from ${name}`);
  await expect(verification.getByRole("note")).toContainText(known);
  const downloads = page.getByRole("form", { name: "Download the personal data" });
  await expect(downloads.getByRole("checkbox")).toHaveCount(0);
});
