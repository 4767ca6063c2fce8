import { I18nProvider } from "@lingui/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { i18nFor } from "~/lib/language/i18n";

import { NoticeCategoryAndNumber } from "./notice-category";

const hindi = await i18nFor("hi");

const render = (number: string) =>
  renderToStaticMarkup(
    <I18nProvider i18n={hindi}>
      <NoticeCategoryAndNumber category="circular" number={number} />
    </I18nProvider>,
  );

describe("a circular's number on a Hindi page", () => {
  it("is marked English when staff wrote it in Latin letters, so a Hindi voice does not read it as Hindi", () => {
    expect(render("ADM/2026/14")).toContain('क्रमांक <span lang="en">ADM/2026/14</span>');
  });

  it("is not marked when it is figures alone", () => {
    expect(render("2026/14")).toContain("क्रमांक <span>2026/14</span>");
  });
});
