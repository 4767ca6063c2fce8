// Everything the school holds about one person, found by the phone number or
// e-mail address they gave (decision 0033): their visit requests,
// enquiries, messages and data requests, what staff wrote about them, the
// mail to or about them, and the audit entries that name them. Staff export
// it (JSON, CSV), correct the phone or e-mail in it, or erase it, each in one
// audited transaction; the audit log keeps counts, never the details.
import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

import type { Actor } from "~/features/admin/admin-action.server";
import type { RequestType } from "~/features/follow-up/request-types";
import { labelOf, REQUEST_TABLES, tableNameOf, type RequestTable } from "~/features/requests/request-tables.server";
import { recordAudit } from "~/lib/audit.server";
import { db, type Tx } from "~/lib/db.server";

import { auditLog, dataRequests, mailOutbox, requestHistory } from "../../../db/schema";

/** Who is looked for: the last 10 digits of a phone number (an Indian mobile, with or without +91 or 0), a lower-case e-mail. */
export interface Person {
  phone: string | null;
  email: string | null;
}

/** A phone and an e-mail as typed, made comparable; null when neither names anyone. */
export function personOf(input: { phone?: string | null; email?: string | null }): Person | null {
  const digits = (input.phone ?? "").replace(/\D/g, "");
  const phone = digits.length >= 10 ? digits.slice(-10) : null;
  const email = input.email?.trim().toLowerCase() || null;
  return phone || email ? { phone, email } : null;
}

/** Where a person's phone or e-mail is written in free text: the digits with any spaces, dots or dashes between. */
export const phonePattern = (phone: string) => phone.split("").join("[-. ]?");
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function columnHolds(place: RequestTable, person: Person): SQL | undefined {
  return or(
    person.phone
      ? sql`right(regexp_replace(coalesce(${place.phone}, ''), '\\D', '', 'g'), 10) = ${person.phone}`
      : undefined,
    person.email ? sql`lower(trim(coalesce(${place.table.email}, ''))) = ${person.email}` : undefined,
  );
}

/** Free text (a note, a mail, an audit entry's details as text) that mentions the person. */
function textMentions(text: SQL | AnyPgColumn, person: Person): SQL | undefined {
  return or(
    person.phone ? sql`coalesce(${text}, '') ~ ${phonePattern(person.phone)}` : undefined,
    person.email ? sql`position(${person.email} in lower(coalesce(${text}, ''))) > 0` : undefined,
  );
}

/** The ids of a person's requests of each type, read in `reader` (a transaction, or the database). */
export async function requestIdsOf(reader: Pick<Tx, "select">, person: Person) {
  const ids = {} as Record<RequestType, string[]>;
  for (const place of REQUEST_TABLES) {
    const rows = await reader.select({ id: place.table.id }).from(place.table).where(columnHolds(place, person));
    ids[place.type] = rows.map((row) => row.id);
  }
  return ids;
}

function historyOf(ids: Record<RequestType, string[]>, person: Person): SQL | undefined {
  return or(
    ...REQUEST_TABLES.filter((place) => ids[place.type].length > 0).map((place) =>
      and(eq(requestHistory.recordType, place.type), inArray(requestHistory.recordId, ids[place.type])),
    ),
    textMentions(requestHistory.body, person),
    textMentions(sql`${requestHistory.details}::text`, person),
  );
}

function mailOf(ids: Record<RequestType, string[]>, person: Person): SQL | undefined {
  return or(
    ...REQUEST_TABLES.filter((place) => ids[place.type].length > 0).map((place) =>
      and(eq(mailOutbox.recordType, place.type), inArray(mailOutbox.recordId, ids[place.type])),
    ),
    person.email
      ? sql`exists (select 1 from unnest(${mailOutbox.to}) as address where lower(address) = ${person.email})`
      : undefined,
    textMentions(mailOutbox.text, person),
  );
}

const auditMentions = (person: Person) => textMentions(sql`${auditLog.details}::text`, person);

/** One place the person's details are held, with every row of theirs there. */
export interface HeldData {
  place: string;
  label: string;
  rows: Record<string, unknown>[];
}

