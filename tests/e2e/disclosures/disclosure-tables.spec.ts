// The disclosure's tables (docs/specification.md §28) as the office fills them on a phone of 360 CSS pixels: a
// staff list CSV with bad rows refused with each line's problem, then a good one imported; the results and the SMC
// imported too; then each table found in its item's row on the public page, in English and in Hindi. On a server
// and database of this spec's own: the suite's shared server shows the seeded template with its dashes, which
// disclosures.spec.ts reads while this runs.
import type { Locator, Page } from "@playwright/test";

import { specServer } from "../support/own-server.ts";
import { signIn, waitForHydration } from "../support/support";
import { expect, test } from "../support/test";

const ADMIN = { email: "tables-admin@school.example", password: "tables-admin-password", name: "Tables Admin" };
const phone = { width: 360, height: 740 };

const BAD_STAFF = [
  "Name,Designation,Qualification,Subjects,Trained",
  'Meena Sharma,Principal,"M.A., B.Ed.",,Yes',
  ",TGT,B.Sc.,,Yes",
  "Ravi Kumar,Janitor,B.Sc.,,Maybe",
].join("\n");
const GOOD_STAFF = [
  "Name,Designation,Qualification,Subjects,Trained",
  'Meena Sharma,principal,"M.A., B.Ed.",,Yes',
  'Ravi Kumar,TGT,"B.Sc., B.Ed.","Science, Maths",Y',
  "Pooja Rani,PRT,D.El.Ed.,All subjects,हाँ",
  "Anita Rao,Special Educator,M.Ed. (Special Education),,Yes",
  "Sunil Dutt,Counsellor,M.A. (Psychology),,No",
].join("\n");
const RESULTS = ["Class,Year,Registered,Passed,Remarks", "X,2026,40,39,", "XII,2026,32,32,All passed"].join("\n");
const SMC = ["Name,Role", "Asha Rani,Chairperson", "Mahesh Kumar,Member"].join("\n");
const PTA = ["Name,Role", "Sunita Devi,President"].join("\n");

/** Uploads `text` as a CSV file in the import form `form` and presses Import. */
async function importFile(form: Locator, text: string) {
  await form.getByLabel("CSV file").setInputFiles({
    name: "list.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(text, "utf-8"),
  });
  await form.getByRole("button", { name: "Import" }).click();
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await waitForHydration(page);
}

