// The office on a phone (decision 0050): below 640 px every list of requests is
// a list of cards, with Call and WhatsApp a tap away and the status changed with
// one tap and undone from its toast; from 640 px it is the table. A request's
// page reads in the order of a phone call, and saving a note does not move it.
import { type Locator, type Page } from "@playwright/test";

import { FIXTURE_PHONE, fixtureName, OFFICE_WIDTHS, RECORD_FIXTURE } from "../support/fixture-data";
import { CONTACT_MESSAGES_PAGE, ENQUIRIES_PAGE, VISIT_REQUESTS_PAGE, type RequestsPage } from "../support/requests";
import { waitForHydration } from "../support/support";
import { expect, test } from "../support/test";

const schoolToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
const inTwoDays = () => {
  const day = new Date(`${schoolToday()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 2);
  return day.toISOString().slice(0, 10);
};

interface OfficeList {
  kind: Parameters<typeof fixtureName>[0];
  page: Pick<RequestsPage, "path" | "title" | "statusLabel" | "recordTitle">;
  /** The list's address showing the fixture of `name`. */
  showing: (name: string) => string;
  /** What the card says besides its name. */
  about: RegExp;
  /** Two of its statuses: a tap moves the fixture from the one it has to the other. */
  statuses: [string, string];
}

const searched = (path: string) => (name: string) => `${path}?q=${encodeURIComponent(name)}`;

const LISTS: OfficeList[] = [
  {
    kind: "Enquiry",
    page: ENQUIRIES_PAGE,
    showing: searched(ENQUIRIES_PAGE.path),
    // What the parent wrote is on the card, where the call is made (decision 0075).
    about: /Child: Riya Rani · Class III\s*Message: Is there a school bus from Bhuna\? Please call after 5 pm\./,
    statuses: ["pending", "contacted"],
  },
  {
    kind: "Visit",
    page: VISIT_REQUESTS_PAGE,
    showing: () => `${VISIT_REQUESTS_PAGE.path}?date=${inTwoDays()}`,
    about: /Visit: .*10:00 AM/,
    statuses: ["pending", "confirmed"],
  },
  {
    kind: "Message",
    page: CONTACT_MESSAGES_PAGE,
    showing: searched(CONTACT_MESSAGES_PAGE.path),
    about: /When does the new session start\?/,
    statuses: ["read", "replied"],
  },
  {
    kind: "Data request",
    page: {
      path: "/admin/data-requests",
      title: "Data Requests",
      statusLabel: (name) => `Status of the data request from ${name}`,
      recordTitle: (name) => `Data request from ${name}`,
    },
    showing: searched("/admin/data-requests"),
    about: /Access[\s\S]*Due by/,
    statuses: ["new", "in_progress"],
  },
];

const capitalised = (status: string) => status[0]!.toUpperCase() + status.slice(1).replace(/_/g, " ");

/** Whether the page scrolls sideways: wider than the window. */
const widerThanWindow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** The card of `name` on a phone: the list item whose heading names it. */
const cardOf = (page: Page, name: string): Locator =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2, name }) });

for (const width of OFFICE_WIDTHS) {
  const phone = width < 640;
  test.describe(`the lists of requests at ${width} px`, () => {
    test.use({ viewport: { width, height: phone ? 740 : 800 } });

    for (const list of LISTS) {
      const name = fixtureName(list.kind, width);
      const who = list.kind === "Enquiry" ? `${name} (Mother)` : name;

      test(`${list.page.title}: ${phone ? "a card with one-tap Call and WhatsApp, a status changed and undone" : "a row whose status changes at once"}`, async ({
        page,
        context,
        reuseAdminSession,
      }) => {
        await reuseAdminSession(page);
        await page.goto(list.showing(name));
        await expect(page.getByRole("heading", { level: 1, name: list.page.title })).toBeVisible();
        expect(await widerThanWindow(page)).toBe(false);
        await waitForHydration(page);

        const card = cardOf(page, who);
        const row = page.getByRole("row").filter({ hasText: name });
        // One of the two, by the width: CSS chooses, so the first paint is already the right one.
        await expect(phone ? card : row).toBeVisible();
        await expect(phone ? row : card).toBeHidden();
        const item = phone ? card : row;

        if (phone) {
          await expect(card).toContainText(list.about);
          await expect(card).toContainText(/(Received|Created) less than an hour ago/);
          // Call and WhatsApp are links: one tap, no menu, the parent's number dialled as +91.
          const call = card.getByRole("link", { name: /^Call/ });
          await expect(call).toHaveAttribute("href", `tel:+91${FIXTURE_PHONE.replace(/\D/g, "")}`);
          await context.route("https://wa.me/**", (route) => route.fulfill({ body: "WhatsApp" }));
          const [whatsapp] = await Promise.all([
            page.waitForEvent("popup"),
            card.getByRole("link", { name: /^WhatsApp/ }).click(),
          ]);
          expect(whatsapp.url()).toMatch(new RegExp(`^https://wa\\.me/91${FIXTURE_PHONE.replace(/\D/g, "")}\\?text=`));
          await whatsapp.close();
        }

        // One tap changes the status, at once; the toast's Undo puts it back.
        const status = item.getByRole("combobox", { name: list.page.statusLabel(name) });
        const from = await status.inputValue();
        const to = list.statuses.find((other) => other !== from)!;
        const label = (value: string) => item.getByText(capitalised(value), { exact: true }).filter({ visible: true });
        if (phone) await expect(label(from)).toBeVisible();
        await status.selectOption(to);
        const toast = page.getByRole("listitem").filter({ hasText: "Status updated successfully" });
        await expect(toast).toBeVisible();
        // The row's select is the card's, by the same code: Undo, the change kept and the history are the card's.
        if (!phone) return;
        await expect(label(to)).toBeVisible();
        await toast.getByRole("button", { name: "Undo" }).click();
        await expect(page.getByText("Status change undone")).toBeVisible();
        await expect(status).toHaveValue(from);
        await expect(label(from)).toBeVisible();
        await page.reload();
        await expect(status).toHaveValue(from);

        // Without Undo the change stays.
        await waitForHydration(page);
        await status.selectOption(to);
        await expect(toast).toBeVisible();
        await page.reload();
        await expect(status).toHaveValue(to);

        // The card opens the record, whose history shows the undo.
        await waitForHydration(page);
        await card.getByRole("link", { name: who, exact: true }).click();
        await expect(page.getByRole("heading", { level: 1, name: list.page.recordTitle(name) })).toBeVisible();
        const history = page.getByRole("region", { name: "History" });
        await expect(history).toContainText(`Status: ${capitalised(to)} → ${capitalised(from)} (undone)`);
        await expect(history.getByRole("listitem").last()).toContainText(
          `Status: ${capitalised(from)} → ${capitalised(to)}`,
        );
        expect(await widerThanWindow(page)).toBe(false);
      });
    }
  });
}