/** Everything held about `person`, place by place (empty places included, so the office sees where was looked). */
export async function findPersonalData(person: Person): Promise<HeldData[]> {
  const reader = db();
  const ids = await requestIdsOf(reader, person);
  const found: HeldData[] = [];
  for (const place of REQUEST_TABLES) {
    const rows = ids[place.type].length
      ? await reader.select().from(place.table).where(inArray(place.table.id, ids[place.type]))
      : [];
    found.push({ place: tableNameOf(place), label: labelOf(place), rows });
  }
  found.push({
    place: "request_history",
    label: "Notes and history",
    rows: await reader.select().from(requestHistory).where(historyOf(ids, person)),
  });
  found.push({
    place: "mail_outbox",
    label: "E-mails",
    rows: await reader.select().from(mailOutbox).where(mailOf(ids, person)),
  });
  found.push({
    place: "audit_log",
    label: "Audit log entries",
    rows: await reader.select().from(auditLog).where(auditMentions(person)),
  });
  return found;
}

const countsOf = (held: HeldData[]) => Object.fromEntries(held.map((place) => [place.place, place.rows.length]));

/** Notes that the export was made: by whom, for which data request, how many rows of each place. */
export async function recordExport(held: HeldData[], actor: Actor, requestId: string | null, format: "json" | "csv") {
  await recordAudit(db(), {
    ...actor,
    action: "data_request.export",
    targetType: "data_request",
    targetId: requestId,
    details: { format, rows: countsOf(held) },
  });
}

/** The export as JSON: when, what was looked for, and every row, place by place. */
export function personalDataJson(person: Person, held: HeldData[], now = new Date()) {
  return JSON.stringify(
    {
      exportedAt: now.toISOString(),
      searchedFor: person,
      places: held.map(({ place, label, rows }) => ({ place, label, rows })),
    },
    null,
    2,
  );
}

/** The export as CSV rows: one line per field of every row found. */
export function personalDataCsvRows(held: HeldData[]): string[][] {
  const lines: string[][] = [];
  for (const { label, rows } of held) {
    for (const row of rows) {
      const id = String(row.id ?? "");
      for (const [field, value] of Object.entries(row)) {
        const text =
          value instanceof Date
            ? value.toISOString()
            : typeof value === "object" && value !== null
              ? JSON.stringify(value)
              : String(value ?? "");
        lines.push([label, id, field, text]);
      }
    }
  }
  return lines;
}

/** What an erasure or a correction changed, place by place: counts only. */
export type Changed = Record<string, number>;

const ERASED = "[erased]";

/** Replaces the person's phone and e-mail in `text` (as SQL) with [erased]. */
function redacted(text: SQL | AnyPgColumn, person: Person): SQL {
  let result: SQL = sql`${text}`;
  if (person.phone) result = sql`regexp_replace(${result}, ${phonePattern(person.phone)}, ${ERASED}, 'g')`;
  if (person.email) result = sql`regexp_replace(${result}, ${escapeRegex(person.email)}, ${ERASED}, 'gi')`;
  return result;
}

/**
 * Erases everything held about `person` in one transaction: their requests
 * (a data request keeps its kind, dates and status, but not who sent it),
 * their requests' history and mail, any other mail to them or naming them
 * (so nothing queued goes out), and their phone and e-mail wherever a note or
 * an audit entry names them. Audited with counts.
 */
export async function erasePersonalData(person: Person, actor: Actor, requestId: string | null): Promise<Changed> {
  return db().transaction(async (tx) => {
    const ids = await requestIdsOf(tx, person);
    const changed: Changed = {};
    // History and mail first: they are found through the requests' ids.
    changed.request_history_deleted = (
      await tx
        .delete(requestHistory)
        .where(
          or(
            ...REQUEST_TABLES.filter((place) => place.type !== "data_request" && ids[place.type].length > 0).map(
              (place) =>
                and(eq(requestHistory.recordType, place.type), inArray(requestHistory.recordId, ids[place.type])),
            ),
          ) ?? sql`false`,
        )
        .returning({ id: requestHistory.id })
    ).length;
    changed.mail_outbox = (
      await tx.delete(mailOutbox).where(mailOf(ids, person)).returning({ id: mailOutbox.id })
    ).length;
    for (const place of REQUEST_TABLES) {
      const name = tableNameOf(place);
      if (ids[place.type].length === 0) changed[name] = 0;
      else if (place.type === "data_request") {
        // The request stays, as the record that it was answered; who sent it does not.
        changed[name] = (
          await tx
            .update(dataRequests)
            .set({ name: "Erased", phone: null, email: null, details: null, verificationNote: null })
            .where(inArray(dataRequests.id, ids.data_request))
            .returning({ id: dataRequests.id })
        ).length;
      } else {
        changed[name] = (
          await tx.delete(place.table).where(inArray(place.table.id, ids[place.type])).returning({ id: place.table.id })
        ).length;
      }
    }
    changed.request_history_redacted = (
      await tx
        .update(requestHistory)
        .set({
          body: sql`${redacted(requestHistory.body, person)}`,
          details: sql`${redacted(sql`${requestHistory.details}::text`, person)}::jsonb`,
        })
        .where(
          or(textMentions(requestHistory.body, person), textMentions(sql`${requestHistory.details}::text`, person)),
        )
        .returning({ id: requestHistory.id })
    ).length;
    changed.audit_log_redacted = (
      await tx
        .update(auditLog)
        .set({ details: sql`${redacted(sql`${auditLog.details}::text`, person)}::jsonb` })
        .where(auditMentions(person))
        .returning({ id: auditLog.id })
    ).length;
    await recordAudit(tx, {
      ...actor,
      action: "data_request.erase",
      targetType: "data_request",
      targetId: requestId,
      details: { changed },
    });
    return changed;
  });
}

