// The announcements as an Atom 1.0 feed (RFC 4287; decision 0064): /announcements.xml in English and
// /hi/announcements.xml in Hindi, so that feed readers and other sites can follow what the home page announces.
// Written here rather than by the `feed` package, which writes titles and contents as HTML in CDATA and no xml:lang
// (decision 0064): the XML is a dozen elements, each escaped below. Only server code imports this module.
import { TZDate } from "@date-fns/tz";

import { i18nFor } from "~/lib/language/i18n";
import { HTML_LANG, pathIn, type Locale } from "~/lib/language/locale";
import type { LocalText } from "~/lib/language/localized";
import { etagOf, matchesETag } from "~/lib/server/etag.server";

import { schoolDate, schoolInstant } from "../../../db/time";
import { ANNOUNCEMENTS_FEED_PATH, announcementsFeedTitle, FEED_ANNOUNCEMENTS_LIMIT } from "./announcements";
import { latestNotices, type LatestNotice } from "./notices.server";

/** Atom's own media type (RFC 4287 §7), which feed readers look for. */
export const ATOM_CONTENT_TYPE = "application/atom+xml; charset=utf-8";
/** Public, and briefly cached, as the calendar's feed (decision 0025): readers poll, and a 304 costs nothing. */
export const FEED_CACHE_CONTROL = "public, max-age=300";

export interface AnnouncementsFeedContext {
  locale: Locale;
  /** The site's trusted address (siteOrigin): the feed's id and links, never a forged Host. */
  siteUrl: string;
  /** The school's name in `locale` (the settings' Hindi name on the Hindi feed, where the school set one). */
  schoolName: string;
  /** SCHOOL_TIMEZONE: an announcement's date is the school's day. */
  timeZone: string;
  now: Date;
}

/**
 * The answer to GET (or HEAD) /announcements.xml and /hi/announcements.xml: the feed, or 304 when `ifNoneMatch`
 * names its ETag. The ETag is made of the feed's bytes, so any change to what it holds changes it.
 */
export async function announcementsFeedResponse(
  ifNoneMatch: string | null,
  context: AnnouncementsFeedContext,
): Promise<Response> {
  const today = schoolDate(context.now, context.timeZone);
  const [announcements, i18n] = await Promise.all([
    latestNotices(context.locale, FEED_ANNOUNCEMENTS_LIMIT, context.now, today),
    i18nFor(context.locale),
  ]);
  const xml = announcementsFeed(announcements, {
    ...context,
    title: i18n._(announcementsFeedTitle(context.schoolName)),
  });
  const etag = etagOf(xml);
  const headers = { ETag: etag, "Cache-Control": FEED_CACHE_CONTROL };
  if (matchesETag(ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  return new Response(xml, { headers: { ...headers, "Content-Type": ATOM_CONTENT_TYPE } });
}

/**
 * The feed's XML: its id and rel="self" link are its own address, its rel="alternate" link the home page in its
 * language; one entry per announcement, in the order given, linking its own page (decision 0077).
 */
export function announcementsFeed(
  announcements: readonly LatestNotice[],
  { locale, siteUrl, schoolName, timeZone, now, title }: AnnouncementsFeedContext & { title: string },
): string {
  const address = (path: string) => new URL(path, siteUrl).toString();
  const self = address(pathIn(locale, ANNOUNCEMENTS_FEED_PATH));
  const home = address(pathIn(locale, "/"));
  const entries = announcements.map((announcement) => {
    const published = schoolInstant(announcement.date, "00:00:00", timeZone);
    // Published after its date (a notice posted late) is when readers could first have it; before, its date.
    const updated = announcement.publishedAt > published ? announcement.publishedAt : published;
    return { announcement, published, updated };
  });
  // RFC 4287 requires the feed's updated: the newest entry's, or, with none, the school's today (a fixed instant,
  // so that an empty feed keeps its ETag through the day).
  const feedUpdated =
    entries.reduce<Date | null>((newest, { updated }) => (newest && newest >= updated ? newest : updated), null) ??
    schoolInstant(schoolDate(now, timeZone), "00:00:00", timeZone);
  const time = (instant: Date) => new TZDate(instant.getTime(), timeZone).toISOString();

  const lines = [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="${ATOM_NAMESPACE}" xml:lang="${HTML_LANG[locale]}">`,
    `  ${element("id", self)}`,
    `  ${element("title", title)}`,
    `  ${element("updated", time(feedUpdated))}`,
    // RFC 4287 §4.1.1: a feed names an author unless every entry does; the school announces them all.
    `  <author>${element("name", schoolName)}${element("uri", home)}</author>`,
    `  ${link({ rel: "self", type: "application/atom+xml", href: self })}`,
    `  ${link({ rel: "alternate", type: "text/html", hreflang: HTML_LANG[locale], href: home })}`,
    ...entries.flatMap(({ announcement, published, updated }) => [
      `  <entry>`,
      // A uuid names the announcement whatever address the site moves to, and in either language's feed.
      `    ${element("id", `urn:uuid:${announcement.id}`)}`,
      `    ${localElement("title", announcement.title, { type: "text" })}`,
      `    ${element("updated", time(updated))}`,
      `    ${element("published", time(published))}`,
      `    ${link({ rel: "alternate", type: "text/html", href: address(pathIn(locale, announcement.path)) })}`,
      `    ${localElement("content", announcement.content, { type: "text" })}`,
      `  </entry>`,
    ]),
    `</feed>`,
    ``,
  ];
  return lines.join("\n");
}

const ATOM_NAMESPACE = "http://www.w3.org/2005/Atom";

/**
 * What XML 1.0 may not hold at all (§2.2: C0 controls but tab, line feed and carriage return; lone surrogates;
 * U+FFFE, U+FFFF): dropped, since no escape can carry them and one would make the whole feed unreadable.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** `text` as XML character data or an attribute's value (in double quotes): the five markup characters escaped. */
function xmlEscape(text: string): string {
  return text.replace(NOT_XML, "").replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

function attributes(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([name, value]) => ` ${name}="${xmlEscape(value)}"`)
    .join("");
}

function element(name: string, text: string, attrs: Record<string, string> = {}): string {
  return `<${name}${attributes(attrs)}>${xmlEscape(text)}</${name}>`;
}

/** What staff wrote: on the Hindi feed, English where they wrote no Hindi is marked xml:lang="en" (decision 0054). */
function localElement(name: string, text: LocalText, attrs: Record<string, string>): string {
  return element(name, text.text, text.lang ? { ...attrs, "xml:lang": text.lang } : attrs);
}

function link(attrs: Record<string, string>): string {
  return `<link${attributes(attrs)}/>`;
}
