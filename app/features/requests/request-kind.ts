// The page half of a kind of request's definition (decision 0044): what its
// list and record page show (SPEC §2, §4, §8). The browser reads this half
// too, so it holds no table and no SQL; the rest of the definition is the
// kind's `*.server.ts`. The list, its filters, the status select, delete, the
// CSV export and the record page are the same code for every kind.
import type { ReactNode } from "react";

import { pageNumberOf } from "~/features/admin/pagination";
import { sectionPath, type SectionKey } from "~/features/admin/sections";
import type { Locale } from "~/lib/language/locale";

import { dateFilterOf, searchFilterOf, statusFilterOf } from "./filters";

/**
 * What the shared code reads of every kind's stored row; everything else (the
 * student, the message, …) the kind's columns, fields and CSV read themselves.
 */
export interface RequestRecord {
  id: string;
  status: string;
  /** The language of the page its form was on (docs/specification.md §21). */
  language: Locale;
  /** The day staff mean to come back to it (decision 0027), yyyy-MM-dd. */
  followUpOn: string | null;
  createdAt: Date;
  /** When the form's consent was given, and under which version of the privacy notice (decision 0032); null before. */
  consentedAt: Date | null;
  consentNoticeVersion: number | null;
  /** Why staff keep it past the retention period; null: erased once unchanged that long. */
  keepReason: string | null;
}

/** A row of the table, ready to show: the record, with its times as the school reads them. */
export type RequestRow<Rec extends RequestRecord = RequestRecord> = Omit<
  Rec,
  "createdAt" | "consentedAt" | "searchText"
> & {
  /** "5 Mar 2026, 10:15 AM" in the school's time zone. */
  received: string;
  /** How long ago it came: "3 days", "5 hours", "less than an hour". */
  waited: string;
  /** When consent was given, the same way; null for a request sent before the forms asked. */
  consentGiven: string | null;
};

/**
 * The list's own filter beside the status: a visit date (one day, or with
 * `to` every day from it to that one), or a search box.
 */
export type RequestFilter =
  | {
      param: "date";
      label: string;
      /** What the list says when it has nothing from today on and no other filter (decision 0037). */
      noneUpcoming: string;
    }
  | { param: "q"; label: string; placeholder: string };

/**
 * Which visit dates a date-filtered list shows without a date filter (`?when=`, decision 0037): from today on,
 * soonest first (the default, null in the filters, nothing in the URL); the past, or every date, newest first.
 * A visit date filter shows exactly its dates, in the order `when` says.
 */
export const DATE_SCOPES = [
  { value: null, label: "From today on" },
  { value: "past", label: "Past visits" },
  { value: "all", label: "All dates" },
] as const;
export type DateScope = (typeof DATE_SCOPES)[number]["value"];

/**
 * A select of the list's filters beside the status, read from the URL by its `param` (an application's class, its
 * session): the definition's `filterWhere` reads what is chosen in `RequestFilters.selects`.
 */
export interface SelectFilter {
  param: string;
  label: string;
  /**
   * Its choices; or, where they are the data's own (the sessions applied for), how a value is written: the loader
   * lists the choices there are (`RequestDefinition.choicesOf`).
   */
  options: readonly string[] | ((value: string) => boolean);
}

/** Statuses the status filter offers together, e.g. the visits still to happen (the dashboard links to them). */
export interface StatusGroup<Status extends string = string> {
  value: string;
  label: string;
  statuses: readonly Status[];
}

/** The links that reach the sender from a phone: a call, and WhatsApp with a greeting typed in; null without a number. */
export interface Reach {
  phone: string | null;
  tel: string | null;
  whatsapp: string | null;
}

/** A link on a record's page to another request of the same family: an application's enquiry (decision 0059). */
export interface RelatedLink {
  path: string;
  text: string;
  /** What it is about, beside the link: the child and the class, the date. */
  detail?: string;
}

/** Links under a heading; `empty` is what the page says when there are none (without it, an empty group is left out). */
export interface RelatedGroup {
  title: string;
  links: RelatedLink[];
  empty?: string;
}

