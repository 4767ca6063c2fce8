// A notice's attachments and photos (decision 0077): judged by their bytes, kept as PDF or WebP sizes, a photo only
// with the tick that the children's parents agreed, described before the notice is published, and removed in one step.
import fs from "node:fs";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";

import { ANNOUNCEMENT_MESSAGES, NOTICE_FILE_MESSAGES } from "~/features/announcements/schema";
import { storage } from "~/lib/files/storage.server";
import { action as editorAction } from "~/routes/admin/announcements/announcement";
import { action as filesAction } from "~/routes/admin/announcements/announcement-files";
import { action as listAction } from "~/routes/admin/announcements/announcements";
import { loader as uploads } from "~/routes/resources/uploads";
import { loader as noticeLoader } from "~/routes/site/notice";

import * as schema from "../../../db/schema";
import { auditFor, formBody, outcome, staffArgs, useStaff } from "../../support/admin";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";
import { routeArgs } from "../../support/route-args";
import { MINIMAL_PDF, temporaryUploadsDir } from "../../support/uploads";

const uploadsDir = temporaryUploadsDir("notice-files-");

const WRITER = "writer@school.example";
const PUBLISHER = "publisher@school.example";
type Staff = typeof WRITER | typeof PUBLISHER;
const PATH = "/admin/announcements";

