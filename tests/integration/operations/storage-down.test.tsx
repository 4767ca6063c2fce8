// Object storage that is down holds nothing (decision 0083, docs/specification.md §7 "Files", §8 and §14), whichever
// way it is down: refusing every connection (a closed port), or taking the connection and never answering (a real TCP
// server on the loopback that says nothing). A staff upload is refused within the time limit with the message, one
// log line and nothing kept; the public pages render without asking storage anything, and the files the site kept
// are still served; the nightly backup fails within the limit, is shown on the dashboard with its next try an hour
// on, is tried again then, and a shutdown during its upload ends it at once.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import {
  createRequestHandler,
  RouterContextProvider,
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
} from "react-router";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { STORAGE_UNAVAILABLE } from "~/features/admin/reply";
import { addDraftDocument, judgeDocument } from "~/features/applications/documents/document-upload.server";
import { BackupsPanel } from "~/features/backups/backups-panel";
import { backupStatus, startBackupSchedule, takeBackup } from "~/features/backups/backups.server";
import { galleryFolderOf } from "~/features/gallery/gallery";
import { GALLERY_MESSAGES } from "~/features/gallery/schema";
import {
  FILE_UNAVAILABLE,
  LocalStorage,
  S3_TIMEOUT_MS,
  setStorage,
  StorageUnavailableError,
} from "~/lib/files/storage.server";
import { forgetEnv, S3_SETTINGS } from "~/lib/server/env.server";
import { captureLog } from "~/lib/server/log.server";
import * as root from "~/root";
import { action as noticeFileAction } from "~/routes/admin/announcements/announcement-files";
import { action as galleryAction } from "~/routes/admin/gallery";
import { action as pageFileAction } from "~/routes/admin/pages/school-page-files";
import { loader as uploads } from "~/routes/resources/uploads";
import * as fees from "~/routes/site/fees";
import * as gallery from "~/routes/site/gallery";
import * as home from "~/routes/site/home";
import * as layout from "~/routes/site/layout";
import * as disclosures from "~/routes/site/mandatory-disclosures";
import * as notices from "~/routes/site/notices";

import * as schema from "../../../db/schema";
import { addDays, schoolDate, schoolInstant } from "../../../db/time";
import { formBody, outcome, refused, staffArgs, useStaff } from "../../support/admin";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";
import { startFakeS3, type FakeS3 } from "../../support/fake-s3";
import { routeArgs } from "../../support/route-args";
import { manifestOf, testServerBuild } from "../../support/server-build";
import { refusingStorage, silentStorage, type DownStorage } from "../../support/storage-down";
import { MINIMAL_PDF, temporaryUploadsDir } from "../../support/uploads";

const uploadsDir = temporaryUploadsDir("storage-down-");

const BUCKET = "school-media";
const ADMIN = "admin@school.example";
const ZONE = "Asia/Kolkata";
/** No request, no backup and no shutdown waits on storage longer than this (decision 0083). */
const LIMIT_MS = 10_000;

/** Points the site's uploads and backups at the bucket at `endpoint`, as the S3_* settings do. */
function useBucketAt(endpoint: string) {
  Object.assign(process.env, {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: "auto",
    S3_ACCESS_KEY_ID: "test-key",
    S3_SECRET_ACCESS_KEY: "test-secret",
  });
  forgetEnv();
}
afterAll(() => {
  for (const name of S3_SETTINGS) delete process.env[name];
  forgetEnv();
});

/** What `run` gave (or threw) and how long it took. */
async function timed<T>(run: () => Promise<T>): Promise<{ value: T | unknown; ms: number }> {
  const started = Date.now();
  const value = await run().catch((error: unknown) => error);
  return { value, ms: Date.now() - started };
}

