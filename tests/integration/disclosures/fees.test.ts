// The fee structure and the fee page (docs/specification.md §29, decision 0072) on the database: heads added, edited
// and deleted (refusals, audit, permission), the CSV import (a good file replaces a session's heads, a bad one is
// refused line by line and stores nothing), the Form VI (a non-PDF refused), the page's loader in both languages, and
// the dates its changes move.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { feesGoLive } from "~/features/fees/fees.server";
import type { FeeReply } from "~/features/fees/manage-fees.server";
import { headTwice, sessionTaken } from "~/features/fees/schema";
import { lastChangeOf } from "~/features/last-updated/last-updated.server";
import { linksInUse } from "~/features/links/sources.server";
import { storage } from "~/lib/files/storage.server";
import { action, loader } from "~/routes/admin/disclosures/fees";
import { loader as feesPage } from "~/routes/site/fees";

import * as schema from "../../../db/schema";
import { actedBy, auditFor, formBody, outcome, refused, staffArgs, succeeded, useStaff } from "../../support/admin";
import { MISSING_ID, testDatabaseKinds, useTestDatabase } from "../../support/database";
import { routeArgs } from "../../support/route-args";
import { MINIMAL_PDF, temporaryUploadsDir } from "../../support/uploads";

temporaryUploadsDir("school-fees-");

const PATH = "/admin/mandatory-disclosures/fees";
const ADMIN = "admin@school.example";
const CLERK = "disclosures@school.example";
const GALLERY = "gallery@school.example";

const PDF = MINIMAL_PDF;
const file = (body: string | Buffer, name: string, type: string) =>
  new File([typeof body === "string" ? body : new Uint8Array(body)], name, { type });
const csv = (text: string) => file(text, "fees.csv", "text/csv");
/** A head of fee as the form sends it: Class I's tuition for 2026-27, by the month. */
const TUITION = { session: "2026-27", className: "Class I", head: "Tuition", per: "month", amount: "100" };

