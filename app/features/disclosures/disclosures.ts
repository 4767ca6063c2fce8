// What the public page shows of disclosure_sections and disclosure_items (SPEC §3), and its texts.
import { msg } from "@lingui/core/macro";

import type { Locale } from "~/lib/language/locale";
import { localized, localizedOptional, type LocalText } from "~/lib/language/localized";

export interface DisclosureItemData {
  id: string;
  srNo: number;
  information: string;
  detail: string | null;
  /** The Hindi site's (decision 0054); null: it shows the English. */
  informationHi: string | null;
  detailHi: string | null;
  documentUrl: string | null;
  /** The table it shows in its place (`DISCLOSURE_TABLES`, docs/specification.md §28); null: none. */
  shows: string | null;
  /** Why it does not apply to this school (docs/specification.md §30); null: it applies. */
  notApplicableReason: string | null;
}

export interface DisclosureSectionData {
  id: string;
  sectionLetter: string;
  title: string;
  titleHi: string | null;
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

/** A section as the public page shows it: staff's texts in the page's language (decision 0054). */
export interface PublicDisclosureSection {
  id: string;
  sectionLetter: string;
  title: LocalText;
  items: PublicDisclosureItem[];
}

export interface PublicDisclosureItem {
  id: string;
  srNo: number;
  information: LocalText;
  /** Null: none in either language. */
  detail: LocalText | null;
  documentUrl: string | null;
  /** The table it shows below its detail (docs/specification.md §28); null: none. */
  shows: string | null;
  /** Why it does not apply to this school, in English as staff wrote it: the page says "Not applicable: …". */
  notApplicable?: string | null;
  /** When the link check last looked at the document (docs/specification.md §25), as the page writes dates. */
  checkedOn?: string;
}

/** The sections and items in `locale`: the Hindi where staff wrote it, else the English, marked. */
export function localizeDisclosures(sections: DisclosureSectionData[], locale: Locale): PublicDisclosureSection[] {
  return sections.map((section) => ({
    id: section.id,
    sectionLetter: section.sectionLetter,
    title: localized(section.title, section.titleHi, locale),
    items: section.items.map((item) => ({
      id: item.id,
      srNo: item.srNo,
      information: localized(item.information, item.informationHi, locale),
      detail: localizedOptional(item.detail, item.detailHi, locale),
      documentUrl: item.documentUrl,
      shows: item.shows ?? null,
      notApplicable: item.notApplicableReason?.trim() || null,
    })),
  }));
}

/** The back office's texts, in English. */
export const DISCLOSURE_TEXTS = {
  noSections: "No disclosures available at the moment.",
  noItems: "No items in this section yet.",
  download: "Download",
  notAvailable: "Not available",
  // The back office's ?owed=1 view, which the dashboard links to (docs/specification.md §30).
  owedOnly: "Showing only the items not yet complete: what the school still owes CBSE.",
  noneOwed: "Every item is complete: the school owes CBSE nothing here.",
} as const;

/** "A. General Information": the letter first, whether or not staff typed a dot after it. */
export function sectionHeading({ sectionLetter, title }: { sectionLetter: string; title: string }) {
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
