// A notice's rules (decision 0077), shared by the board, the back office and the server: its categories, its public
// address, how circulars are numbered, and whether it shows now. No message macros here: the mail and gateway
// workers read it in processes of their own, where none is compiled (the categories' names: notice-categories.ts).
import { withoutControlCharacters } from "~/lib/forms/control-characters";

import { NOTICE_CATEGORY_VALUES } from "../../../db/enum-values";

/** The categories a notice may be in, in the order the board and the form list them: the database's notice_category. */
export const NOTICE_CATEGORIES = NOTICE_CATEGORY_VALUES;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

/** The English names of the categories, for the back office (the public pages say them in their language). */
export const CATEGORY_LABELS: Record<NoticeCategory, string> = {
  circular: "Circular",
  news: "News",
  holiday: "Holiday",
  examination: "Examination",
  admission: "Admission",
  event: "Event",
  result: "Result",
  vacancy: "Vacancy",
};

export const isNoticeCategory = (value: string): value is NoticeCategory =>
  (NOTICE_CATEGORIES as readonly string[]).includes(value);

/** The Notice Board's address in English; the Hindi one is under /hi (`pathIn`). */
export const NOTICE_BOARD_PATH = "/notices";

/** What the board's filters ask for: all read from its address, each optional. */
export interface BoardQuery {
  category: NoticeCategory | null;
  /** A session shows its whole archive ("2025-26"); without one, the current notices. */
  session: string | null;
  search: string;
  page: number;
}

/** At most this many characters of a search are read. */
export const BOARD_SEARCH_MAX = 100;

/**
 * The board's filters as its address says them (?category=circular&session=2025-26&q=exam&page=2): a category or
 * session it does not know, or a page that is not a number, is left out.
 */
export function boardQuery(search: URLSearchParams): BoardQuery {
  const category = search.get("category") ?? "";
  const session = search.get("session") ?? "";
  const page = search.get("page") ?? "";
  return {
    category: isNoticeCategory(category) ? category : null,
    session: isSession(session) ? session : null,
    // Control characters are no words anybody searches for (and PostgreSQL takes no NUL in a text).
    search: withoutControlCharacters(search.get("q") ?? "")
      .trim()
      .slice(0, BOARD_SEARCH_MAX),
    page: /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1,
  };
}

/** "2025-26": two years that follow each other, this century. */
const isSession = (value: string) => {
  const match = /^(20\d{2})-(\d{2})$/.exec(value);
  return match !== null && (Number(match[1]) + 1) % 100 === Number(match[2]);
};

/** The board's address for `query` (its page and its filters' links write it so). */
export function boardPath(query: Partial<BoardQuery>): string {
  const search = new URLSearchParams();
  if (query.category) search.set("category", query.category);
  if (query.session) search.set("session", query.session);
  if (query.search) search.set("q", query.search);
  if (query.page && query.page > 1) search.set("page", String(query.page));
  const rest = search.toString();
  return `${NOTICE_BOARD_PATH}${rest ? `?${rest}` : ""}`;
}

/** Notices a page of the board lists. */
export const NOTICES_PER_PAGE = 20;

/** Attachments and photos a notice may have, and how large each file may be (decision 0077). */
export const NOTICE_FILE_LIMITS = { attachments: 10, photos: 30, bytes: 20 * 1024 * 1024 } as const;

/** What a file of a notice is: an attachment (a PDF or an image), or one of its photos. */
export const NOTICE_FILE_KINDS = ["attachment", "photo"] as const;
export type NoticeFileKind = (typeof NOTICE_FILE_KINDS)[number];

/** The widths an image of a notice is kept in: a phone's grid, a phone's screen, a large screen. */
export const NOTICE_IMAGE_WIDTHS = [480, 960, 1600] as const;

/** Where a notice's files are kept in the storage: one folder, which goes with the notice. */
export const noticeFileFolder = (id: string) => `notices/${id}`;

/** An image of a notice at `width` (its storage folder holds one WebP per width). */
export const noticeImageUrl = (folder: string, width: (typeof NOTICE_IMAGE_WIDTHS)[number]) =>
  `/uploads/${folder}/${width}.webp`;