/** The log's warnings and errors from now on, each as "<level> <message> <reason>", until the test ends. */
function loggedTrouble() {
  const lines: string[] = [];
  const release = captureLog((line) => {
    const entry = JSON.parse(line) as { level: string; msg: string; reason?: string };
    if (entry.level === "warn" || entry.level === "error") lines.push(`${entry.level} ${entry.msg} ${entry.reason}`);
  });
  afterEachOnce(release);
  return lines;
}
const cleanups: (() => unknown)[] = [];
const afterEachOnce = (cleanup: () => unknown) => cleanups.push(cleanup);
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Why storage was down, as the site words it either way. */
const DOWN_REASON = /^Object storage (did not answer within 5 seconds|could not be reached) \(/;

const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
const fileOf = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

/** A route module as the build has it: React Router's plugin hands its components their props. */
function built(module: object) {
  const { default: page, ErrorBoundary } = module as { default: never; ErrorBoundary?: never };
  return {
    ...module,
    default: withComponentProps(page),
    ...(ErrorBoundary ? { ErrorBoundary: withErrorBoundaryProps(ErrorBoundary) } : {}),
  };
}

// Public pages inside the site's root and layout, rendered by the site's entry module as in production.
const PAGES = {
  root: { module: root, parentId: undefined, path: "" },
  layout: { module: layout, parentId: "root", path: undefined },
  home: { module: home, parentId: "layout", path: undefined, index: true },
  gallery: { module: gallery, parentId: "layout", path: "gallery" },
  notices: { module: notices, parentId: "layout", path: "notices" },
  disclosures: { module: disclosures, parentId: "layout", path: "mandatory-disclosures" },
  fees: { module: fees, parentId: "layout", path: "fees" },
};
const handle = createRequestHandler(
  testServerBuild(
    Object.fromEntries(Object.entries(PAGES).map(([id, page]) => [id, { id, ...page, module: built(page.module) }])),
    manifestOf(PAGES),
  ),
  "production",
);

const serve = (key: string) => uploads({ ...routeArgs(`/uploads/${key}`), params: { "*": key } } as never);

const WAYS = [
  { way: "refuses every connection (a closed port)", start: refusingStorage, silent: false },
  { way: "takes the connection and never answers (a silent TCP server)", start: silentStorage, silent: true },
];

describe.each(testDatabaseKinds.slice(0, 1))("object storage that is down, on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { cookies } = useStaff(database, { [ADMIN]: { role: "admin" } });
  let fake: FakeS3;
  beforeAll(async () => {
    fake = await startFakeS3(BUCKET);
    useBucketAt(fake.url);
  });
  afterAll(() => fake.close());

  const addPhoto = (title: string, bytes: Buffer) =>
    outcome(() =>
      galleryAction(
        staffArgs("/admin/gallery", cookies[ADMIN], {
          method: "POST",
          body: formBody({ intent: "add", mode: "file", title, file: fileOf(bytes, "p.png", "image/png") }),
        }) as never,
      ),
    );
  const galleryRows = (title: string) =>
    database.db.select().from(schema.galleryImages).where(eq(schema.galleryImages.title, title));

  describe.each(WAYS)("that $way", ({ way, start, silent }) => {
    let down: DownStorage;
    beforeEach(async () => {
      down = await start();
    });
    afterEach(async () => {
      useBucketAt(fake.url);
      await down.close();
    });

    it("refuses a staff upload within the limit, with the message and one log line, and keeps nothing", async () => {
      const [page] = await database.db
        .insert(schema.schoolPages)
        .values({ address: `transport-${silent ? "silent" : "closed"}`, title: "Transport" })
        .returning();
      const bytes = await photo();
      useBucketAt(down.url);
      const logged = loggedTrouble();

      const title = `Sports day, ${way}`;
      const added = await timed(() => addPhoto(title, bytes));
      expect(added.value).toMatchObject(refused(503, GALLERY_MESSAGES.addFailed, STORAGE_UNAVAILABLE));
      expect(added.ms).toBeLessThan(LIMIT_MS);
      if (silent) {
        // It waited for the bucket, once, and no longer than the limit of one call.
        expect(added.ms).toBeGreaterThanOrEqual(S3_TIMEOUT_MS - 500);
        expect(down.connections()).toBeGreaterThan(0);
      }
      expect(await galleryRows(title)).toEqual([]);
      expect(logged).toEqual([expect.stringMatching(/^warn Gallery: add refused: object storage is not answering /)]);
      expect(logged[0]!.split(" answering ")[1]).toMatch(DOWN_REASON);

      // A notice's PDF and a page's image, sent by the editors' own scripts: the same words, at once once the bucket
      // has kept one call waiting (it is left alone for a while), and one line each.
      const noticeId = crypto.randomUUID();
      const notice = await timed(() =>
        noticeFileAction(
          staffArgs(`/admin/announcements/${noticeId}/files`, cookies[ADMIN], {
            method: "POST",
            headers: { Accept: "application/json" },
            body: formBody({ kind: "attachment", file: fileOf(MINIMAL_PDF, "circular.pdf", "application/pdf") }),
            params: { id: noticeId },
          }) as never,
        ),
      );
      const pageFile = await timed(() =>
        pageFileAction({
          ...staffArgs(`/admin/pages/${page!.id}/files`, cookies[ADMIN], {
            method: "POST",
            body: formBody({ kind: "image", file: fileOf(bytes, "bus.png", "image/png") }),
          }),
          params: { id: page!.id },
        } as never),
      );
      for (const answer of [notice, pageFile]) {
        const response = answer.value as Response;
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ ok: false, message: STORAGE_UNAVAILABLE });
        expect(answer.ms).toBeLessThan(silent ? S3_TIMEOUT_MS / 2 : LIMIT_MS);
      }
      expect(await database.db.select().from(schema.schoolPageFiles)).toEqual([]);
      expect(await database.db.select().from(schema.announcementFiles)).toEqual([]);
      expect(logged).toHaveLength(3);

      // A parent's document: the apply page answers 503 with its own words for any failure to keep it.
      const judged = await judgeDocument(bytes);
      if (!judged.ok) throw new Error("the photo was refused");
      const document = await timed(() => addDraftDocument(crypto.randomUUID(), "photograph", judged, async () => {}));
      expect(document.value).toBeInstanceOf(StorageUnavailableError);
      expect(document.ms).toBeLessThan(silent ? S3_TIMEOUT_MS / 2 : LIMIT_MS);
      expect(await database.db.select().from(schema.applicationDocuments)).toEqual([]);
    }, 20_000);

    it("renders the public pages without asking storage, and serves what it kept, a 503 for the rest", async () => {
      // While the bucket answers: a photo added by staff (kept here as it is stored) and a file the site never saw.
      const title = `Annual day, ${way}`;
      expect(await addPhoto(title, await photo())).toMatchObject({ status: 200 });
      const [row] = await galleryRows(title);
      const kept = `${galleryFolderOf(row!.imageUrl)}/480.webp`;
      const unseen = `gallery/${crypto.randomUUID()}/480.webp`;
      fake.objects.set(unseen, { body: Buffer.from("never served"), contentType: "image/webp" });

      useBucketAt(down.url);
      const asked = vi.spyOn(globalThis, "fetch");
      try {
        for (const path of ["/", "/gallery", "/notices", "/mandatory-disclosures", "/fees"]) {
          const page = await timed(() => handle(new Request(`http://localhost${path}`), new RouterContextProvider()));
          expect((page.value as Response).status, path).toBe(200);
          const html = await (page.value as Response).text();
          if (path === "/gallery") expect(html).toContain(title);
        }
        expect(asked).not.toHaveBeenCalled();
      } finally {
        asked.mockRestore();
      }
      expect(down.connections()).toBe(0);

      const served = await timed(() => serve(kept));
      const response = served.value as Response;
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(fake.objects.get(kept)!.body)).toBe(true);
      expect(served.ms).toBeLessThan(LIMIT_MS);

      const missing = await timed(() => serve(unseen));
      const refusal = missing.value as Response;
      expect(refusal.status).toBe(503);
      expect(refusal.headers.get("Retry-After")).toBe("60");
      expect(refusal.headers.get("Cache-Control")).toBe("no-store");
      expect(await refusal.text()).toBe(FILE_UNAVAILABLE);
      expect(missing.ms).toBeLessThan(silent ? S3_TIMEOUT_MS / 2 : LIMIT_MS);
    }, 20_000);

    it("fails the nightly backup within the limit, and the dashboard says why and names the next try, an hour on", async () => {
      const slot = schoolInstant(addDays(schoolDate(new Date(), ZONE), silent ? -3 : -4), "02:00:00", ZONE);
      useBucketAt(down.url);
      const taken = await timed(() => takeBackup("scheduled", { scheduledFor: slot }));
      expect(taken.value).toBeInstanceOf(StorageUnavailableError);
      expect(taken.ms).toBeLessThan(LIMIT_MS);

      const status = await backupStatus(new Date(slot.getTime() + 10 * 60_000));
      const inSchoolTime = new Intl.DateTimeFormat("en-IN", {
        dateStyle: "medium",
        timeStyle: "short",
        timeZone: ZONE,
      });
      expect(status).toMatchObject({
        last: { failed: true, error: expect.stringMatching(DOWN_REASON) },
        next: inSchoolTime.format(new Date(slot.getTime() + 3_600_000)),
        retrying: true,
      });
      const panel = renderToString(<BackupsPanel status={status} />);
      expect(panel).toContain("The last backup failed");
      expect(panel).toContain(`It is tried again every hour. Next try: ${status.next}.`);
    }, 20_000);

    // Only a bucket that takes the connection holds an upload open for a shutdown to end.
    if (silent)
      it("ends a backup's upload at once when the server stops, and records why", async () => {
        // The uploads on the disk, the backups to the bucket: the backup is written, and hangs as it is sent.
        useBucketAt(down.url);
        setStorage(new LocalStorage(`${uploadsDir}/local`));
        afterEachOnce(() => setStorage(undefined));
        const stopping = new AbortController();
        const connected = down.nextConnection();
        const slot = schoolInstant(addDays(schoolDate(new Date(), ZONE), -5), "02:00:00", ZONE);
        const taking = takeBackup("scheduled", { scheduledFor: slot, signal: stopping.signal }).catch((error) => error);
        await connected;
        const stopped = await timed(async () => {
          stopping.abort();
          return taking;
        });
        expect(stopped.ms).toBeLessThan(S3_TIMEOUT_MS / 2);
        const [run] = await database.db
          .select()
          .from(schema.backupRuns)
          .where(eq(schema.backupRuns.scheduledFor, slot));
        expect(run).toMatchObject({ status: "failed", error: "The server stopped before the backup was finished." });
      }, 20_000);
  });

  describe("the nightly schedule", () => {
    afterEach(() => vi.useRealTimers());

    it("tries a failed nightly backup again an hour after it, and takes it once storage answers", async () => {
      await database.db.delete(schema.backupRuns);
      const slot = schoolInstant(addDays(schoolDate(new Date(), ZONE), -1), "02:00:00", ZONE);
      await database.db.insert(schema.backupRuns).values({
        kind: "scheduled",
        scheduledFor: slot,
        status: "failed",
        error: "Object storage could not be reached (list : ECONNREFUSED).",
        finishedAt: new Date(slot.getTime() + 5_000),
      });
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"], now: new Date(slot.getTime() + 30 * 60_000) });
      const schedule = startBackupSchedule({ schedule: "02:00", timeZone: ZONE })!;
      try {
        await schedule.settled();
        await vi.advanceTimersByTimeAsync(30 * 60_000);
        vi.useRealTimers();
        await schedule.settled();
        const runs = await database.db.select().from(schema.backupRuns).orderBy(schema.backupRuns.scheduledFor);
        const retry = new Date(slot.getTime() + 3_600_000);
        expect(runs).toMatchObject([
          { status: "failed", scheduledFor: slot },
          { status: "succeeded", scheduledFor: retry },
        ]);
        expect(fake.objects.has(`backups/${runs[1]!.fileName}`)).toBe(true);
      } finally {
        await schedule.stop();
      }
    }, 20_000);
  });
});
