// Where each content section shows on the public site, for the office staff
// editing it. The pages read their sections by key prefix (home_…, about_…).
const PUBLIC_PAGES = [
  { prefix: "home_", label: "Home", path: "/" },
  { prefix: "about_", label: "About", path: "/about" },
  { prefix: "ethos_", label: "Our Ethos", path: "/ethos" },
  { prefix: "academics_", label: "Academics", path: "/academics" },
  { prefix: "admissions_", label: "Admissions", path: "/admissions" },
  { prefix: "facilities_", label: "Facilities", path: "/facilities" },
  { prefix: "contact_", label: "Contact", path: "/contact" },
] as const;

export type PublicPageLink = { label: string; path: string };

/** The public page that shows `sectionKey`, if it is one the site knows. */
export function publicPageOf(sectionKey: string): PublicPageLink | undefined {
  const page = PUBLIC_PAGES.find((candidate) => sectionKey.startsWith(candidate.prefix));
  return page ? { label: page.label, path: page.path } : undefined;
}

/** "home_hero" → "Home hero": a name office staff can read. */
export function sectionName(sectionKey: string): string {
  const words = sectionKey.replace(/_+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