/** What a notice's file links to: a PDF is its key; an image, a folder of WebP sizes, its largest size. */
export const noticeFileUrl = (file: { storageKey: string; contentType: string }) =>
  file.contentType === "application/pdf"
    ? `/uploads/${file.storageKey}`
    : noticeImageUrl(file.storageKey, NOTICE_IMAGE_WIDTHS.at(-1)!);

/** Every size of an image of a notice, for an <img>'s srcset. */
export const noticeImageSrcSet = (folder: string) =>
  NOTICE_IMAGE_WIDTHS.map((width) => `${noticeImageUrl(folder, width)} ${width}w`).join(", ");

/** A notice's page, /notices/14-winter-vacation: the number never changes, so the address holds when the title does. */
export function noticePath(notice: { ref: number; slug: string }): string {
  return `${NOTICE_BOARD_PATH}/${notice.ref}${notice.slug ? `-${notice.slug}` : ""}`;
}

/** The number and words of a notice's address ("14-winter-vacation"), or null when it names no notice. */
export function readNoticeAddress(part: string): { ref: number; slug: string } | null {
  const match = /^([1-9]\d{0,8})(?:-([a-z0-9-]*))?$/.exec(part);
  if (!match) return null;
  return { ref: Number(match[1]), slug: match[2] ?? "" };
}

/** The placeholders a circular number pattern may hold, and the one it must. */
export const NUMBER_PATTERN_PARTS = { session: "{session}", years: "{yy}", place: "{n}" } as const;

/** A circular's number by `pattern` in `session`: "P/{yy}/{n}", "2026-27", 14 → "P/2627/14". */
export function circularNumber(pattern: string, session: string, place: number): string {
  return pattern
    .replaceAll(NUMBER_PATTERN_PARTS.session, session)
    .replaceAll(NUMBER_PATTERN_PARTS.years, session.replace("-", "").slice(2))
    .replaceAll(NUMBER_PATTERN_PARTS.place, String(place));
}

/**
 * The number to suggest for the next circular of `session`: one past the highest place among `numbers` (that
 * session's circulars) that `pattern` wrote; the first when none did. A number staff typed another way is passed by.
 */
export function nextCircularNumber(pattern: string, session: string, numbers: readonly string[]): string {
  let highest = 0;
  const [before, ...rest] = pattern.split(NUMBER_PATTERN_PARTS.place);
  if (rest.length === 1) {
    const literal = (part: string) => escapeRegExp(circularNumber(part, session, 0));
    const shape = new RegExp(`^${literal(before!)}(\\d{1,6})${literal(rest[0]!)}$`, "i");
    for (const number of numbers) {
      const place = shape.exec(number.trim())?.[1];
      if (place) highest = Math.max(highest, Number(place));
    }
  }
  return circularNumber(pattern, session, highest + 1);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What the person saving a notice may do: publish, or only write and submit (decision 0077). */
export interface NoticeRights {
  publish: boolean;
}

/** Where a notice stands (decision 0077). */
export type NoticeState = "draft" | "submitted" | "scheduled" | "current" | "ended";

/**
 * Where a notice stands at `now` (the school's date `today`, yyyy-MM-dd): a draft, one submitted for publishing,
 * published for a time to come, current, or past its last day (in the archive).
 */
export function noticeState(
  notice: { status: "draft" | "submitted" | "published"; publishAt: Date | null; endsOn: string | null },
  now: Date,
  today: string,
): NoticeState {
  if (notice.status !== "published") return notice.status;
  if (!notice.publishAt || notice.publishAt.getTime() > now.getTime()) return "scheduled";
  if (notice.endsOn !== null && notice.endsOn < today) return "ended";
  return "current";
}

/** A run of text of a notice (notice-text.server.ts) inside a paragraph or a list item. */
export type NoticeInline =
  | { t: "text"; v: string }
  | { t: "br" }
  | { t: "strong" | "em"; c: NoticeInline[] }
  | { t: "link"; href: string; c: NoticeInline[] };

/** A paragraph, or a list whose items are each a list of blocks. */
export type NoticeBlock =
  | { t: "p"; c: NoticeInline[] }
  | { t: "ul"; items: NoticeBlock[][] }
  | { t: "ol"; start: number; items: NoticeBlock[][] };
