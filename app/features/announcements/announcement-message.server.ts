// An announcement as a message to the subscribers who chose announcements (docs/specification.md §24 "Sending"):
// its title, date and first lines in the reader's language, and its own page on the Notice Board (decision 0077).
import { headlineOf, linkIn, type Composer } from "~/features/broadcasts/messages.server";
import { localized } from "~/lib/language/localized";

import type { announcements } from "../../../db/schema";
import { weekdayDate } from "../../../db/time";
import { noticePlainText } from "./notice-text.server";
import { noticePath } from "./notices";

/** A message carries a notice's first lines, at most this many characters; its page has the rest. */
export const MESSAGE_TEXT_MAX = 600;

/** `text`'s first lines, cut at a word when it is longer than `max`. */
export function firstLines(text: string, max = MESSAGE_TEXT_MAX): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

export const composeAnnouncement: Composer<typeof announcements.$inferSelect> = (row, language, _i18n, { origin }) => {
  const title = localized(row.title, row.titleHi, language).text;
  return {
    headline: headlineOf(title),
    paragraphs: [
      title,
      weekdayDate(row.date, language),
      firstLines(noticePlainText(localized(row.content, row.contentHi, language).text)),
    ],
    link: linkIn(origin, language, noticePath(row)),
  };
};
