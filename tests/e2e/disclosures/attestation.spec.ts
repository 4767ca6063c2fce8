// Completeness and self-attestation (docs/specification.md §30) on a phone of 360 CSS pixels: an admin marks the one
// missing item not applicable, self-attests the disclosure, and the public page shows it in English and Hindi; then an
// edit makes the dashboard say the attestation is out of date. On a server and database of this spec's own: the shared
// server's disclosure is the other specs' (its items show dashes, it is never attested).
import { longDate } from "../../../db/time";
import { freshDatabase } from "../../../scripts/fresh-database.ts";
import { createAdmin, queryDatabase, startOwnServer, type OwnServer } from "../support/own-server.ts";
import { signIn, waitForHydration } from "../support/support";
import { expect, test } from "../support/test";

const ADMIN = { email: "attest-admin@school.example", password: "attest-password", name: "Attest Admin" };
const phone = { width: 360, height: 740 };
const REASON = "The school has no hostel.";

// The school's day (Asia/Kolkata), whatever this machine's zone.
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

test.describe("self-attesting the disclosure on a phone", () => {
  test.use({ viewport: phone });
  let server: OwnServer;
  let cleanup = async () => {};
  let total = 0;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const database = await freshDatabase("attestation");
    cleanup = database.cleanup;
    const env = database.env;
    // Started to make and seed the database; the embedded one is stopped to be written to, then started again.
    server = await startOwnServer(env);
    if (!env.DATABASE_URL) await server.stop();
    // Every template item given a detail but section A's first: the one left to mark not applicable.
    await queryDatabase(
      env,
      "update disclosure_items set detail = 'Given' where id not in (select i.id from disclosure_items i " +
        "join disclosure_sections s on s.id = i.section_id where s.section_letter = 'A' and i.sr_no = 1)",
    );
    total = Number((await queryDatabase<{ n: string }>(env, "select count(*) as n from disclosure_items"))[0]!.n);
    await createAdmin(ADMIN, env);
    if (!env.DATABASE_URL) server = await startOwnServer(env);
  });

  test.afterAll(async () => {
    await server?.stop();
    await cleanup();
  });

  test("an item marked not applicable, the attestation on the public page, then out of date on the dashboard", async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.origin, viewport: phone });
    const page = await context.newPage();
    await signIn(page, ADMIN.email, ADMIN.password);

    await page.goto("/admin/mandatory-disclosures");
    await waitForHydration(page);
    await expect(page.getByText(`${total - 1} of ${total} items complete`)).toBeVisible();
    await expect(page.getByText("Missing.").filter({ visible: true })).toHaveCount(1);

    const editFirst = async () => {
      await page.getByRole("button", { name: "Edit item 1 of section A", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Item" });
      await expect(dialog).toBeVisible();
      return dialog;
    };
    let dialog = await editFirst();
    await dialog.getByLabel("Not applicable to our school").check();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByText("Why not is required")).toBeVisible();
    await dialog.getByLabel("Why not").fill(REASON);
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Item updated successfully")).toBeVisible();
    await expect(page.getByText(`${total} of ${total} items complete`)).toBeVisible();

    const form = page.getByRole("region", { name: "Self-Attest the Disclosure" });
    await form.getByLabel("Name").fill("Meena Sharma");
    await expect(form.getByLabel("As")).toHaveValue("Principal");
    await form.getByLabel("I have reviewed every item of this disclosure and it is complete and correct").check();
    await form.getByRole("button", { name: "Self-Attest the Disclosure" }).click();
    await expect(page.getByText("Disclosure self-attested")).toBeVisible();
    await expect(form.getByText(`Last self-attested on ${longDate(today)} by Meena Sharma, Principal.`)).toBeVisible();

    await page.goto("/mandatory-disclosures");
    const main = page.getByRole("main");
    await expect(
      main.getByText(`Reviewed and self-attested on ${longDate(today)} by Meena Sharma, Principal.`),
    ).toBeVisible();
    await expect(main.getByRole("row").filter({ hasText: `Not applicable: ${REASON}` })).toHaveCount(1);
    await page.goto("/hi/mandatory-disclosures");
    await expect(
      main.getByText(`${longDate(today, "hi")} को Meena Sharma, प्रधानाचार्य द्वारा समीक्षा कर स्व-प्रमाणित किया गया।`),
    ).toBeVisible();
    await expect(main.getByRole("row").filter({ hasText: `लागू नहीं: ${REASON}` })).toHaveCount(1);

    // A change after the attestation: the dashboard asks for another.
    await page.goto("/admin/mandatory-disclosures");
    await waitForHydration(page);
    dialog = await editFirst();
    await dialog.getByLabel("Why not").fill("The school runs no hostel.");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Item updated successfully")).toBeVisible();
    await page.goto("/admin/dashboard");
    await expect(
      page.getByText(
        `The disclosure changed after it was self-attested on ${longDate(today)}: review it and attest again.`,
      ),
    ).toBeVisible();
    await context.close();
  });
});
