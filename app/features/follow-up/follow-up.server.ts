// What staff do about a request from the public (decision 0027): its
// history (status changes, notes, follow-up dates, e-mails) in order, a note,
// a follow-up date, a reply by e-mail through the outbox; and the follow-ups
// the dashboard lists. Every change is audited in its own transaction.
import { and, asc, eq, lte, sql, type SQL } from "drizzle-orm";

import { refuse, type Actor, type Outcome } from "~/features/admin/admin-action.server";
import type { SectionKey } from "~/features/admin/sections";
import { queueMail } from "~/features/mail/outbox.server";
import { realAddress } from "~/features/mail/request-mail.server";
import type { RequestRecord } from "~/features/requests/request-kind";
import type { RequestStore } from "~/features/requests/requests.server";
import { getSiteSettings } from "~/features/settings/settings.server";
import { recordAudit } from "~/lib/audit.server";
import { phoneHref, whatsappUrl } from "~/lib/contact-links";
import { db, rowsOf, type Tx } from "~/lib/db.server";
import { env } from "~/lib/env.server";

import {
  admissionEnquiries,
  contactMessages,
  dataRequests,
  mailOutbox,
  requestHistory,
  visitRequests,
} from "../../../db/schema";
import { formatReceived } from "../requests/format";
import type { RequestType } from "./request-types";
import { FOLLOW_UP_MESSAGES } from "./schema";

type HistoryKind = (typeof requestHistory.$inferSelect)["kind"];

/** One line of a request's history, ready to show. */
export interface HistoryEntry {
  id: string;
  kind: HistoryKind;
  /** "23 Nov 2026, 10:15 AM", the school's time. */
  at: string;
  /** Who did it (an e-mail address), or null for the website itself. */
  by: string | null;
  /** A note's text, or an e-mail's. */
  text: string | null;
  details: Record<string, unknown>;
  /** For an e-mail: what it was and whether it went. */
  mail?: { subject: string; to: string[]; purpose: string; status: (typeof mailOutbox.$inferSelect)["status"] };
}

/** Writes a line of the history of request `id` of `type`, in the caller's transaction. */
export async function recordHistory(
  tx: Pick<Tx, "insert">,
  entry: {
    type: RequestType;
    id: string;
    kind: HistoryKind;
    actor: Actor;
    body?: string | null;
    details?: Record<string, unknown>;
    mailId?: string;
  },
) {
  await tx.insert(requestHistory).values({
    recordType: entry.type,
    recordId: entry.id,
    kind: entry.kind,
    body: entry.body ?? null,
    details: entry.details ?? null,
    mailId: entry.mailId ?? null,
    actorUserId: entry.actor.actorUserId ?? null,
    actorName: entry.actor.actorEmail ?? null,
  });
}

/** Forgets the history of a request that is deleted (its mails stay in the outbox, to go out or not). */
export async function deleteHistory(tx: Pick<Tx, "delete">, type: RequestType, id: string) {
  await tx.delete(requestHistory).where(and(eq(requestHistory.recordType, type), eq(requestHistory.recordId, id)));
}

/**
 * The history of a request, oldest first: what staff did, and every e-mail
 * about it (the office's, the parent's confirmation, replies) with whether it went.
 */
export async function listHistory(type: RequestType, id: string): Promise<HistoryEntry[]> {
  const timeZone = env().SCHOOL_TIMEZONE;
  const [lines, mails] = await Promise.all([
    db()
      .select()
      .from(requestHistory)
      .where(and(eq(requestHistory.recordType, type), eq(requestHistory.recordId, id)))
      .orderBy(asc(requestHistory.createdAt), asc(requestHistory.id)),
    db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recordType, type), eq(mailOutbox.recordId, id))),
  ]);
  const mailOf = new Map(mails.map((mail) => [mail.id, mail]));
  const described = (mail: (typeof mails)[number]) => ({
    subject: mail.subject,
    to: mail.to,
    purpose: mail.purpose,
    status: mail.status,
  });
  const entries = [
    ...lines.map((line) => {
      const mail = line.mailId ? mailOf.get(line.mailId) : undefined;
      return {
        sortAt: line.createdAt,
        entry: {
          id: line.id,
          kind: line.kind,
          at: formatReceived(line.createdAt, timeZone),
          by: line.actorName,
          text: line.body,
          details: line.details ?? {},
          ...(mail ? { mail: described(mail) } : {}),
        },
      };
    }),
    // The mails the website sent by itself: not written in the history, read from the outbox.
    ...mails
      .filter((mail) => !lines.some((line) => line.mailId === mail.id))
      .map((mail) => ({
        sortAt: mail.createdAt,
        entry: {
          id: mail.id,
          kind: "email" as const,
          at: formatReceived(mail.createdAt, timeZone),
          by: null,
          text: null,
          details: {},
          mail: described(mail),
        },
      })),
  ];
  return entries.sort((a, b) => a.sortAt.getTime() - b.sortAt.getTime()).map(({ entry }) => entry);
}

