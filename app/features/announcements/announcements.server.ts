// The back office's notices (decision 0077): written and saved as drafts by staff with Announcements, sent to a
// publisher, and published (at once or at a time to come) by staff who hold Publish announcements. Every change is
// audited with each field's value before and after, in the change's transaction.
import { and, asc, desc, eq, lte, ne, sql } from "drizzle-orm";

import { refuse, type Actor, type Outcome } from "~/features/admin/outcome";
import { readPage, type Page } from "~/features/admin/pagination";
import { sendOnPublish } from "~/features/broadcasts/broadcasts.server";
import { areaChanged } from "~/features/last-updated/last-updated.server";
import { auditWriter, fieldChanges } from "~/lib/database/audit.server";
import { db, type Tx } from "~/lib/database/db.server";
import { startSchedule } from "~/lib/database/schedule.server";
import { env } from "~/lib/server/env.server";
import { siteOriginWithoutRequest } from "~/lib/server/site-url.server";

import { announcements, siteSettings } from "../../../db/schema";
import { noticeSlug } from "../../../db/slug";
import { dateAndTime, schoolInstant, sessionOf } from "../../../db/time";
import { composeAnnouncement } from "./announcement-message.server";
import type { AnnouncementRow } from "./announcements";
import { photosWithoutDescription, removeStored } from "./notice-files.server";
import { nextCircularNumber, noticeFileFolder, type NoticeRights } from "./notices";
import {
  ANNOUNCEMENT_MESSAGES,
  NOTICE_FILE_MESSAGES,
  type ChangedAnnouncement,
  type NewAnnouncement,
  type NoticeStep,
} from "./schema";

const auditAnnouncement = auditWriter("announcement");

type NoticeRow = typeof announcements.$inferSelect;

/**
 * One page of every notice, newest date first (SPEC §7), the one added last first within a date; with `waiting`, only
 * those sent to a publisher (the dashboard's figure).
 */
export function listAnnouncementsPage(page: number, { waiting = false } = {}): Promise<Page<AnnouncementRow>> {
  const where = waiting ? eq(announcements.status, "submitted") : undefined;
  return readPage(page, {
    count: () => db().$count(announcements, where),
    rows: ({ limit, offset }) =>
      db()
        .select({
          id: announcements.id,
          ref: announcements.ref,
          slug: announcements.slug,
          title: announcements.title,
          content: announcements.content,
          titleHi: announcements.titleHi,
          contentHi: announcements.contentHi,
          date: announcements.date,
          isActive: announcements.isActive,
          category: announcements.category,
          number: announcements.number,
          status: announcements.status,
          publishAt: announcements.publishAt,
          endsOn: announcements.endsOn,
          pinned: announcements.pinned,
        })
        .from(announcements)
        .where(where)
        .orderBy(desc(announcements.date), desc(announcements.createdAt), desc(announcements.id))
        .limit(limit)
        .offset(offset),
  });
}

/** Notices written and sent to a publisher: how many, and the `shown` that waited longest (decision 0077). */
export interface NoticesWaiting {
  waiting: number;
  notices: { id: string; title: string }[];
}

