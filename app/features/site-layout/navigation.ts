// The public site's navigation, as SPEC §2 "Shared public layout" lists it.
export interface NavItem {
  label: string;
  to: string;
  children?: NavItem[];
}

export const mainNavigation: NavItem[] = [
  { label: "Home", to: "/" },
  {
    label: "About",
    to: "/about",
    children: [
      { label: "Our Ethos", to: "/ethos" },
      { label: "Facilities", to: "/facilities" },
    ],
  },
  { label: "Academics", to: "/academics" },
  { label: "Admissions", to: "/admissions" },
  { label: "Calendar", to: "/calendar" },
  { label: "Gallery", to: "/gallery" },
  { label: "Mandatory Disclosures", to: "/mandatory-disclosures" },
  { label: "Contact", to: "/contact" },
];

export const footerQuickLinks: NavItem[] = [
  { label: "About Us", to: "/about" },
  { label: "Academics", to: "/academics" },
  { label: "Admissions", to: "/admissions" },
  { label: "Contact Us", to: "/contact" },
];

/** The statements every public page links to at its foot (decision 0031): not sections of the school, so not in the menus. */
export const footerStatementLinks: NavItem[] = [
  { label: "Privacy Notice", to: "/privacy" },
  { label: "Accessibility", to: "/accessibility" },
  { label: "Your Data", to: "/your-data" },
];

/** Whether `item` is, or holds, the page at `pathname`. */
export function isCurrent(item: NavItem, pathname: string): boolean {
  return item.to === pathname || (item.children ?? []).some((child) => isCurrent(child, pathname));
}
