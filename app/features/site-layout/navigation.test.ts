import { describe, expect, it } from "vitest";

import { i18nFor } from "~/lib/i18n";

import { footerQuickLinks, isCurrent, mainNavigation } from "./navigation";

const english = await i18nFor("en");

describe("public navigation (SPEC §2)", () => {
  it("lists the main items in the spec's order, About holding Our Ethos and Facilities, Admissions the fees", () => {
    expect(mainNavigation.map((item) => `${english._(item.label)} ${item.to}`)).toEqual([
      "Home /",
      "About /about",
      "Academics /academics",
      "Admissions /admissions",
      // Decision 0077.
      "Notice Board /notices",
      "Calendar /calendar",
      "Gallery /gallery",
      "Mandatory Disclosures /mandatory-disclosures",
      "Contact /contact",
    ]);
    const about = mainNavigation.find((item) => item.to === "/about")!;
    expect(about.children!.map((item) => `${english._(item.label)} ${item.to}`)).toEqual([
      "Our Ethos /ethos",
      "Facilities /facilities",
    ]);
    // The fee page under Admissions (decision 0075).
    const admissions = mainNavigation.find((item) => item.to === "/admissions")!;
    expect(admissions.children!.map((item) => `${english._(item.label)} ${item.to}`)).toEqual(["Fees /fees"]);
    expect(isCurrent(admissions, "/fees")).toBe(true);
    // A notice's page is the Notice Board's.
    const board = mainNavigation.find((item) => item.to === "/notices")!;
    expect(isCurrent(board, "/notices/14-winter-vacation")).toBe(true);
    expect(isCurrent(board, "/calendar")).toBe(false);
  });

  it("lists the footer's quick links", () => {
    expect(footerQuickLinks.map((item) => `${english._(item.label)} ${item.to}`)).toEqual([
      "About Us /about",
      "Academics /academics",
      "Admissions /admissions",
      // docs/specification.md §29.
      "Fees /fees",
      "Notice Board /notices",
      "Contact Us /contact",
      // docs/specification.md §24 "Subscribing".
      "Get school alerts /alerts/subscribe",
    ]);
  });

  it("counts About as current on its sub-pages", () => {
    const about = mainNavigation.find((item) => item.to === "/about")!;
    expect(isCurrent(about, "/ethos")).toBe(true);
    expect(isCurrent(about, "/about")).toBe(true);
    expect(isCurrent(about, "/academics")).toBe(false);
  });
});
