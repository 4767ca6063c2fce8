// The public site's navigation, as SPEC §2 "Shared public layout" lists it.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import type { LocalText } from "~/lib/language/localized";

export interface NavItem {
  /**
   * The item's words: the site's own, said in the page's language by `t(label)` (decision 0051), or a page of the
   * school's own's title, already in the page's language.
   */
  label: MessageDescriptor | LocalText;
  to: string;
  children?: NavItem[];
}

/** A published page of the school's own where the menus link it (docs/specification.md §32). */
export interface PlacedPage {
  to: string;
  title: LocalText;
  place: "about" | "academics" | "admissions" | "menu" | "footer";
}

export const mainNavigation: NavItem[] = [
  { label: msg`Home`, to: "/" },
  {
    label: msg`About`,
    to: "/about",
    children: [
      { label: msg`Our Ethos`, to: "/ethos" },
      { label: msg`Facilities`, to: "/facilities" },
    ],
  },
  { label: msg`Academics`, to: "/academics" },
  {
    label: msg`Admissions`,
    to: "/admissions",
    // The fee page (docs/specification.md §29), where parents look for it first (decision 0075).
    children: [{ label: msg`Fees`, to: "/fees" }],
  },
  // The Notice Board (decision 0077): circulars and news, where parents look for them every week.
  { label: msg`Notice Board`, to: "/notices" },
  { label: msg`Calendar`, to: "/calendar" },
  { label: msg`Gallery`, to: "/gallery" },
  { label: msg`Mandatory Disclosures`, to: "/mandatory-disclosures" },
  { label: msg`Contact`, to: "/contact" },
];

export const footerQuickLinks: NavItem[] = [
  { label: msg`About Us`, to: "/about" },
  { label: msg`Academics`, to: "/academics" },
  { label: msg`Admissions`, to: "/admissions" },
  // docs/specification.md §29: the fee page, from every page's footer.
  { label: msg`Fees`, to: "/fees" },
  { label: msg`Notice Board`, to: "/notices" },
  { label: msg`Contact Us`, to: "/contact" },
  // docs/specification.md §24 "Subscribing": every page's footer leads to the form.
  { label: msg`Get school alerts`, to: "/alerts/subscribe" },
];

/** The statements every public page links to at its foot (decision 0031): not sections of the school, so not in the menus. */
export const footerStatementLinks: NavItem[] = [
  { label: msg`Privacy Notice`, to: "/privacy" },
  { label: msg`Accessibility`, to: "/accessibility" },
  { label: msg`Your Data`, to: "/your-data" },
];

/**
 * The header's items and the footer's Quick Links with the school's own pages in their places, in their order: under
 * About, Academics or Admissions after the site's own, as items of the header's own before Contact, or in the Quick
 * Links before "Get school alerts".
 */
export function siteNavigation(pages: readonly PlacedPage[]): { main: NavItem[]; quickLinks: NavItem[] } {
  if (pages.length === 0) return { main: mainNavigation, quickLinks: footerQuickLinks };
  const at = (place: PlacedPage["place"]) =>
    pages.filter((page) => page.place === place).map((page) => ({ label: page.title, to: page.to }));
  const under: Record<string, NavItem[]> = {
    "/about": at("about"),
    "/academics": at("academics"),
    "/admissions": at("admissions"),
  };
  const main = mainNavigation.flatMap((item) => {
    const children = [...(item.children ?? []), ...(under[item.to] ?? [])];
    const withChildren = children.length ? { ...item, children } : item;
    return item.to === "/contact" ? [...at("menu"), withChildren] : [withChildren];
  });
  const alerts = footerQuickLinks.length - 1;
  return {
    main,
    quickLinks: [...footerQuickLinks.slice(0, alerts), ...at("footer"), ...footerQuickLinks.slice(alerts)],
  };
}

/** An item's words in the page's language, and the language they are in where it is not the page's. */
export const navLabel = (item: NavItem, say: (words: MessageDescriptor) => string): LocalText =>
  "text" in item.label ? item.label : { text: say(item.label) };

/** Whether `item` is, or holds, the page at `pathname` (a notice's page is the Notice Board's). */
export function isCurrent(item: NavItem, pathname: string): boolean {
  return (
    item.to === pathname ||
    (item.to === "/notices" && pathname.startsWith("/notices/")) ||
    (item.children ?? []).some((child) => isCurrent(child, pathname))
  );
}
