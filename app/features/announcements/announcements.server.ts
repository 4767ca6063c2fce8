import { desc, eq } from "drizzle-orm";

import { refuse, type Actor, type Outcome } from "~/features/admin/admin-action.server";
import { readPage, type Page } from "~/features/admin/pagination";
import { sendOnPublish } from "~/features/broadcasts/broadcasts.server";
import { areaChanged } from "~/features/last-updated/last-updated.server";
import { recordAudit } from "~/lib/audit.server";
import { db } from "~/lib/db.server";
import type { Locale } from "~/lib/locale";
import { localized } from "~/lib/localized";

import { announcements } from "../../../db/schema";
import { composeAnnouncement } from "./announcement-message.server";
import {
  FEED_ANNOUNCEMENTS_LIMIT,
  LATEST_ANNOUNCEMENTS_LIMIT,
  type AnnouncementRow,
  type FeedAnnouncement,
  type PublicAnnouncement,
} from "./announcements";
import { ANNOUNCEMENT_MESSAGES, type NewAnnouncement } from "./schema";

/**
 * The home page's Latest Announcements (SPEC §7): active ones only, newest date
 * first, at most three. Announcements of the same date: the one added last first.
 * Each in `locale` (decision 0054).
 */
export async function listLatestAnnouncements(locale: Locale): Promise<PublicAnnouncement[]> {
  const rows = await latestActive(locale, LATEST_ANNOUNCEMENTS_LIMIT);
  return rows.map(({ createdAt: _createdAt, ...announcement }) => announcement);
}

/**
 * The announcements' feed (decision 0064): the ones the home page may show, in its order, at most twenty, each
 * in `locale` with when it was added.
 */
export function listFeedAnnouncements(locale: Locale): Promise<FeedAnnouncement[]> {
  return latestActive(locale, FEED_ANNOUNCEMENTS_LIMIT);
}

/** Active announcements, newest date first, the one added last first within a date; the id keeps the order whole. */
async function latestActive(locale: Locale, limit: number): Promise<FeedAnnouncement[]> {
  const rows = await db()
    .select({
      id: announcements.id,
      title: announcements.title,
      titleHi: announcements.titleHi,
      content: announcements.content,
      contentHi: announcements.contentHi,
      date: announcements.date,
      createdAt: announcements.createdAt,
    })
    .from(announcements)
    .where(eq(announcements.isActive, true))
    .orderBy(desc(announcements.date), desc(announcements.createdAt), desc(announcements.id))
    .limit(limit);
  return rows.map(({ id, title, titleHi, content, contentHi, date, createdAt }) => ({
    id,
    title: localized(title, titleHi, locale),
    content: localized(content, contentHi, locale),
    date,
    createdAt,
  }));
}

// ------------------------------------------------------------ back office

/** One page of every announcement, newest date first (SPEC §7), the one added last first within a date. */
export function listAnnouncementsPage(page: number): Promise<Page<AnnouncementRow>> {
  return readPage(page, {
    count: () => db().$count(announcements),
    rows: ({ limit, offset }) =>
      db()
        .select({
          id: announcements.id,
          title: announcements.title,
          content: announcements.content,
          titleHi: announcements.titleHi,
          contentHi: announcements.contentHi,
          date: announcements.date,
          isActive: announcements.isActive,
        })
        .from(announcements)
        .orderBy(desc(announcements.date), desc(announcements.createdAt), desc(announcements.id))
        .limit(limit)
        .offset(offset),
  });
}

/**
 * A new announcement: active, so it shows on the home page among the latest. With `send`, it goes to the subscribers
 * who chose announcements too, in the same transaction (docs/specification.md §24 "Sending"); `origin` is the site's
 * address for the links in those messages.
 */
export async function createAnnouncement(
  { send, ...input }: NewAnnouncement,
  actor: Actor,
  origin: string,
): Promise<Outcome<{ id: string }>> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(announcements)
      .values({
        title: input.title,
        content: input.content,
        titleHi: input.titleHi,
        contentHi: input.contentHi,
        date: input.date,
        isActive: true,
      })
      .returning();
    await recordAudit(tx, {
      ...actor,
      action: "announcement.create",
      targetType: "announcement",
      targetId: row!.id,
      details: { title: input.title, titleHi: input.titleHi, date: input.date },
    });
    await areaChanged(tx, "announcements");
    if (send) {
      await sendOnPublish(tx, { kind: "announcement", row: row!, compose: composeAnnouncement }, origin, actor);
    }
    return { ok: true as const, id: row!.id };
  });
}

/** Shows the announcement on the home page, or hides it from there. */
export async function setAnnouncementActive(input: { id: string; active: boolean }, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .update(announcements)
      .set({ isActive: input.active })
      .where(eq(announcements.id, input.id))
      .returning({ title: announcements.title });
    if (!row) return refuse(404, ANNOUNCEMENT_MESSAGES.notFound);
    await recordAudit(tx, {
      ...actor,
      action: "announcement.update",
      targetType: "announcement",
      targetId: input.id,
      details: { title: row.title, isActive: input.active },
    });
    await areaChanged(tx, "announcements");
    return { ok: true as const };
  });
}

export async function deleteAnnouncement(input: { id: string }, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .delete(announcements)
      .where(eq(announcements.id, input.id))
      .returning({ title: announcements.title, date: announcements.date });
    if (!row) return refuse(404, ANNOUNCEMENT_MESSAGES.notFound);
    await recordAudit(tx, {
      ...actor,
      action: "announcement.delete",
      targetType: "announcement",
      targetId: input.id,
      details: { title: row.title, date: row.date },
    });
    await areaChanged(tx, "announcements");
    return { ok: true as const };
  });
}
