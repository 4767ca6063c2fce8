// A calendar event as a message to the subscribers who chose calendar changes (docs/specification.md §24
// "Sending"): its title, when and where, and its description in the reader's language, and the calendar open at
// its day.
import { headlineOf, linkIn, type Composer } from "~/features/broadcasts/messages.server";
import { localized } from "~/lib/language/localized";

import type { calendarEvents } from "../../../db/schema";
import { describeEventTime } from "./format";

export const composeEvent: Composer<typeof calendarEvents.$inferSelect> = (
  row,
  language,
  _i18n,
  { origin, timeZone },
) => {
  const time = describeEventTime(row.startDate, row.endDate, timeZone, language);
  const when = time.timeRange ? `${time.when}, ${time.timeRange}` : time.when;
  const title = localized(row.title, row.titleHi, language).text;
  const location = row.location ? localized(row.location, row.locationHi, language).text : null;
  const description = row.description ? localized(row.description, row.descriptionHi, language).text : null;
  const day = time.startsAt.slice(0, 10);
  return {
    headline: headlineOf(`${title}: ${time.when}`),
    paragraphs: [title, location ? `${when}\n${location}` : when, ...(description ? [description] : [])],
    // The month view, open at the event's day (the calendar's own search parameters).
    link: linkIn(origin, language, `/calendar?view=month&month=${day.slice(0, 7)}&day=${day}`),
  };
};
