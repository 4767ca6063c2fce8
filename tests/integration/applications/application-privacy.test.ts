// Applications' privacy (docs/specification.md §22, decisions 0032, 0033, 0044, 0060), on both databases: the
// retention run with a moved clock (an application kept for an admission stays, the others go on §17's rule with
// their documents' rows and files; a draft goes 30 days after its last change, with its documents; files no row names
// are swept); a delete takes the files too; the personal data tool finds an application by the second parent's
// mobile, exports it with its documents and the drafts that name the parent, corrects the right column, and erases
// it all, files included; the privacy notice lists the application form's fields and the drafts' 30 days.
import fs from "node:fs";
import path from "node:path";
import { addDays, addMonths } from "date-fns";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import type { AdminReply } from "~/features/admin/reply";
import { LocalBackupStore, setBackupStore } from "~/features/backups/backup-store.server";
import { PERSONAL_DATA_MESSAGES } from "~/features/data-requests/schema";
import { findPersonalData, personOf } from "~/features/personal-data/personal-data.server";
import { runRetention } from "~/features/retention/retention.server";
import { storage } from "~/lib/files/storage.server";
import * as applicationsPage from "~/routes/admin/applications/applications";
import * as dataRequestPage from "~/routes/admin/requests/data-request";
import * as downloadRoute from "~/routes/admin/requests/data-request-personal-data";
import { loader as privacyLoader } from "~/routes/site/privacy";

import * as schema from "../../../db/schema";
import { addDays as addSchoolDays, schoolDate } from "../../../db/time";
import { formBody, outcome, staffArgs, useStaff } from "../../support/admin";
import { APPLICATION_TABLES, applicationRow } from "../../support/application-rows";
import { emptyTables, REQUEST_TABLES, rowsOf, testDatabaseKinds, useTestDatabase } from "../../support/database";
import { routeArgs } from "../../support/route-args";
import { temporaryUploadsDir } from "../../support/uploads";

const uploadsDir = temporaryUploadsDir("application-privacy-");
// The run also deletes old backups: never the machine's own.
setBackupStore(new LocalBackupStore(path.join(uploadsDir, "..", `${path.basename(uploadsDir)}-backups`)));
afterAll(() => setBackupStore(undefined));

const ADMIN = "admin@school.example";
// The second parent's mobile, written as people write it, and the first parent's, who must be left alone.
const PHONE = "9812345678";
const FIRST_PARENT = "9000011111";
const EMAIL = "meena.family@example.com";
const OTHER_PHONE = "9898989898";
const today = schoolDate(new Date(), "Asia/Kolkata");

const webp = Buffer.from("RIFF....WEBPVP8 a document");
let stored = 0;

/** Stores a document's file and returns its key. */
async function storedFile(name: string) {
  const key = `applications/f${++stored}/${name}.webp`;
  await storage().put(key, webp, "image/webp");
  return key;
}
const exists = async (key: string) => (await storage().get(key)) !== null;