const photo = (width = 2400, height = 1600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();

describe.each(testDatabaseKinds)("a notice's files on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { cookies } = useStaff(database, {
    [WRITER]: { sections: ["announcements"] },
    [PUBLISHER]: { sections: ["publish_announcements"] },
  });
  const db = () => database.db;
  let notice: typeof schema.announcements.$inferSelect;

  beforeEach(async () => {
    await db().delete(schema.announcements);
    [notice] = (await db()
      .insert(schema.announcements)
      .values({
        title: "Annual Day",
        slug: "annual-day",
        content: "Photos below.",
        date: "2026-12-01",
        status: "draft",
        publishAt: null,
      })
      .returning()) as [typeof notice];
  });

  /** Sends one file as the editor's scripts do, asking for JSON. */
  async function send(who: Staff, fields: Record<string, string | Blob>, id = notice.id) {
    const args = staffArgs(`${PATH}/${id}/files`, cookies[who], {
      method: "POST",
      body: formBody(fields),
      headers: { Accept: "application/json" },
      params: { id },
    });
    const answer = (await filesAction(args as never)) as Response;
    return { status: answer.status, ...((await answer.json()) as { ok: boolean; message: string | null }) };
  }
  const files = () =>
    db().select().from(schema.announcementFiles).where(eq(schema.announcementFiles.announcementId, notice.id));
  const blob = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });

  it("keeps a PDF as it came, with its pages, under a name made of its own", async () => {
    const three = fs.readFileSync(new URL("../../support/three-pages.pdf", import.meta.url));
    const answer = await send(WRITER, {
      kind: "attachment",
      file: new File([new Uint8Array(three)], "Circular 14 (signed).PDF"),
    });
    expect(answer).toEqual({ status: 200, ok: true, message: null });
    const [file] = await files();
    expect(file).toMatchObject({ kind: "attachment", contentType: "application/pdf", pages: 3, bytes: three.length });
    expect(file!.storageKey).toMatch(new RegExp(`^notices/${notice.id}/[0-9a-f-]{36}/circular-14-signed\\.pdf$`));
    expect((await storage().get(file!.storageKey))?.body.equals(three)).toBe(true);
    const [entry] = await auditFor(notice.id, "announcement.file_add");
    expect(entry?.details).toMatchObject({
      file: { name: "Circular 14 (signed).PDF", contentType: "application/pdf" },
    });
  });

  it("keeps an image as WebP in three sizes, never wider than it came, and no more of the camera's data", async () => {
    const answer = await send(WRITER, { kind: "attachment", file: blob(await photo(1200, 900), "image/jpeg") });
    expect(answer.ok).toBe(true);
    const [file] = await files();
    expect(file).toMatchObject({ contentType: "image/webp", width: 1200, height: 900 });
    for (const width of [480, 960, 1600]) {
      const stored = await storage().get(`${file!.storageKey}/${width}.webp`);
      const metadata = await sharp(stored!.body).metadata();
      expect(metadata).toMatchObject({ format: "webp", width: Math.min(width, 1200) });
      expect(metadata.exif).toBeUndefined();
    }
  });

  it("refuses what a file is not, whatever its name and type say, keeping nothing", async () => {
    const cases: [Record<string, string | Blob>, number, string][] = [
      [
        { kind: "attachment", file: blob(Buffer.from("<html><script>alert(1)</script>"), "application/pdf") },
        415,
        NOTICE_FILE_MESSAGES.notPdfOrImage,
      ],
      [
        { kind: "attachment", file: blob(Buffer.from("%PDF-1.4\n<html><body>not really</body>"), "application/pdf") },
        415,
        NOTICE_FILE_MESSAGES.notPdfOrImage,
      ],
      [
        { kind: "attachment", file: blob(Buffer.from("%PDF-1.4\nbroken beyond reading"), "application/pdf") },
        415,
        NOTICE_FILE_MESSAGES.pdfUnreadable,
      ],
      [{ kind: "photo", consent: "on", file: blob(MINIMAL_PDF, "image/jpeg") }, 415, NOTICE_FILE_MESSAGES.notAPhoto],
      [
        {
          kind: "photo",
          consent: "on",
          file: blob(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), "image/svg+xml"),
        },
        415,
        NOTICE_FILE_MESSAGES.notAPhoto,
      ],
      [{ kind: "photo", file: blob(await photo(), "image/jpeg") }, 400, NOTICE_FILE_MESSAGES.consentRequired],
      [{ kind: "attachment", file: blob(Buffer.alloc(0), "application/pdf") }, 400, NOTICE_FILE_MESSAGES.chooseFile],
    ];
    for (const [fields, status, message] of cases) {
      const answer = await send(WRITER, fields);
      expect({ status: answer.status, message: answer.message }, String(fields.kind)).toEqual({ status, message });
    }
    expect(await files()).toHaveLength(0);
    expect(
      fs.existsSync(`${uploadsDir}/notices/${notice.id}`) ? fs.readdirSync(`${uploadsDir}/notices/${notice.id}`) : [],
    ).toEqual([]);
  });

  it("records with the notice who ticked that the parents agreed, and when", async () => {
    await send(WRITER, { kind: "photo", consent: "on", file: blob(await photo(), "image/jpeg") });
    const [row] = await db().select().from(schema.announcements).where(eq(schema.announcements.id, notice.id));
    expect(row).toMatchObject({ photoConsentBy: WRITER, photoConsentAt: expect.any(Date) });
    const [file] = await files();
    expect(file).toMatchObject({ kind: "photo", isCover: true });
    expect((await auditFor(notice.id, "announcement.file_add"))[0]?.details).toMatchObject({ parentsAgreed: true });
  });

  it("holds at most 10 attachments", async () => {
    await db()
      .insert(schema.announcementFiles)
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          announcementId: notice.id,
          kind: "attachment",
          storageKey: `notices/${notice.id}/x${i}/a.pdf`,
          contentType: "application/pdf",
          bytes: 10,
          position: i,
        })),
      );
    const answer = await send(WRITER, { kind: "attachment", file: blob(MINIMAL_PDF, "application/pdf") });
    expect(answer).toMatchObject({ status: 409, message: NOTICE_FILE_MESSAGES.tooManyAttachments });
  });

  it("publishes only once every photo is described or marked as decoration", async () => {
    await send(WRITER, { kind: "photo", consent: "on", file: blob(await photo(), "image/jpeg") });
    const [file] = await files();
    const publish = () =>
      outcome(() =>
        listAction(
          staffArgs(PATH, cookies[PUBLISHER], {
            method: "POST",
            body: formBody({ intent: "publish", id: notice.id }),
          }) as never,
        ),
      );
    expect(await publish()).toMatchObject({
      status: 409,
      reply: { toast: { description: NOTICE_FILE_MESSAGES.describePhotos } },
    });
    const described = await outcome(() =>
      editorAction(
        staffArgs(`${PATH}/${notice.id}`, cookies[WRITER], {
          method: "POST",
          body: formBody({
            intent: "update_file",
            fileId: file!.id,
            alt: "Class V on the stage",
            caption: "Annual Day",
          }),
          params: { id: notice.id },
        }) as never,
      ),
    );
    expect(described).toMatchObject({ status: 302, location: `${PATH}/${notice.id}` });
    expect(await publish()).toMatchObject({
      status: 200,
      reply: { toast: { title: ANNOUNCEMENT_MESSAGES.published } },
    });

    const page = await outcome(() =>
      noticeLoader(
        routeArgs(`/notices/${notice.ref}-annual-day`, { params: { address: `${notice.ref}-annual-day` } }) as never,
      ),
    );
    expect(page.value).toMatchObject({
      notice: {
        photos: [
          {
            alt: { text: "Class V on the stage" },
            caption: { text: "Annual Day" },
            url: `/uploads/${file!.storageKey}/1600.webp`,
            srcSet: expect.stringContaining(`/uploads/${file!.storageKey}/480.webp 480w`),
          },
        ],
      },
    });
    // Shared on WhatsApp, it shows its cover photo under its title (decision 0076).
    const shareImage = (page.value as { shareImage: string }).shareImage;
    expect(shareImage).toMatch(/^\/share\.jpg\?/);
    expect(new URLSearchParams(shareImage.split("?")[1]).get("cover")).toBe(`${file!.storageKey}/1600.webp`);
    const served = await uploads({
      ...routeArgs(`/uploads/${file!.storageKey}/480.webp`),
      params: { "*": `${file!.storageKey}/480.webp` },
    } as never);
    expect(served.status).toBe(200);
  });

  it("removes one photo of a published notice in one step, its files with it, by anyone with Announcements", async () => {
    await send(WRITER, { kind: "photo", consent: "on", file: blob(await photo(), "image/jpeg") });
    await send(WRITER, { kind: "photo", consent: "on", file: blob(await photo(800, 600), "image/jpeg") });
    const [cover, second] = (await files()).sort((a, b) => a.position - b.position);
    await db().update(schema.announcementFiles).set({ decorative: true });
    await db().update(schema.announcements).set({ status: "published", publishAt: new Date() });

    const removed = await outcome(() =>
      editorAction(
        staffArgs(`${PATH}/${notice.id}`, cookies[WRITER], {
          method: "POST",
          body: formBody({ intent: "remove_file", fileId: cover!.id }),
          params: { id: notice.id },
        }) as never,
      ),
    );
    expect(removed).toMatchObject({ status: 302 });
    expect((await files()).map((file) => [file.id, file.isCover])).toEqual([[second!.id, true]]);
    expect(await storage().get(`${cover!.storageKey}/480.webp`)).toBeNull();
    expect(await auditFor(notice.id, "announcement.file_remove")).toHaveLength(1);
    // Adding to it, or describing it, is a publisher's: it is on the site.
    expect((await send(WRITER, { kind: "attachment", file: blob(MINIMAL_PDF, "application/pdf") })).status).toBe(403);
  });

  it("takes the notice's files with it when it is deleted", async () => {
    await send(WRITER, { kind: "attachment", file: blob(MINIMAL_PDF, "application/pdf") });
    const [file] = await files();
    await outcome(() =>
      listAction(
        staffArgs(PATH, cookies[WRITER], {
          method: "POST",
          body: formBody({ intent: "delete", id: notice.id }),
        }) as never,
      ),
    );
    expect(await storage().get(file!.storageKey)).toBeNull();
  });
});
