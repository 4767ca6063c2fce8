// What the privacy notice says that is not the school's own words (decision 0031):
// who answers questions, and how the school's text is read. What each public
// form collects is declared by its kind of request (decision 0044).
import type { SiteSettings } from "~/features/settings/settings";
import { pathIn, type Locale } from "~/lib/language/locale";

/** The notice's languages: those of the site, each at its own address (/privacy, /hi/privacy). */
export type NoticeLanguage = Locale;

/**
 * Where an old address of the Hindi notice has moved, for good: `/privacy?lang=hi` (and `/hi/privacy?lang=hi`)
 * is `/hi/privacy`, with the rest of its query (`?version=N`) kept (docs/specification.md §21); null for any other
 * address. Other values of `lang` mean nothing: the page cache drops them (app/cached-pages.ts).
 */
export function movedNoticeAddress(url: URL): string | null {
  if (url.searchParams.get("lang") !== "hi") return null;
  const rest = new URLSearchParams(url.searchParams);
  rest.delete("lang");
  const query = rest.toString();
  return pathIn("hi", `/privacy${query ? `?${query}` : ""}`);
}

/** ?version=N: the number when `value` is one (leading zeros allowed), else null. */
export const noticeVersionNumber = (value: string): number | null => (/^\d{1,6}$/.test(value) ? Number(value) : null);

/** A public form as the notice lists it, in the page's language: its title, and each field it collects. */
export interface CollectingForm {
  name: string;
  title: string;
  fields: { key: string; label: string; optional: boolean }[];
  /** How long an unfinished form is kept, when that is its own rule (an application's draft: decision 0060). */
  kept: string | null;
  /** Who outside the school is given what it collects, when the form says so (the alerts' SMS or WhatsApp service). */
  shared: string | null;
}

/** Who answers questions about the data: the settings' privacy contact, else the Principal at the school's own. */
export function privacyContact(
  settings: Pick<
    SiteSettings,
    "privacyContactName" | "privacyContactEmail" | "privacyContactPhone" | "email" | "phonePrimary"
  >,
) {
  return {
    name: settings.privacyContactName || null,
    email: settings.privacyContactEmail || settings.email,
    phone: settings.privacyContactPhone || settings.phonePrimary,
  };
}

export type NoticeBlock =
  { kind: "heading"; text: string } | { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

/**
 * The notice's text as staff write it: "## " starts a heading, "- " a list
 * item, and a blank line a new paragraph. Plain text only: nothing in it
 * becomes markup.
 */
export function noticeBlocks(body: string): NoticeBlock[] {
  const blocks: NoticeBlock[] = [];
  for (const chunk of body.replace(/\r\n/g, "\n").split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
      paragraph = [];
    };
    for (const line of chunk
      .split("\n")
      .map((part) => part.trim())
      .filter(Boolean)) {
      if (line.startsWith("## ")) {
        flush();
        blocks.push({ kind: "heading", text: line.slice(3).trim() });
      } else if (line.startsWith("- ")) {
        flush();
        const last = blocks.at(-1);
        if (last?.kind === "list") last.items.push(line.slice(2).trim());
        else blocks.push({ kind: "list", items: [line.slice(2).trim()] });
      } else {
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}
