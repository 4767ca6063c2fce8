// Following up an enquiry in the browser (decision 0027): a note and a
// follow-up date are added on its page and shown in its history; the dashboard
// lists the follow-up due today; a reply by e-mail reaches the parent through
// the outbox; WhatsApp and a call are a tap away; it is kept past the
// retention period with a reason, and let go again (decision 0032).
import { mailsTo } from "../support/mail";
import { ENQUIRIES_PAGE, requestsSteps, sendKavyasEnquiry } from "../support/requests";
import { waitForHydration } from "../support/support";
import { expect, test } from "../support/test";

test("a note, a follow-up date and a reply on an enquiry, and the dashboard's follow-up", async ({
  page,
  reuseAdminSession,
}, info) => {
  // A long walk through the back office, with the mail server on the way.
  test.setTimeout(90_000);
  const stamp = `${info.workerIndex}-${Date.now().toString(36)}`;
  const name = `Follow-up E2E ${stamp}`;
  const parent = `follow-up-${stamp}@example.com`;
  await sendKavyasEnquiry(page, name, "98765 12345", parent);

  const enquiries = requestsSteps(page, ENQUIRIES_PAGE);
  // The office opens the list.
  await reuseAdminSession(page);
  await enquiries.open();
  await page.getByRole("searchbox", { name: "Search" }).fill(name);
  await page.getByRole("button", { name: "Search" }).click();
  await enquiries.openRecord(name);
  await waitForHydration(page);
  const recordUrl = page.url();
  const notifications = page.getByRole("region", { name: "Notifications" });
  const history = page.getByRole("region", { name: "History" });

  // The parent is a tap away.
  const followUp = page.getByRole("region", { name: "Follow-up" });
  await expect(followUp.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/919876512345\?text=Namaste/,
  );
  await expect(followUp.getByRole("link", { name: "Call 98765 12345" })).toHaveAttribute("href", "tel:+919876512345");

  // A note: shown in the history with who wrote it, and the form empties.
  const notes = page.getByRole("region", { name: "Add a note" });
  await notes.getByLabel("Note").fill("Spoke to the mother; she will visit next week.");
  await notes.getByRole("button", { name: "Add Note" }).click();
  await expect(notifications.getByText("Note added")).toBeVisible();
  await expect(history.getByText("Spoke to the mother; she will visit next week.")).toBeVisible();
  await expect(history).toContainText("e2e-admin@school.example");
  await expect(notes.getByLabel("Note")).toHaveValue("");

  // Kept past the retention period (decision 0032), with the reason; then let go again.
  const keep = page.getByRole("region", { name: "Keep" });
  await expect(keep).toContainText("nobody has changed for 12 months is erased");
  await keep.getByRole("button", { name: "Keep This Request" }).click();
  await expect(keep.getByText("Please say why it should be kept")).toBeVisible();
  await keep.getByLabel("Reason to keep").fill("Admitted to UKG");
  await keep.getByRole("button", { name: "Keep This Request" }).click();
  await expect(notifications.getByText("Marked to keep")).toBeVisible();
  await expect(keep).toContainText("Kept: Admitted to UKG");
  await expect(history.getByText("Marked to keep: Admitted to UKG")).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(keep).toContainText("Kept: Admitted to UKG");
  await keep.getByRole("button", { name: "Stop Keeping" }).click();
  await expect(notifications.getByText("No longer kept")).toBeVisible();
  await expect(keep.getByLabel("Reason to keep")).toHaveValue("");
  await expect(history.getByText("No longer kept")).toBeVisible();

  // A follow-up date: today.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  await followUp.getByLabel("Follow-up date").fill(today);
  await followUp.getByRole("button", { name: "Save Date" }).click();
  await expect(notifications.getByText("Follow-up date saved")).toBeVisible();
  await expect(history.getByText(/Follow-up date set to/)).toBeVisible();

  // A reply by e-mail: through the outbox to the parent, and into the history.
  const reply = page.getByRole("region", { name: "Reply by e-mail" });
  await expect(reply.getByLabel("Subject")).toHaveValue(/^Your admission enquiry: /);
  await reply.getByLabel("Message").fill(`Seats in UKG are open. Reference ${stamp}.`);
  await reply.getByRole("button", { name: "Send Reply" }).click();
  await expect(notifications.getByText("Reply queued for sending")).toBeVisible();
  const [mail] = await mailsTo(parent, `Reference ${stamp}.`);
  expect(mail!.subject).toMatch(/^Your admission enquiry: /);
  await page.reload();
  await expect(history.getByText(/^Reply to .+ \(sent\)/)).toBeVisible();
  // Replying moved a pending enquiry on.
  await expect(page.getByRole("combobox", { name: ENQUIRIES_PAGE.statusLabel(name) })).toHaveValue("contacted");

  // The dashboard lists it as due today, and its link opens it.
  await page.goto("/admin/dashboard");
  const due = page.getByRole("list", { name: "Follow-ups due" }).getByRole("listitem").filter({ hasText: name });
  await expect(due).toContainText("today");
  await due.getByRole("link").click();
  await expect(page).toHaveURL(recordUrl.split("?")[0]!);
});
