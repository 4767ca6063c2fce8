// Contact messages in the back office (decision 0026): a parent's message from /contact reaches the office's list;
// opening it marks it read; its page changes its status and deletes it. Sent without JavaScript: admissions.spec.ts;
// the mails to the office and the parent, and the record's link in the office's: tests/integration/requests/
// request-mail.test.ts, and consent.spec.ts, which follows that link.
import type { Page } from "@playwright/test";

import { HINDI_MESSAGE_FIXTURE } from "../support/fixture-data";
import { mailsTo } from "../support/mail";
import { CONTACT_MESSAGES_PAGE, requestsSteps, sendFromContact } from "../support/requests";
import { waitForHydration } from "../support/support";
import { expect, test } from "../support/test";

const unique = (label: string, worker: number) => `${label} ${worker}-${Date.now().toString(36)}`;

/** Gives `page` the test admin's session and searches the contact messages for `query`; the list's steps. */
async function searchMessages(page: Page, reuseAdminSession: (page: Page) => Promise<void>, query: string) {
  const messages = requestsSteps(page, CONTACT_MESSAGES_PAGE);
  await reuseAdminSession(page);
  await messages.open();
  await messages.search(query);
  return messages;
}

test.describe("Contact messages in the back office", () => {
  // The confirmation of a Hindi request is in Hindi (tests/integration/operations/mail-delivery.test.ts, with an SMTP
  // server): here, without another public form sent from 127.0.0.1, the office's reply to a Hindi message.
  test("a Hindi parent's message: WhatsApp and the reply start in Hindi, and the reply reaches the parent in Hindi", async ({
    page,
    reuseAdminSession,
  }, info) => {
    const stamp = `${info.workerIndex}-${Date.now().toString(36)}`;
    const { name, email } = HINDI_MESSAGE_FIXTURE;
    const messages = await searchMessages(page, reuseAdminSession, name);
    await messages.openRecord(name);
    await waitForHydration(page);

    // The office's page stays English; what the parent reads is Hindi.
    const whatsapp = await page
      .getByRole("region", { name })
      .getByRole("link", { name: /WhatsApp/ })
      .getAttribute("href");
    expect(decodeURIComponent(whatsapp!.split("text=")[1]!)).toMatch(
      new RegExp(`^नमस्ते ${name} जी, हम .+ से आपके संदेश के बारे में बात कर रहे हैं।$`),
    );
    const reply = page.getByRole("region", { name: "Reply by e-mail" });
    await expect(reply.getByLabel("Subject")).toHaveValue(/^आपका संदेश: /);
    const message = reply.getByLabel("Message");
    await expect(message).toHaveValue(`नमस्ते ${name} जी,\n\n\n\nसादर,\nविद्यालय कार्यालय`);
    const start = await message.inputValue();
    await message.fill(start.replace("\n\n\n\n", `\n\nनया सत्र 1 अप्रैल से शुरू होगा। (${stamp})\n\n`));
    await reply.getByRole("button", { name: "Send Reply" }).click();
    await expect(
      page.getByRole("region", { name: "Notifications" }).getByText("Reply queued for sending"),
    ).toBeVisible();

    const [mail] = await mailsTo(email, stamp);
    expect(mail!.subject).toMatch(/^आपका संदेश: /);
    expect(mail!.text).toContain(
      `नमस्ते ${name} जी,\n\nनया सत्र 1 अप्रैल से शुरू होगा। (${stamp})\n\nसादर,\nविद्यालय कार्यालय\n\n--\n`,
    );
  });

  test("a parent's message is found, marked read by opening it, replied, exported and deleted", async ({
    page,
    reuseAdminSession,
  }, info) => {
    const name = unique("Contact E2E", info.workerIndex);
    await sendFromContact(page, {
      Name: name,
      Email: "meena.parent@example.com",
      Phone: "+91 98765 12345",
      Message: "Is there a school bus from Bhuna?\nWe live near the bus stand.",
    });

    const messages = await searchMessages(page, reuseAdminSession, name.toLowerCase());
    await expect(page).toHaveURL(/q=/);
    const row = messages.rowOf(name);
    await expect(row).toBeVisible();
    await expect(page.getByRole("row")).toHaveCount(2);
    await expect(row).toContainText("Is there a school bus from Bhuna?");
    await expect(row.getByRole("link", { name: "+91 98765 12345" })).toHaveAttribute("href", "tel:+919876512345");
    await expect(messages.statusOf(name)).toHaveValue("new");

    // Opening it marks it read; its page has every field.
    await messages.openRecord(name);
    await expect(page).toHaveURL(/\/admin\/contact-messages\/[0-9a-f-]{36}\?q=/);
    const details = page.getByRole("region", { name: "Details" });
    await expect(details.getByRole("link", { name: "meena.parent@example.com" })).toHaveAttribute(
      "href",
      "mailto:meena.parent@example.com",
    );
    await expect(details.getByRole("link", { name: "+91 98765 12345" })).toHaveAttribute("href", "tel:+919876512345");
    await expect(details).toContainText("We live near the bus stand.");
    await expect(page.getByText(/^Received \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
    await expect(messages.recordStatus(name)).toHaveValue("read");
    await expect(messages.recordStatus(name).getByRole("option", { name: "New" })).toHaveCount(0);

    // Back to the list as it was (the search kept): read now.
    await page.getByRole("link", { name: "Contact Messages" }).click();
    await expect(page).toHaveURL(/\/admin\/contact-messages\?q=/);
    await expect(messages.statusOf(name)).toHaveValue("read");

    // Its page changes the status too, and keeps it.
    await messages.openRecord(name);
    await messages.recordStatus(name).selectOption("replied");
    await expect(page.getByText("Status updated successfully")).toBeVisible();
    await page.reload();
    await expect(messages.recordStatus(name)).toHaveValue("replied");

    await page.getByRole("link", { name: "Contact Messages" }).click();
    await messages.filterByStatus("replied");
    // The message's line break stays inside its quoted cell (LF as scripts send it, CRLF as a plain form does).
    const csv = await messages.exportCsv();
    expect(csv).toMatch(
      new RegExp(
        `\r\n${name},meena\\.parent@example\\.com,'\\+91 98765 12345,"Is there a school bus from Bhuna\\?\r?\nWe live near the bus stand\\.",replied,`,
      ),
    );

    // Deleted from its page: back on the list, with its filters, and the toast.
    await messages.openRecord(name);
    await messages.deleteRecord(name);
    await expect(page).toHaveURL(/\/admin\/contact-messages\?q=[^&]+&status=replied$/);
    await expect(page.getByText("No messages match this search.")).toBeVisible();
  });
});
