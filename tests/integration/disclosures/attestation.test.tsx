// docs/specification.md §30: an item "not applicable" with its reason, the one rule of completeness, the admins'
// self-attestation (refused while items are missing, audited), the public line, the attestation going out of date,
// the yearly reminder with a moved clock, and School Settings' "Self-attestation due by".
import { eq } from "drizzle-orm";
import type { ComponentProps } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { AdminReply } from "~/features/admin/reply";
import { ATTESTATION_MESSAGES, itemsMissing } from "~/features/attestation/attestation";
import { AttestationNotice } from "~/features/attestation/attestation-notice";
import { attest, attestationStatus } from "~/features/attestation/attestation.server";
import { AttestedLine } from "~/features/attestation/attested-line";
import type { CheckedSection } from "~/features/disclosures/completeness";
import { DisclosureDetail } from "~/features/disclosures/disclosure-tables";
import { areaChanged } from "~/features/last-updated/last-updated.server";
import { db as appDb } from "~/lib/database/db.server";
import { loader as dashboardLoader } from "~/routes/admin/dashboard";
import { action, loader } from "~/routes/admin/disclosures/mandatory-disclosures";
import { action as settingsAction, loader as settingsLoader } from "~/routes/admin/settings";
import { loader as publicLoader } from "~/routes/site/mandatory-disclosures";

import * as schema from "../../../db/schema";
import { actedBy, auditFor, formBody, outcome, postedAsForm, staffArgs, useStaff } from "../../support/admin";
import { emptyTables, testDatabaseKinds, useTestDatabase } from "../../support/database";
import { inLanguage } from "../../support/i18n";
import { TUITION_FEE_HEAD } from "../../support/payments";
import { routeArgs } from "../../support/route-args";

const PATH = "/admin/mandatory-disclosures";
const ADMIN = "admin@school.example";
const DISCLOSURES = "disclosures@school.example";
const GALLERY = "gallery@school.example";

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'");
/** The dashboard's lines, as words. */
const notice = (props: ComponentProps<typeof AttestationNotice>) =>
  text(
    renderToString(
      <MemoryRouter>
        <AttestationNotice {...props} />
      </MemoryRouter>,
    ),
  );