describe.each(testDatabaseKinds)("fees on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { ids, cookies } = useStaff(database, {
    [ADMIN]: { role: "admin" },
    [CLERK]: { sections: ["mandatory_disclosures"] },
    [GALLERY]: { sections: ["gallery"] },
  });
  const db = () => database.db;

  const post = (email: string | null, fields: Record<string, string | Blob>) =>
    outcome<FeeReply>(() =>
      action(staffArgs(PATH, email && cookies[email]!, { method: "POST", body: formBody(fields) }) as never),
    );
  const asClerk = (intent: string, fields: Record<string, string | Blob> = {}) => post(CLERK, { intent, ...fields });
  /** Adds a head of fee as the clerk: its amount as typed, its Hindi name if it has one. */
  const addHead = (session: string, className: string, head: string, per: string, amount: string, headHi = "") =>
    asClerk("add_head", { session, className, head, per, amount, ...(headHi ? { headHi } : {}) });
  const load = (email: string | null, search = "") =>
    outcome(() => loader(staffArgs(`${PATH}${search}`, email && cookies[email]!) as never));
  const headsOf = (session: string) =>
    db().select().from(schema.feeHeads).where(eq(schema.feeHeads.session, session)).orderBy(schema.feeHeads.position);
  const page = async (path = "/fees") =>
    (await feesPage(routeArgs(path) as never)) as Awaited<ReturnType<typeof feesPage>>;

  beforeEach(async () => {
    await db().delete(schema.feeSessions);
  });
  afterEach(async () => {
    await db().delete(schema.feeSessions);
  });

  describe("who may change them", () => {
    it("sends visitors to /admin and staff without Mandatory Disclosures to the dashboard, changing nothing", async () => {
      const head = { intent: "add_head", ...TUITION };
      expect(await load(null)).toMatchObject({ status: 302, location: "/admin" });
      expect(await load(GALLERY)).toMatchObject({ status: 302, location: "/admin/dashboard" });
      expect(await post(null, head)).toMatchObject({ status: 302, location: "/admin" });
      expect(await post(GALLERY, head)).toMatchObject({ status: 302, location: "/admin/dashboard" });
      expect(await db().select().from(schema.feeHeads)).toHaveLength(0);
      expect((await load(CLERK)).status).toBe(200);
    });
  });

  describe("heads of fee", () => {
    it("adds, edits and deletes a head, each audited as the staff member who made it", async () => {
      expect(
        await asClerk("add_head", {
          session: "2026-27",
          className: "Class IV",
          head: "Tuition fee",
          headHi: "शिक्षण शुल्क",
          per: "month",
          amount: "2,500",
        }),
      ).toMatchObject(succeeded("Head of fee added"));
      const [added] = await headsOf("2026-27");
      expect(added).toMatchObject({
        className: "Class IV",
        head: "Tuition fee",
        headHi: "शिक्षण शुल्क",
        per: "month",
        amount: 2500,
      });
      expect(await auditFor(added!.id, "fee_head.create")).toEqual([
        expect.objectContaining({
          ...actedBy(ids[CLERK], CLERK),
          details: expect.objectContaining({ session: "2026-27", amount: 2500 }),
        }),
      ]);

      expect(
        await asClerk("update_head", {
          headId: added!.id,
          className: "Class IV",
          head: "Tuition fee",
          per: "quarter",
          amount: "7000",
        }),
      ).toMatchObject(succeeded("Head of fee updated"));
      expect((await headsOf("2026-27"))[0]).toMatchObject({ per: "quarter", amount: 7000, headHi: null });
      const [update] = await auditFor(added!.id, "fee_head.update");
      expect(update!.details).toMatchObject({
        from: { per: "month", amount: 2500 },
        to: { per: "quarter", amount: 7000 },
      });

      expect(await asClerk("delete_head", { headId: added!.id })).toMatchObject(succeeded("Head of fee deleted"));
      expect(await headsOf("2026-27")).toHaveLength(0);
      expect(await auditFor(added!.id, "fee_head.delete")).toHaveLength(1);
    });

    it("refuses what is not a head of fee, with the field's message, storing nothing", async () => {
      const cases: [Record<string, string>, string][] = [
        [{ amount: "12.50" }, "Amount must be a whole number of rupees from 0 to 1000000"],
        [{ amount: "1000001" }, "Amount must be a whole number of rupees from 0 to 1000000"],
        [{ amount: "-5" }, "Amount must be a whole number of rupees from 0 to 1000000"],
        [{ amount: "" }, "Amount is required"],
        [{ head: "" }, "Head is required"],
        [{ className: "Class XIII" }, "Please choose a class from the list"],
        [{ per: "week" }, "Please choose how often it is paid"],
        [{ session: "2026-28" }, "Session must be two years like 2026-27"],
      ];
      for (const [change, message] of cases) {
        expect(await asClerk("add_head", { ...TUITION, ...change })).toMatchObject(refused(400, message));
      }
      expect(await db().select().from(schema.feeHeads)).toHaveLength(0);
      expect(await asClerk("update_head", { ...TUITION, headId: MISSING_ID })).toMatchObject(
        refused(404, "Failed to update the head of fee", "Head of fee not found"),
      );
      expect(await asClerk("delete_head", { headId: MISSING_ID })).toMatchObject(
        refused(404, "Failed to delete the head of fee", "Head of fee not found"),
      );
    });

    it("adds a session, starting from the last session's heads when asked, and refuses one twice", async () => {
      expect(await asClerk("add_session", { session: "2026-27", copyFrom: "on" })).toMatchObject(
        refused(409, "Failed to add the session", "There is no earlier session with fees to copy."),
      );
      await addHead("2025-26", "UKG", "Tuition", "month", "1800");
      await addHead("2025-26", "UKG", "Admission fee", "admission", "5000");
      expect(await asClerk("add_session", { session: "2026-27", copyFrom: "on" })).toMatchObject(
        succeeded("Session added"),
      );
      expect((await headsOf("2026-27")).map(({ head, amount }) => [head, amount])).toEqual([
        ["Tuition", 1800],
        ["Admission fee", 5000],
      ]);
      expect(await auditFor("2026-27", "fee_session.create")).toEqual([
        expect.objectContaining({ details: { session: "2026-27", copiedFrom: "2025-26", heads: 2 } }),
      ]);
      for (const again of [{}, { copyFrom: "on" }] as Record<string, string>[]) {
        expect(await asClerk("add_session", { session: "2026-27", ...again })).toMatchObject(
          refused(409, "Failed to add the session", sessionTaken("2026-27")),
        );
      }
      // A session there already without heads (its Form VI came first) may still start from the last one's.
      await db().insert(schema.feeSessions).values({ session: "2027-28" });
      expect(await asClerk("add_session", { session: "2027-28" })).toMatchObject(
        refused(409, "Failed to add the session", sessionTaken("2027-28")),
      );
      expect(await asClerk("add_session", { session: "2027-28", copyFrom: "on" })).toMatchObject(
        succeeded("Session added"),
      );
      expect(await headsOf("2027-28")).toHaveLength(2);
    });

    it("refuses a head the class already has in the session, however it is written: the copied one is edited", async () => {
      const tuition = { session: "2026-27", className: "UKG", head: "Tuition", per: "month", amount: "1800" };
      await asClerk("add_head", tuition);
      for (const head of ["Tuition", "  tuition ", "TUITION"]) {
        expect(await asClerk("add_head", { ...tuition, head, amount: "1900" })).toMatchObject(
          refused(409, "Failed to add the head of fee", headTwice("UKG", "Tuition", "2026-27")),
        );
      }
      // Another class, or another period, is another head.
      expect(await asClerk("add_head", { ...tuition, className: "LKG" })).toMatchObject(succeeded("Head of fee added"));
      expect(await asClerk("add_head", { ...tuition, per: "year", amount: "20000" })).toMatchObject(
        succeeded("Head of fee added"),
      );
      const [first, , yearly] = await headsOf("2026-27");
      // Editing a head to another's name is refused too; editing it in place is not.
      expect(await asClerk("update_head", { ...tuition, headId: yearly!.id, per: "month" })).toMatchObject(
        refused(409, "Failed to update the head of fee", headTwice("UKG", "Tuition", "2026-27")),
      );
      expect(await asClerk("update_head", { ...tuition, headId: first!.id, amount: "1950" })).toMatchObject(
        succeeded("Head of fee updated"),
      );
      expect((await headsOf("2026-27")).map(({ className, head, amount }) => [className, head, amount])).toEqual([
        ["UKG", "Tuition", 1950],
        ["LKG", "Tuition", 1800],
        ["UKG", "Tuition", 20000],
      ]);
    });
  });

  describe("the CSV import", () => {
    it("replaces a session's heads with a good file's rows, in its order, audited with the count", async () => {
      await addHead("2026-27", "Class I", "Old head", "year", "1");
      await addHead("2025-26", "Class I", "Kept", "year", "1");
      const good = csv(
        "\uFEFFclass,head,head (hindi),per,AMOUNT\n" +
          'nursery,Tuition fee,शिक्षण शुल्क,Every month,"1,500"\n' +
          "IV,Annual charges,,Year,4000\n" +
          "class xii,Admission fee,,once,15000\n" +
          "Class XII,Tuition fee,,Quarter,9000\n",
      );
      expect(await asClerk("import_heads", { session: "2026-27", file: good })).toMatchObject(
        succeeded("Fees imported"),
      );
      expect(
        (await headsOf("2026-27")).map(({ className, head, headHi, per, amount }) => [
          className,
          head,
          headHi,
          per,
          amount,
        ]),
      ).toEqual([
        ["Nursery", "Tuition fee", "शिक्षण शुल्क", "month", 1500],
        ["Class IV", "Annual charges", null, "year", 4000],
        ["Class XII", "Admission fee", null, "admission", 15000],
        ["Class XII", "Tuition fee", null, "quarter", 9000],
      ]);
      expect(await headsOf("2025-26")).toHaveLength(1);
      expect(await auditFor("2026-27", "fee_heads.import")).toEqual([
        expect.objectContaining({
          ...actedBy(ids[CLERK], CLERK),
          details: expect.objectContaining({ replaced: 1, imported: 4 }),
        }),
      ]);
    });

    it("refuses a file with bad rows, each reported by its line, and stores nothing", async () => {
      await addHead("2026-27", "Class I", "Kept", "year", "10");
      const imports = (await auditFor("2026-27", "fee_heads.import")).length;
      const bad = csv(
        "Class,Head,Head (Hindi),Per,Amount\n" +
          "Class I,Tuition,,Month,1000\n" +
          "Class XIII,Tuition,,Month,1000\n" +
          "Class II,,,Month,1000\n" +
          "Class III,Tuition,,Weekly,1000\n" +
          "Class IV,Tuition,,Month,12.5\n" +
          "Class I,tuition,,month,900\n",
      );
      const result = await asClerk("import_heads", { session: "2026-27", file: bad });
      expect(result.status).toBe(400);
      expect(result.reply?.toast.title).toBe("Failed to import the fees");
      expect(result.reply?.toast.description?.split("\n").slice(1)).toEqual([
        "Line 3: Class “Class XIII” is not one of the school's classes",
        "Line 4: Head is required",
        "Line 5: Per “Weekly” must be Once, Year, Quarter or Month",
        "Line 6: Amount must be a whole number of rupees from 0 to 1000000",
      ]);
      const dupe = await asClerk("import_heads", {
        session: "2026-27",
        file: csv("Class,Head,Per,Amount\nClass I,Tuition,Month,1000\nClass I,tuition,month,900\n"),
      });
      expect(dupe.reply?.toast.description).toContain("Line 3: Class I has “tuition” on line 2 already");
      expect((await headsOf("2026-27")).map((row) => row.head)).toEqual(["Kept"]);
      expect(await auditFor("2026-27", "fee_heads.import")).toHaveLength(imports);
    });
  });

  describe("the Form VI", () => {
    it("stores a PDF with the date filed, replaces it, removes it, and refuses what is not a PDF", async () => {
      const upload = (body: Buffer | string, filedOn = "2026-03-10") =>
        asClerk("upload_form_vi", {
          session: "2026-27",
          filedOn,
          document: file(body, "form-vi.pdf", "application/pdf"),
        });
      expect(await upload("<html><body>not a pdf</body></html>")).toMatchObject(
        refused(415, "Failed to upload the Form VI", "Please choose a PDF file: this file is not a PDF."),
      );
      expect(await upload(PDF, "2999-01-01")).toMatchObject(
        refused(400, "Failed to upload the Form VI", "Date filed cannot be in the future"),
      );
      expect(await db().select().from(schema.feeSessions)).toHaveLength(0);

      expect(await upload(PDF)).toMatchObject(succeeded("Form VI uploaded"));
      const [first] = await db().select().from(schema.feeSessions);
      expect(first).toMatchObject({ session: "2026-27", formViFiledOn: "2026-03-10" });
      expect(await storage().get(first!.formViKey!)).not.toBeNull();
      expect([...(await linksInUse(new Date())).entries()]).toContainEqual([
        `/uploads/${first!.formViKey}`,
        [
          {
            label: "Fees: Form VI (2026-27)",
            path: "/admin/mandatory-disclosures/fees?session=2026-27",
            section: "mandatory_disclosures",
          },
        ],
      ]);

      expect(await upload(PDF, "2026-03-12")).toMatchObject(succeeded("Form VI uploaded"));
      const [second] = await db().select().from(schema.feeSessions);
      expect(second!.formViKey).not.toBe(first!.formViKey);
      expect(await storage().get(first!.formViKey!)).toBeNull();

      expect(await asClerk("remove_form_vi", { session: "2026-27" })).toMatchObject(succeeded("Form VI removed"));
      expect(await storage().get(second!.formViKey!)).toBeNull();
      expect(await db().select().from(schema.feeSessions)).toEqual([
        expect.objectContaining({ formViKey: null, formViFiledOn: null }),
      ]);
      expect(await asClerk("remove_form_vi", { session: "2026-27" })).toMatchObject(
        refused(409, "Failed to remove the Form VI", "This session has no Form VI to remove."),
      );
      expect(await auditFor("2026-27", "fee_session.form_vi_upload")).toHaveLength(2);
      expect(await auditFor("2026-27", "fee_session.form_vi_remove")).toHaveLength(1);
    });
  });

  describe("the fee page", () => {
    it("says plainly when there are no fees yet", async () => {
      expect(await page()).toMatchObject({ current: null, classes: [], formVi: null });
    });

    it("puts the fees, then the shown session's Form VI, on the go-live checklist until they are there", async () => {
      const path = "/admin/mandatory-disclosures/fees";
      expect(await feesGoLive()).toEqual({
        left: [{ path, label: "Fees", problem: "not published: parents are told to call the office" }],
        total: 2,
      });
      await addHead("2026-27", "Class I", "Tuition fee", "month", "1200");
      expect(await feesGoLive()).toEqual({
        left: [
          {
            path: `${path}?session=2026-27`,
            label: "Form VI",
            problem: "not uploaded for 2026-27: the Fees page offers none",
          },
        ],
        total: 2,
      });
      const document = file(PDF, "form-vi.pdf", "application/pdf");
      await asClerk("upload_form_vi", { session: "2026-27", filedOn: "2026-03-10", document });
      expect(await feesGoLive()).toEqual({ left: [], total: 2 });
    });

    it("shows the newest session with fees beside the session before it, with each increase and the year's totals", async () => {
      // An older session, and a newer one without heads: neither is shown.
      await addHead("2024-25", "Class I", "Tuition fee", "month", "1000");
      await asClerk("add_session", { session: "2027-28" });
      await addHead("2025-26", "Class I", "Tuition fee", "month", "2000");
      await addHead("2025-26", "Class I", "Annual charges", "year", "6000");
      await addHead("2025-26", "Class I", "Computer fee", "quarter", "500");
      await addHead("2025-26", "Class I", "Admission fee", "admission", "10000");
      await addHead("2026-27", "Class I", "Tuition fee", "month", "2100", "शिक्षण शुल्क");
      await addHead("2026-27", "Class I", "Annual charges", "year", "6000");
      await addHead("2026-27", "Class I", "Smart class fee", "quarter", "750");
      await addHead("2026-27", "Class I", "Admission fee", "admission", "11000");
      await addHead("2026-27", "Nursery", "Tuition fee", "month", "1500");
      await asClerk("upload_form_vi", {
        session: "2026-27",
        filedOn: "2026-03-10",
        document: file(PDF, "form-vi.pdf", "application/pdf"),
      });

      const english = await page();
      expect(english).toMatchObject({ current: "2026-27", previous: "2025-26", compared: true });
      expect(english.classes.map((row) => row.className)).toEqual(["Nursery", "Class I"]);
      const classI = english.classes[1]!;
      expect(classI.heads.map(({ head, per, before, now, change }) => [head.text, per, before, now, change])).toEqual([
        ["Tuition fee", "month", 2000, 2100, { kind: "percent", percent: 5 }],
        ["Annual charges", "year", 6000, 6000, { kind: "percent", percent: 0 }],
        ["Smart class fee", "quarter", null, 750, { kind: "new" }],
        ["Admission fee", "admission", 10000, 11000, { kind: "percent", percent: 10 }],
        ["Computer fee", "quarter", 500, null, { kind: "gone" }],
      ]);
      // 2000×12 + 6000 + 500×4 = 32000; 2100×12 + 6000 + 750×4 = 34200: +6.9%.
      expect(classI.yearly).toEqual({ before: 32000, now: 34200, change: { kind: "percent", percent: 6.9 } });
      expect(classI.atAdmission).toEqual({ before: 10000, now: 11000, change: { kind: "percent", percent: 10 } });
      expect(english.classes[0]!.heads[0]).toMatchObject({ before: null, now: 1500, change: { kind: "new" } });
      expect(english.formVi).toEqual({
        url: expect.stringMatching(/^\/uploads\/fees\//),
        filedOn: "10 March 2026",
        checkedOn: null,
      });

      const hindi = await page("/hi/fees");
      expect(hindi.classes[1]!.heads[0]!.head).toEqual({ text: "शिक्षण शुल्क" });
      expect(hindi.classes[1]!.heads[1]!.head).toEqual({ text: "Annual charges", lang: "en" });
      expect(hindi.formVi?.filedOn).toBe("10 मार्च 2026");
    });

    it("compares nothing when the session before has no fees", async () => {
      await addHead("2024-25", "LKG", "Tuition", "month", "900");
      await addHead("2026-27", "LKG", "Tuition", "month", "1000");
      const shown = await page();
      expect(shown).toMatchObject({ current: "2026-27", previous: "2025-26", compared: false });
      expect(shown.classes[0]!.heads[0]).toMatchObject({ before: null, now: 1000, change: { kind: "none" } });
      expect(shown.classes[0]!.yearly).toEqual({ before: null, now: 12000, change: { kind: "none" } });
    });
  });

  describe("the dates a change moves", () => {
    it("notes the fee page's and the disclosures' areas in each change, and not for a refused one", async () => {
      await db().delete(schema.pageAreaChanges);
      await asClerk("add_head", { ...TUITION, amount: "x" });
      expect(await lastChangeOf(["fees"])).toBeNull();
      expect(await lastChangeOf(["disclosures"])).toBeNull();
      const before = Date.now();
      await asClerk("add_head", TUITION);
      expect((await lastChangeOf(["fees"]))!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect((await lastChangeOf(["disclosures"]))!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect((await page()).lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
  });
});
