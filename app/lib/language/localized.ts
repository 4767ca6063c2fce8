// What staff write, in the page's language (decision 0054): a text kept in
// English and, optionally, in Hindi. A Hindi page shows the Hindi where staff
// wrote it, and otherwise the English, marked lang="en" on the element that
// holds it so that a screen reader reads it in English; an English page always
// shows the English, with no mark, so its HTML stays as it was.
import type { Locale } from "./locale";

/** A text as a page shows it: `lang` is "en" only for English shown on a Hindi page. */
export interface LocalText {
  text: string;
  lang?: "en";
}

/**
 * The text to show in `locale`: the Hindi when there is some (blank counts as none), else the English.
 * `localized("Sports day", "खेल दिवस", "hi")` → { text: "खेल दिवस" };
 * `localized("Sports day", null, "hi")` → { text: "Sports day", lang: "en" };
 * `localized("Sports day", "खेल दिवस", "en")` → { text: "Sports day" }.
 */
export function localized(english: string, hindi: string | null | undefined, locale: Locale): LocalText {
  if (locale === "hi") {
    const own = hindi?.trim();
    if (own) return { text: own };
    // Nothing at all needs no language.
    if (english.trim()) return { text: english, lang: "en" };
  }
  return { text: english };
}

/** An optional text (null when there is none to show), as `localized`. */
export function localizedOptional(
  english: string | null | undefined,
  hindi: string | null | undefined,
  locale: Locale,
): LocalText | null {
  const shown = localized(english ?? "", hindi, locale);
  return shown.text.trim() ? shown : null;
}

/** A text a component was given: staff's (a LocalText) or the page's own words (a string). */
export type ShownText = string | LocalText;

/** Either kind of text as a LocalText, for a component that takes both. */
export const asLocalText = (value: ShownText): LocalText => (typeof value === "string" ? { text: value } : value);
