// What the public page shows of disclosure_sections and disclosure_items (SPEC §3), and its texts.
import { msg } from "@lingui/core/macro";

export interface DisclosureItemData {
  id: string;
  srNo: number;
  information: string;
  detail: string | null;
  documentUrl: string | null;
  /** Neither detail nor document (disclosures.server.ts `itemOwed`). */
  owed: boolean;
}

export interface DisclosureSectionData {
  id: string;
  sectionLetter: string;
  title: string;
  orderNumber: number;
  /** By sr_no. */
  items: DisclosureItemData[];
}

/** The public page's texts: SPEC §2's on English pages, said in the page's language with `t(…)`. */
export const DISCLOSURE_MESSAGES = {
  noSections: msg`No disclosures available at the moment.`,
  noItems: msg`No items in this section yet.`,
  download: msg`Download`,
  notAvailable: msg`Not available`,
} as const;

/** The back office's texts, in English. */
export const DISCLOSURE_TEXTS = {
  noSections: "No disclosures available at the moment.",
  noItems: "No items in this section yet.",
  download: "Download",
  notAvailable: "Not available",
  // The back office's ?owed=1 view, which the dashboard links to.
  owedOnly: "Showing only the items with neither detail nor document: what the school still owes CBSE.",
  noneOwed: "Every item has a detail or a document: the school owes CBSE nothing here.",
} as const;

/** "A. General Information": the letter first, whether or not staff typed a dot after it. */
export function sectionHeading({ sectionLetter, title }: Pick<DisclosureSectionData, "sectionLetter" | "title">) {
  const letter = sectionLetter.trim().replace(/[.):]+$/, "");
  return letter ? `${letter}. ${title}` : title;
}

/**
 * Where a document link may point: a web address (http or https) or a file on
 * this site ("/uploads/…"). Anything else (javascript:, data:, a typo) is not a link.
 */
export function documentHref(url: string | null): string | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) return trimmed;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.toString() : null;
  } catch {
    return null;
  }
}
