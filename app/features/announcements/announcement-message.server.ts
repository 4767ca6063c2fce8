// An announcement as a message to the subscribers who chose announcements (docs/specification.md §24 "Sending"):
// its title, date and text in the reader's language, and the home page that lists it.
import { headlineOf, linkIn, type Composer } from "~/features/broadcasts/messages.server";
import { localized } from "~/lib/localized";

import type { announcements } from "../../../db/schema";
import { weekdayDate } from "../../../db/time";

export const composeAnnouncement: Composer<typeof announcements.$inferSelect> = (row, language, _i18n, { origin }) => {
  const title = localized(row.title, row.titleHi, language).text;
  return {
    headline: headlineOf(title),
    paragraphs: [title, weekdayDate(row.date, language), localized(row.content, row.contentHi, language).text],
    link: linkIn(origin, language, "/"),
  };
};
