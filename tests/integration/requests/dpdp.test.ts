// DPDP operations (docs/specification.md §27, decision 0070): the breach register at /admin/breaches (admins only;
// each change audited, refused input answered 4xx with nothing stored, nothing ever deleted), the 72-hour clock the
// dashboard shows admins with the clock moved along, and the record of processing read from REQUEST_KINDS itself.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { SECTION_KEYS } from "~/features/admin/sections";
import type { BreachListRow } from "~/features/dpdp/breaches.server";
import type { BreachReply } from "~/features/dpdp/manage-breaches.server";
import type { ProcessingRecord } from "~/features/dpdp/record-of-processing.server";
import { BREACH_MESSAGES } from "~/features/dpdp/schema";
import { labelOf, REQUEST_KINDS } from "~/features/request-kinds/request-kinds.server";
import type { RequestDefinition } from "~/features/requests/request-definition.server";
import { action as breachesAction, loader as breachesLoader } from "~/routes/admin/breaches";
import { loader as dashboardLoader } from "~/routes/admin/dashboard";
import { loader as recordLoader } from "~/routes/admin/record-of-processing";

import * as schema from "../../../db/schema";
import {
  actedBy,
  auditFor,
  formBody,
  outcome,
  refused,
  staffArgs,
  succeeded,
  unknownIntentRefused,
  useStaff,
} from "../../support/admin";
import { MISSING_ID, testDatabaseKinds, useTestDatabase } from "../../support/database";

const BREACHES = "/admin/breaches";
const RECORD = "/admin/record-of-processing";
const ADMIN = "head@school.example";
const OFFICE = "office@school.example";

// 10:00 in Fatehabad on a January morning, before the staff's sessions began (so they have not yet expired); times
// typed in the forms are school time (Asia/Kolkata, +05:30).
const NOW = new Date("2026-01-14T04:30:00Z");
const at = (schoolTime: string) => new Date(`${schoolTime}:00+05:30`);
const HOUR = 60 * 60 * 1000;