/** Locks the request for a change; null when there is none. */
async function lockRecord<Rec extends RequestRecord>(tx: Tx, store: RequestStore<Rec>, id: string) {
  const [record] = await tx.select().from(store.table).where(eq(store.table.id, id)).for("update");
  return (record as Rec | undefined) ?? null;
}

export async function addNote<Rec extends RequestRecord>(
  store: RequestStore<Rec>,
  input: { id: string; note: string },
  actor: Actor,
): Promise<Outcome> {
  return db().transaction(async (tx) => {
    if (!(await lockRecord(tx, store, input.id))) return refuse(404, store.kind.messages.notFound);
    await recordHistory(tx, { type: store.type, id: input.id, kind: "note", body: input.note, actor });
    await recordAudit(tx, {
      ...actor,
      action: `${store.audit.action}.add_note`,
      targetType: store.audit.targetType,
      targetId: input.id,
      details: { note: input.note },
    });
    return { ok: true };
  });
}

export async function setFollowUp<Rec extends RequestRecord>(
  store: RequestStore<Rec>,
  input: { id: string; followUpOn: string | null },
  actor: Actor,
): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const record = await lockRecord(tx, store, input.id);
    if (!record) return refuse(404, store.kind.messages.notFound);
    const from = record.followUpOn;
    if (from === input.followUpOn) return { ok: true };
    await tx.update(store.table).set({ followUpOn: input.followUpOn }).where(eq(store.table.id, input.id));
    const details = { from, to: input.followUpOn };
    await recordHistory(tx, { type: store.type, id: input.id, kind: "follow_up", details, actor });
    await recordAudit(tx, {
      ...actor,
      action: `${store.audit.action}.set_follow_up`,
      targetType: store.audit.targetType,
      targetId: input.id,
      details,
    });
    return { ok: true };
  });
}

/**
 * A reply to the parent by e-mail, through the outbox, kept in the history.
 * Replying moves the request on where its kind says so (a new or read message
 * becomes replied; a pending enquiry, contacted).
 */
export async function sendReply<Rec extends RequestRecord>(
  store: RequestStore<Rec>,
  input: { id: string; subject: string; message: string },
  actor: Actor,
): Promise<Outcome> {
  // Read before the transaction opens: the embedded database has one connection.
  const settings = await getSiteSettings();
  const schoolAddress = realAddress(settings.email);
  const signature = [settings.schoolName, settings.phonePrimary, schoolAddress].filter(Boolean).join("\n");
  return db().transaction(async (tx) => {
    const record = await lockRecord(tx, store, input.id);
    if (!record) return refuse(404, store.kind.messages.notFound);
    const { email } = store.contactOf(record);
    if (!email) return refuse(409, FOLLOW_UP_MESSAGES.noEmail);
    const mailId = await queueMail(tx, {
      purpose: "reply",
      to: [email],
      // Answers go to the school, once it has a real address (else to MAIL_FROM).
      replyTo: schoolAddress,
      subject: input.subject,
      text: `${input.message}\n\n--\n${signature}`,
      record: { type: store.type, id: input.id },
    });
    await recordHistory(tx, {
      type: store.type,
      id: input.id,
      kind: "email",
      body: input.message,
      details: { subject: input.subject },
      mailId,
      actor,
    });
    const moves = store.afterReply && store.afterReply.from.includes(record.status);
    if (moves) {
      const details = { from: record.status, to: store.afterReply!.to };
      await tx.update(store.table).set({ status: store.afterReply!.to }).where(eq(store.table.id, input.id));
      await recordHistory(tx, { type: store.type, id: input.id, kind: "status", details, actor });
    }
    await recordAudit(tx, {
      ...actor,
      action: `${store.audit.action}.reply`,
      targetType: store.audit.targetType,
      targetId: input.id,
      details: {
        subject: input.subject,
        ...(moves ? { status: { from: record.status, to: store.afterReply!.to } } : {}),
      },
    });
    return { ok: true };
  });
}

