// What a message to a subscriber says (docs/specification.md §24 "Sending", decision 0067), in their language: an
// e-mail's subject and text, and for the gateway the template values and one text for SMS. Every message ends with
// the link that unsubscribes its reader.
import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";

import { unsubscribeLines } from "~/features/alert-subscriptions/subscriptions.server";
import { SEVERITY_NAMES } from "~/features/alerts/alerts";
import { describeEventTime } from "~/features/calendar/format";
import type { SchoolSettings } from "~/features/settings/settings";
import { pathIn, type Locale } from "~/lib/locale";
import { localized } from "~/lib/localized";

import type { alerts, announcements, calendarEvents } from "../../../db/schema";
import { weekdayDate } from "../../../db/time";
import type { BroadcastKind } from "./broadcasts";

export type BroadcastSource =
  | { kind: "alert"; row: typeof alerts.$inferSelect }
  | { kind: "announcement"; row: typeof announcements.$inferSelect }
  | { kind: "calendar"; row: typeof calendarEvents.$inferSelect };

/** One source's message in one language, before it is addressed. */
export interface Composed {
  kind: BroadcastKind;
  school: string;
  /** The e-mail's subject; in a text message, the line after the school's name. */
  headline: string;
  /** The e-mail's paragraphs before the unsubscribe lines. */
  paragraphs: string[];
  /** Where to read more: the alert's link, else the page of the site that shows it. */
  link: string;
}

const SUBJECT_MAX = 150;
const shortened = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** An address of the site, or a link as it was given (https://…), in `language`. */
const absolute = (origin: string, language: Locale, link: string) =>
  link.startsWith("/") ? `${origin}${pathIn(language, link)}` : link;

/** `source` as a subscriber reading `language` gets it. */
export function compose(
  source: BroadcastSource,
  language: Locale,
  i18n: I18n,
  context: { origin: string; settings: SchoolSettings; timeZone: string },
): Composed {
  const school = localized(context.settings.schoolName, context.settings.schoolNameHi, language).text;
  const text = (english: string, hindi: string | null | undefined) => localized(english, hindi, language).text;
  const link = (address: string) => absolute(context.origin, language, address);
  switch (source.kind) {
    case "alert": {
      const { row } = source;
      const said = text(row.text, row.textHi);
      const severity = i18n._(SEVERITY_NAMES[row.severity]);
      return {
        kind: "alert",
        school,
        headline: shortened(`${severity}: ${said}`, SUBJECT_MAX),
        paragraphs: [`${severity}: ${said}`],
        link: link(row.link ?? "/"),
      };
    }
    case "announcement": {
      const { row } = source;
      return {
        kind: "announcement",
        school,
        headline: shortened(text(row.title, row.titleHi), SUBJECT_MAX),
        paragraphs: [text(row.title, row.titleHi), weekdayDate(row.date, language), text(row.content, row.contentHi)],
        link: link("/"),
      };
    }
    case "calendar": {
      const { row } = source;
      const time = describeEventTime(row.startDate, row.endDate, context.timeZone, language);
      const when = time.timeRange ? `${time.when}, ${time.timeRange}` : time.when;
      const title = text(row.title, row.titleHi);
      const location = row.location ? text(row.location, row.locationHi) : null;
      const description = row.description ? text(row.description, row.descriptionHi) : null;
      return {
        kind: "calendar",
        school,
        headline: shortened(`${title}: ${time.when}`, SUBJECT_MAX),
        paragraphs: [title, location ? `${when}\n${location}` : when, ...(description ? [description] : [])],
        // The month view, open at the event's day (the calendar's own search parameters).
        link: link(`/calendar?view=month&month=${time.startsAt.slice(0, 7)}&day=${time.startsAt.slice(0, 10)}`),
      };
    }
  }
}

/** The e-mail: the message, where to read more, the school, and the way out. */
export function emailOf(composed: Composed, i18n: I18n, unsubscribeUrl: string) {
  return {
    subject: composed.headline,
    text: [
      ...composed.paragraphs,
      t(i18n)`Read more: ${composed.link}`,
      composed.school,
      ...unsubscribeLines(i18n, unsubscribeUrl),
    ].join("\n\n"),
  };
}

/**
 * The values a gateway fills a registered template with, in this order (docs/deploying.md, "SMS and WhatsApp"):
 * the school, the message, where to read more, the unsubscribe link.
 */
export const templateValues = (composed: Composed, unsubscribeUrl: string) => [
  composed.school,
  composed.headline,
  composed.link,
  unsubscribeUrl,
];

/** The same as one text, for a gateway that sends free text. */
export const smsText = (composed: Composed, i18n: I18n, unsubscribeUrl: string) =>
  [`${composed.school}: ${composed.headline}`, composed.link, t(i18n)`Stop: ${unsubscribeUrl}`].join("\n");

/**
 * A mobile number as gateways take it (E.164): a 10-digit Indian number, with or without 0 or 91 before it, gets
 * +91; a number written with another country's code keeps it.
 */
export function internationalNumber(mobile: string) {
  const digits = mobile.replace(/\D/g, "");
  if (digits.length === 10) return `+91${digits}`;
  if (digits.length === 11 && digits.startsWith("0")) return `+91${digits.slice(1)}`;
  if (digits.length === 12 && digits.startsWith("91")) return `+${digits}`;
  return `+${digits.replace(/^00/, "")}`;
}