describe.each(testDatabaseKinds)("completeness and self-attestation on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { ids, cookies } = useStaff(database, {
    [ADMIN]: { role: "admin" },
    [DISCLOSURES]: { sections: ["mandatory_disclosures"] },
    [GALLERY]: { sections: ["gallery"] },
  });

  const post = (email: string, fields: Record<string, string>) =>
    outcome<AdminReply>(() =>
      action(staffArgs(PATH, cookies[email]!, { method: "POST", body: formBody(fields) }) as never),
    );
  const page = async (email = ADMIN) =>
    (await outcome(() => loader(staffArgs(PATH, cookies[email]!) as never))).value as {
      sections: CheckedSection[];
      total: number;
      complete: number;
    };
  const attestAs = (email: string, fields: Record<string, string> = {}) =>
    post(email, { intent: "attest", name: "Meena Sharma", attestedAs: "Principal", confirmed: "on", ...fields });
  const itemRow = (id: string) =>
    database.db.select().from(schema.disclosureItems).where(eq(schema.disclosureItems.id, id));

  let sectionId = "";
  /** Adds an item to the test's section by the page's own form; its id. */
  async function addItem(srNo: number, fields: Record<string, string> = {}) {
    const result = await post(ADMIN, {
      intent: "add_item",
      sectionId,
      srNo: String(srNo),
      information: `Item ${srNo}`,
      ...fields,
    });
    expect(result.status).toBe(200);
    const [row] = await database.db.select().from(schema.disclosureItems).where(eq(schema.disclosureItems.srNo, srNo));
    return row!.id;
  }

  beforeEach(async () => {
    // Each test starts from one empty section of its own: the template's 40 items would all be missing.
    await emptyTables(schema.disclosureSections, schema.disclosureAttestations, schema.committeeMembers);
    const [section] = await database.db
      .insert(schema.disclosureSections)
      .values({ sectionLetter: "A", title: "General Information", orderNumber: 1 })
      .returning();
    sectionId = section!.id;
  });

  describe("Not applicable to our school", () => {
    it("asks why, at most 500 characters, and keeps the reason only while the box is ticked", async () => {
      expect(
        await post(ADMIN, { intent: "add_item", sectionId, srNo: "1", information: "Hostel", notApplicable: "on" }),
      ).toMatchObject({ status: 400, reply: { ok: false, toast: { title: "Why not is required" } } });
      expect(
        await post(ADMIN, {
          intent: "add_item",
          sectionId,
          srNo: "1",
          information: "Hostel",
          notApplicable: "on",
          notApplicableReason: "x".repeat(501),
        }),
      ).toMatchObject({ status: 400, reply: { toast: { title: "Why not must be at most 500 characters" } } });
      expect(await database.db.select().from(schema.disclosureItems)).toHaveLength(0);

      const id = await addItem(1, { notApplicable: "on", notApplicableReason: "  The school has no hostel. " });
      expect((await itemRow(id))[0]!.notApplicableReason).toBe("The school has no hostel.");
      const [created] = await auditFor(id, "disclosure_item.create");
      expect(created!.details).toMatchObject({ notApplicableReason: "The school has no hostel." });

      // A reason without the box ticked is not kept: the item applies.
      const edit = { intent: "update_item", itemId: id, srNo: "1", information: "Hostel" };
      expect((await post(ADMIN, { ...edit, notApplicableReason: "Left over" })).status).toBe(200);
      expect((await itemRow(id))[0]!.notApplicableReason).toBeNull();
      const [updated] = await auditFor(id, "disclosure_item.update");
      expect(updated!.details).toMatchObject({
        from: { notApplicableReason: "The school has no hostel." },
        to: { notApplicableReason: null },
      });
    });

    it('shows "Not applicable: <reason>" on the public page, in English and in Hindi', async () => {
      await addItem(1, { notApplicable: "on", notApplicableReason: "The school has no hostel." });
      for (const [path, locale, words] of [
        ["/mandatory-disclosures", "en", "Not applicable: The school has no hostel."],
        ["/hi/mandatory-disclosures", "hi", "लागू नहीं: The school has no hostel."],
      ] as const) {
        const { sections } = await publicLoader(routeArgs(path) as never);
        const item = sections[0]!.items[0]!;
        const html = renderToString(inLanguage(<DisclosureDetail item={item} />, locale));
        expect(text(html)).toBe(words);
        if (locale === "hi") expect(html).toContain('<span lang="en">The school has no hostel.</span>');
      }
    });
  });

  describe("completeness", () => {
    it("counts an item complete by its detail, its document, its reason or its filled table, and by nothing else", async () => {
      await addItem(1, { detail: "Test Vidyalaya" });
      await addItem(2, { documentUrl: "https://docs.example/fire.pdf" });
      await addItem(3, { notApplicable: "on", notApplicableReason: "No hostel." });
      await addItem(4, { detail: "   " });
      const smc = await addItem(5);
      await database.db.update(schema.disclosureItems).set({ shows: "smc" }).where(eq(schema.disclosureItems.id, smc));

      const before = await page();
      expect({ total: before.total, complete: before.complete }).toEqual({ total: 5, complete: 3 });
      const missing = before.sections[0]!.items.filter((item) => !item.complete);
      expect(missing.map((item) => [item.srNo, item.needs])).toEqual([
        [4, "Add a detail or a document, or mark it not applicable."],
        [5, "Add the School Management Committee's members, a detail or a document, or mark it not applicable."],
      ]);
      // The dashboard counts by the same rule.
      const dashboard = async () =>
        (
          (await outcome(() => dashboardLoader(staffArgs("/admin/dashboard", cookies[DISCLOSURES]!) as never)))
            .value as { figures: { disclosures: { missing: number; total: number } } }
        ).figures.disclosures;
      expect(await dashboard()).toMatchObject({ missing: 2, total: 5 });

      // The table's rows complete its item.
      await database.db
        .insert(schema.committeeMembers)
        .values({ committee: "smc", name: "Asha Rani", role: "Chairperson", position: 1 });
      expect((await page()).complete).toBe(4);
      expect(await dashboard()).toMatchObject({ missing: 1, total: 5 });
    });
  });

  describe("Self-Attest the Disclosure", () => {
    it("is the admins': staff with Mandatory Disclosures are sent to the dashboard, and nothing is kept", async () => {
      await addItem(1, { detail: "Test Vidyalaya" });
      expect(await attestAs(DISCLOSURES)).toMatchObject({ status: 302, location: "/admin/dashboard" });
      expect(await attestAs(GALLERY)).toMatchObject({ status: 302, location: "/admin/dashboard" });
      expect(await database.db.select().from(schema.disclosureAttestations)).toHaveLength(0);
    });

    it("checks the form, each rule with its message", async () => {
      await addItem(1, { detail: "Test Vidyalaya" });
      const refusals: [Record<string, string>, string][] = [
        [{ name: " " }, "Name is required"],
        [{ name: "x".repeat(101) }, "Name must be at most 100 characters"],
        [{ attestedAs: "Owner" }, ATTESTATION_MESSAGES.chooseCapacity],
        [{ attestedAs: "Other" }, ATTESTATION_MESSAGES.otherRequired],
        [{ attestedAs: "Other", attestedAsOther: "x".repeat(101) }, ATTESTATION_MESSAGES.otherTooLong],
        [{ confirmed: "" }, ATTESTATION_MESSAGES.confirm],
      ];
      for (const [fields, message] of refusals) {
        expect(await attestAs(ADMIN, fields)).toMatchObject({ status: 400, reply: { toast: { title: message } } });
      }
      expect(await database.db.select().from(schema.disclosureAttestations)).toHaveLength(0);
    });

    it("is refused (409) while items are missing, saying how many, and when there is nothing to attest", async () => {
      expect(await attestAs(ADMIN)).toMatchObject({
        status: 409,
        reply: {
          toast: { title: ATTESTATION_MESSAGES.attestFailed, description: ATTESTATION_MESSAGES.nothingToAttest },
        },
      });
      await addItem(1, { detail: "Test Vidyalaya" });
      await addItem(2);
      await addItem(3);
      expect(await attestAs(ADMIN)).toMatchObject({
        status: 409,
        reply: { toast: { description: itemsMissing(2, 3) } },
      });
      expect(itemsMissing(2, 3)).toBe(
        "2 of 3 items are not complete yet: complete them or mark them not applicable, then attest.",
      );
      expect(await database.db.select().from(schema.disclosureAttestations)).toHaveLength(0);
    });

    it("keeps the attestation, audited, and the public page shows the newest in English and Hindi", async () => {
      await addItem(1, { detail: "Test Vidyalaya" });
      expect(
        await attestAs(ADMIN, { name: "Ravi Kumar", attestedAs: "Other", attestedAsOther: "Director" }),
      ).toMatchObject({
        status: 200,
        reply: { ok: true, toast: { title: "Disclosure self-attested" } },
      });
      expect(await attestAs(ADMIN)).toMatchObject({ status: 200 });
      const rows = await database.db.select().from(schema.disclosureAttestations);
      expect(rows.map((row) => [row.name, row.attestedAs, row.userId]).sort()).toEqual([
        ["Meena Sharma", "Principal", ids[ADMIN]],
        ["Ravi Kumar", "Director", ids[ADMIN]],
      ]);
      const newest = rows.find((row) => row.name === "Meena Sharma")!;
      const [entry] = await auditFor(newest.id, "disclosure.attest");
      expect(entry).toMatchObject({
        ...actedBy(ids[ADMIN], ADMIN),
        targetType: "disclosure_attestation",
        details: { name: "Meena Sharma", attestedAs: "Principal", items: 1 },
      });

      const today = new Intl.DateTimeFormat("en-GB", {
        timeZone: "Asia/Kolkata",
        day: "numeric",
        month: "long",
        year: "numeric",
      }).format(newest.attestedAt);
      const english = await publicLoader(routeArgs("/mandatory-disclosures") as never);
      expect(english.attested).toMatchObject({ name: "Meena Sharma", attestedAs: "Principal" });
      expect(text(renderToString(inLanguage(<AttestedLine attested={english.attested!} />)))).toBe(
        `Reviewed and self-attested on ${today} by Meena Sharma, Principal.`,
      );
      const hindi = await publicLoader(routeArgs("/hi/mandatory-disclosures") as never);
      expect(text(renderToString(inLanguage(<AttestedLine attested={hindi.attested!} />, "hi")))).toMatch(
        /^\d+ \S+ \d{4} को Meena Sharma, प्रधानाचार्य द्वारा समीक्षा कर स्व-प्रमाणित किया गया।$/,
      );
    });
  });

  describe("out of date", () => {
    const statusOf = async (email: string) =>
      (
        (await outcome(() => dashboardLoader(staffArgs("/admin/dashboard", cookies[email]!) as never))).value as {
          attestation: { outOfDate: boolean; last: { attestedOn: string } | null } | null;
        }
      ).attestation;

    it("after an item is edited, and after a fee head changes; the public line stays", async () => {
      const id = await addItem(1, { detail: "Test Vidyalaya" });
      expect((await attestAs(ADMIN)).status).toBe(200);
      expect(await statusOf(ADMIN)).toMatchObject({ outOfDate: false });
      expect(await statusOf(GALLERY)).toBeNull();

      expect(
        (
          await post(DISCLOSURES, {
            intent: "update_item",
            itemId: id,
            srNo: "1",
            information: "Item 1",
            detail: "New",
          })
        ).status,
      ).toBe(200);
      for (const email of [ADMIN, DISCLOSURES]) expect(await statusOf(email)).toMatchObject({ outOfDate: true });
      const { last } = (await statusOf(ADMIN))!;
      expect(notice({ outOfDateSince: last!.attestedOn, reminder: null })).toMatch(
        /^The disclosure changed after it was self-attested on \d+ \w+ \d{4}: review it and attest again\.Review/,
      );
      // Still the last review: the public page shows it.
      expect((await publicLoader(routeArgs("/mandatory-disclosures") as never)).attested).not.toBeNull();

      expect((await attestAs(ADMIN)).status).toBe(200);
      expect(await statusOf(ADMIN)).toMatchObject({ outOfDate: false });
      // The fee pages are another's: a fee head written as they write one, its area noted in its transaction.
      await appDb().transaction(async (tx) => {
        await tx.insert(schema.feeSessions).values({ session: "2026-27" }).onConflictDoNothing();
        await tx.insert(schema.feeHeads).values(TUITION_FEE_HEAD);
        await areaChanged(tx, "fees");
      });
      expect(await statusOf(DISCLOSURES)).toMatchObject({ outOfDate: true });
    });
  });

  describe("the yearly reminder, with a moved clock", () => {
    const ADMIN_USER = { isAdmin: true, sections: [] };
    const at = (isoDay: string) => vi.setSystemTime(new Date(`${isoDay}T12:00:00+05:30`));
    const reminder = async (user: { isAdmin: boolean; sections: string[] } = ADMIN_USER) =>
      (await attestationStatus(user))?.reminder ?? null;
    const attestNow = async () =>
      expect(
        await attest({ name: "Meena Sharma", attestedAs: "Principal" }, { actorUserId: ids[ADMIN], actorEmail: ADMIN }),
      ).toEqual({ ok: true });

    beforeEach(() => {
      vi.useFakeTimers({ toFake: ["Date"] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("starts 30 days before the deadline, goes once attested, comes back next year, and says when it is overdue", async () => {
      await addItem(1, { detail: "Test Vidyalaya" });
      at("2026-02-10");
      await attestNow();

      at("2027-01-15");
      expect(await reminder()).toBeNull();
      at("2027-01-16");
      expect(await reminder()).toEqual({ kind: "due", deadline: "2027-02-15" });
      expect(notice({ outOfDateSince: null, reminder: await reminder() })).toContain(
        "Self-attest the mandatory disclosure by 15 February 2027 (CBSE Circular 1/2026).",
      );
      // Staff with Mandatory Disclosures are not reminded: admins attest.
      expect(await reminder({ isAdmin: false, sections: ["mandatory_disclosures"] })).toBeNull();

      at("2027-01-20");
      await attestNow();
      expect(await reminder()).toBeNull();
      at("2027-03-01");
      expect(await reminder()).toBeNull();

      at("2028-01-16");
      expect(await reminder()).toEqual({ kind: "due", deadline: "2028-02-15" });
      at("2028-02-15");
      expect(await reminder()).toEqual({ kind: "due", deadline: "2028-02-15" });
      at("2028-02-16");
      expect(await reminder()).toEqual({ kind: "overdue", deadline: "2028-02-15" });
      expect(notice({ outOfDateSince: null, reminder: await reminder() })).toContain(
        "The mandatory disclosure's self-attestation was due by 15 February 2028 and is overdue: self-attest it now (CBSE Circular 1/2026).",
      );
      at("2028-06-01");
      expect(await reminder()).toEqual({ kind: "overdue", deadline: "2028-02-15" });
      await attestNow();
      expect(await reminder()).toBeNull();
    });
  });

  describe("School Settings' Self-attestation due by", () => {
    const save = async (attestationDeadline: string) => {
      const { settings } = (await outcome(() => settingsLoader(staffArgs("/admin/settings", cookies[ADMIN]!) as never)))
        .value as { settings: Record<string, unknown> };
      const { applicationFormKey: _key, ...stored } = settings;
      const fields = postedAsForm(stored);
      return outcome<AdminReply>(() =>
        settingsAction(
          staffArgs("/admin/settings", cookies[ADMIN]!, {
            method: "POST",
            body: formBody({ intent: "save", ...fields, attestationDeadline }),
          }) as never,
        ),
      );
    };
    const deadline = async () =>
      (await database.db.select().from(schema.siteSettings).where(eq(schema.siteSettings.id, 1)))[0]!
        .attestationDeadline;

    it("takes a day and month, refuses a day not every year has, is audited, and moves the reminder", async () => {
      expect(await deadline()).toBe("02-15");
      for (const wrong of ["31 February", "29 Feb", "sometime", "13/13"]) {
        expect(await save(wrong)).toMatchObject({
          status: 400,
          reply: { toast: { title: "Self-attestation due by must be a day and month, like 15 February" } },
        });
      }
      expect(await save("15 March")).toMatchObject({ status: 200 });
      expect(await deadline()).toBe("03-15");
      const entries = await database.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.action, "settings.update"));
      expect(entries.at(-1)!.details).toMatchObject({
        before: { attestationDeadline: "02-15" },
        after: { attestationDeadline: "03-15" },
      });

      vi.useFakeTimers({ toFake: ["Date"] });
      try {
        vi.setSystemTime(new Date("2027-02-13T12:00:00+05:30"));
        expect((await attestationStatus({ isAdmin: true, sections: [] }))?.reminder).toEqual({
          kind: "due",
          deadline: "2027-03-15",
        });
      } finally {
        vi.useRealTimers();
      }
      expect(await save("")).toMatchObject({ status: 200 });
      expect(await deadline()).toBe("02-15");
    });
  });
});
