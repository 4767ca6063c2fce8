// The statements every page links to at its foot (issue 14): the
// accessibility statement names its standard, what falls short, and how to
// report a barrier to the school, with the school's own contact details.
// (Every public page's title, headings and axe checks: routes.spec.ts and seo-and-a11y.spec.ts.)
import { expect, test } from "@playwright/test";

import { school } from "./support";

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