describe.each(testDatabaseKinds)("DPDP operations on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { ids, cookies } = useStaff(database, {
    [ADMIN]: { role: "admin" },
    // Every section there is, but not an admin.
    [OFFICE]: { sections: [...SECTION_KEYS] },
  });
  beforeEach(async () => {
    await database.db.delete(schema.breaches);
    await database.db.delete(schema.auditLog);
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const post = (fields: Record<string, string | string[]>, email = ADMIN) =>
    outcome<BreachReply>(() =>
      breachesAction(staffArgs(BREACHES, cookies[email] ?? null, { method: "POST", body: formBody(fields) }) as never),
    );
  const record = (fields: Record<string, string | string[]> = {}) =>
    post({
      intent: "record",
      whatHappened: "A staff phone with the enquiries list open was lost on the bus.",
      detectedAt: "2026-01-14T09:20",
      dataKinds: ["enquiry", "visit_request"],
      ...fields,
    });
  const rows = () => database.db.select().from(schema.breaches);
  const only = async () => {
    const all = await rows();
    expect(all).toHaveLength(1);
    return all[0]!;
  };
  const audits = () => database.db.select().from(schema.auditLog);

  describe("who may open it", () => {
    it("sends staff who are not admins, even with every section, to the dashboard, and stores nothing", async () => {
      for (const loader of [breachesLoader, recordLoader]) {
        const path = loader === breachesLoader ? BREACHES : RECORD;
        expect(await outcome(() => loader(staffArgs(path, cookies[OFFICE]!) as never))).toMatchObject({
          status: 302,
          location: "/admin/dashboard",
        });
        expect(await outcome(() => loader(staffArgs(path, null) as never))).toMatchObject({
          status: 302,
          location: "/admin",
        });
      }
      // A complete breach, from the office: redirected, nothing stored, nothing audited.
      expect(
        await post({ intent: "record", whatHappened: "A lost phone.", detectedAt: "2026-01-14T09:20" }, OFFICE),
      ).toMatchObject({ status: 302, location: "/admin/dashboard" });
      expect(await rows()).toHaveLength(0);
      expect(await audits()).toHaveLength(0);
      // Nor does the dashboard show them the clock.
      const dashboard = await outcome<never>(() =>
        dashboardLoader(staffArgs("/admin/dashboard", cookies[OFFICE]!) as never),
      );
      expect((dashboard.value as { breaches: unknown }).breaches).toBeNull();
    });
  });

  describe("recording a breach", () => {
    it("stores it with the audit entry, edits it field by field, and records each report once", async () => {
      expect(await record({ peopleAffected: "42", dataOther: "Class 5 photo list" })).toMatchObject(
        succeeded(BREACH_MESSAGES.recorded),
      );
      const breach = await only();
      expect(breach).toMatchObject({
        detectedAt: at("2026-01-14T09:20"),
        // In the register's order, whatever order the boxes came in.
        dataKinds: ["visit_request", "enquiry"],
        dataOther: "Class 5 photo list",
        peopleAffected: 42,
        boardToldAt: null,
        parentsToldAt: null,
        actionsTaken: null,
      });
      const [entry] = await auditFor(breach.id, "breach.record");
      expect(entry).toMatchObject({
        ...actedBy(ids[ADMIN], ADMIN),
        targetType: "breach",
        details: { detectedAt: at("2026-01-14T09:20").toISOString(), peopleAffected: 42 },
      });

      expect(
        await post({
          intent: "update",
          id: breach.id,
          whatHappened: breach.whatHappened,
          detectedAt: "2026-01-14T09:20",
          dataKinds: "enquiry",
          peopleAffected: "40",
          actionsTaken: "The phone was wiped remotely.",
        }),
      ).toMatchObject(succeeded(BREACH_MESSAGES.updated));
      expect(await only()).toMatchObject({ dataKinds: ["enquiry"], dataOther: null, peopleAffected: 40 });
      const [update] = await auditFor(breach.id, "breach.update");
      expect(update!.details).toEqual({
        dataKinds: { from: "visit_request, enquiry", to: "enquiry" },
        dataOther: { from: "Class 5 photo list", to: null },
        peopleAffected: { from: 42, to: 40 },
        actionsTaken: { from: null, to: "The phone was wiped remotely." },
      });

      expect(await post({ intent: "report", id: breach.id, report: "board", at: "2026-01-14T09:50" })).toMatchObject(
        succeeded(BREACH_MESSAGES.reported),
      );
      expect((await only()).boardToldAt).toEqual(at("2026-01-14T09:50"));
      expect((await auditFor(breach.id, "breach.report_board"))[0]!.details).toEqual({
        boardToldAt: at("2026-01-14T09:50").toISOString(),
      });
      // Once: a correction is an edit.
      expect(await post({ intent: "report", id: breach.id, report: "board", at: "2026-01-14T09:55" })).toMatchObject(
        refused(409, BREACH_MESSAGES.reportFailed, BREACH_MESSAGES.alreadyReported),
      );
      // Never before the detection.
      expect(await post({ intent: "report", id: breach.id, report: "parents", at: "2026-01-14T09:00" })).toMatchObject(
        refused(400, BREACH_MESSAGES.reportFailed, BREACH_MESSAGES.reportBeforeDetection),
      );
      expect((await only()).parentsToldAt).toBeNull();
      expect(await post({ intent: "report", id: MISSING_ID, report: "parents", at: "2026-01-14T09:55" })).toMatchObject(
        refused(404, BREACH_MESSAGES.reportFailed, BREACH_MESSAGES.notFound),
      );

      // The register lists it with its clock: the Board is told, the parents are not yet.
      const page = await outcome<never>(() => breachesLoader(staffArgs(BREACHES, cookies[ADMIN]!) as never));
      const listed = (page.value as { breaches: BreachListRow[] }).breaches;
      expect(listed).toMatchObject([{ id: breach.id, boardToldAt: at("2026-01-14T09:50").toISOString() }]);
      expect(listed[0]!.clock!.text).toBe("Tell the affected parents within 71 h 20 min");
    });

    it.each([
      ["what happened left blank", { whatHappened: "  " }, BREACH_MESSAGES.whatRequired],
      ["what happened too long", { whatHappened: "x".repeat(2001) }, BREACH_MESSAGES.whatTooLong],
      ["no detection time", { detectedAt: "" }, BREACH_MESSAGES.detectedRequired],
      ["a detection time that is not one", { detectedAt: "yesterday" }, BREACH_MESSAGES.timeInvalid],
      ["a detection in the future", { detectedAt: "2026-01-14T10:05" }, BREACH_MESSAGES.detectedFuture],
      ["data not on the list", { dataKinds: ["enquiry", "bank_accounts"] }, BREACH_MESSAGES.kindInvalid],
      ["people affected in words", { peopleAffected: "about forty" }, BREACH_MESSAGES.peopleInvalid],
      ["people affected below zero", { peopleAffected: "-3" }, BREACH_MESSAGES.peopleInvalid],
      [
        "the Board told before the detection",
        { boardToldAt: "2026-01-14T09:00" },
        BREACH_MESSAGES.reportBeforeDetection,
      ],
      ["parents told in the future", { parentsToldAt: "2026-01-15T09:00" }, BREACH_MESSAGES.reportFuture],
    ])("refuses %s with a 400 and its message, storing nothing", async (_name, fields, message) => {
      expect(await record(fields)).toMatchObject(refused(400, message));
      expect(await rows()).toHaveLength(0);
      expect(await audits()).toHaveLength(0);
    });

    it("has no way to delete a breach: a delete of any name is refused and the breach stays", async () => {
      await record();
      const breach = await only();
      for (const intent of ["delete", "remove", "erase"]) {
        expect(await post({ intent, id: breach.id })).toMatchObject(unknownIntentRefused);
      }
      expect(await only()).toEqual(breach);
    });
  });

  describe("the 72-hour clock", () => {
    const clockOnDashboard = async () => {
      const result = await outcome<never>(() =>
        dashboardLoader(staffArgs("/admin/dashboard", cookies[ADMIN]!) as never),
      );
      return (result.value as { breaches: { clock: { text: string; urgent: boolean; overdue: boolean } }[] }).breaches;
    };

    it("counts down from the detection, turns red under 24 hours, says overdue after, and goes once both reports are recorded", async () => {
      // Detected 40 minutes ago.
      await record({ detectedAt: "2026-01-14T09:20" });
      const breach = await only();
      expect(await clockOnDashboard()).toMatchObject([
        { clock: { text: "Report to the Data Protection Board within 71 h 20 min", urgent: false, overdue: false } },
      ]);

      vi.setSystemTime(NOW.getTime() + 47 * HOUR + 20 * 60 * 1000);
      expect(await clockOnDashboard()).toMatchObject([
        { clock: { text: "Report to the Data Protection Board within 24 h", urgent: false } },
      ]);
      vi.setSystemTime(NOW.getTime() + 48 * HOUR);
      expect(await clockOnDashboard()).toMatchObject([
        { clock: { text: "Report to the Data Protection Board within 23 h 20 min", urgent: true, overdue: false } },
      ]);

      // 72 hours after the detection, and 1 h 40 min more.
      vi.setSystemTime(at("2026-01-17T11:00"));
      expect(await clockOnDashboard()).toMatchObject([
        { clock: { text: "Overdue by 1 h 40 min: report to the Data Protection Board", urgent: true, overdue: true } },
      ]);

      await post({ intent: "report", id: breach.id, report: "board", at: "2026-01-17T10:30" });
      expect(await clockOnDashboard()).toMatchObject([
        { clock: { text: "Overdue by 1 h 40 min: tell the affected parents", overdue: true } },
      ]);
      await post({ intent: "report", id: breach.id, report: "parents", at: "2026-01-17T10:45" });
      expect(await clockOnDashboard()).toEqual([]);
    });

    it("does not count a breach recorded with both reports already made", async () => {
      await record({ boardToldAt: "2026-01-14T09:40", parentsToldAt: "2026-01-14T09:45" });
      expect(await clockOnDashboard()).toEqual([]);
    });
  });

  describe("the record of processing", () => {
    const recordNow = async () => {
      const result = await outcome<never>(() => recordLoader(staffArgs(RECORD, cookies[ADMIN]!) as never));
      return (result.value as { record: ProcessingRecord }).record;
    };

    it("lists every kind of request with its form's fields, its purpose and the retention period set", async () => {
      await database.db.update(schema.siteSettings).set({ retentionMonths: 7 }).where(eq(schema.siteSettings.id, 1));
      const { entries } = await recordNow();
      for (const definition of REQUEST_KINDS) {
        const entry = entries.find((one) => one.key === definition.type);
        expect(entry, definition.type).toBeDefined();
        expect(entry).toMatchObject({ title: labelOf(definition), purpose: definition.purpose });
        expect(entry!.purpose.length).toBeGreaterThan(10);
        expect(entry!.fields.map((field) => field.label)).toEqual(definition.form.fields.map((field) => field.en));
        expect(entry!.kept[0]).toMatch(/^7 months after it last changed/);
        expect(entry!.seenBy.join("\n")).toContain(ADMIN);
        // The office holds every section, so it may open every kind's.
        expect(entry!.seenBy.join("\n")).toContain(OFFICE);
      }
      expect(entries.map((entry) => entry.key).slice(REQUEST_KINDS.length)).toEqual([
        "alert_subscriber",
        "staff_account",
        "audit_log",
        "backup",
      ]);
      expect(entries.find((entry) => entry.key === "alert_subscriber")!.sentTo.join("\n")).toMatch(/SMS or WhatsApp/);
      await database.db.update(schema.siteSettings).set({ retentionMonths: 12 }).where(eq(schema.siteSettings.id, 1));
    });

    it("lists a kind of request added to REQUEST_KINDS without another change, and offers it to the register", async () => {
      const [first] = REQUEST_KINDS;
      const added = {
        ...first!,
        type: "uniform_order",
        purpose: "To deliver the uniform a parent ordered.",
        form: {
          ...first!.form,
          notice: { en: "Order a Uniform", hi: "" },
          fields: [{ key: "size", en: "Shirt size", hi: "" }],
        },
      } as unknown as RequestDefinition;
      (REQUEST_KINDS as RequestDefinition[]).push(added);
      try {
        const entry = (await recordNow()).entries.find((one) => one.key === "uniform_order");
        expect(entry).toMatchObject({
          form: "Order a Uniform",
          purpose: "To deliver the uniform a parent ordered.",
          fields: [{ label: "Shirt size", optional: false }],
        });
        expect(await record({ dataKinds: ["uniform_order"] })).toMatchObject(succeeded(BREACH_MESSAGES.recorded));
        expect((await only()).dataKinds).toEqual(["uniform_order"]);
      } finally {
        (REQUEST_KINDS as RequestDefinition[]).pop();
      }
      expect((await recordNow()).entries.some((one) => one.key === "uniform_order")).toBe(false);
    });
  });
});
