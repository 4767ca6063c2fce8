import { I18nProvider } from "@lingui/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { i18nFor } from "~/lib/language/i18n";
import type { Locale } from "~/lib/language/locale";

import { LastUpdatedText } from "./last-updated-line";

const i18n = { en: await i18nFor("en"), hi: await i18nFor("hi") };

/** The line as the server renders it on the page at `address`, in that address's language. */
const render = (date: string, address: string, locale: Locale) =>
  renderToString(
    <I18nProvider i18n={i18n[locale]}>
      <MemoryRouter initialEntries={[address]}>
        <LastUpdatedText date={date} />
      </MemoryRouter>
    </I18nProvider>,
  );

describe("the Last updated line (docs/specification.md §26)", () => {
  it("says the day in English on an English page, as a <time>", () => {
    const html = render("2026-11-07", "/about", "en");
    expect(html).toContain('Last updated: <time dateTime="2026-11-07">7 November 2026</time>');
  });

  it("says it in Hindi on a Hindi page: the Hindi month, Latin digits", () => {
    const html = render("2026-01-15", "/hi/about", "hi");
    expect(html).toContain('अंतिम अपडेट: <time dateTime="2026-01-15">15 जनवरी 2026</time>');
    expect(html).not.toContain("Last updated");
  });
});
