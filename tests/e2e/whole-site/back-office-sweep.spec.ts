// Every back office page at a phone's 360 px and a desktop's 1,280 (decisions
// 0049, 0050): none is wider than the window or cuts off what it holds, every
// target is one a thumb can hit, no word is cut inside, and axe finds no
// problem, signed in as an admin; and each dialog, open, the same way.
import type { Locator, Page } from "@playwright/test";

import {
  BACK_OFFICE_PAGES,
  cutOff,
  openBackOfficePage,
  SIGN_IN_PAGE,
  type BackOfficePage,
} from "../support/back-office-pages";
import { axeViolations, desktop, everyViolation, seriousViolations, waitForHydration } from "../support/support";
import { smallTargets } from "../support/tap-targets";
import { expect, test } from "../support/test";
import { wordsCutInside } from "../support/word-wrap";

const phone = { width: 360, height: 740 };

const pageNamed = (name: string) => BACK_OFFICE_PAGES.find((entry) => entry.name === name)!;

test.describe("every back office page", () => {
  for (const entry of [...BACK_OFFICE_PAGES, SIGN_IN_PAGE]) {
    const signedIn = entry !== SIGN_IN_PAGE;

    // One test for both widths: the page is opened once, then axe runs again on the desktop's layout.
    test(`${entry.name}: at 360 px no wider than the window, nothing cut off, targets a thumb can hit; axe at 360 and 1,280 px`, async ({
      page,
      reuseAdminSession,
    }) => {
      await page.setViewportSize(phone);
      if (signedIn) await reuseAdminSession(page);
      await openBackOfficePage(page, entry);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
      expect.soft(await cutOff(page)).toEqual([]);
      expect.soft(await smallTargets(page)).toEqual([]);
      expect.soft(await wordsCutInside(page)).toEqual([]);
      expect.soft(await everyViolation(page), "at 360 px").toEqual([]);
      await page.setViewportSize(desktop);
      expect(await everyViolation(page), "at 1,280 px").toEqual([]);
    });
  }
});

test.describe("the back office's dialogs, at 360 px unless named", () => {
  /** Each dialog a page opens, with the steps that open it: the dialog it shows is then measured and audited. */
  const dialogs: { page: BackOfficePage; name: string; open: (page: Page) => Promise<Locator>; width?: number }[] = [
    {
      page: pageNamed("gallery"),
      name: "Add Image, with its Image URL tab",
      open: async (page) => {
        await page.getByRole("button", { name: "Add Image" }).click();
        const dialog = page.getByRole("dialog", { name: "Add Image" });
        await dialog.getByRole("tab", { name: "Image URL" }).click();
        return dialog;
      },
    },
    {
      page: pageNamed("calendar"),
      name: "Add Event, with a time of day",
      open: async (page) => {
        await page.getByRole("button", { name: "Add Event" }).click();
        const dialog = page.getByRole("dialog", { name: "Add Event" });
        await dialog.getByLabel("All day").uncheck();
        return dialog;
      },
    },
    ...["Add Section", "Add Item"].map((button) => ({
      page: pageNamed("mandatory disclosures"),
      name: button,
      open: async (page: Page) => {
        await page.getByRole("button", { name: button, exact: true }).click();
        return page.getByRole("dialog", { name: button });
      },
    })),
    {
      page: pageNamed("mandatory disclosures"),
      name: "Edit Item",
      open: async (page) => {
        // A seeded item, only looked at: the dialog is closed unsaved.
        await page.getByRole("button", { name: "Edit item 1 of section A", exact: true }).click();
        return page.getByRole("dialog", { name: "Edit Item" });
      },
    },
    {
      page: pageNamed("user management"),
      name: "Create User",
      open: async (page) => {
        await page.getByRole("button", { name: "Create User" }).click();
        return page.getByRole("dialog", { name: "Create User" });
      },
    },
    {
      page: pageNamed("user management"),
      name: "Reset Password",
      open: async (page) => {
        await page.getByRole("button", { name: "Reset Password" }).first().click();
        return page.getByRole("dialog", { name: "Reset Password" });
      },
    },
    {
      page: pageNamed("announcements"),
      name: "an announcement's delete prompt",
      open: async (page) => {
        await page.getByRole("main").getByRole("article").first().getByRole("button", { name: "Delete" }).click();
        return page.getByRole("alertdialog", { name: "Delete Announcement" });
      },
    },
    // The three kinds of request share one delete prompt, in their lists and on their record pages.
    {
      page: pageNamed("enquiries"),
      // A list's rows have a Delete button on a desktop; a phone's cards open the record page for it.
      name: "a request's delete prompt, in its list at 1,280 px",
      width: desktop.width,
      open: async (page) => {
        await page
          .getByRole("button", { name: /^Delete the enquiry from/ })
          .first()
          .click();
        return page.getByRole("alertdialog");
      },
    },
    {
      page: pageNamed("an enquiry"),
      name: "a request's delete prompt, on its page",
      open: async (page) => {
        await page.getByRole("button", { name: /^Delete the enquiry from/ }).click();
        return page.getByRole("alertdialog");
      },
    },
  ];
  for (const dialog of dialogs) {
    test(`${dialog.name}: targets a thumb can hit, it fits the window, and axe finds nothing`, async ({
      page,
      reuseAdminSession,
    }) => {
      await page.setViewportSize({ ...phone, width: dialog.width ?? phone.width });
      await reuseAdminSession(page);
      await openBackOfficePage(page, dialog.page);
      await waitForHydration(page);
      await expect(await dialog.open(page)).toBeVisible();
      expect.soft(await smallTargets(page)).toEqual([]);
      expect.soft(await cutOff(page)).toEqual([]);
      // The whole page, not the dialog alone: what a dialog does to the page behind it counts too.
      expect(await everyViolation(page)).toEqual([]);
    });
  }
});

test.describe("the sweep's own measure", () => {
  test("axe finds what is wrong as the page is now, in its frames too, each time it is asked", async ({ page }) => {
    await page.goto("/privacy");
    expect(await seriousViolations(page)).toEqual([]);
    // A frame of the site's own origin, as the school page's preview is, with a button that has no name.
    await page.locator("main").evaluate((main) => {
      main.append(Object.assign(document.createElement("iframe"), { title: "A frame", srcdoc: "<button></button>" }));
    });
    await expect(page.frameLocator('iframe[title="A frame"]').locator("button")).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([expect.stringMatching(/^button-name: .*\(iframe button\)$/)]);
    // Once axe is in a page it runs again on what has changed there since.
    await page.locator("main").evaluate((main) => main.insertAdjacentHTML("afterbegin", '<input type="text">'));
    expect((await axeViolations(page)).map((violation) => violation.id).sort()).toEqual(["button-name", "label"]);
  });

  test("finds what is cut off: clipped, scrolled away, or outside the window", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.setContent(`
      <div id="clipped" style="overflow: hidden; width: 100px"><span style="white-space: nowrap">A name far too long for its box</span></div>
      <div id="scrolled" style="overflow-x: auto; width: 100px"><table><tr><td>9876543210</td><td>Pending</td><td>Delete</td></tr></table></div>
      <p id="outside" style="width: 200px; margin-left: 300px">Off the screen</p>
      <p>Fits</p>
      <input value="A value longer than the field it is typed into, which a field may scroll">
    `);
    expect(await cutOff(page)).toEqual([
      expect.stringMatching(/^div#clipped .* shows 100 of its \d+ px$/),
      expect.stringMatching(/^div#scrolled .* shows 100 of its \d+ px$/),
      expect.stringMatching(/^p#outside "Off the screen" lies outside the window/),
    ]);
  });
});
