// What staff do about a request from the public (decision 0027): a note, a
// follow-up date, a reply by e-mail through the outbox, the keep mark; and the
// follow-ups the dashboard lists. Every change is written to the request's
// history and audited in its own transaction.
import { eq, lte, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

import { refuse, type Actor, type Outcome } from "~/features/admin/outcome";
import type { SectionKey } from "~/features/admin/sections";
import { queueMail } from "~/features/mail/outbox.server";
import { greetingTo, signOff } from "~/features/mail/parent-words";
import { realAddress } from "~/features/mail/request-mail.server";
import { getSiteSettings } from "~/features/settings/settings.server";
import { recordAudit } from "~/lib/database/audit.server";
import { db, rowsOf, type Tx } from "~/lib/database/db.server";
import { i18nFor } from "~/lib/language/i18n";
import { env } from "~/lib/server/env.server";

import { FOLLOW_UP_MESSAGES } from "./follow-up-schema";
import { listHistory, recordHistory } from "./history.server";
import { reachOf } from "./reach.server";
import type { RequestDefinition } from "./request-definition.server";
import { recordPathOf, type RequestRecord } from "./request-kind";
import type { RequestType } from "./request-types";

/** Locks the request for a change; null when there is none. */
async function lockRecord<Rec extends RequestRecord>(tx: Tx, definition: RequestDefinition<Rec>, id: string) {
  const [record] = await tx.select().from(definition.table).where(eq(definition.table.id, id)).for("update");
  return (record as Rec | undefined) ?? null;
}

export async function addNote<Rec extends RequestRecord>(
  definition: RequestDefinition<Rec>,
  input: { id: string; note: string },
  actor: Actor,
): Promise<Outcome> {
  return db().transaction(async (tx) => {
    if (!(await lockRecord(tx, definition, input.id))) return refuse(404, definition.kind.messages.notFound);
    await recordHistory(tx, { type: definition.type, id: input.id, kind: "note", body: input.note, actor });
    await recordAudit(tx, {
      ...actor,
      action: `${definition.audit.action}.add_note`,
      targetType: definition.audit.targetType,
      targetId: input.id,
      details: { note: input.note },
    });
    return { ok: true };
  });
}

/**
 * Sets one of the staff's marks on a request (its follow-up date, or its keep reason) to `to`, with a history line
 * of `history` and the audit action `action`; choosing what it already has changes nothing and logs nothing.
 */
async function setMark<Rec extends RequestRecord>(
  definition: RequestDefinition<Rec>,
  id: string,
  mark: { column: "followUpOn" | "keepReason"; to: string | null; history: "follow_up" | "keep"; action: string },
  actor: Actor,
): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const record = await lockRecord(tx, definition, id);
    if (!record) return refuse(404, definition.kind.messages.notFound);
    const from = record[mark.column];
    if (from === mark.to) return { ok: true };
    await tx
      .update(definition.table)
      .set({ [mark.column]: mark.to })
      .where(eq(definition.table.id, id));
    const details = { from, to: mark.to };
    // A keep line says its reason in words too.
    const body = mark.history === "keep" ? mark.to : null;
    await recordHistory(tx, { type: definition.type, id, kind: mark.history, body, details, actor });
    await recordAudit(tx, {
      ...actor,
      action: `${definition.audit.action}.${mark.action}`,
      targetType: definition.audit.targetType,
      targetId: id,
      details,
    });
    return { ok: true };
  });
}

/** The day staff mean to come back to a request (decision 0027), or none. */
export const setFollowUp = <Rec extends RequestRecord>(
  definition: RequestDefinition<Rec>,
  input: { id: string; followUpOn: string | null },
  actor: Actor,
) =>
  setMark(
    definition,
    input.id,
    { column: "followUpOn", to: input.followUpOn, history: "follow_up", action: "set_follow_up" },
    actor,
  );

/**
 * A reply to the parent by e-mail, through the outbox, kept in the history.
 * Replying moves the request on where its kind says so (a new or read message
 * becomes replied; a pending enquiry, contacted).
 */
