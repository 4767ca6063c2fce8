// Everything the school holds about one person, found by the phone number or
// e-mail address they gave (decision 0033): their visit requests,
// enquiries, messages and data requests, what staff wrote about them, the
// mail to or about them, and the audit entries that name them. Staff export
// it (JSON, CSV), correct the phone or e-mail in it, or erase it, each in one
// audited transaction; the audit log keeps counts, never the details.
import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

import type { Actor } from "~/features/admin/outcome";
import {
  correctSubscriptionsOf,
  eraseSubscriptionsOf,
  subscriptionsOf,
} from "~/features/alert-subscriptions/subscriptions.server";
import { dataRequestDefinition } from "~/features/data-requests/data-request.server";
import { cancelWaitingMailTo, deleteMailOf, mailToOrNaming } from "~/features/mail/outbox.server";
import { pagesChanged } from "~/features/page-cache/page-cache.server";
import { labelOf, REQUEST_KINDS, tableNameOf } from "~/features/request-kinds/request-kinds.server";
import { redactHistory } from "~/features/requests/history.server";
import type { HeldPlace, RequestDefinition } from "~/features/requests/request-definition.server";
import type { RequestType } from "~/features/requests/request-types";
import { removeRequests } from "~/features/requests/requests.server";
import { recordAudit } from "~/lib/database/audit.server";
import { db, type Tx } from "~/lib/database/db.server";
import { emailHolds, phoneHolds, redacted, textMentions, type Person } from "~/lib/database/person.server";
import { deleteStoredFiles } from "~/lib/files/storage.server";

import { auditLog, mailOutbox, requestHistory } from "../../../db/schema";

export { personOf, type Person } from "~/lib/database/person.server";

/** A kind's phone columns (a second parent's too) and e-mail column, as its definition names them. */
export function contactColumns({ table, personalData }: RequestDefinition) {
  const columns = table as unknown as Record<string, AnyPgColumn>;
  return { phones: personalData.phones.map((key) => columns[key]!), email: columns[personalData.email]! };
}

function columnHolds(definition: RequestDefinition, person: Person): SQL | undefined {
  const { phones, email } = contactColumns(definition);
  const phone = person.phone;
  return or(
    ...(phone ? phones.map((column) => phoneHolds(column, phone)) : []),
    person.email ? emailHolds(email, person.email) : undefined,
  );
}

/** The ids of a person's requests of each type, read in `reader` (a transaction, or the database). */
export async function requestIdsOf(reader: Pick<Tx, "select">, person: Person) {
  const ids = {} as Record<RequestType, string[]>;
  for (const definition of REQUEST_KINDS) {
    const { table, type } = definition;
    const rows = await reader.select({ id: table.id }).from(table).where(columnHolds(definition, person));
    ids[type] = rows.map((row) => row.id as string);
  }
  return ids;
}

function historyOf(ids: Record<RequestType, string[]>, person: Person): SQL | undefined {
  return or(
    ...REQUEST_KINDS.filter(({ type }) => ids[type].length > 0).map(({ type }) =>
      and(eq(requestHistory.recordType, type), inArray(requestHistory.recordId, ids[type])),
    ),
    textMentions(requestHistory.body, person),
    textMentions(sql`${requestHistory.details}::text`, person),
  );
}

function mailOf(ids: Record<RequestType, string[]>, person: Person): SQL | undefined {
  return or(
    ...REQUEST_KINDS.filter(({ type }) => ids[type].length > 0).map(({ type }) =>
      and(eq(mailOutbox.recordType, type), inArray(mailOutbox.recordId, ids[type])),
    ),
    mailToOrNaming(person),
  );
}

const auditMentions = (person: Person) => textMentions(sql`${auditLog.details}::text`, person);

/** One place the person's details are held, with every row of theirs there. */
export type HeldData = HeldPlace;

