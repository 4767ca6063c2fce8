// A notice's attachments and photos (decision 0077): each file judged by its bytes (lib/files/uploaded-file.server.ts), a
// PDF kept as it came with its page count, an image kept as WebP in three sizes, all under notices/<notice>/<file>/ in
// the storage, which /uploads serves. Photos of children are personal data: adding one needs the tick that their
// parents agreed, recorded with the notice, and any one photo can be removed in one step.
import crypto from "node:crypto";
import { and, asc, count, eq, max } from "drizzle-orm";

import { refuse, type Actor, type Outcome } from "~/features/admin/outcome";
import { areaChanged } from "~/features/last-updated/last-updated.server";
import { auditWriter, fieldChanges } from "~/lib/database/audit.server";
import { db, type Tx } from "~/lib/database/db.server";
import { keepPdf, keepWebpSizes } from "~/lib/files/kept-upload.server";
import { storage } from "~/lib/files/storage.server";
import { isPdf, judgeImage } from "~/lib/files/uploaded-file.server";
import { log } from "~/lib/server/log.server";

import { announcementFiles, announcements } from "../../../db/schema";
import {
  NOTICE_FILE_LIMITS,
  NOTICE_IMAGE_WIDTHS,
  noticeFileFolder,
  type NoticeFileKind,
  type NoticeRights,
} from "./notices";
import { NOTICE_FILE_MESSAGES, type NoticeFileDetails } from "./schema";

// A notice's files are audited as changes to the notice.
const auditAnnouncement = auditWriter("announcement");

type NoticeRow = typeof announcements.$inferSelect;
type FileRow = typeof announcementFiles.$inferSelect;

/** A notice that `rights` may add to or change: a published one only by a publisher. */
async function changeable(tx: Tx, id: string, rights: NoticeRights): Promise<NoticeRow | Outcome> {
  const [notice] = await tx.select().from(announcements).where(eq(announcements.id, id)).for("update");
  if (!notice) return refuse(404, NOTICE_FILE_MESSAGES.noticeGone);
  if (notice.status === "published" && !rights.publish) return refuse(403, NOTICE_FILE_MESSAGES.mayNotChange);
  return notice;
}
const isOutcome = (value: NoticeRow | Outcome): value is Outcome => "ok" in value;

/**
 * Adds `file` to the notice `id` as an attachment (a PDF or an image) or a photo (an image), judged by its bytes.
 * A photo needs `consent`: the tick that the parents of any children shown agreed.
 */
export async function addNoticeFile(
  input: { id: string; kind: NoticeFileKind; file: File; consent: boolean },
  actor: Actor,
  rights: NoticeRights,
): Promise<Outcome<{ fileId: string }>> {
  const { id, kind, file } = input;
  if (file.size === 0) return refuse(400, NOTICE_FILE_MESSAGES.chooseFile, "file");
  if (file.size > NOTICE_FILE_LIMITS.bytes) return refuse(413, NOTICE_FILE_MESSAGES.tooLarge, "file");
  if (kind === "photo" && !input.consent) return refuse(400, NOTICE_FILE_MESSAGES.consentRequired, "consent");
  const bytes = Buffer.from(await file.arrayBuffer());
  const fileId = crypto.randomUUID();
  const folder = `${noticeFileFolder(id)}/${fileId}`;

  // Judged and stored before the row is written: a refused file leaves nothing behind.
  let stored: Pick<FileRow, "storageKey" | "contentType" | "bytes" | "pages" | "width" | "height">;
  if (kind === "attachment" && isPdf(bytes)) {
    const pdf = await keepPdf(folder, file.name, bytes);
    if (!pdf) return refuse(415, NOTICE_FILE_MESSAGES.pdfUnreadable, "file");
    stored = pdf;
  } else {
    const image = await judgeImage(bytes);
    if (!image.ok) {
      const message =
        image.reason === "too_many_pixels"
          ? NOTICE_FILE_MESSAGES.tooManyPixels
          : kind === "photo"
            ? NOTICE_FILE_MESSAGES.notAPhoto
            : NOTICE_FILE_MESSAGES.notPdfOrImage;
      return refuse(image.reason === "too_many_pixels" ? 413 : 415, message, "file");
    }
    stored = await keepWebpSizes(folder, bytes, image.format, NOTICE_IMAGE_WIDTHS);
  }

  const outcome = await db().transaction(async (tx): Promise<Outcome<{ fileId: string }>> => {
    const notice = await changeable(tx, id, rights);
    if (isOutcome(notice)) return notice as Outcome<{ fileId: string }>;
    const [held] = await tx
      .select({ files: count(), last: max(announcementFiles.position) })
      .from(announcementFiles)
      .where(and(eq(announcementFiles.announcementId, id), eq(announcementFiles.kind, kind)));
    const limit = kind === "photo" ? NOTICE_FILE_LIMITS.photos : NOTICE_FILE_LIMITS.attachments;
    if ((held?.files ?? 0) >= limit) {
      return refuse(
        409,
        kind === "photo" ? NOTICE_FILE_MESSAGES.tooManyPhotos : NOTICE_FILE_MESSAGES.tooManyAttachments,
      );
    }
    await tx.insert(announcementFiles).values({
      id: fileId,
      announcementId: id,
      kind,
      name: file.name.slice(0, 200),
      ...stored,
      // The first photo is the notice's cover until another is chosen.
      isCover: kind === "photo" && (held?.files ?? 0) === 0,
      position: (held?.last ?? -1) + 1,
    });
    if (kind === "photo") {
      await tx
        .update(announcements)
        .set({ photoConsentBy: actor.actorEmail ?? null, photoConsentAt: new Date() })
        .where(eq(announcements.id, id));
    }
    await auditAnnouncement(tx, actor, "announcement.file_add", id, {
      title: notice.title,
      file: { id: fileId, kind, name: file.name, contentType: stored.contentType, bytes: stored.bytes },
      ...(kind === "photo" ? { parentsAgreed: true } : {}),
    });
    if (notice.status === "published") await areaChanged(tx, "announcements");
    return { ok: true as const, fileId };
  });
  if (!outcome.ok) await removeStored([folder]);
  return outcome;
}

