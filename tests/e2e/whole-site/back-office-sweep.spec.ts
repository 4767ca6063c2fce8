// Every back office page at a phone's 360 px and a desktop's 1,280 (decisions
// 0049, 0050): none is wider than the window or cuts off what it holds, every
// target is one a thumb can hit, no word is cut inside, and axe finds no
// serious or critical problem, signed in as an admin.
import { BACK_OFFICE_PAGES, cutOff, openBackOfficePage, SIGN_IN_PAGE } from "../support/back-office-pages";
import { axeViolations, desktop, seriousViolations, waitForHydration } from "../support/support";
import { smallTargets } from "../support/tap-targets";
import { expect, test } from "../support/test";
import { wordsCutInside } from "../support/word-wrap";

const phone = { width: 360, height: 740 };

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
      expect.soft(await seriousViolations(page), "at 360 px").toEqual([]);
      await page.setViewportSize(desktop);
      expect(await seriousViolations(page), "at 1,280 px").toEqual([]);
    });
  }
});

test.describe("the back office's dialogs at 360 px", () => {
  const dialogs = [
    { path: "/admin/gallery", heading: "Gallery", button: "Add Image" },
    { path: "/admin/calendar", heading: "Calendar", button: "Add Event" },
    { path: "/admin/mandatory-disclosures", heading: "Mandatory Disclosures", button: "Add Section" },
    { path: "/admin/user-management", heading: "User Management", button: "Create User" },
  ];
  for (const { path, heading, button } of dialogs) {
    test(`${button} has targets a thumb can hit, and fits the window`, async ({ page, reuseAdminSession }) => {
      await page.setViewportSize(phone);
      await reuseAdminSession(page);
      await openBackOfficePage(page, { name: heading, path, heading });
      await waitForHydration(page);
      await page.getByRole("button", { name: button }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect.soft(await smallTargets(page)).toEqual([]);
      expect(await cutOff(page)).toEqual([]);
    });
  }

  test("a request's delete prompt has targets a thumb can hit", async ({ page, reuseAdminSession }) => {
    await page.setViewportSize(phone);
    await reuseAdminSession(page);
    const record = BACK_OFFICE_PAGES.find((entry) => entry.name === "an enquiry")!;
    await openBackOfficePage(page, record);
    await waitForHydration(page);
    await page.getByRole("button", { name: /^Delete the enquiry from/ }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
  });
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
