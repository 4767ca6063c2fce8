// The statements every page links to at its foot (decision 0031): the
// accessibility statement names its standard, what falls short, and how to
// report a barrier to the school, with the school's own contact details.
// (Every public page's title, headings and axe checks: tests/e2e/whole-site/seo-and-a11y.spec.ts.)
import { school, seriousViolations } from "../support/support";
import { expect, test } from "../support/test";

test("the footer of every page links to the accessibility statement, which says how to report a barrier", async ({
  page,
}) => {
  for (const path of ["/", "/contact"]) {
    await page.goto(path);
    const link = page.getByRole("contentinfo").getByRole("navigation", { name: "Statements" });
    await expect(link.getByRole("link", { name: "Accessibility" })).toHaveAttribute("href", "/accessibility");
  }
  await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility" }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("region", { name: "The standard we meet" })).toContainText("WCAG) 2.1 at level AA");
  await expect(main.getByRole("region", { name: "The standard we meet" })).toContainText("GIGW 3.0");
  await expect(main.getByRole("region", { name: "What is known not to meet it" })).toContainText("PDF documents");
  const report = main.getByRole("region", { name: "Report a barrier" });
  await expect(report.getByRole("link", { name: school.email })).toHaveAttribute("href", `mailto:${school.email}`);
  await expect(report.getByRole("link", { name: school.phonePrimary })).toHaveAttribute(
    "href",
    `tel:${school.phonePrimary.replace(/[^\d+]/g, "")}`,
  );
  await report.getByRole("link", { name: "form on the Contact page" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("the privacy notice reads in English and in Hindi, names the forms' fields and who answers questions", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Notice" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  const main = page.getByRole("main");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(main.getByRole("heading", { level: 2, name: "Your rights" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: "Withdrawing your consent" })).toBeVisible();
  const collected = main.getByRole("region", { name: "What each form collects" });
  await expect(collected).toContainText("Schedule a Visit (Admissions page)");
  await expect(collected).toContainText("Relationship to Student");
  // Who else is given the alerts' mobile number (decision 0067).
  await expect(collected).toContainText(
    "Your mobile number is given to the SMS or WhatsApp service that delivers the school's alerts to your mobile",
  );
  const contact = main.getByRole("region", { name: "Who answers your questions" });
  await expect(contact).toContainText(`The Principal, ${school.schoolName}`);
  await expect(contact.getByRole("link", { name: school.email })).toHaveAttribute("href", `mailto:${school.email}`);
  await expect(main).toContainText("Version 1, published");

  // In Hindi at /hi/privacy (docs/specification.md §21), the header's language switch away.
  await page.getByRole("banner").getByRole("link", { name: "हिन्दी", exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/privacy$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("निजता सूचना");
  await expect(main.getByRole("heading", { level: 2, name: "आपके अधिकार" })).toBeVisible();
  await expect(main.getByRole("region", { name: "आपके प्रश्नों का उत्तर कौन देगा" })).toContainText("प्रधानाचार्य");
  await expect(main.getByRole("region", { name: "कौन-सा फ़ॉर्म क्या जानकारी लेता है" })).toContainText(
    "आपका मोबाइल नंबर केवल उस एसएमएस या व्हाट्सऐप सेवा को दिया जाता है",
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test("every public form links to the privacy notice in a new tab, so nothing typed is lost", async ({ page }) => {
  await page.goto("/contact");
  // The message form, and the alerts' form beside it (docs/specification.md §24).
  for (const form of ["Send us a Message", "Get school alerts"]) {
    const link = page
      .getByRole("region", { name: form })
      .getByRole("link", { name: "Privacy Notice (opens in a new tab)" });
    await expect(link).toHaveAttribute("href", "/privacy");
    await expect(link).toHaveAttribute("target", "_blank");
  }
  for (const button of ["Schedule a Visit", "Enquire Now"]) {
    await page.goto("/admissions");
    await page.getByRole("link", { name: button }).click();
    await expect(
      page.getByRole("dialog").getByRole("link", { name: "Privacy Notice (opens in a new tab)" }),
    ).toBeVisible();
  }
});
