// What a message to a subscriber says (docs/specification.md §24 "Sending", decision 0067), in their language: an
// e-mail's subject and text, and for the gateway the template values and one text for SMS. Every message ends with
// the link that unsubscribes its reader.
import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";

import { unsubscribeLines } from "~/features/alert-subscriptions/subscriptions.server";
import type { SchoolSettings } from "~/features/settings/settings";
import { pathIn, type Locale } from "~/lib/language/locale";
import { localized } from "~/lib/language/localized";

import type { BroadcastKind } from "./broadcasts";

/** What the composers are given besides the row and the language. */
export interface ComposeContext {
  origin: string;
  settings: SchoolSettings;
  timeZone: string;
}

/** One source's message in one language, before it is addressed. */
export interface Composed {
  kind: BroadcastKind;
  school: string;
  /** The e-mail's subject; in a text message, the line after the school's name. */
  headline: string;
  /** The e-mail's paragraphs before the unsubscribe lines. */
  paragraphs: string[];
  /** Where to read more: an alert's link, else the page of the site that shows it. */
  link: string;
}

/**
 * How a feature says one of its rows to a subscriber reading `language` (each feature writes its own: an alert,
 * an announcement, a calendar event): the headline, the paragraphs, and the address to read more at.
 */
export type Composer<Row> = (
  row: Row,
  language: Locale,
  i18n: I18n,
  context: ComposeContext,
) => Pick<Composed, "headline" | "paragraphs" | "link">;

/** The school's name in `language`. */
export const schoolNameIn = (settings: SchoolSettings, language: Locale) =>
  localized(settings.schoolName, settings.schoolNameHi, language).text;

/** A subject's most: longer headlines end in "…". */
const SUBJECT_MAX = 150;
export const headlineOf = (text: string) =>
  text.length <= SUBJECT_MAX ? text : `${text.slice(0, SUBJECT_MAX - 1).trimEnd()}…`;

/** An address of the site in `language` (/calendar → /hi/calendar), or a link as it was given (https://…). */
export const linkIn = (origin: string, language: Locale, link: string) =>
  link.startsWith("/") ? `${origin}${pathIn(language, link)}` : link;

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
