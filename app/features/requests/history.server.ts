// The history of a request from the public (decision 0027): what staff did
// about it (status changes, notes, follow-up dates, keep marks, e-mails) in
// order, written in the transaction of each change, with every mail about it
// read from the outbox.
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";

import type { Actor } from "~/features/admin/outcome";
import { db, type Tx } from "~/lib/database/db.server";
import { redacted, textMentions, type Person } from "~/lib/database/person.server";
import { formatReceived } from "~/lib/page/received-time";
import { env } from "~/lib/server/env.server";

import { mailOutbox, requestHistory } from "../../../db/schema";
import type { RequestType } from "./request-types";

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
    /**
     * When it happened, if not at its transaction's start: the lines of one change (an application's stage, its keep
     * mark, its mail) a millisecond apart, so that they are listed in the order they were written (decision 0059).
     */
    at?: Date;
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
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}

/** Forgets the history of the requests `ids` of `type`, in the caller's transaction: only removeRequests calls it. */
export async function deleteHistoryOf(tx: Pick<Tx, "delete">, type: RequestType, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tx
    .delete(requestHistory)
    .where(and(eq(requestHistory.recordType, type), inArray(requestHistory.recordId, [...ids])));
}

/**
 * Forgets, in the caller's transaction, the lines of the mails `mailIds` about request `id` of `type`: mails taken back
 * before they went (an undone stage change's, decision 0059) were never sent, and the history does not say they were.
 */
export async function forgetMailLines(
  tx: Pick<Tx, "delete">,
  type: RequestType,
  id: string,
  mailIds: readonly string[],
) {
  if (mailIds.length === 0) return;
  await tx
    .delete(requestHistory)
    .where(
      and(
        eq(requestHistory.recordType, type),
        eq(requestHistory.recordId, id),
        inArray(requestHistory.mailId, [...mailIds]),
      ),
    );
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

/** An erasure (decision 0033): the person's phone and e-mail become [erased] wherever a history line names them; how many lines. */
export async function redactHistory(tx: Pick<Tx, "update">, person: Person): Promise<number> {
  const details = sql`${requestHistory.details}::text`;
  const lines = await tx
    .update(requestHistory)
    .set({ body: sql`${redacted(requestHistory.body, person)}`, details: sql`${redacted(details, person)}::jsonb` })
    .where(or(textMentions(requestHistory.body, person), textMentions(details, person)))
    .returning({ id: requestHistory.id });
  return lines.length;
}