describe.each(testDatabaseKinds)("applications' privacy on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { cookies } = useStaff(database, { [ADMIN]: { role: "admin" } });

  beforeEach(async () => {
    const { db } = database;
    await emptyTables(...REQUEST_TABLES, ...APPLICATION_TABLES, schema.retentionRuns);
    await db.update(schema.siteSettings).set({ retentionMonths: 12 });
    fs.rmSync(path.join(uploadsDir, "applications"), { recursive: true, force: true });
  });

  /** An application with `more` of its columns, and a document for each of `documents`, stored. */
  async function application(
    more: Partial<typeof schema.applications.$inferInsert>,
    documents: ("birth_certificate" | "photograph")[] = ["birth_certificate"],
  ) {
    const { db } = database;
    const [row] = await db
      .insert(schema.applications)
      .values(applicationRow({ number: `2027-28/I/${String(++stored).padStart(4, "0")}`, ...more }))
      .returning();
    const keys: string[] = [];
    for (const kind of documents) {
      const key = await storedFile(kind.replace("_", "-"));
      keys.push(key);
      await db
        .insert(schema.applicationDocuments)
        .values({ applicationId: row!.id, kind, storageKey: key, contentType: "image/webp", bytes: webp.length });
    }
    return { ...row!, keys };
  }

  /** A draft whose steps hold `steps`, with one stored document. */
  async function draft(steps: Record<string, Record<string, unknown>>, updatedAt?: Date) {
    const { db } = database;
    const [row] = await db
      .insert(schema.applicationDrafts)
      .values({ tokenHash: `hash-${++stored}`, steps, ...(updatedAt ? { updatedAt } : {}) })
      .returning();
    const key = await storedFile("birth-certificate");
    await db.insert(schema.applicationDocuments).values({
      draftId: row!.id,
      kind: "birth_certificate",
      storageKey: key,
      contentType: "image/webp",
      bytes: webp.length,
    });
    return { ...row!, key };
  }

  describe("the retention run, its clock moved on", () => {
    it("erases a draft 30 days after its last change, with its documents' rows and files", async () => {
      const now = new Date();
      const stale = await draft({ child: { childName: "Stale Draft" } });
      const fresh = await draft({ child: { childName: "Fresh Draft" } }, addDays(now, 2));
      const submitted = await application({});

      const run = await runRetention(addDays(now, 31));
      expect(run!.erased).toMatchObject({ application: 0, application_drafts: 1, application_documents: 1, files: 1 });
      const drafts = await database.db.select().from(schema.applicationDrafts);
      expect(drafts.map((row) => row.id)).toEqual([fresh.id]);
      const documents = await database.db.select().from(schema.applicationDocuments);
      expect(documents.map((row) => row.storageKey).sort()).toEqual([fresh.key, ...submitted.keys].sort());
      expect(await exists(stale.key)).toBe(false);
      expect(await exists(fresh.key)).toBe(true);
      expect(await exists(submitted.keys[0]!)).toBe(true);
      // The audit log counts the drafts, never what they held.
      const [audit] = await database.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.action, "retention.run"));
      expect(audit!.details).toMatchObject({ erased: { application_drafts: 1, application_documents: 1 } });
      expect(JSON.stringify(audit)).not.toContain("Stale Draft");
    });

    it("erases applications on §17's rule with their files, keeping an admitted one, and sweeps files no row names", async () => {
      const now = new Date();
      const later = addMonths(now, 13);
      const admitted = await application({ childName: "Admitted Child", status: "admitted", keepReason: "admitted" });
      const notOffered = await application({ childName: "Not Offered Child", status: "not_offered" }, [
        "birth_certificate",
        "photograph",
      ]);
      const touched = await application({ childName: "Touched Child" });
      await database.db.insert(schema.requestHistory).values({
        recordType: "application",
        recordId: touched.id,
        kind: "note",
        body: "Called the family",
        createdAt: addMonths(now, 2),
      });
      // A file no row names, left long ago; and one being stored as the run looks, its row not yet written.
      const leftover = await storedFile("leftover");
      const arriving = await storedFile("arriving");
      fs.utimesSync(path.join(uploadsDir, arriving), later, later);

      const run = await runRetention(later);
      expect(run!.erased).toMatchObject({ application: 1, application_drafts: 0, files: 3 });
      const names = (await database.db.select().from(schema.applications)).map((row) => row.childName).sort();
      expect(names).toEqual(["Admitted Child", "Touched Child"]);
      const documents = await database.db.select().from(schema.applicationDocuments);
      expect(documents.map((row) => row.applicationId).sort()).toEqual([admitted.id, touched.id].sort());
      for (const key of notOffered.keys) expect(await exists(key)).toBe(false);
      for (const key of [...admitted.keys, ...touched.keys]) expect(await exists(key)).toBe(true);
      expect(await exists(leftover)).toBe(false);
      expect(await exists(arriving)).toBe(true);
    });
  });

  it("takes an application's files with it when staff delete it", async () => {
    const gone = await application({}, ["birth_certificate", "photograph"]);
    const kept = await application({ childName: "Another Child" });
    const deleted = await outcome<AdminReply>(() =>
      applicationsPage.action(
        staffArgs("/admin/applications", cookies[ADMIN]!, {
          method: "POST",
          body: formBody({ intent: "delete", id: gone.id }),
        }) as never,
      ),
    );
    expect(deleted.reply).toMatchObject({ ok: true });
    for (const key of gone.keys) expect(await exists(key)).toBe(false);
    expect(await exists(kept.keys[0]!)).toBe(true);
    expect(await database.db.select().from(schema.applicationDocuments)).toHaveLength(1);
  });

  describe("the personal data tool", () => {
    /** A verified data request for the second parent's mobile, and what the school holds of that family. */
    async function seedFamily() {
      const { db } = database;
      const [request] = await db
        .insert(schema.dataRequests)
        .values({
          kind: "erasure",
          name: "Meena Devi",
          phone: PHONE,
          dueOn: addSchoolDays(today, 90),
          verifiedAt: new Date(),
          verifiedHow: "phone_call",
          verifiedBy: ADMIN,
        })
        .returning();
      const theirs = await application(
        {
          childName: "Meena's Child",
          parentMobile: FIRST_PARENT,
          secondParentName: "Meena Devi",
          secondParentRelationship: "Mother",
          secondParentMobile: `+91 ${PHONE.slice(0, 5)} ${PHONE.slice(5)}`,
          email: "first.parent@example.com",
        },
        ["birth_certificate", "photograph"],
      );
      const byEmail = await application({ childName: "Sibling", parentMobile: "9000022222", email: EMAIL });
      const other = await application({ childName: "Other Child", parentMobile: OTHER_PHONE, email: "x@example.com" });
      const theirDraft = await draft({
        parents: { parentMobile: `${PHONE.slice(0, 5)}-${PHONE.slice(5)}`, email: "" },
      });
      const otherDraft = await draft({ parents: { parentMobile: OTHER_PHONE, email: "someone@example.com" } });
      return { request: request!, theirs, byEmail, other, theirDraft, otherDraft };
    }

    const act = (id: string, fields: Record<string, string>) =>
      outcome<AdminReply>(() =>
        dataRequestPage.action(
          staffArgs(`/admin/data-requests/${id}`, cookies[ADMIN]!, {
            method: "POST",
            params: { id },
            body: formBody(fields),
          }) as never,
        ),
      );

    it("finds an application by the second parent's mobile, and exports it with its documents and drafts", async () => {
      const seeded = await seedFamily();
      const held = await findPersonalData(personOf({ phone: PHONE, email: EMAIL })!);
      const ids = (place: string) =>
        held
          .find((found) => found.place === place)!
          .rows.map((row) => row.id)
          .sort();
      expect(ids("applications")).toEqual([seeded.theirs.id, seeded.byEmail.id].sort());
      expect(ids("application_drafts")).toEqual([seeded.theirDraft.id]);
      // Their documents: the application's two, the other's one, and the draft's.
      const documents = held.find((found) => found.place === "application_documents")!.rows;
      expect(documents.map((row) => row.storageKey).sort()).toEqual(
        [...seeded.theirs.keys, ...seeded.byEmail.keys, seeded.theirDraft.key].sort(),
      );

      // The page links each application it found.
      const page = await outcome(() =>
        dataRequestPage.loader(
          staffArgs(`/admin/data-requests/${seeded.request.id}`, cookies[ADMIN]!, {
            params: { id: seeded.request.id },
          }) as never,
        ),
      );
      const view = (page.value as { personalData: { places: { place: string; records: { path: string }[] }[] } })
        .personalData;
      expect(view.places.find((place) => place.place === "applications")!.records.map((r) => r.path)).toEqual([
        `/admin/applications/${seeded.theirs.id}`,
      ]);

      const response = (await downloadRoute.loader(
        staffArgs(
          `/admin/data-requests/${seeded.request.id}/personal-data?format=json&email=${encodeURIComponent(EMAIL)}&phone=${PHONE}`,
          cookies[ADMIN]!,
          { params: { id: seeded.request.id } },
        ) as never,
      )) as Response;
      const json = JSON.parse(await response.text()) as { places: { place: string; rows: { id: string }[] }[] };
      const exported = (place: string) => json.places.find((found) => found.place === place)!.rows.length;
      expect([exported("applications"), exported("application_documents"), exported("application_drafts")]).toEqual([
        2, 4, 1,
      ]);
      expect(JSON.stringify(json)).not.toContain(seeded.other.id);
    });

    it("corrects the mobile in the column that holds it, and leaves the other parent's alone", async () => {
      const seeded = await seedFamily();
      const corrected = await act(seeded.request.id, {
        intent: "correct_personal_data",
        phone: PHONE,
        newPhone: "9777700000",
      });
      expect(corrected.reply).toMatchObject({ ok: true, toast: { title: PERSONAL_DATA_MESSAGES.corrected } });
      const [theirs] = await database.db
        .select()
        .from(schema.applications)
        .where(eq(schema.applications.id, seeded.theirs.id));
      expect(theirs).toMatchObject({ parentMobile: FIRST_PARENT, secondParentMobile: "9777700000" });
      const [audit] = await database.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.action, "data_request.correct"));
      expect(audit!.details).toMatchObject({ changed: { applications: 1 } });
    });

    it("erases the applications with their documents, rows and files, and the drafts that name the parent", async () => {
      const seeded = await seedFamily();
      const erased = await act(seeded.request.id, {
        intent: "erase_personal_data",
        phone: PHONE,
        email: EMAIL,
        confirm: "on",
      });
      expect(erased.reply).toMatchObject({ ok: true, toast: { title: PERSONAL_DATA_MESSAGES.erased } });
      const { db } = database;
      expect((await db.select().from(schema.applications)).map((row) => row.id)).toEqual([seeded.other.id]);
      expect((await db.select().from(schema.applicationDrafts)).map((row) => row.id)).toEqual([seeded.otherDraft.id]);
      expect((await db.select().from(schema.applicationDocuments)).map((row) => row.storageKey).sort()).toEqual(
        [...seeded.other.keys, seeded.otherDraft.key].sort(),
      );
      for (const key of [...seeded.theirs.keys, ...seeded.byEmail.keys, seeded.theirDraft.key]) {
        expect(await exists(key)).toBe(false);
      }
      expect(await exists(seeded.otherDraft.key)).toBe(true);

      // No table holds the mobile, however written, or the e-mail address.
      for (const table of ["applications", "application_drafts", "application_documents", "audit_log", "mail_outbox"]) {
        const rows = rowsOf<{ row: string }>(
          await db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`),
        );
        const text = rows.map((row) => row.row).join("\n");
        expect(text.replace(/\D/g, " "), table).not.toMatch(/9\s*8\s*1\s*2\s*3\s*4\s*5\s*6\s*7\s*8/);
        expect(text.toLowerCase(), table).not.toContain(EMAIL);
      }
      const [audit] = await db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "data_request.erase"));
      expect(audit!.details).toMatchObject({
        changed: { applications: 2, application_drafts: 1, application_documents: 1 },
      });
    });
  });

  it("lists the application form's fields in the privacy notice, and the drafts' 30 days, in both languages", async () => {
    type Notice = { forms: { name: string; fields: { key: string; label: string }[]; kept: string | null }[] };
    const formOf = async (address: string) =>
      ((await outcome(() => privacyLoader(routeArgs(address) as never))).value as Notice).forms.find(
        (form) => form.name === "application",
      )!;
    const english = await formOf("/privacy");
    expect(english.fields.map((field) => field.label)).toEqual(
      expect.arrayContaining(["The child's date of birth", "Their mobile number", "The home address"]),
    );
    expect(english.fields.map((field) => field.key)).toEqual(
      expect.arrayContaining(["second_parent_mobile", "documents", "consent"]),
    );
    expect(english.kept).toBe(
      "An application not yet submitted is erased, with its documents, 30 days after it last changed.",
    );
    const hindi = await formOf("/hi/privacy");
    expect(hindi.fields.map((field) => field.label)).toContain("बच्चे की जन्म तिथि");
    expect(hindi.kept).toContain("30 दिन");
  });
});