export async function sendReply<Rec extends RequestRecord>(
  definition: RequestDefinition<Rec>,
  input: { id: string; subject: string; message: string },
  actor: Actor,
): Promise<Outcome> {
  // Read before the transaction opens: the embedded database has one connection.
  const settings = await getSiteSettings();
  const schoolAddress = realAddress(settings.email);
  const signature = [settings.schoolName, settings.phonePrimary, schoolAddress].filter(Boolean).join("\n");
  return db().transaction(async (tx) => {
    const record = await lockRecord(tx, definition, input.id);
    if (!record) return refuse(404, definition.kind.messages.notFound);
    const { email } = definition.contactOf(record);
    if (!email) return refuse(409, FOLLOW_UP_MESSAGES.noEmail);
    const mailId = await queueMail(tx, {
      purpose: "reply",
      to: [email],
      // Answers go to the school, once it has a real address (else to MAIL_FROM).
      replyTo: schoolAddress,
      subject: input.subject,
      text: `${input.message}\n\n--\n${signature}`,
      record: { type: definition.type, id: input.id },
    });
    await recordHistory(tx, {
      type: definition.type,
      id: input.id,
      kind: "email",
      body: input.message,
      details: { subject: input.subject },
      mailId,
      actor,
    });
    const moves = definition.afterReply && definition.afterReply.from.includes(record.status);
    if (moves) {
      const details = { from: record.status, to: definition.afterReply!.to };
      await tx
        .update(definition.table)
        .set({ status: definition.afterReply!.to })
        .where(eq(definition.table.id, input.id));
      await recordHistory(tx, { type: definition.type, id: input.id, kind: "status", details, actor });
    }
    await recordAudit(tx, {
      ...actor,
      action: `${definition.audit.action}.reply`,
      targetType: definition.audit.targetType,
      targetId: input.id,
      details: {
        subject: input.subject,
        ...(moves ? { status: { from: record.status, to: definition.afterReply!.to } } : {}),
      },
    });
    return { ok: true };
  });
}

/**
 * Marks a request to keep past the retention period with `keepReason`, or
 * (null) lets the daily retention run erase it once unchanged that long.
 */
export const setKeep = <Rec extends RequestRecord>(
  definition: RequestDefinition<Rec>,
  input: { id: string; keepReason: string | null },
  actor: Actor,
) =>
  setMark(
    definition,
    input.id,
    {
      column: "keepReason",
      to: input.keepReason,
      history: "keep",
      action: input.keepReason === null ? "release_keep" : "keep",
    },
    actor,
  );

/**
 * What the request's page shows below its fields: the ways to reach the parent, the follow-up date, the history.
 * What the parent will read (WhatsApp's greeting, the reply's subject and first words) is in the request's language
 * (docs/specification.md §21); the page itself stays English.
 */
export async function followUpOf<Rec extends RequestRecord>(
  definition: RequestDefinition<Rec>,
  record: Omit<Rec, "createdAt" | "consentedAt" | "searchText">,
) {
  const [settings, history, i18n] = await Promise.all([
    getSiteSettings(),
    listHistory(definition.type, record.id),
    i18nFor(record.language),
  ]);
  const { name, email } = definition.contactOf(record);
  return {
    followUpOn: record.followUpOn,
    contact: { email, ...reachOf(definition, record, settings.schoolName, i18n) },
    replySubject: `${i18n._(definition.noun.yours)}: ${settings.schoolName}`,
    // The greeting, room to write, and the office's sign-off; the signature (school, phone, address) is added on sending.
    replyMessage: `${greetingTo(i18n, name)}\n\n\n\n${signOff(i18n)}`,
    mailConfigured: Boolean(env().SMTP_URL),
    keepReason: record.keepReason,
    retentionMonths: settings.retentionMonths,
    history,
  };
}
export type FollowUpView = Awaited<ReturnType<typeof followUpOf>>;

// ------------------------------------------------------------- dashboard

/** A request whose follow-up date has come. */
export interface FollowUpDue {
  /** Its page in the back office. */
  path: string;
  title: string;
  followUpOn: string;
}

export interface FollowUpsDue {
  /** The school's date: a follow-up before it is overdue. */
  today: string;
  total: number;
  /** The first FOLLOW_UPS_SHOWN, soonest first. */
  due: FollowUpDue[];
}

/** How many requests to name on the dashboard; the count covers them all. */
export const FOLLOW_UPS_SHOWN = 10;

/**
 * The requests whose follow-up date is today or past, of the kinds (`definitions`) whose sections `sections` holds,
 * soonest first: one query over their tables. Their titles are the record pages', written in SQL to sort by them.
 */
export async function followUpsDue(
  definitions: readonly RequestDefinition[],
  sections: readonly SectionKey[],
  today: string,
): Promise<FollowUpsDue | undefined> {
  const parts: SQL[] = definitions
    .filter(({ kind }) => sections.includes(kind.section))
    .map(({ type, table, kind }) => {
      const name = table[kind.record.title.name as keyof typeof table] as AnyPgColumn;
      return sql`select ${type} as type, ${table.id} as id, ${kind.record.title.prefix} || ${name} as title, ${table.followUpOn}::text as follow_up_on from ${table} where ${lte(table.followUpOn, today)}`;
    });
  if (parts.length === 0) return undefined;
  const result = await db().execute(
    sql`select *, count(*) over () as total from (${sql.join(parts, sql` union all `)}) due order by follow_up_on, title limit ${FOLLOW_UPS_SHOWN}`,
  );
  const rows = rowsOf<{ type: RequestType; id: string; title: string; follow_up_on: string; total: number | string }>(
    result,
  );
  const kindOf = (type: RequestType) => definitions.find((definition) => definition.type === type)!.kind;
  return {
    today,
    total: Number(rows[0]?.total ?? 0),
    due: rows.map((row) => ({
      path: recordPathOf(kindOf(row.type), row.id),
      title: row.title,
      followUpOn: row.follow_up_on,
    })),
  };
}