/**
 * Corrects the person's phone and/or e-mail (`to`) in every request that
 * holds them, in one transaction; audited with counts, not the values.
 */
export async function correctPersonalData(
  person: Person,
  to: { phone?: string; email?: string },
  actor: Actor,
  requestId: string | null,
): Promise<Changed> {
  return db().transaction(async (tx) => {
    const changed: Changed = {};
    for (const place of REQUEST_TABLES) {
      let count = 0;
      if (to.phone && person.phone) {
        count += (
          await tx
            .update(place.table)
            // Each table names its phone column its own way; the cast joins the four tables' types.
            .set({ [place.phoneKey]: to.phone } as never)
            .where(sql`right(regexp_replace(coalesce(${place.phone}, ''), '\\D', '', 'g'), 10) = ${person.phone}`)
            .returning({ id: place.table.id })
        ).length;
      }
      if (to.email && person.email) {
        count += (
          await tx
            .update(place.table)
            .set({ email: to.email } as never)
            .where(sql`lower(trim(coalesce(${place.table.email}, ''))) = ${person.email}`)
            .returning({ id: place.table.id })
        ).length;
      }
      changed[tableNameOf(place)] = count;
    }
    await recordAudit(tx, {
      ...actor,
      action: "data_request.correct",
      targetType: "data_request",
      targetId: requestId,
      details: { changed, fields: [...(to.phone ? ["phone"] : []), ...(to.email ? ["email"] : [])] },
    });
    return changed;
  });
}

/**
 * Withdrawn consent (decision 0033), once the request is verified or staff confirm
 * it (decision 0041): every mail still waiting to go to the person, or to an
 * address on one of their requests, is cancelled in `tx`; how many. Mail to
 * the school's own addresses (`schoolAddresses`, lower case) and the office's
 * notices are never cancelled: a request from the public cannot silence the school.
 */
export async function cancelQueuedMail(tx: Tx, person: Person, schoolAddresses: ReadonlySet<string>): Promise<number> {
  const ids = await requestIdsOf(tx, person);
  const addresses = new Set(person.email ? [person.email] : []);
  for (const place of REQUEST_TABLES) {
    if (ids[place.type].length === 0) continue;
    const rows = await tx
      .select({ email: place.table.email })
      .from(place.table)
      .where(inArray(place.table.id, ids[place.type]));
    for (const row of rows) if (row.email) addresses.add(row.email.trim().toLowerCase());
  }
  for (const school of schoolAddresses) addresses.delete(school);
  if (addresses.size === 0) return 0;
  const school = [...schoolAddresses];
  const cancelled = await tx
    .update(mailOutbox)
    .set({ status: "cancelled", lockedUntil: null, lastError: "Not sent: consent withdrawn" })
    .where(
      and(
        eq(mailOutbox.status, "pending"),
        sql`${mailOutbox.purpose} not like 'office.%'`,
        sql`exists (select 1 from unnest(${mailOutbox.to}) as address where lower(address) in ${[...addresses]})`,
        school.length
          ? sql`not exists (select 1 from unnest(${mailOutbox.to}) as address where lower(address) in ${school})`
          : undefined,
      ),
    )
    .returning({ id: mailOutbox.id });
  return cancelled.length;
}
