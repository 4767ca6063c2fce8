// What the privacy notice says that is not the school's own words (decision 0031):
// who answers questions, and how the school's text is read. What each public
// form collects is declared by its kind of request (decision 0044).
import type { SiteSettings } from "~/features/settings/settings";

export const NOTICE_LANGUAGES = ["en", "hi"] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

/** ?lang=hi for Hindi; anything else is English. */
export const noticeLanguage = (value: string | null): NoticeLanguage => (value === "hi" ? "hi" : "en");

/** ?version=N: the number when `value` is one (leading zeros allowed), else null. */
export const noticeVersionNumber = (value: string): number | null => (/^\d{1,6}$/.test(value) ? Number(value) : null);

/** A public form as the notice lists it, in the page's language: its title, and each field it collects. */
export interface CollectingForm {
  name: string;
  title: string;
  fields: { key: string; label: string; optional: boolean }[];
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