export async function noticesWaiting(shown: number): Promise<NoticesWaiting> {
  const rows = await db()
    .select({
      id: announcements.id,
      title: announcements.title,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(announcements)
    .where(eq(announcements.status, "submitted"))
    .orderBy(asc(announcements.updatedAt), asc(announcements.id))
    .limit(shown);
  return { waiting: rows[0]?.total ?? 0, notices: rows.map(({ id, title }) => ({ id, title })) };
}

/** One notice as its editor shows it; null when there is none. */
export async function findAnnouncement(id: string): Promise<NoticeRow | null> {
  const [row] = await db().select().from(announcements).where(eq(announcements.id, id));
  return row ?? null;
}

/** The number to suggest for the next circular dated `date`, by the school's pattern (decision 0077). */
export async function suggestCircularNumber(date: string): Promise<string> {
  const session = sessionOf(date);
  const [settings] = await db()
    .select({ pattern: siteSettings.circularNumberPattern })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  const rows = await db()
    .select({ number: announcements.number })
    .from(announcements)
    .where(and(eq(announcements.session, session), eq(announcements.category, "circular")));
  return nextCircularNumber(
    settings?.pattern ?? "P/{yy}/{n}",
    session,
    rows.flatMap((row) => (row.number ? [row.number] : [])),
  );
}

/** The toast of a save, by where it left the notice. */
function savedTitle(step: NoticeStep, publishAt: Date | null, now: Date) {
  if (step === "publish") {
    return publishAt && publishAt > now ? ANNOUNCEMENT_MESSAGES.scheduled : ANNOUNCEMENT_MESSAGES.published;
  }
  return step === "submit" ? ANNOUNCEMENT_MESSAGES.submitted : ANNOUNCEMENT_MESSAGES.draftSaved;
}

/** The columns a notice's fields write: a number only a circular has (the database writes the session). */
function columnsOf(input: Omit<NewAnnouncement, "send" | "step" | "publishAt">) {
  return {
    title: input.title,
    content: input.content,
    titleHi: input.titleHi,
    contentHi: input.contentHi,
    date: input.date,
    category: input.category,
    number: input.category === "circular" ? input.number : null,
    endsOn: input.endsOn,
    pinned: input.pinned,
  };
}

/** The time typed to publish at, in school time; null when none was typed. */
const publishTimeOf = (typed: string | null) => {
  const parts = typed ? dateAndTime(typed) : null;
  return parts ? schoolInstant(parts.date, parts.time, env().SCHOOL_TIMEZONE) : null;
};

/** Is `number` free in `session`, but for the notice `id`? Case does not make a number another. */
async function numberTaken(tx: Tx, session: string, number: string | null, id?: string) {
  if (number === null) return false;
  const [row] = await tx
    .select({ id: announcements.id })
    .from(announcements)
    .where(
      and(
        eq(announcements.session, session),
        sql`lower(${announcements.number}) = lower(${number})`,
        id ? ne(announcements.id, id) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Publishing's columns: when it shows, and that it still goes to subscribers if they were asked for. */
const publishing = (publishAt: Date | null, now: Date, send: boolean) => ({
  status: "published" as const,
  publishAt: publishAt && publishAt > now ? publishAt : now,
  sendWhenPublished: send,
});

/**
 * A new notice. The SPEC's add (title, content, date) still publishes at once for staff who may publish, as "A new
 * announcement is shown"; for staff who may not, it goes to a publisher. The editor says which step it takes.
 */
export async function createAnnouncement(
  { send, step: asked, publishAt: typed, ...input }: NewAnnouncement,
  actor: Actor,
  origin: string,
  rights: NoticeRights,
): Promise<Outcome<{ id: string }>> {
  const step = asked ?? (rights.publish ? "publish" : "submit");
  if (step === "publish" && !rights.publish) return refuse(403, ANNOUNCEMENT_MESSAGES.mayNotPublish);
  const now = new Date();
  const columns = columnsOf(input);
  return db().transaction(async (tx) => {
    if (await numberTaken(tx, sessionOf(columns.date), columns.number)) {
      return refuse(409, ANNOUNCEMENT_MESSAGES.numberTaken, "number");
    }
    const publishAt = publishTimeOf(typed);
    const [row] = await tx
      .insert(announcements)
      .values({
        ...columns,
        slug: noticeSlug(input.title),
        isActive: true,
        ...(step === "publish"
          ? publishing(publishAt, now, send)
          : {
              status: step === "submit" ? ("submitted" as const) : ("draft" as const),
              publishAt,
              sendWhenPublished: send,
            }),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await auditAnnouncement(tx, actor, "announcement.create", row!.id, {
      title: input.title,
      titleHi: input.titleHi,
      date: input.date,
      status: row!.status,
      category: row!.category,
    });
    await afterSave(tx, row!, origin, actor, now);
    // SPEC's add, shown at once, says so in SPEC's words; anything else says where the notice went.
    const title = asked || step !== "publish" ? savedTitle(step, row!.publishAt, now) : ANNOUNCEMENT_MESSAGES.created;
    return { ok: true as const, id: row!.id, title };
  });
}

/**
 * A notice saved again from its editor. Staff who may not publish change only drafts and what waits for a
 * publisher; a published notice changes only by a publisher, and stays published unless they take it off.
 */
export async function updateAnnouncement(
  { id, send, step, publishAt: typed, ...input }: ChangedAnnouncement,
  actor: Actor,
  origin: string,
  rights: NoticeRights,
): Promise<Outcome<{ id: string }>> {
  const now = new Date();
  const columns = columnsOf(input);
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(announcements).where(eq(announcements.id, id)).for("update");
    if (!before) return refuse(404, ANNOUNCEMENT_MESSAGES.notFound);
    const next =
      step ?? (before.status === "published" ? "publish" : before.status === "submitted" ? "submit" : "draft");
    if ((next === "publish" || before.status === "published") && !rights.publish) {
      return refuse(403, ANNOUNCEMENT_MESSAGES.mayNotPublish);
    }
    if (await numberTaken(tx, sessionOf(columns.date), columns.number, id)) {
      return refuse(409, ANNOUNCEMENT_MESSAGES.numberTaken, "number");
    }
    if (next === "publish" && (await photosWithoutDescription(tx, id)) > 0) {
      return refuse(409, NOTICE_FILE_MESSAGES.describePhotos);
    }
    const publishAt = publishTimeOf(typed);
    const status =
      next === "publish"
        ? // Saving a published notice keeps the time it was published, unless a new time is typed.
          before.status === "published" && !typed
          ? { status: "published" as const, publishAt: before.publishAt, sendWhenPublished: before.sendWhenPublished }
          : publishing(publishAt, now, send)
        : {
            status: next === "submit" ? ("submitted" as const) : ("draft" as const),
            publishAt,
            sendWhenPublished: send,
          };
    const [after] = await tx
      .update(announcements)
      .set({ ...columns, ...status, updatedAt: now })
      .where(eq(announcements.id, id))
      .returning();
    await auditAnnouncement(tx, actor, "announcement.update", id, {
      title: after!.title,
      changes: fieldChanges(before, after!, AUDITED_FIELDS),
    });
    await afterSave(tx, after!, origin, actor, now);
    return {
      ok: true as const,
      id,
      title: step ? savedTitle(next, after!.publishAt, now) : ANNOUNCEMENT_MESSAGES.saved,
    };
  });
}

/** The fields whose old and new values a change's audit row keeps. */
const AUDITED_FIELDS = [
  "title",
  "titleHi",
  "content",
  "contentHi",
  "date",
  "category",
  "number",
  "status",
  "publishAt",
  "endsOn",
  "pinned",
  "isActive",
  "sendWhenPublished",
] as const satisfies readonly (keyof NoticeRow)[];

/**
 * After a notice is written: the public pages' date moves when they may show it, and one published now with "Send it
 * to subscribers" goes to them at once (a scheduled one goes at its time, `sendDueNotices`).
 */
async function afterSave(tx: Tx, row: NoticeRow, origin: string, actor: Actor, now: Date) {
  if (row.status !== "published") return;
  await areaChanged(tx, "announcements");
  if (row.sendWhenPublished && row.publishAt && row.publishAt <= now) {
    await tx.update(announcements).set({ sendWhenPublished: false }).where(eq(announcements.id, row.id));
    await sendOnPublish(tx, { kind: "announcement", row, compose: composeAnnouncement }, origin, actor);
  }
}

/** Publishes a notice as it was saved (a submitted draft, from the list): at its time if it has one to come. */
export async function publishAnnouncement(
  { id }: { id: string },
  actor: Actor,
  origin: string,
  rights: NoticeRights,
): Promise<Outcome> {
  if (!rights.publish) return refuse(403, ANNOUNCEMENT_MESSAGES.mayNotPublish);
  const now = new Date();
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(announcements).where(eq(announcements.id, id)).for("update");
    if (!before) return refuse(404, ANNOUNCEMENT_MESSAGES.notFound);
    if ((await photosWithoutDescription(tx, id)) > 0) return refuse(409, NOTICE_FILE_MESSAGES.describePhotos);
    const [after] = await tx
      .update(announcements)
      .set({ ...publishing(before.publishAt, now, before.sendWhenPublished), updatedAt: now })
      .where(eq(announcements.id, id))
      .returning();
    await auditAnnouncement(tx, actor, "announcement.publish", id, {
      title: after!.title,
      changes: fieldChanges(before, after!, AUDITED_FIELDS),
    });
    await afterSave(tx, after!, origin, actor, now);
    return { ok: true as const, title: savedTitle("publish", after!.publishAt, now) };
  });
}

/** Takes a published notice off the site, back to a draft: its address then answers 404 (decision 0077). */
export async function unpublishAnnouncement(
  { id }: { id: string },
  actor: Actor,
  rights: NoticeRights,
): Promise<Outcome> {
  if (!rights.publish) return refuse(403, ANNOUNCEMENT_MESSAGES.mayNotPublish);
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(announcements).where(eq(announcements.id, id)).for("update");
    if (!before) return refuse(404, ANNOUNCEMENT_MESSAGES.notFound);
    const [after] = await tx
      .update(announcements)
      .set({ status: "draft", publishAt: null, updatedAt: new Date() })
      .where(eq(announcements.id, id))
      .returning();
    await auditAnnouncement(tx, actor, "announcement.unpublish", id, {
      title: after!.title,
      changes: fieldChanges(before, after!, AUDITED_FIELDS),
    });
    if (before.status === "published") await areaChanged(tx, "announcements");
    return { ok: true as const };
  });
}

/** Shows the announcement on the home page, or hides it from there. */
export async function setAnnouncementActive(input: { id: string; active: boolean }, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(announcements).where(eq(announcements.id, input.id)).for("update");
    if (!before) return refuse(404, ANNOUNCEMENT_MESSAGES.notFound);
    const [after] = await tx
      .update(announcements)
      .set({ isActive: input.active, updatedAt: new Date() })
      .where(eq(announcements.id, input.id))
      .returning();
    await auditAnnouncement(tx, actor, "announcement.update", input.id, {
      title: after!.title,
      isActive: input.active,
      changes: fieldChanges(before, after!, AUDITED_FIELDS),
    });
    await areaChanged(tx, "announcements");
    return { ok: true as const };
  });
}

