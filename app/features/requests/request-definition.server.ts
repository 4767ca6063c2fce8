// A kind of request from the public (visit request, enquiry, contact message,
// data request), defined once (decision 0044): its table, its list and record
// page (its page half, `RequestKind`, which the browser loads too), its
// section, its public form, its mails, what the privacy notice says it
// collects, its audit names and where the personal data tool finds a person
// in it. Lists, record pages, follow-up, mail, retention, the personal data
// tool and the dashboard read definitions; none of them names a kind.
import type { MessageDescriptor } from "@lingui/core";
import type { SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";

import type { NewRequest, RequestMails } from "~/features/mail/request-mail.server";
import type { PageArea } from "~/features/page-cache/cached-page";
import type { Tx } from "~/lib/database/db.server";
import type { Person } from "~/lib/database/person.server";

import { recordPathOf, type RequestFilters, type RequestKind, type RequestRecord } from "./request-kind";
import type { RequestType } from "./request-types";

type Cell = string | null | undefined;

/** A column of a kind's CSV: its header, and its cell of a record. */
export type CsvColumn<Rec> = readonly [header: string, value: (record: Rec) => Cell];

/** A request table: the columns the shared code reads and writes by name. */
export type RequestTable = PgTable & {
  id: AnyPgColumn;
  status: AnyPgColumn;
  followUpOn: AnyPgColumn;
  createdAt: AnyPgColumn;
  keepReason: AnyPgColumn;
};

/** A field of the privacy notice's list of what a form collects, by its schema key (decision 0031). */
export interface CollectedField {
  key: string;
  en: string;
  hi: string;
  optional?: boolean;
}

/** The keys of a record's columns that hold text (a name, a phone number, an e-mail address). */
type TextKey<Rec> = { [Key in keyof Rec & string]: Rec[Key] extends string | null ? Key : never }[keyof Rec & string];

/** Where a kind holds a person's data beside its requests' rows, as the personal data tool lists it. */
export interface HeldPlace {
  /** Its table's name: "application_documents". */
  place: string;
  /** What the back office calls it: "Application documents". */
  label: string;
  rows: Record<string, unknown>[];
}

/** What went beside a kind's requests: how many of each (by the table's name), and the stored files to remove. */
export interface RemovedBeside {
  counts: Record<string, number>;
  files: string[];
}

/**
 * What a kind keeps beside its requests' rows (decision 0060): files in the storage, and rows that are not yet
 * requests (an application's documents, and the drafts of applications not yet submitted). Removal, retention and
 * the personal data tool read it, so these go, are found and are erased with the requests.
 */
export interface HeldBeside {
  /** The storage keys of the files of the requests `ids`, read before they go; removed once the removal commits. */
  filesOf(reader: Pick<Tx, "select">, ids: readonly string[]): Promise<string[]>;
  /** The retention run: what is not a request and is past its own time (a draft 30 days unchanged), removed in `tx`. */
  expire(tx: Tx, now: Date): Promise<RemovedBeside>;
  /** The rows beside the requests `ids`, and those that name `person` by phone or e-mail, place by place. */
  find(reader: Pick<Tx, "select">, ids: readonly string[], person: Person): Promise<HeldPlace[]>;
  /** An erasure: what names `person` and is not a request (a draft), removed in `tx`. */
  erase(tx: Tx, person: Person): Promise<RemovedBeside>;
  /** The retention run, after its commit: stored files no row names any more, removed; how many. */
  sweep(now: Date): Promise<number>;
}

/** What a sent form gives a new row: its own columns, not the staff's marks, the consent or the id. */
export type FormValues<Rec> = Partial<
  Omit<Rec, "id" | "status" | "followUpOn" | "createdAt" | "consentedAt" | "consentNoticeVersion" | "keepReason">
>;

// `Input` is what the form's schema gives; the shared code that lists every kind reads none of it (`never`).
export interface RequestDefinition<Rec extends RequestRecord = RequestRecord, Input = never> {
  /** Its type, as its history, its mails and the database's request_type name it. */
  type: RequestType;
  /** Why the school collects it, in the office's words: the record of processing shows it (docs/specification.md §27). */
  purpose: string;
  /** What its list and record page show, and the SPEC §3 section that opens them. */
  kind: RequestKind<Rec>;
  table: RequestTable & { $inferSelect: Rec };
  /**
   * What the parent's WhatsApp greeting and a reply's subject call it, in the request's language (docs/specification.md
   * §21): `about`, "your visit request" after "about"; `yours`, "Your visit request" at a subject's start. Whole
   * phrases, as Hindi says "your" by the noun's gender and case.
   */
  noun: { about: MessageDescriptor; yours: MessageDescriptor };
  /** Who sent it (null: not named, as for a visit, which names the student), and how to reach them (decision 0027). */
  contactOf: (record: Omit<Rec, "createdAt" | "consentedAt" | "searchText">) => {
    name: string | null;
    email: string | null;
    /** Null only for a data request named by its e-mail address alone. */
    phone: string | null;
  };
  /**
   * What public pages show of its records (the Admissions page's seats, of applications): every change staff make
   * to one from its list or its page renders those pages afresh (decision 0034).
   */
  shownOn?: readonly PageArea[];
  /** Where replying by e-mail moves it, from which statuses. */
  afterReply?: { from: readonly Rec["status"][]; to: Rec["status"] };
  /**
   * The list's order (SPEC §7), each column newest first, ending with the id so
   * pages are stable. The list index (migration 0003) holds exactly this order.
   */
  order: readonly [AnyPgColumn, ...AnyPgColumn[]];
  /**
   * Whether the filters read the list the other way, soonest first (every column ascending: the same index, read
   * backwards). Visits from today on are (decision 0037); by default every list is newest first.
   */
  ascending?: (filters: Omit<RequestFilters, "page">) => boolean;
  /**
   * The WHERE of the kind's own filter, for what the URL gave it (a search, or a visit date and its `to`), and of
   * its selects' choices (`selects`).
   */
  filterWhere: (filters: Omit<RequestFilters, "page" | "status">) => SQL | undefined;
  /** The choices of its selects that are the data's own (the sessions applied for), by param, for the list's page. */
  choicesOf?: () => Promise<Readonly<Record<string, readonly string[]>>>;
  /** The CSV's columns before Status and the creation time, with their headers. */
  csv: { name: string; columns: readonly CsvColumn<Rec>[] };
  /** The public form it comes from: the name its replies and rate limits carry, and what the privacy notice says of it. */
  form: {
    name: string;
    /** The row a sent form stores, from the form's checked value; the consent is added when it is stored. */
    values: (input: Input) => FormValues<Rec>;
    /** The form as the privacy notice names it, in English and Hindi: "Schedule a Visit (Admissions page)". */
    notice: { en: string; hi: string };
    /** Every field the form collects, as the privacy notice lists them; a test holds them equal to the form's schema. */
    fields: readonly CollectedField[];
    /** What the notice adds about how long it keeps the form's data, beside the period (an unfinished form's days). */
    kept?: { en: string; hi: string };
  };
  /** What its mails to the office and to the parent say (decision 0024). */
  mails: RequestMails<Rec>;
  /**
   * What needs attention in it, for the dashboard (decisions 0021, 0023): its figures under `key`, read only for staff
   * who may open its section.
   */
  attention: { key: string; figures: (day: { today: string; now: Date; timeZone: string }) => Promise<object> };
  audit: {
    /** "contact_message" → contact_message.update_status, .delete, .add_note, …, and .read (opening it, when its kind says so). */
    action: string;
    targetType: string;
    /** What a delete keeps of the row in the audit log, beside its status. */
    deleted: (record: Rec) => Record<string, unknown>;
  };
  /** Where the personal data tool finds a person in it (decision 0033). */
  personalData: {
    /** Its phone columns: a parent's mobile, and a second parent's where the form asks for one. */
    phones: readonly [TextKey<Rec>, ...TextKey<Rec>[]];
    email: TextKey<Rec>;
    /**
     * Whether its phone and e-mail can prove a data request is the person's (decision 0041): a link may go to its
     * addresses, staff may call its phones. Not a data request's own, which whoever types the form writes.
     */
    provesIdentity: boolean;
    /**
     * What erasing the person leaves of a request that must stay as the record that it was answered (a data
     * request keeps its kind, dates and status); without it, an erased person's requests are removed.
     */
    anonymised?: Partial<Rec>;
  };
  /** What it keeps beside its rows: files, drafts (decision 0060). */
  held?: HeldBeside;
}

/** Keeps a definition's functions typed by its own record and its form's value. */
export const defineRequest = <Rec extends RequestRecord, Input>(definition: RequestDefinition<Rec, Input>) =>
  definition;

/** A request just stored, as its mails read it: what they say, to whom, and the page they link to. */
export const newRequestOf = <Rec extends RequestRecord, Input>(
  definition: RequestDefinition<Rec, Input>,
  record: Rec,
): NewRequest =>
  ({
    type: definition.type,
    record,
    mails: definition.mails,
    contact: definition.contactOf(record),
    path: recordPathOf(definition.kind, record.id),
  }) as unknown as NewRequest;