/**
 * Marks a request to keep past the retention period with `keepReason`, or
 * (null) lets the daily retention run erase it once unchanged that long.
 */
export async function setKeep<Rec extends RequestRecord>(
  store: RequestStore<Rec>,
  input: { id: string; keepReason: string | null },
  actor: Actor,
): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const record = await lockRecord(tx, store, input.id);
    if (!record) return refuse(404, store.kind.messages.notFound);
    if (record.keepReason === input.keepReason) return { ok: true };
    await tx.update(store.table).set({ keepReason: input.keepReason }).where(eq(store.table.id, input.id));
    const details = { from: record.keepReason, to: input.keepReason };
    await recordHistory(tx, { type: store.type, id: input.id, kind: "keep", body: input.keepReason, details, actor });
    await recordAudit(tx, {
      ...actor,
      action: `${store.audit.action}.${input.keepReason === null ? "release_keep" : "keep"}`,
      targetType: store.audit.targetType,
      targetId: input.id,
      details,
    });
    return { ok: true };
  });
}

/** What the request's page shows below its fields: the ways to reach the parent, the follow-up date, the history. */
export async function followUpOf<Rec extends RequestRecord>(
  store: RequestStore<Rec>,
  record: Omit<Rec, "createdAt" | "consentedAt">,
) {
  const [settings, history] = await Promise.all([getSiteSettings(), listHistory(store.type, record.id)]);
  const { name, email, phone } = store.contactOf(record);
  const greeting = `Namaste${name ? ` ${name}` : ""}, this is ${settings.schoolName} about your ${store.noun}.`;
  return {
    followUpOn: record.followUpOn,
    contact: {
      email,
      phone,
      tel: phone ? phoneHref(phone) : null,
      whatsapp: phone ? whatsappUrl(phone, greeting) : null,
    },
    replySubject: `Your ${store.noun}: ${settings.schoolName}`,
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
  type: RequestType;
  id: string;
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
 * The requests whose follow-up date is today or past, of the sections `may`
 * open, soonest first: one query over the four tables. Their titles are the
 * record pages' (each kind's `record.title`), written in SQL to sort by them.
 */
export async function followUpsDue(sections: readonly SectionKey[], today: string): Promise<FollowUpsDue | undefined> {
  const parts: SQL[] = [];
  if (sections.includes("visit_requests")) {
    parts.push(
      sql`select 'visit_request' as type, ${visitRequests.id} as id, 'Visit request of ' || ${visitRequests.studentName} as title, ${visitRequests.followUpOn}::text as follow_up_on from ${visitRequests} where ${lte(visitRequests.followUpOn, today)}`,
    );
  }
  if (sections.includes("enquiries")) {
    parts.push(
      sql`select 'enquiry' as type, ${admissionEnquiries.id} as id, 'Enquiry from ' || ${admissionEnquiries.enquirerName} as title, ${admissionEnquiries.followUpOn}::text as follow_up_on from ${admissionEnquiries} where ${lte(admissionEnquiries.followUpOn, today)}`,
    );
  }
  if (sections.includes("contact_messages")) {
    parts.push(
      sql`select 'contact_message' as type, ${contactMessages.id} as id, 'Message from ' || ${contactMessages.name} as title, ${contactMessages.followUpOn}::text as follow_up_on from ${contactMessages} where ${lte(contactMessages.followUpOn, today)}`,
    );
  }
  if (sections.includes("data_requests")) {
    parts.push(
      sql`select 'data_request' as type, ${dataRequests.id} as id, 'Data request from ' || ${dataRequests.name} as title, ${dataRequests.followUpOn}::text as follow_up_on from ${dataRequests} where ${lte(dataRequests.followUpOn, today)}`,
    );
  }
  if (parts.length === 0) return undefined;
  const result = await db().execute(
    sql`select *, count(*) over () as total from (${sql.join(parts, sql` union all `)}) due order by follow_up_on, title limit ${FOLLOW_UPS_SHOWN}`,
  );
  const rows = rowsOf<{ type: RequestType; id: string; title: string; follow_up_on: string; total: number | string }>(
    result,
  );
  return {
    today,
    total: Number(rows[0]?.total ?? 0),
    due: rows.map((row) => ({ type: row.type, id: row.id, title: row.title, followUpOn: row.follow_up_on })),
  };
}
