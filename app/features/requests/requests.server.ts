// The reads and writes of any kind of request, driven by its definition
// (decision 0044): storing what a public form sent, a page of the list, one
// record as its page opens it, the CSV export, a status change, and removal
// (the one way a request goes, with its history and its mail). Every change
// staff make is audited in its transaction.
import { and, asc, desc, eq, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";

import { refuse, type Actor, type Outcome } from "~/features/admin/outcome";
import { readPage, type Page } from "~/features/admin/pagination";
import { deleteMailAbout } from "~/features/mail/outbox.server";
import { consentGivenNow } from "~/features/privacy/consent.server";
import { getSiteSettings } from "~/features/settings/settings.server";
import { recordAudit } from "~/lib/database/audit.server";
import { db, type Tx } from "~/lib/database/db.server";
import { deleteStoredFiles } from "~/lib/files/storage.server";
import type { Locale } from "~/lib/language/locale";
import { formatReceived, formatReceivedForCsv, waitedFor } from "~/lib/page/received-time";
import { env } from "~/lib/server/env.server";

import { csvResponse } from "./csv.server";
import { containsPattern } from "./filters";
import { deleteHistoryOf, recordHistory } from "./history.server";
import { languagesOf, reachOf } from "./reach.server";
import type { RequestDefinition } from "./request-definition.server";
import {
  statusesOf,
  type ListedRequest,
  type RequestFilters,
  type RequestRecord,
  type RequestRow,
} from "./request-kind";

/**
 * A case-insensitive substring of what the row's search column holds (its columns lowercased, `searchText` in
 * db/schema.ts), with % _ and \ meaning themselves. One LIKE over a column written with the row, not lower() of
 * each column at every search (decisions 0010, 0061).
 */
export const searchIn =
  (searchText: AnyColumn) =>
  ({ q }: { q?: string | null }) =>
    q ? sql`${searchText} like lower(${containsPattern(q)})` : undefined;

/** A kind's `filterWhere` for its selects: each choice made (`selects`, by param) equal in its column. */
export const selectedIn =
  (columns: Readonly<Record<string, AnyColumn>>) =>
  ({ selects }: { selects?: Readonly<Record<string, string>> }) =>
    and(
      ...Object.entries(selects ?? {}).map(([param, value]) =>
        Object.hasOwn(columns, param) ? eq(columns[param]!, value) : undefined,
      ),
    );

// The shared code reads tables it knows only by their columns; a row is the
// definition's record, as its table declares it.
const recordsOf = <Rec>(rows: unknown) => rows as Rec[];

function whereOf<Rec extends RequestRecord>(
  definition: RequestDefinition<Rec>,
  filters: Omit<RequestFilters, "page">,
): SQL | undefined {
  const statuses = statusesOf(definition.kind, filters.status);
  return and(definition.filterWhere(filters), statuses ? inArray(definition.table.status, [...statuses]) : undefined);
}

const isAscending = <Rec extends RequestRecord>(
  definition: RequestDefinition<Rec>,
  filters: Omit<RequestFilters, "page">,
) => definition.ascending?.(filters) ?? false;

// Plain DESC (NULLS FIRST): the order the list indexes were built in (decision 0010); plain ASC (NULLS LAST) reads
// the same index backwards.
const orderOf = <Rec extends RequestRecord>(
  definition: RequestDefinition<Rec>,
  filters: Omit<RequestFilters, "page">,
) => definition.order.map((column) => (isAscending(definition, filters) ? asc(column) : desc(column)));

/** One page of the list with its filters; a page past the end shows the last one. */
export async function listRequests<Rec extends RequestRecord>(
  definition: RequestDefinition<Rec>,
  filters: RequestFilters,
): Promise<Page<ListedRequest<Rec>>> {
  const where = whereOf(definition, filters);
  const page = await readPage(filters.page, {
    count: () => db().$count(definition.table, where),
    rows: async ({ limit, offset }) =>
      recordsOf<Rec>(
        await db()
          .select()
          .from(definition.table)
          .where(where)
          .orderBy(...orderOf(definition, filters))
          .limit(limit)
          .offset(offset),
      ),
  });
  const timeZone = env().SCHOOL_TIMEZONE;
  const { schoolName } = await getSiteSettings();
  // WhatsApp's greeting in each parent's language (docs/specification.md §21).
  const languages = await languagesOf(page.rows);
  return {
    ...page,
    rows: page.rows.map((record) => ({
      ...rowOf(record, timeZone),
      reach: reachOf(definition, record, schoolName, languages.get(record.language)!),
    })),
  };
}

/** A record as the pages show it: its times read in the school's zone, without the copy its search reads. */
function rowOf<Rec extends RequestRecord>(
  { createdAt, consentedAt, searchText: _searchText, ...rest }: Rec & { searchText?: string | null },
  timeZone: string,
): RequestRow<Rec> {
  return {
    ...rest,
    received: formatReceived(createdAt, timeZone),
    waited: waitedFor(createdAt, new Date()),
    consentGiven: consentedAt ? formatReceived(consentedAt, timeZone) : null,
  } as RequestRow<Rec>;
}

/**
 * The record `id` (a uuid) for its page, or null when there is none. When its
 * kind moves a record on opening (`opened`: a new contact message becomes
 * read) and it is still in `from`, it is moved and the audit log says who
 * opened it, in one transaction. The UPDATE … WHERE status = from does it once,
 * however often or at once the page is opened; reading it again changes nothing.
 */
export async function openRequest<Rec extends RequestRecord>(
  definition: RequestDefinition<Rec>,
  id: string,
  actor: Actor,
): Promise<RequestRow<Rec> | null> {
  const { table, kind, audit } = definition;
  const opened = kind.opened;
  const record = await db().transaction(async (tx) => {
    if (opened) {
      const [moved] = recordsOf<Rec>(
        await tx
          .update(table)
          .set({ status: opened.to })
          .where(and(eq(table.id, id), eq(table.status, opened.from)))
          .returning(),
      );
      if (moved) {
        const details = { from: opened.from, to: opened.to };
        await recordHistory(tx, { type: definition.type, id, kind: "status", details, actor });
        await recordAudit(tx, {
          ...actor,
          action: `${audit.action}.read`,
          targetType: audit.targetType,
          targetId: id,
          details: { from: opened.from, to: opened.to },
        });
        return moved;
      }
    }
    const [found] = recordsOf<Rec>(await tx.select().from(table).where(eq(table.id, id)));
    return found;
  });
  return record ? rowOf(record, env().SCHOOL_TIMEZONE) : null;
}

const BATCH = 1000;

/**
 * Every request matching `filters`, in the list's order, a batch at a time.
 * Each batch starts after the last row of the one before, by its exact sort
 * key (read as text so no microsecond is lost), so rows added meanwhile never
 * shift a row into two batches.
 */
async function* csvBatches<Rec extends RequestRecord>(
  definition: RequestDefinition<Rec>,
  filters: Omit<RequestFilters, "page">,
) {
  const timeZone = env().SCHOOL_TIMEZONE;
  const keys = Object.fromEntries(definition.order.map((column, i) => [`key${i}`, sql<string>`${column}::text`]));
  let after: string[] | null = null;
  for (;;) {
    const rows = (await db()
      .select({ record: definition.table, ...keys })
      .from(definition.table)
      .where(
        and(
          whereOf(definition, filters),
          after ? afterKey(definition, after, isAscending(definition, filters)) : undefined,
        ),
      )
      .orderBy(...orderOf(definition, filters))
      .limit(BATCH)) as unknown as ({ record: Rec } & Record<string, string>)[];
    if (rows.length > 0) {
      yield rows.map(({ record }) => [
        ...definition.csv.columns.map(([, value]) => value(record)),
        record.status,
        formatReceivedForCsv(record.createdAt, timeZone),
      ]);
    }
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1]!;
    after = definition.order.map((_, i) => last[`key${i}`]!);
  }
}