/** A row of the list: the record, and the links that reach its sender. */
export type ListedRequest<Rec extends RequestRecord = RequestRecord> = RequestRow<Rec> & { reach: Reach };

/**
 * What the URL asks the list for: its own filter (`date` and `to`, or `q`), its selects' choices, a status or
 * status group, a page.
 */
export type RequestFilters = Partial<Record<RequestFilter["param"] | "to", string | null>> & {
  /** A date-filtered list's scope (DATE_SCOPES); null: from today on. */
  when?: DateScope;
  /** What is chosen in the kind's selects (`RequestKind.selects`), by param; a select left at All is not there. */
  selects?: Readonly<Record<string, string>>;
  status: string | null;
  page: number;
};

/** SPEC §8 toasts, and the reasons a change is refused. */
export interface RequestMessages {
  loadFailed: string;
  statusUpdated: string;
  statusFailed: string;
  deleted: string;
  deleteFailed: string;
  notFound: string;
  badStatus: string;
}

/** What a cell may need beyond its row: the school's date (a visit today is marked). */
export interface ListContext {
  /** yyyy-MM-dd, in the school's zone. */
  today: string;
}

/** A column of the table; the first names the request (it is the row's header). */
export interface RequestColumn<Rec extends RequestRecord> {
  heading: string;
  cell: (row: RequestRow<Rec>, list: ListContext) => ReactNode;
  /** Added to the cell's classes. */
  className?: string;
}

/** A field of the record page: its label, and its value as the page shows it. */
export interface RequestField<Rec extends RequestRecord> {
  label: string;
  value: (row: RequestRow<Rec>) => ReactNode;
}

export interface RequestKind<Rec extends RequestRecord = RequestRecord> {
  /** The SPEC §3 section that opens the page, its export and its action. */
  section: SectionKey;
  statuses: readonly [Rec["status"], ...Rec["status"][]];
  /** Offered after the statuses in the status filter. */
  statusGroups?: readonly StatusGroup<Rec["status"]>[];
  filter: RequestFilter;
  /** Selects of its own among the filters, after its own filter (an application's class). */
  selects?: readonly SelectFilter[];
  messages: RequestMessages;
  /**
   * Its status is changed only by the kind's own changes on its record page, each asking for what it needs (an
   * application's stage, decision 0056): the list, its cards and the record page show it as a label, never a
   * select, and the shared set_status and undo_status are refused.
   */
  statusLabelOnly?: boolean;
  /** The page's words. */
  texts: {
    title: string;
    description: string;
    /** The table's caption, for screen readers; it names the order, which may follow the filters. */
    caption: string | ((filters: RequestFilters) => string);
    /** The pager's "Showing 1–25 of 60 …". */
    noun: string;
    empty: string;
    noMatch: string;
    /** The heading of the creation time, in the table and the CSV. */
    received: string;
    /** What its status is called: the status filter's label and the column's heading ("Stage"); "Status" if not said. */
    status?: string;
  };
  /** The kind's own columns; Status, the creation time and Actions follow them. */
  columns: readonly RequestColumn<Rec>[];
  /**
   * A row's card on a phone (decision 0050): who it is from (the link that opens it), and what else the card
   * says: the child and the class, the visit's date, the request. Its status, how long it has waited, Call and
   * WhatsApp are every kind's.
   */
  card: {
    who: (row: RequestRow<Rec>) => string;
    about: (row: RequestRow<Rec>, list: ListContext) => ReactNode;
  };
  /** The status select's accessible name, e.g. "Status of Asha Rani". */
  statusLabel: (row: RequestRow<Rec>) => string;
  /** The Delete button's accessible name. */
  deleteLabel: (row: RequestRow<Rec>) => string;
  /** The confirm prompt before a delete. */
  deletePrompt: (row: RequestRow<Rec>) => { title: string; description: string };
  /** The page of one record (`<section path>/<id>`): its heading, and every field in order. */
  record: {
    /** "Visit request of " and the sender's name: the dashboard's follow-ups read the same, in SQL. */
    title: { prefix: string; name: NameKey<Rec> };
    fields: readonly RequestField<Rec>[];
  };
  /**
   * Opening the record page moves a record still in status `from` to `to`,
   * audited as `<audit action>.read` (a contact message: new → read; decision 0026).
   * On that page its status select leaves `from` out: an open record is never `from`.
   */
  opened?: { from: Rec["status"]; to: Rec["status"] };
}

