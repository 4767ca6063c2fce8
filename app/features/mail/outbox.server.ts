// The mail outbox (decision 0024): what is to be sent is written as a row in
// the same transaction as what it is about, so a request stored is a mail
// queued, and a mail is never queued for a request that was not stored. The
// worker (mail-worker.server.ts) sends the rows; this module only reads and
// writes them.
import crypto from "node:crypto";
import { and, asc, count, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";

import { db, type Db } from "~/lib/db.server";
import { env } from "~/lib/env.server";

import { mailOutbox } from "../../../db/schema";
import type { MailStatus } from "./mail-notice";

export type MailAttachment = (typeof mailOutbox.$inferSelect)["attachments"][number];
export type MailRecord = { type: NonNullable<(typeof mailOutbox.$inferSelect)["recordType"]>; id: string };

export interface OutgoingMail {
  /** What the mail is, for the history and the logs: "office.enquiry", "confirmation.visit_request", "reply". */
  purpose: string;
  to: string[];
  replyTo?: string | null;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
  /** The visit request, enquiry or contact message it is about. */
  record?: MailRecord;
}

export type QueuedMail = typeof mailOutbox.$inferSelect;

/** The sender's domain, else the site's, for Message-IDs. */
function messageIdDomain() {
  const { MAIL_FROM, SITE_URL } = env();
  const address = MAIL_FROM && (/<([^<>]+)>$/.exec(MAIL_FROM)?.[1] ?? MAIL_FROM);
  return address?.split("@")[1] ?? (SITE_URL ? new URL(SITE_URL).hostname : "localhost");
}

/** Queues `mail` in the caller's transaction; returns its row id. */
export async function queueMail(writer: Pick<Db, "insert">, mail: OutgoingMail): Promise<string> {
  const [row] = await writer
    .insert(mailOutbox)
    .values({
      purpose: mail.purpose,
      to: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      attachments: mail.attachments ?? [],
      // Fixed now, so that every try of this mail carries the same Message-ID.
      messageId: `<${crypto.randomUUID()}@${messageIdDomain()}>`,
      recordType: mail.record?.type ?? null,
      recordId: mail.record?.id ?? null,
      // Due now by this process's clock, the one the worker compares with (the database's now()
      // has microseconds: a mail queued in the same millisecond would not yet be due).
      nextAttemptAt: new Date(),
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * Claims up to `batch` mails that are due and not claimed by a live worker,
 * for `leaseMs`: no other worker (or process) takes them while the lease runs.
 * SKIP LOCKED lets workers on one PostgreSQL server claim side by side.
 */
export async function claimDueMail(now: Date, batch: number, leaseMs: number): Promise<QueuedMail[]> {
  const due = db()
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, "pending"),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(batch)
    .for("update", { skipLocked: true });
  return db()
    .update(mailOutbox)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markSent(id: string, sentAt: Date, note: string | null = null) {
  await db()
    .update(mailOutbox)
    .set({ status: "sent", sentAt, lockedUntil: null, lastError: note })
    .where(eq(mailOutbox.id, id));
}

/** A try that failed: again at `retryAt`, or never (null: given up). */
export async function markFailedTry(id: string, error: string, retryAt: Date | null) {
  await db()
    .update(mailOutbox)
    .set(
      retryAt
        ? { lockedUntil: null, nextAttemptAt: retryAt, lastError: error }
        : { status: "failed", lockedUntil: null, lastError: error },
    )
    .where(eq(mailOutbox.id, id));
}

/** Whether mail can go out at all, how many wait, how many were given up: for the dashboard. */
export async function mailStatus(): Promise<MailStatus> {
  return { configured: Boolean(env().SMTP_URL), ...(await outboxFigures()) };
}

/** How many mails wait to be sent, and how many were given up. */
export async function outboxFigures(): Promise<{ waiting: number; failed: number }> {
  const rows = await db()
    .select({ status: mailOutbox.status, total: count() })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ["pending", "failed"]))
    .groupBy(mailOutbox.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.total ?? 0;
  return { waiting: of("pending"), failed: of("failed") };
}