test.describe("a request's page", () => {
  test("at 360 px reads in the order of a phone call, and saving a note leaves the page where it is", async ({
    page,
    reuseAdminSession,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await reuseAdminSession(page);
    const name = RECORD_FIXTURE;
    await page.goto(searched(ENQUIRIES_PAGE.path)(name));
    await page.getByRole("link", { name: `${name} (Mother)`, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Enquiry from ${name}` })).toBeVisible();
    await waitForHydration(page);

    // The parts, top to bottom.
    const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    expect(headings).toEqual([
      `${name} (Mother)`,
      "Add a note",
      "Follow-up",
      "Reply by e-mail",
      "Details",
      "History",
      "Keep or delete",
    ]);
    // At the top: the status, changeable, and Call and WhatsApp on the screen as it opens.
    const summary = page.getByRole("region", { name: `${name} (Mother)` });
    for (const control of [
      summary.getByRole("combobox", { name: ENQUIRIES_PAGE.statusLabel(name) }),
      summary.getByRole("link", { name: /^Call/ }),
      summary.getByRole("link", { name: /^WhatsApp/ }),
      // What the parent wrote, beside Call (decision 0075).
      summary.getByText("Message: Is there a school bus from Bhuna? Please call after 5 pm."),
    ]) {
      await expect(control).toBeInViewport();
    }
    // Keep is no main button: a secondary one, with its reason, beside Delete.
    const secondary = page.getByRole("region", { name: "Keep or delete" });
    await expect(secondary.getByLabel("Reason to keep")).toBeVisible();
    await expect(secondary.getByRole("button", { name: "Keep This Request" })).toBeVisible();
    await expect(secondary.getByRole("button", { name: ENQUIRIES_PAGE.deleteLabel(name) })).toBeVisible();

    // The note box sits under the latest lines of the history; saving a note keeps it where it was.
    const notes = page.getByRole("region", { name: "Add a note" });
    const box = notes.getByLabel("Note");
    await box.scrollIntoViewIfNeeded();
    const before = { top: (await box.boundingBox())!.y, scroll: await page.evaluate(() => window.scrollY) };
    const stamp = Date.now().toString(36);
    for (const note of [`Called ${stamp}: she will visit on Friday.`, `Sent ${stamp} the fees.`, `Third ${stamp}.`]) {
      await box.fill(note);
      await notes.getByRole("button", { name: "Add Note" }).click();
      await expect(notes.getByRole("listitem").filter({ hasText: note })).toBeVisible();
      await expect(box).toHaveValue("");
      expect({ top: (await box.boundingBox())!.y, scroll: await page.evaluate(() => window.scrollY) }).toEqual(before);
    }
    // Only the last few lines there; the whole history below.
    await expect(notes.getByRole("listitem")).toHaveCount(3);
    await expect(page.getByRole("region", { name: "History" })).toContainText(
      `Called ${stamp}: she will visit on Friday.`,
    );

    // A note typed, then the status changed: the note says it is not saved, and leaving the page loses nothing
    // (decision 0075).
    const unsaved = `Please call after 5 pm ${stamp}`;
    await box.fill(unsaved);
    await expect(notes.getByText("Not saved yet: press Add Note to keep it.")).toBeVisible();
    const status = summary.getByRole("combobox", { name: ENQUIRIES_PAGE.statusLabel(name) });
    const other = (await status.inputValue()) === "contacted" ? "pending" : "contacted";
    await status.selectOption(other);
    await expect(
      page.getByRole("region", { name: "Notifications" }).getByText("Status updated successfully").first(),
    ).toBeVisible();
    await expect(box).toHaveValue(unsaved);
    await page.getByRole("link", { name: ENQUIRIES_PAGE.title }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: ENQUIRIES_PAGE.title })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: `Enquiry from ${name}` })).toBeVisible();
    await expect(notes.getByLabel("Note")).toHaveValue(unsaved);
    await expect(notes.getByText("What you typed before is back. It is not saved yet.")).toBeVisible();
    await notes.getByRole("button", { name: "Add Note" }).click();
    await expect(notes.getByRole("listitem").filter({ hasText: unsaved })).toBeVisible();
    await page.reload();
    await expect(notes.getByLabel("Note")).toHaveValue("");
  });

  test("at 1,280 px stands in two columns: what staff act on, and the history beside it", async ({
    page,
    reuseAdminSession,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await reuseAdminSession(page);
    const name = RECORD_FIXTURE;
    await page.goto(searched(ENQUIRIES_PAGE.path)(name));
    await page.getByRole("row").filter({ hasText: name }).getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1, name: `Enquiry from ${name}` })).toBeVisible();

    const box = async (region: string) => (await page.getByRole("region", { name: region }).boundingBox())!;
    const summary = await box(`${name} (Mother)`);
    const notes = await box("Add a note");
    const details = await box("Details");
    const history = await box("History");
    // History to the right of the rest, from the top; the rest one under another, with no gap left by the history.
    expect(history.x).toBeGreaterThan(summary.x + summary.width);
    expect(Math.abs(history.y - summary.y)).toBeLessThan(2);
    expect(notes.x).toBe(summary.x);
    expect(notes.y - (summary.y + summary.height)).toBeLessThan(40);
    expect(details.x).toBe(summary.x);
    // The latest lines are not said twice beside the whole history.
    await expect(page.getByRole("region", { name: "Add a note" }).getByText("Latest", { exact: true })).toBeHidden();
  });
});

test.describe("the other lists have cards of their own below 640 px", () => {
  const lists = [
    {
      path: "/admin/user-management",
      heading: "User Management",
      card: "E2E Admin",
      buttons: ["Edit", "Reset Password"],
      row: "e2e-admin@school.example",
    },
    {
      path: "/admin/calendar",
      heading: "Calendar",
      card: "Parent-Teacher Meeting",
      buttons: ["Edit Parent-Teacher Meeting", "Delete Parent-Teacher Meeting"],
      row: "Parent-Teacher Meeting",
    },
    {
      path: "/admin/mandatory-disclosures",
      heading: "Mandatory Disclosures",
      card: /^1\. Name of the School/,
      buttons: ["Edit item 1 of section A", "Delete item 1 of section A"],
      row: "Name of the School",
    },
  ];
  for (const width of OFFICE_WIDTHS) {
    for (const list of lists) {
      test(`${list.heading} at ${width} px: ${width < 640 ? "a card" : "a row"} with its buttons, no sideways scroll`, async ({
        page,
        reuseAdminSession,
      }) => {
        await page.setViewportSize({ width, height: width < 640 ? 740 : 800 });
        await reuseAdminSession(page);
        await page.goto(list.path);
        await expect(page.getByRole("heading", { level: 1, name: list.heading })).toBeVisible();
        const card = page
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: list.card }) })
          .first();
        const row = page.getByRole("row").filter({ hasText: list.row }).first();
        const shown = width < 640 ? card : row;
        await expect(shown).toBeVisible();
        await expect(width < 640 ? row : card).toBeHidden();
        for (const button of list.buttons) {
          await expect(shown.getByRole("button", { name: button, exact: true })).toBeVisible();
        }
        expect(await widerThanWindow(page)).toBe(false);
        // A card's button does what the row's does: it opens the same dialog.
        await waitForHydration(page);
        await shown.getByRole("button", { name: list.buttons[0], exact: true }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
      });
    }
  }
});