/** The keys of a record's text columns that are never empty: a name. */
export type NameKey<Rec> = { [Key in keyof Rec & string]: Rec[Key] extends string ? Key : never }[keyof Rec & string];

/** A record's title, as its page heads it: "Visit request of Asha Rani". */
export const recordTitle = <Rec extends RequestRecord>(
  kind: Pick<RequestKind<Rec>, "record">,
  row: Omit<Rec, "createdAt" | "consentedAt" | "searchText">,
) => `${kind.record.title.prefix}${(row as Record<string, unknown>)[kind.record.title.name] as string}`;

/** Keeps a kind's row functions typed by its own record. */
export const defineRequestKind = <Rec extends RequestRecord>(kind: RequestKind<Rec>) => kind;

/**
 * The filters in `url` (decision 0010): anything the URL gets wrong is "no
 * filter", never an error, so a bad link still shows the list.
 */
export function requestFiltersOf(
  kind: Pick<RequestKind, "filter" | "statuses" | "statusGroups" | "selects">,
  url: URL,
): RequestFilters {
  const statuses = [...kind.statuses, ...(kind.statusGroups ?? []).map((group) => group.value)];
  const status = statusFilterOf(url, statuses);
  const page = pageNumberOf(url);
  const selects = kind.selects ? { selects: selectsOf(kind.selects, url) } : {};
  if (kind.filter.param === "q") return { q: searchFilterOf(url), ...selects, status, page };
  return { date: dateFilterOf(url), to: dateFilterOf(url, "to"), when: dateScopeOf(url), ...selects, status, page };
}

/** The choices in `url` of `selects` that are theirs to make; any other value is All. */
function selectsOf(selects: readonly SelectFilter[], url: URL): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const { param, options } of selects) {
    const value = url.searchParams.get(param);
    if (value && (typeof options === "function" ? options(value) : options.includes(value))) chosen[param] = value;
  }
  return chosen;
}

/** `?when=` when it is one of DATE_SCOPES; otherwise null (from today on). */
function dateScopeOf(url: URL): DateScope {
  const raw = url.searchParams.get("when");
  return DATE_SCOPES.find((scope) => scope.value !== null && scope.value === raw)?.value ?? null;
}

/** The statuses a status filter value stands for: itself, or its group's; null for every status. */
export function statusesOf(kind: Pick<RequestKind, "statusGroups">, status: string | null): readonly string[] | null {
  if (!status) return null;
  return kind.statusGroups?.find((group) => group.value === status)?.statuses ?? [status];
}

/**
 * The filters as a URL search, without what is empty or page 1: how a record
 * page links back to the list it was opened from, as it was.
 */
export function searchOfFilters({ selects, ...filters }: RequestFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...selects, ...filters })) {
    if (value != null && !(name === "page" && value === 1)) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The list of `kind` with the filters a record page's URL carries (`search`), read as the list reads them. */
export function listPathOf(
  kind: Pick<RequestKind, "section" | "filter" | "statuses" | "statusGroups" | "selects">,
  search: string,
) {
  return `${sectionPath(kind.section)}${searchOfFilters(requestFiltersOf(kind, new URL(search, "http://localhost/")))}`;
}

/** The page of one record, carrying the list's filters (`search`, as searchOfFilters gives them) for the way back. */
export const recordPathOf = (kind: Pick<RequestKind, "section">, id: string, search = "") =>
  `${sectionPath(kind.section)}/${id}${search}`;