test.describe("the disclosure's tables", () => {
  const server = specServer("disclosure_tables", { admin: ADMIN });

  test("staff import the lists on a phone and find each table on the public page, in English and Hindi", async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.origin, viewport: phone });
    const page = await context.newPage();
    try {
      await signIn(page, ADMIN.email, ADMIN.password);
      await open(page, "/admin/mandatory-disclosures", "Mandatory Disclosures");
      await page.getByRole("link", { name: "Staff List" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Staff List" })).toBeVisible();
      await waitForHydration(page);

      // A file with bad rows: refused whole, each problem by its line, nothing stored.
      const staffImport = page.getByRole("region", { name: "Import the staff list from a CSV file" });
      await importFile(staffImport, BAD_STAFF);
      const problems = staffImport.getByRole("alert");
      await expect(problems.getByRole("listitem")).toHaveText([
        "Line 3: Name is required",
        /^Line 4: Designation must be one of: Principal, /,
        "Line 4: Trained must be Yes or No",
      ]);
      await expect(page.getByText("No staff listed yet.")).toBeVisible();
      // Its toast lies over the form's button on a phone until it goes, which a pointer resting on it would stop.
      const refusal = page.getByText("Nothing was imported", { exact: true });
      await expect(refusal).toBeVisible();
      await page.mouse.move(0, 0);
      await expect(refusal).toBeHidden({ timeout: 10_000 });

      // Without scripts the form is a page's post, and the page that comes back lists the same problems.
      const noScripts = await browser.newContext({
        baseURL: server.origin,
        viewport: phone,
        javaScriptEnabled: false,
        storageState: await context.storageState(),
      });
      try {
        const plain = await noScripts.newPage();
        await plain.goto("/admin/mandatory-disclosures/staff");
        await importFile(plain.getByRole("region", { name: "Import the staff list from a CSV file" }), BAD_STAFF);
        await expect(plain.getByRole("alert").getByRole("listitem")).toHaveCount(3);
        await expect(plain.getByRole("alert").getByRole("listitem").first()).toHaveText("Line 3: Name is required");
      } finally {
        await noScripts.close();
      }

      // The mended file: the list, as cards on the phone.
      await importFile(staffImport, GOOD_STAFF);
      await expect(page.getByText("5 staff imported")).toBeVisible();
      await expect(problems).toHaveCount(0);
      const cards = page.getByRole("list", { name: "Staff list" });
      await expect(cards.getByRole("heading")).toHaveText([
        "Meena Sharma",
        "Ravi Kumar",
        "Pooja Rani",
        "Anita Rao",
        "Sunil Dutt",
      ]);

      await open(page, "/admin/mandatory-disclosures/results", "Board Results");
      await importFile(page.getByRole("region", { name: "Import the results from a CSV file" }), RESULTS);
      await expect(page.getByText("2 results imported")).toBeVisible();

      await open(page, "/admin/mandatory-disclosures/committees", "SMC and PTA Members");
      await importFile(
        page.getByRole("region", { name: "Import the School Management Committee's members from a CSV file" }),
        SMC,
      );
      await expect(page.getByText("2 members imported")).toBeVisible();
      await importFile(
        page.getByRole("region", { name: "Import the Parent Teacher Association's members from a CSV file" }),
        PTA,
      );
      await expect(page.getByText("1 member imported")).toBeVisible();

      // Two sections of Class I and their seats: the ratios are worked out from them and the staff.
      await open(page, "/admin/mandatory-disclosures/sections", "Sections and Seats");
      await page.getByRole("button", { name: "Edit Class I", exact: true }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Sections").fill("2");
      await dialog.getByLabel("Seats").fill("60");
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Sections saved")).toBeVisible();

      // The public page: each table in the row of the item that names it, rows stacked on the phone.
      await page.goto("/mandatory-disclosures");
      const main = page.getByRole("main");
      // Each table is named by its item: a screen reader says which item it answers.
      const table = (information: string) => main.getByRole("table", { name: information, exact: true });
      await expect(table("Principal").getByRole("cell", { name: "Meena Sharma" })).toBeVisible();
      await expect(main.getByRole("table", { name: "Staff list" }).getByRole("columnheader")).toHaveText([
        "Name",
        "Designation",
        "Qualification",
        "Subjects",
        "Trained",
      ]);
      await expect(
        main.getByRole("table", { name: "Staff list" }).getByRole("cell", { name: "Science, Maths" }),
      ).toBeVisible();
      await expect(table("Total no. of teachers (PGT, TGT, PRT)").getByRole("row").last()).toHaveText(/Total\s*2/);
      await expect(main.getByText("1.0 teachers a section (2 teachers, 2 sections)")).toBeVisible();
      await expect(main.getByText("Teacher–student ratio: 1 : 30 (60 seats)")).toBeVisible();
      await expect(table("Details of special educator").getByRole("cell", { name: "Anita Rao" })).toBeVisible();
      await expect(
        table("Details of counsellor and wellness teacher").getByRole("cell", { name: "Sunil Dutt" }),
      ).toBeVisible();
      const results = table("Last three-year result of the board examination as per applicability");
      await expect(results.getByRole("cell", { name: "97.5%" })).toBeVisible();
      await expect(
        table("List of School Management Committee (SMC)").getByRole("cell", { name: "Asha Rani" }),
      ).toBeVisible();
      await expect(
        table("List of Parents Teachers Association (PTA) members").getByRole("cell", { name: "Sunita Devi" }),
      ).toBeVisible();
      // Nothing is wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);

      await page.goto("/hi/mandatory-disclosures");
      await expect(main.getByRole("columnheader", { name: "योग्यता" }).first()).toBeAttached();
      await expect(
        main.getByRole("table", { name: "स्टाफ़ की सूची" }).getByText("प्रधानाचार्य", { exact: true }),
      ).toBeVisible();
      await expect(main.getByText("Asha Rani", { exact: true })).toBeVisible();
      await expect(main.getByRole("columnheader", { name: "उत्तीर्ण %" })).toBeAttached();
      await expect(main.getByText("प्रति सेक्शन 1.0 शिक्षक (2 शिक्षक, 2 सेक्शन)")).toBeVisible();
      await expect(main.getByText("शिक्षक–विद्यार्थी अनुपात: 1 : 30 (60 सीटें)")).toBeVisible();
      await expect(main.getByRole("table", { name: "विशेष शिक्षक का विवरण" }).getByText("Anita Rao")).toBeVisible();
      await expect(main.getByText("Sunita Devi", { exact: true })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
