import { eq } from "drizzle-orm";
import { renderToString as renderInReact } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { ContactBar } from "~/features/site-layout/contact-bar";
import { footerQuickLinks, mainNavigation } from "~/features/site-layout/navigation";
import { SiteFooter } from "~/features/site-layout/site-footer";
import { SiteHeader } from "~/features/site-layout/site-header";
import { loader as rootLoader } from "~/root";

import * as schema from "../../../db/schema";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";
import { inLanguage } from "../../support/i18n";
import { routeArgs } from "../../support/route-args";

/** Rendered as the server renders a page, its words in English. */
const renderToString = (node: React.ReactNode) => renderInReact(inLanguage(node));

describe.each(testDatabaseKinds)("the public layout reads the school identity from site_settings on %s", (kind) => {
  const database = useTestDatabase(kind);

  async function renderLayout() {
    const { settings, year } = (await rootLoader(routeArgs("/"))).data;
    return renderToString(
      <MemoryRouter initialEntries={["/"]}>
        <SiteHeader settings={settings} navigation={mainNavigation} />
        <SiteFooter settings={settings} year={year} quickLinks={footerQuickLinks} />
        <ContactBar settings={settings} />
      </MemoryRouter>,
    );
  }

  it("shows whatever the settings record says, on the next request", async () => {
    await database.db
      .update(schema.siteSettings)
      .set({
        schoolName: "Test Vidyalaya",
        tagline: "Testing Beyond Boundaries",
        shortDescription: "A short description from the database.",
        streetAddress: "1 Test Lane",
        phonePrimary: "+91 11111 22222",
        phoneSecondary: "+91 33333 44444",
        email: "office@test.example",
        facebookUrl: "https://facebook.test/school",
        instagramUrl: "https://instagram.test/school",
        youtubeUrl: "https://youtube.test/school",
      })
      .where(eq(schema.siteSettings.id, 1));

    const html = await renderLayout();
    for (const text of [
      "Test Vidyalaya",
      "Testing Beyond Boundaries",
      "A short description from the database.",
      "1 Test Lane, Fatehabad 125050, Haryana, India",
      'href="tel:+911111122222"',
      'href="tel:+913333344444"',
      'href="mailto:office@test.example"',
      // The phone bar (decision 0039): the first phone, which can also be a WhatsApp number.
      'href="https://wa.me/911111122222?text=',
    ]) {
      expect(html).toContain(text);
    }
    for (const url of ["facebook", "instagram", "youtube"]) {
      expect(html).toContain(`href="https://${url}.test/school" target="_blank" rel="noopener noreferrer"`);
    }
    expect(html).not.toContain("Fatehabad International School");
  });

  it("puts the current year in the copyright line", async () => {
    const { year } = (await rootLoader(routeArgs("/"))).data;
    const html = await renderLayout();
    expect(html).toMatch(new RegExp(`© (<!-- -->)?${year}`));
    expect(year).toBe(
      Number(new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Asia/Kolkata" }).format(new Date())),
    );
  });
});