/**
 * `(visit_date, created_at, id) < ($1::date, $2::timestamptz, $3::uuid)`: the rows after `after` in a DESC order
 * (`>` in an ASC one).
 */
function afterKey<Rec extends RequestRecord>(
  definition: RequestDefinition<Rec>,
  after: string[],
  ascending: boolean,
): SQL {
  const typed = after.map((value, i) => sql`${value}::${sql.raw(definition.order[i]!.getSQLType())}`);
  return sql`(${sql.join([...definition.order], sql`, `)}) ${sql.raw(ascending ? ">" : "<")} (${sql.join(typed, sql`, `)})`;
}

/** The whole filtered list (not just a page) as a streamed CSV download. */
export function exportRequests<Rec extends RequestRecord>(
  request: Request,
  definition: RequestDefinition<Rec>,
  filters: Omit<RequestFilters, "page">,
): Response {
  const header = [...definition.csv.columns.map(([header]) => header), "Status", definition.kind.texts.received];
  return csvResponse(request, definition.csv.name, header, csvBatches(definition, filters));
}

// ------------------------------------------------------------------ changes

/** Sets a request's status (any to any, SPEC §4). */
export async function setRequestStatus<Rec extends RequestRecord>(
  definition: RequestDefinition<Rec>,
  input: { id: string; status: Rec["status"] },
  actor: Actor,
): Promise<Outcome> {
  return changeStatus(definition, input, actor);
}

/** What an undo says when the status moved on since the change it would undo. */
export const CHANGED_SINCE = "The status was changed again since, so it was left as it is. Reload the page to see it.";