export async function deleteAnnouncement(input: { id: string }, actor: Actor, rights: NoticeRights): Promise<Outcome> {
  const outcome = await db().transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx.select().from(announcements).where(eq(announcements.id, input.id)).for("update");
    if (!row) return refuse(404, ANNOUNCEMENT_MESSAGES.notFound);
    // What shows on the site is taken down by a publisher (decision 0077); a draft by whoever writes them.
    if (row.status === "published" && !rights.publish) return refuse(403, ANNOUNCEMENT_MESSAGES.mayNotPublish);
    await tx.delete(announcements).where(eq(announcements.id, input.id));
    await auditAnnouncement(tx, actor, "announcement.delete", input.id, { title: row.title, date: row.date });
    await areaChanged(tx, "announcements");
    return { ok: true as const };
  });
  // Its files go with it, once its rows are gone.
  if (outcome.ok) await removeStored([noticeFileFolder(input.id)]);
  return outcome;
}

// ------------------------------------------------------------ scheduled sending

/** How often each process looks for a scheduled notice whose time has come, to send it (decision 0077). */
export const DUE_NOTICES_LOOK_MS = 30_000;

/**
 * Sends each published notice whose time has come and which still waits to go to its subscribers. A row is taken
 * by one process at a time (SKIP LOCKED) and marked sent in the same transaction, so it goes once.
 */
export async function sendDueNotices(now = new Date(), origin = siteOriginWithoutRequest()) {
  let sent = 0;
  for (;;) {
    const done = await db().transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(announcements)
        .where(
          and(
            eq(announcements.status, "published"),
            eq(announcements.sendWhenPublished, true),
            lte(announcements.publishAt, now),
          ),
        )
        .limit(1)
        .for("update", { skipLocked: true });
      if (!row) return false;
      await tx.update(announcements).set({ sendWhenPublished: false }).where(eq(announcements.id, row.id));
      await sendOnPublish(tx, { kind: "announcement", row, compose: composeAnnouncement }, origin, SCHEDULE_ACTOR);
      return true;
    });
    if (!done) return sent;
    sent += 1;
  }
}

/** Who sends a scheduled notice: the site itself, at the time a publisher chose. */
const SCHEDULE_ACTOR: Actor = { actorUserId: null, actorEmail: null, ipAddress: null };

export const startDueNoticesSchedule = ({ firstAfterMs = 5_000, everyMs = DUE_NOTICES_LOOK_MS } = {}) =>
  startSchedule(() => sendDueNotices(), { firstAfterMs, everyMs, failure: "Sending scheduled notices failed" });
