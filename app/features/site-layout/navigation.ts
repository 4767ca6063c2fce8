// The public site's navigation, as SPEC §2 "Shared public layout" lists it.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export interface NavItem {
  /** The item's words, said in the page's language by `t(label)` (decision 0051). */
  label: MessageDescriptor;
  to: string;
  children?: NavItem[];
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

/** Whether `item` is, or holds, the page at `pathname` (a notice's page is the Notice Board's). */
export function isCurrent(item: NavItem, pathname: string): boolean {
  return (
    item.to === pathname ||
    (item.to === "/notices" && pathname.startsWith("/notices/")) ||
    (item.children ?? []).some((child) => isCurrent(child, pathname))
  );
}
