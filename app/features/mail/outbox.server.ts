// The mail outbox (decision 0024): what is to be sent is written as a row in
// the same transaction as what it is about, so a request stored is a mail
// queued, and a mail is never queued for a request that was not stored. The
// worker (mail-worker.server.ts) sends the rows; this module only reads and
// writes them.
import crypto from "node:crypto";
import { and, asc, count, eq, gt, inArray, isNull, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";

import { db, type Db } from "~/lib/database/db.server";
import { phoneHolds, textMentions, type Person } from "~/lib/database/person.server";
import { env } from "~/lib/server/env.server";

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
  /** Header fields of its own: a message to a subscriber's List-Unsubscribe and List-Unsubscribe-Post (decision 0066). */
  headers?: Record<string, string>;
  /** The visit request, enquiry or contact message it is about. */
  record?: MailRecord;
  /** Not sent before then: an application's stage mail waits out the change's Undo (decision 0059). */
  notBefore?: Date;
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
      headers: mail.headers ?? {},
      // Fixed now, so that every try of this mail carries the same Message-ID.
      messageId: `<${crypto.randomUUID()}@${messageIdDomain()}>`,
      recordType: mail.record?.type ?? null,
      recordId: mail.record?.id ?? null,
      // Due now by this process's clock, the one the worker compares with (the database's now()
      // has microseconds: a mail queued in the same millisecond would not yet be due).
      nextAttemptAt: mail.notBefore ?? new Date(),
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

export type MessageChannel = QueuedMail["channel"];

/** A message to a subscriber, as a sending queues it (decision 0067): an e-mail, or a gateway's JSON. */
export type BroadcastMessage = Pick<
  QueuedMail,
  "id" | "channel" | "broadcastId" | "subscriberId" | "to" | "subject" | "text"
> &
  Partial<Pick<QueuedMail, "headers" | "webhookPayload" | "purpose">>;

/**
 * Queues a sending's messages in the caller's transaction. A subscriber already queued for the sending is skipped,
 * so queueing never sends anyone the same sending twice. How many were queued.
 *
 * `messages` is drawn 200 at a time, each batch one statement (well inside PostgreSQL's limit on parameters): a
 * generator that makes each message as it is drawn keeps an alert to thousands from being in memory at once.
 */
export async function queueBroadcastMessages(tx: Pick<Db, "insert">, messages: Iterable<BroadcastMessage>) {
  let queued = 0;
  const now = new Date();
  const insert = async (batch: readonly BroadcastMessage[]) => {
    const rows = await tx
      .insert(mailOutbox)
      .values(
        batch.map((message) => ({
          purpose: "broadcast",
          ...message,
          messageId: `<${message.id}@${messageIdDomain()}>`,
          nextAttemptAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: mailOutbox.id });
    queued += rows.length;
  };
  let batch: BroadcastMessage[] = [];
  for (const message of messages) {
    batch.push(message);
    if (batch.length === 200) {
      await insert(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await insert(batch);
  return queued;
}

/** What a channel has sent in the hour before `now`, and is sending: what its hourly rate counts. */
const sentInTheHourBefore = (channel: MessageChannel, now: Date) =>
  and(
    eq(mailOutbox.channel, channel),
    or(
      and(eq(mailOutbox.status, "sent"), gt(mailOutbox.sentAt, new Date(now.getTime() - 3600_000))),
      gt(mailOutbox.lockedUntil, now),
    ),
  );

/**
 * Claims the next message of `channel` that is due and not claimed by a live worker, for `leaseMs`: no other
 * worker (or process) takes it while the lease runs, and SKIP LOCKED lets workers on one PostgreSQL server claim
 * side by side. The school's own mail goes before messages to subscribers. With a rate (`perHour`, decision 0067),
 * nothing is claimed once that many were sent or are being sent in the last hour: claims then take turns on a lock,
 * so that every process together keeps within it.
 */
export async function claimDue(
  channel: MessageChannel,
  now: Date,
  leaseMs: number,
  perHour: number | null = null,
): Promise<QueuedMail | undefined> {
  return db().transaction(async (tx) => {
    if (perHour !== null) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`outbox rate: ${channel}`}))`);
      const [used] = await tx.select({ total: count() }).from(mailOutbox).where(sentInTheHourBefore(channel, now));
      if (used!.total >= perHour) return undefined;
    }
    const due = tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, "pending"),
          eq(mailOutbox.channel, channel),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(sql`${mailOutbox.broadcastId} is not null`, asc(mailOutbox.nextAttemptAt))
      .limit(1)
      .for("update", { skipLocked: true });
    const [claimed] = await tx
      .update(mailOutbox)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, due))
      .returning();
    return claimed;
  });
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

/** How many mails wait to be sent, and how many were given up (the gateway's messages are not mail). */
export async function outboxFigures(): Promise<{ waiting: number; failed: number }> {
  const rows = await db()
    .select({ status: mailOutbox.status, total: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.channel, "email"), inArray(mailOutbox.status, ["pending", "failed"])))
    .groupBy(mailOutbox.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.total ?? 0;
  return { waiting: of("pending"), failed: of("failed") };
}

// ------------------------------------------------------------ removal
// The outbox's rules for mail whose request goes (docs/decisions/0044): every
// mail about it goes with it, sent or not. Sent, it is a copy of what the
// request said; still waiting, it would speak of a request that is gone, so it
// never goes out. A mail being sent at that moment finishes; its row is gone.

/** Deletes every mail about the requests `ids` of `type`, in the caller's transaction; how many. */
export async function deleteMailAbout(tx: Pick<Db, "delete">, type: MailRecord["type"], ids: readonly string[]) {
  if (ids.length === 0) return 0;
  const gone = await tx
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.recordType, type), inArray(mailOutbox.recordId, [...ids])))
    .returning({ id: mailOutbox.id });
  return gone.length;
}

/**
 * Those of the mails `ids` still waiting to go, locked in the caller's transaction so that no worker claims them
 * meanwhile: an undone change's, to take back (decision 0059). A mail sent, or claimed by a worker sending it, is not.
 */
export async function waitingMailAmong(tx: Pick<Db, "select">, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const waiting = await tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.id, [...ids]),
        eq(mailOutbox.status, "pending"),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, new Date())),
      ),
    )
    .for("update", { skipLocked: true });
  return waiting.map((mail) => mail.id);
}

/** Takes back, in the caller's transaction, the waiting mails `ids` (as waitingMailAmong found them): they never go. */
export async function withdrawWaitingMail(tx: Pick<Db, "delete">, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tx.delete(mailOutbox).where(and(inArray(mailOutbox.id, [...ids]), eq(mailOutbox.status, "pending")));
}

/**
 * An unsubscribe (decision 0066): the mails of `purpose` still waiting to go to `address` (lower case) never go; how
 * many. One being sent at that moment finishes.
 */
export async function withdrawWaitingMailTo(tx: Pick<Db, "delete">, address: string, purpose: string) {
  const gone = await tx
    .delete(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, "pending"),
        eq(mailOutbox.purpose, purpose),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, new Date())),
        sql`exists (select 1 from unnest(${mailOutbox.to}) as address where lower(address) = ${address})`,
      ),
    )
    .returning({ id: mailOutbox.id });
  return gone.length;
}

/** The retention run: every mail older than `cutoff` (a reply's copy, a sign-in's) unless it still waits to go; how many. */
export async function deleteMailBefore(tx: Pick<Db, "delete">, cutoff: Date) {
  const gone = await tx
    .delete(mailOutbox)
    .where(and(ne(mailOutbox.status, "pending"), lt(mailOutbox.createdAt, cutoff)))
    .returning({ id: mailOutbox.id });
  return gone.length;
}

/** Mail to `person`'s address, a gateway message to their mobile, or one that names their phone or e-mail in its text. */
export const mailToOrNaming = (person: Person): SQL | undefined =>
  or(
    person.email
      ? sql`exists (select 1 from unnest(${mailOutbox.to}) as address where lower(address) = ${person.email})`
      : undefined,
    person.phone
      ? and(
          eq(mailOutbox.channel, "webhook"),
          sql`exists (select 1 from unnest(${mailOutbox.to}) as address where ${phoneHolds(sql`address`, person.phone)})`,
        )
      : undefined,
    textMentions(mailOutbox.text, person),
  );

/** An erasure: every mail to `person` or naming them, sent or waiting (nothing queued for them goes out); how many. */
export async function deleteMailOf(tx: Pick<Db, "delete">, person: Person) {
  const where = mailToOrNaming(person);
  if (!where) return 0;
  return (await tx.delete(mailOutbox).where(where).returning({ id: mailOutbox.id })).length;
}

/**
 * Withdrawn consent (decision 0033): every mail still waiting to go to one of
 * `addresses` (lower case) is cancelled, except the office's notices and mail
 * to the school's own addresses (`schoolAddresses`): a request from the public
 * cannot silence the school. How many.
 */
export async function cancelWaitingMailTo(
  tx: Pick<Db, "update">,
  addresses: ReadonlySet<string>,
  schoolAddresses: ReadonlySet<string>,
): Promise<number> {
  const to = [...addresses].filter((address) => !schoolAddresses.has(address));
  if (to.length === 0) return 0;
  const school = [...schoolAddresses];
  const cancelled = await tx
    .update(mailOutbox)
    .set({ status: "cancelled", lockedUntil: null, lastError: "Not sent: consent withdrawn" })
    .where(
      and(
        eq(mailOutbox.status, "pending"),
        sql`${mailOutbox.purpose} not like 'office.%'`,
        sql`exists (select 1 from unnest(${mailOutbox.to}) as address where lower(address) in ${to})`,
        school.length
          ? sql`not exists (select 1 from unnest(${mailOutbox.to}) as address where lower(address) in ${school})`
          : undefined,
      ),
    )
    .returning({ id: mailOutbox.id });
  return cancelled.length;
}