/** A file's caption, its description for those who cannot see it, whether it is only decoration, and the cover. */
export async function updateNoticeFile(input: NoticeFileDetails, actor: Actor, rights: NoticeRights): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(announcementFiles).where(eq(announcementFiles.id, input.fileId));
    if (!before) return refuse(404, NOTICE_FILE_MESSAGES.fileGone);
    const notice = await changeable(tx, before.announcementId, rights);
    if (isOutcome(notice)) return notice;
    const isCover = before.kind === "photo" && input.isCover;
    if (isCover && !before.isCover) {
      await tx
        .update(announcementFiles)
        .set({ isCover: false })
        .where(eq(announcementFiles.announcementId, before.announcementId));
    }
    const [after] = await tx
      .update(announcementFiles)
      .set({
        caption: input.caption,
        captionHi: input.captionHi,
        alt: input.decorative ? "" : input.alt,
        altHi: input.decorative ? null : input.altHi,
        decorative: input.decorative,
        isCover: isCover || (before.isCover && before.kind === "photo"),
      })
      .where(eq(announcementFiles.id, input.fileId))
      .returning();
    await auditAnnouncement(tx, actor, "announcement.file_update", before.announcementId, {
      title: notice.title,
      file: { id: before.id, name: before.name },
      changes: fieldChanges(before, after!, ["caption", "captionHi", "alt", "altHi", "decorative", "isCover"]),
    });
    if (notice.status === "published") await areaChanged(tx, "announcements");
    return { ok: true as const };
  });
}

/**
 * Removes one file, in one step: staff with Announcements may take any photo or attachment down, a published
 * notice's too (a parent asking for their child's photo to go, under the DPDP Act, waits for nobody).
 */
export async function removeNoticeFile(input: { fileId: string }, actor: Actor): Promise<Outcome> {
  const outcome = await db().transaction(async (tx): Promise<Outcome<{ folder: string }>> => {
    const [file] = await tx.delete(announcementFiles).where(eq(announcementFiles.id, input.fileId)).returning();
    if (!file) return refuse(404, NOTICE_FILE_MESSAGES.fileGone);
    const [notice] = await tx.select().from(announcements).where(eq(announcements.id, file.announcementId));
    // The next photo becomes the cover when the cover goes.
    if (file.isCover) {
      const [next] = await tx
        .select({ id: announcementFiles.id })
        .from(announcementFiles)
        .where(and(eq(announcementFiles.announcementId, file.announcementId), eq(announcementFiles.kind, "photo")))
        .orderBy(asc(announcementFiles.position))
        .limit(1);
      if (next) await tx.update(announcementFiles).set({ isCover: true }).where(eq(announcementFiles.id, next.id));
    }
    await auditAnnouncement(tx, actor, "announcement.file_remove", file.announcementId, {
      title: notice?.title,
      file: { id: file.id, kind: file.kind, name: file.name },
    });
    if (notice?.status === "published") await areaChanged(tx, "announcements");
    return { ok: true as const, folder: `${noticeFileFolder(file.announcementId)}/${file.id}` };
  });
  if (!outcome.ok) return outcome;
  await removeStored([outcome.folder]);
  return { ok: true };
}

/** Each file of a notice, as its editor lists them: attachments, then photos, in their order. */
export async function noticeFilesOf(id: string): Promise<(FileRow & { kind: NoticeFileKind })[]> {
  const rows = await db()
    .select()
    .from(announcementFiles)
    .where(eq(announcementFiles.announcementId, id))
    .orderBy(asc(announcementFiles.kind), asc(announcementFiles.position), asc(announcementFiles.id));
  // The table's check allows these two kinds only.
  return rows.map((row) => ({ ...row, kind: row.kind as NoticeFileKind }));
}

/** Whether every photo of the notice that is not decoration has its description: publishing waits for it. */
export async function photosWithoutDescription(tx: Tx, id: string): Promise<number> {
  const rows = await tx
    .select({ alt: announcementFiles.alt })
    .from(announcementFiles)
    .where(
      and(
        eq(announcementFiles.announcementId, id),
        eq(announcementFiles.kind, "photo"),
        eq(announcementFiles.decorative, false),
      ),
    );
  return rows.filter((row) => !row.alt.trim()).length;
}

/**
 * Removes stored files once their rows are gone (or were never written). A file left behind only wastes space, so
 * a storage failure is logged, not reported.
 */
export async function removeStored(folders: string[]) {
  for (const folder of folders) {
    try {
      await storage().deleteFolder(folder);
    } catch (error) {
      log.error({ err: error }, `Announcements: could not remove ${folder}`);
    }
  }
}
