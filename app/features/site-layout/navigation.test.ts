import { describe, expect, it } from "vitest";

import { i18nFor } from "~/lib/language/i18n";

import { footerQuickLinks, isCurrent, mainNavigation, navLabel, siteNavigation, type NavItem } from "./navigation";

const english = await i18nFor("en");
const said = (items: NavItem[]) =>
  items.map((item) => `${navLabel(item, (words) => english._(words)).text} ${item.to}`);

describe("public navigation (SPEC §2)", () => {
  it("lists the main items in the spec's order, About holding Our Ethos and Facilities, Admissions the fees", () => {
    expect(said(mainNavigation)).toEqual([
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
    expect(said(about.children!)).toEqual(["Our Ethos /ethos", "Facilities /facilities"]);
    // The fee page under Admissions (decision 0075).
    const admissions = mainNavigation.find((item) => item.to === "/admissions")!;
    expect(said(admissions.children!)).toEqual(["Fees /fees"]);
    expect(isCurrent(admissions, "/fees")).toBe(true);
    // A notice's page is the Notice Board's.
    const board = mainNavigation.find((item) => item.to === "/notices")!;
    expect(isCurrent(board, "/notices/14-winter-vacation")).toBe(true);
    expect(isCurrent(board, "/calendar")).toBe(false);
  });

  it("lists the footer's quick links", () => {
    expect(said(footerQuickLinks)).toEqual([
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

  it("places the school's own pages under their menu, before Contact, or in the Quick Links (§32)", () => {
    const page = (to: string, text: string, place: "about" | "admissions" | "menu" | "footer") => ({
      to,
      title: { text, lang: "en" as const },
      place,
    });
    const { main, quickLinks } = siteNavigation([
      page("/transport", "Transport", "about"),
      page("/timings", "School Timings", "about"),
      page("/uniform", "Uniform and Books", "admissions"),
      page("/toppers", "Toppers", "menu"),
      page("/careers", "Careers", "footer"),
    ]);
    expect(said(main.find((item) => item.to === "/about")!.children!)).toEqual([
      "Our Ethos /ethos",
      "Facilities /facilities",
      "Transport /transport",
      "School Timings /timings",
    ]);
    expect(said(main.find((item) => item.to === "/admissions")!.children!)).toEqual([
      "Fees /fees",
      "Uniform and Books /uniform",
    ]);
    expect(said(main).slice(-3)).toEqual([
      "Mandatory Disclosures /mandatory-disclosures",
      "Toppers /toppers",
      "Contact /contact",
    ]);
    expect(said(quickLinks).slice(-3)).toEqual([
      "Contact Us /contact",
      "Careers /careers",
      "Get school alerts /alerts/subscribe",
    ]);
    expect(navLabel(quickLinks.at(-2)!, () => "").lang).toBe("en");
    expect(siteNavigation([])).toEqual({ main: mainNavigation, quickLinks: footerQuickLinks });
  });
});