/**
 * Undoes a status change just made (decision 0050): back to `status`, if it is
 * still `from`, the status the change set. Audited as an undo, once.
 */
export async function undoRequestStatus<Rec extends RequestRecord>(
  definition: RequestDefinition<Rec>,
  input: { id: string; status: Rec["status"]; from: Rec["status"] },
  actor: Actor,
): Promise<Outcome> {
  return changeStatus(definition, input, actor, input.from);
}

/** Sets a request's status, with a line of history and of audit; undoing, only from the status `undoing`. */
async function changeStatus<Rec extends RequestRecord>(
  definition: RequestDefinition<Rec>,
  input: { id: string; status: Rec["status"] },
  actor: Actor,
  undoing?: Rec["status"],
): Promise<Outcome> {
  const { table, kind, audit } = definition;
  return db().transaction(async (tx) => {
    const [current] = await tx.select({ status: table.status }).from(table).where(eq(table.id, input.id)).for("update");
    if (!current) return refuse(404, kind.messages.notFound);
    if (undoing !== undefined && current.status !== undoing) return refuse(409, CHANGED_SINCE);
    // Choosing the status it already has changes nothing, and logs nothing.
    if (current.status === input.status) return { ok: true };
    await tx.update(table).set({ status: input.status }).where(eq(table.id, input.id));
    const details = { from: current.status, to: input.status, ...(undoing === undefined ? {} : { undo: true }) };
    await recordHistory(tx, { type: definition.type, id: input.id, kind: "status", details, actor });
    await recordAudit(tx, {
      ...actor,
      action: `${audit.action}.${undoing === undefined ? "update_status" : "undo_status"}`,
      targetType: audit.targetType,
      targetId: input.id,
      details: { from: current.status, to: input.status },
    });
    return { ok: true };
  });
}

/**
 * Stores a request its public form sent (`input`, as the form's schema checked it), with the consent given now and
 * the language of the page the form was on.
 */
export async function insertRequest<Rec extends RequestRecord, Input>(
  tx: Tx,
  definition: RequestDefinition<Rec, Input>,
  input: Input,
  language: Locale,
): Promise<Rec> {
  const [record] = recordsOf<Rec>(
    await tx
      .insert(definition.table)
      // The shared code knows the table only by its columns; the values are the kind's own, typed by its record.
      .values({ ...definition.form.values(input), ...consentGivenNow(), language } as never)
      .returning(),
  );
  return record!;
}

/**
 * Removes the requests `ids` of a kind in `tx`, with their history and every mail about them (the outbox's rule:
 * mail already sent goes as the copy it is, mail still waiting never goes out; decision 0044), and the rows its
 * definition keeps beside them. The one way a request is removed: a delete from its page or list, the retention
 * run and an erasure all call it. Returns the rows removed, how many mails went with them, and their stored files,
 * which the caller removes once `tx` commits (`deleteStoredFiles`: a rolled-back removal keeps them; decision
 * 0060); the caller audits.
 */
export async function removeRequests<Rec extends RequestRecord>(
  tx: Tx,
  definition: RequestDefinition<Rec>,
  ids: readonly string[],
): Promise<{ records: Rec[]; mails: number; files: string[] }> {
  if (ids.length === 0) return { records: [], mails: 0, files: [] };
  const { table, type } = definition;
  // Read first: the rows naming them go with the requests.
  const files = (await definition.held?.filesOf(tx, ids)) ?? [];
  const records = recordsOf<Rec>(
    await tx
      .delete(table)
      .where(inArray(table.id, [...ids]))
      .returning(),
  );
  const gone = records.map((record) => record.id);
  await deleteHistoryOf(tx, type, gone);
  return { records, mails: await deleteMailAbout(tx, type, gone), files };
}

/** Deletes a request (from its list or its page); the audit log keeps what it was. */
export async function deleteRequest<Rec extends RequestRecord>(
  definition: RequestDefinition<Rec>,
  input: { id: string },
  actor: Actor,
): Promise<Outcome> {
  const { kind, audit } = definition;
  let files: string[] = [];
  const outcome = await db().transaction(async (tx): Promise<Outcome> => {
    const removed = await removeRequests(tx, definition, [input.id]);
    const [deleted] = removed.records;
    if (!deleted) return refuse(404, kind.messages.notFound);
    await recordAudit(tx, {
      ...actor,
      action: `${audit.action}.delete`,
      targetType: audit.targetType,
      targetId: input.id,
      details: { ...audit.deleted(deleted), status: deleted.status },
    });
    files = removed.files;
    return { ok: true };
  });
  // Its files go once its row has (decision 0060).
  await deleteStoredFiles(files);
  return outcome;
}
