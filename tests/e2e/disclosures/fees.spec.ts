// The fee page (docs/specification.md §29) at 360 px: the office imports two sessions' fees from CSV files and
// uploads the Form VI on a phone; /fees and /hi/fees, opened by address, show a class's fees beside the session
// before with the increase, and the Form VI; the footer and the Admissions page lead there. On a server and database
// of this spec's own: fees give the disclosure's fee item a link, and disclosures.spec.ts reads the shared server's
// seeded template, item by item, while this runs.
import { type Page } from "@playwright/test";

import { specServer } from "../support/own-server.ts";
import { openSection, signIn } from "../support/support";
import { expect, test } from "../support/test";

const ADMIN = { email: "fees-admin@school.example", password: "fees-admin-password", name: "Fees Admin" };

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

test.use({ viewport: { width: 360, height: 740 } });

const server = specServer("fees", { admin: ADMIN });

const toast = (page: Page, title: string) =>
  page
    .getByRole("region", { name: /Notifications/ })
    .getByText(title, { exact: true })
    .last();

async function importFees(page: Page, session: string, csv: string) {
  await openSection(page, `/admin/mandatory-disclosures/fees?session=${session}`, "Fees");
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import CSV" });
  await dialog
    .getByLabel("CSV file")
    .setInputFiles({ name: `fees-${session}.csv`, mimeType: "text/csv", buffer: Buffer.from(csv) });
  await dialog.getByRole("button", { name: "Import" }).click();
  await expect(toast(page, "Fees imported")).toBeVisible();
  await expect(dialog).toBeHidden();
}

test("the office enters two sessions' fees on a phone; parents see them beside each other, in English and Hindi", async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext({ baseURL: server.origin, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  // Before any fees, a Hindi-reading father finds them in the menu, and how to ask for them (decision 0075).
  await page.goto("/hi");
  await page.getByLabel("मेनू", { exact: true }).click();
  await page.getByRole("banner").getByRole("link", { name: "शुल्क", exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/fees$/);
  await expect(page.getByText("शुल्क जानने के लिए विद्यालय कार्यालय को फ़ोन करें:")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "+91 00000 00001" })).toHaveAttribute(
    "href",
    "tel:+910000000001",
  );
  await expect(page.getByText("कार्यालय का समय:")).toBeVisible();

  await signIn(page, ADMIN.email, ADMIN.password);
  // The go-live checklist names the fees, and leads to where they are entered.
  await page.goto("/admin/dashboard");
  await page.getByText(/^Getting the site ready: \d+ of \d+ done$/).click();
  const checklist = page.getByRole("list", { name: "Go-live checklist" });
  await expect(checklist).toContainText("Fees: not published: parents are told to call the office");
  await checklist.getByRole("link", { name: "Fees", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/mandatory-disclosures\/fees$/);
  await importFees(
    page,
    "2025-26",
    "Class,Head,Per,Amount\nClass I,Tuition fee,Month,2000\nClass I,Annual charges,Year,6000\nClass I,Admission fee,Once,10000\n",
  );
  await importFees(
    page,
    "2026-27",
    "Class,Head,Head (Hindi),Per,Amount\n" +
      "Class I,Tuition fee,शिक्षण शुल्क,Every month,2100\n" +
      'Class I,Annual charges,,Every year,"6,000"\n' +
      "Class I,Admission fee,,Once,11000\n",
  );
  // A head as a card on the phone.
  await expect(page.getByRole("region", { name: "Class I" }).getByText("₹2,100, every month")).toBeVisible();

  await page.getByRole("button", { name: "Upload Form VI" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload Form VI" });
  await dialog
    .getByLabel("Form VI (PDF)")
    .setInputFiles({ name: "form-vi.pdf", mimeType: "application/pdf", buffer: PDF });
  await dialog.getByLabel("Date filed").fill("2026-03-10");
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(toast(page, "Form VI uploaded")).toBeVisible();
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("list", { name: "Go-live checklist", includeHidden: true })).not.toContainText("Fees");
  await expect(page.getByRole("list", { name: "Go-live checklist", includeHidden: true })).not.toContainText("Form VI");

  // The public page, opened by its address.
  await page.goto("/fees");
  await expect(page.getByRole("heading", { level: 1, name: "Fees" })).toBeVisible();
  let table = page.getByRole("table", { name: "Class I" });
  await expect(table.getByRole("columnheader")).toHaveText(["Head of fee", "2025-26", "2026-27", "Increase"]);
  let tuition = table.getByRole("row").filter({ hasText: "Tuition fee" });
  await expect(tuition.getByRole("cell")).toHaveText(["₹2,000", "₹2,100", "+5.0%"]);
  // 2000×12 + 6000 = 30000; 2100×12 + 6000 = 31200.
  await expect(table.getByRole("row").filter({ hasText: "Total for the year" }).getByRole("cell")).toHaveText([
    "₹30,000",
    "₹31,200",
    "+4.0%",
  ]);
  let formVi = page.getByRole("link", { name: /^Download Form VI \(2026-27\), filed on 10 March 2026/ });
  await expect(formVi).toHaveAttribute("target", "_blank");
  const href = await formVi.getAttribute("href");
  expect((await page.request.get(href!)).headers()["content-type"]).toBe("application/pdf");
  // One class a card: nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.goto("/hi/fees");
  await expect(page.getByRole("heading", { level: 1, name: "शुल्क" })).toBeVisible();
  table = page.getByRole("table", { name: "कक्षा 1" });
  await expect(table.getByRole("columnheader")).toHaveText(["शुल्क का मद", "2025-26", "2026-27", "बढ़ोतरी"]);
  tuition = table.getByRole("row").filter({ hasText: "शिक्षण शुल्क" });
  await expect(tuition.getByRole("cell")).toHaveText(["₹2,000", "₹2,100", "+5.0%"]);
  formVi = page.getByRole("link", { name: /^फ़ॉर्म VI \(2026-27\) डाउनलोड करें, 10 मार्च 2026 को जमा किया गया/ });
  await expect(formVi).toHaveAttribute("href", href!);

  // The ways there: the footer, and the Admissions page.
  await page.goto("/");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Fees", exact: true })).toHaveAttribute(
    "href",
    "/fees",
  );
  await page.goto("/admissions");
  await page.getByRole("main").getByRole("link", { name: "See the fees for each class" }).click();
  await expect(page).toHaveURL(/\/fees$/);
  await context.close();
});