/** Everything held about `person`, place by place (empty places included, so the office sees where was looked). */
export async function findPersonalData(person: Person): Promise<HeldData[]> {
  const reader = db();
  const ids = await requestIdsOf(reader, person);
  const found: HeldData[] = [];
  for (const definition of REQUEST_KINDS) {
    const { table, type } = definition;
    const rows = ids[type].length ? await reader.select().from(table).where(inArray(table.id, ids[type])) : [];
    found.push({ place: tableNameOf(definition), label: labelOf(definition), rows });
    // What the kind keeps beside them: an application's documents, unfinished applications (decision 0060).
    if (definition.held) found.push(...(await definition.held.find(reader, ids[type], person)));
  }
  // Not a request: the school's alerts to their e-mail or mobile (decision 0066).
  found.push({ place: "alert_subscribers", label: "Alert subscriptions", rows: await subscriptionsOf(reader, person) });
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
    action: `${dataRequestDefinition.audit.action}.export`,
    targetType: dataRequestDefinition.audit.targetType,
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

/**
 * Erases everything held about `person` in one transaction: their requests, removed with their history and mail as
 * every removal is (a kind that must keep the request, a data request, keeps it without who sent it), any other
 * mail to them or naming them (so nothing queued goes out), and their phone and e-mail wherever a note or an
 * audit entry names them. Audited with counts.
 */
export async function erasePersonalData(person: Person, actor: Actor, requestId: string | null): Promise<Changed> {
  const files: string[] = [];
  const erased = await db().transaction(async (tx) => {
    const ids = await requestIdsOf(tx, person);
    const changed: Changed = {};
    let mails = 0;
    for (const definition of REQUEST_KINDS) {
      const { table, type, personalData } = definition;
      const name = tableNameOf(definition);
      if (personalData.anonymised) {
        const kept = ids[type].length
          ? await tx
              .update(table)
              .set(personalData.anonymised as never)
              .where(inArray(table.id, ids[type]))
              .returning({ id: table.id })
          : [];
        changed[name] = kept.length;
      } else {
        const removed = await removeRequests(tx, definition, ids[type]);
        changed[name] = removed.records.length;
        mails += removed.mails;
        files.push(...removed.files);
      }
      if (definition.held) {
        const beside = await definition.held.erase(tx, person);
        Object.assign(changed, beside.counts);
        files.push(...beside.files);
      }
    }
    changed.alert_subscribers = await eraseSubscriptionsOf(tx, person);
    changed.mail_outbox = mails + (await deleteMailOf(tx, person));
    changed.request_history_redacted = await redactHistory(tx, person);
    changed.audit_log_redacted = (
      await tx
        .update(auditLog)
        .set({ details: sql`${redacted(sql`${auditLog.details}::text`, person)}::jsonb` })
        .where(auditMentions(person))
        .returning({ id: auditLog.id })
    ).length;
    await recordAudit(tx, {
      ...actor,
      action: `${dataRequestDefinition.audit.action}.erase`,
      targetType: dataRequestDefinition.audit.targetType,
      targetId: requestId,
      details: { changed },
    });
    return changed;
  });
  // The files once their rows are gone for good (decision 0060).
  await deleteStoredFiles(files);
  // The public pages that show what went (an application's seats on the Admissions page) render afresh.
  pagesChanged(REQUEST_KINDS.filter((kind) => erased[tableNameOf(kind)]).flatMap((kind) => kind.shownOn ?? []));
  return erased;
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
    for (const definition of REQUEST_KINDS) {
      const { table, personalData } = definition;
      const columns = contactColumns(definition);
      const phone = person.phone;
      // Each phone column, then the e-mail: each where the table holds the person's, in that column alone (a
      // second parent's mobile is corrected there, never in the first parent's).
      const fields = [
        ...personalData.phones.map((column, index) => ({
          column,
          value: to.phone,
          holds: phone && phoneHolds(columns.phones[index]!, phone),
        })),
        { column: personalData.email, value: to.email, holds: person.email && emailHolds(columns.email, person.email) },
      ];
      // Rows, not columns: one whose two phones were both the person's counts once.
      const corrected = new Set<unknown>();
      for (const { column, value, holds } of fields) {
        if (!value || !holds) continue;
        // The cast joins the tables' types: each names its columns its own way.
        const rows = await tx
          .update(table)
          .set({ [column]: value } as never)
          .where(holds)
          .returning({ id: table.id });
        for (const row of rows) corrected.add(row.id);
      }
      changed[tableNameOf(definition)] = corrected.size;
    }
    changed.alert_subscribers = await correctSubscriptionsOf(tx, person, to);
    await recordAudit(tx, {
      ...actor,
      action: `${dataRequestDefinition.audit.action}.correct`,
      targetType: dataRequestDefinition.audit.targetType,
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
  for (const definition of REQUEST_KINDS) {
    if (ids[definition.type].length === 0) continue;
    const email = contactColumns(definition).email;
    const rows = await tx
      .select({ email })
      .from(definition.table)
      .where(inArray(definition.table.id, ids[definition.type]));
    for (const row of rows) if (row.email) addresses.add(String(row.email).trim().toLowerCase());
  }
  return cancelWaitingMailTo(tx, addresses, schoolAddresses);
}
