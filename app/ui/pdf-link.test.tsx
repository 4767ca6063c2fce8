import { I18nProvider } from "@lingui/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { i18nFor } from "~/lib/language/i18n";

import { PdfLink } from "./pdf-link";

const i18n = { en: await i18nFor("en"), hi: await i18nFor("hi") };

const render = (locale: "en" | "hi", bytes: number) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n[locale]}>
      <PdfLink
        href="/notices/files/1"
        title="Bus routes"
        lang={locale === "hi" ? "en" : undefined}
        bytes={bytes}
        pages={3}
      />
    </I18nProvider>,
  ).replace(/<[^>]+>/g, "");

describe("a PDF's link on a public page", () => {
  it("says what the file is, its size and its pages in the page's language (docs/hindi-glossary.md)", () => {
    expect(render("en", 340 * 1024)).toBe("Bus routesPDF, 340 KB, 3 pages (opens in a new tab)");
    expect(render("hi", 340 * 1024)).toBe("Bus routesपीडीएफ़, 340 केबी, 3 पृष्ठ (नए टैब में खुलता है)");
    expect(render("hi", 2.4 * 1024 * 1024)).toContain("पीडीएफ़, 2.4 एमबी");
  });
});
