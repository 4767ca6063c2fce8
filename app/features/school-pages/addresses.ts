// Where a page of the school's own lives (docs/specification.md §32): one word or a few joined by hyphens, right
// under the site's root, in English at /<address> and in Hindi at /hi/<address>.

/**
 * The first words of the site's own addresses (app/routes.ts, and the files served from public/ and the build):
 * no page of the school's may take one. `addresses.test.ts` holds this list to the routes.
 */
export const TAKEN_ADDRESSES: ReadonlySet<string> = new Set([
  "about",
  "ethos",
  "academics",
  "admissions",
  "facilities",
  "gallery",
  "notices",
  "calendar",
  "mandatory-disclosures",
  "fees",
  "contact",
  "privacy",
  "accessibility",
  "your-data",
  "alerts",
  "admin",
  "hi",
  "healthz",
  "uploads",
  "icons",
  "assets",
  "announcements",
  "logo",
  // Words a school's visitors and crawlers expect to mean something else, or to be nothing.
  "home",
  "index",
  "api",
  "login",
  "logout",
  "search",
  "sitemap",
  "robots",
  "favicon",
  "manifest",
  "share",
  "well-known",
]);

export const PAGE_ADDRESS_LIMIT = 40;

const ADDRESS = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What is wrong with `address` as a page's address: not one of ours, or taken by the site itself; null when fine. */
export function addressProblem(address: string): "malformed" | "taken" | null {
  if (address.length > PAGE_ADDRESS_LIMIT || !ADDRESS.test(address)) return "malformed";
  return TAKEN_ADDRESSES.has(address) ? "taken" : null;
}

/**
 * The address a title suggests ("School Timings & Bus Routes" → "school-timings-bus-routes"): its Latin words, at
 * most 40 characters, cut at a word. A title in Hindi alone suggests none.
 */
export function suggestedAddress(title: string): string {
  const words = title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let address = "";
  for (const word of words) {
    const longer = address ? `${address}-${word}` : word;
    if (longer.length > PAGE_ADDRESS_LIMIT) break;
    address = longer;
  }
  return address || words[0]?.slice(0, PAGE_ADDRESS_LIMIT) || "";
}

/** A page's path in the site's English: "/transport". */
export const schoolPagePath = (address: string) => `/${address}`;

/** A page's preview, in English or Hindi: the working copy in the site's frame, for staff only. */
export const pagePreviewPath = (id: string, locale: "en" | "hi" = "en") =>
  `${locale === "hi" ? "/hi" : ""}/admin/pages/${id}/preview`;

const PREVIEW_PATH = /^(?:\/hi)?\/admin\/pages\/[0-9a-f-]{36}\/preview$/;

/** Whether `pathname` is a page's preview, which its editor shows in a frame at a phone's width. */
export const isPagePreviewPath = (pathname: string) => PREVIEW_PATH.test(pathname);
