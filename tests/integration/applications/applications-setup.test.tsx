// docs/specification.md §22 on the database: the session's setup (each message, the RTE Act's refusal of a crafted
// interaction, the audit of what changed), the list's table of classes whose every figure opens exactly its rows
// (decision 0023), the stage that the list and the record page never change, the public Admissions page's
// Apply Online, seat labels and window in English and Hindi, and the page cache renewed by each change.
import { eq } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { CACHED_PAGES } from "~/cached-pages";
import { UNKNOWN_INTENT, type AdminReply } from "~/features/admin/reply";
import { CLASSES } from "~/features/admissions/options";
import { applicationsChanged } from "~/features/applications/changed.server";
import { defaultAgeMonths, defaultCutOff, STAGES, type ClassName, type Stage } from "~/features/applications/rules";
import { ClassTable } from "~/features/applications/seats/class-table";
import { classTableOf, type ClassLine } from "~/features/applications/seats/seats.server";
import type { OnlineApplications } from "~/features/applications/setup/admissions-page.server";
import { ApplyOnlineLink, OnlineApplicationsFacts } from "~/features/applications/setup/online-applications";
import { admissionSetupOf, openClassOf, type SetupForm } from "~/features/applications/setup/setup.server";
import { areasShownBy } from "~/features/page-cache/cached-page";
import { pageStore } from "~/features/page-cache/page-cache.server";
import { getSchoolSettings } from "~/features/settings/settings.server";
import { db } from "~/lib/database/db.server";
import { schoolToday } from "~/lib/database/time.server";
import { LOCALES, pathIn, type Locale } from "~/lib/language/locale";
import * as applicationPage from "~/routes/admin/applications/application";
import * as applicationsPage from "~/routes/admin/applications/applications";
import * as applicationsExport from "~/routes/admin/applications/applications-export";
import * as setupPage from "~/routes/admin/applications/applications-setup";
import { loader as admissionsLoader } from "~/routes/site/admissions";

import * as schema from "../../../db/schema";
import { addDays, HINDI_MONTH_NAMES, MONTH_NAMES } from "../../../db/time";
import { actedBy, auditFor, formBody, outcome, staffArgs, useStaff } from "../../support/admin";
import { applicationRow } from "../../support/application-rows";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";
import { inLanguage } from "../../support/i18n";
import { routeArgs } from "../../support/route-args";

const ADMIN = "admin@school.example";
const OFFICE = "office@school.example";
const SETUP = "/admin/applications/setup";
const LIST = "/admin/applications";
const RTE =
  "No interaction up to Class VIII: the RTE Act, section 13, forbids screening a child or the parents for admission.";

type Fields = Record<string, string>;
/** A class's fields as the form names them, without the class. */
type ClassFields = Partial<
  Record<"open" | "seats" | "minYears" | "minMonths" | "maxYears" | "maxMonths" | "ageOn" | "interaction", string>
>;

const indexOf = (className: ClassName) => CLASSES.indexOf(className);
const field = (className: ClassName, name: string) => `classes[${indexOf(className)}].${name}`;

/** The setup form as the page sends it (`form`, as its loader gave it), with `changes` and each class's `classes`. */
function formOf(form: SetupForm, changes: Fields = {}, classes: Partial<Record<ClassName, ClassFields>> = {}): Fields {
  const fields: Fields = {
    intent: "save",
    session: form.session,
    opensOn: form.opensOn,
    closesOn: form.closesOn,
    registrationFee: form.registrationFee,
  };
  form.classes.forEach((entry, i) => {
    const own = classes[entry.className] ?? {};
    const values: Record<string, string | undefined> = {
      className: entry.className,
      open: entry.open ? "on" : undefined,
      seats: entry.seats,
      minYears: entry.minYears,
      minMonths: entry.minMonths,
      maxYears: entry.maxYears,
      maxMonths: entry.maxMonths,
      ageOn: entry.ageOn,
      interaction: entry.interaction ? "on" : undefined,
      ...own,
    };
    for (const [name, value] of Object.entries(values)) {
      // An unticked box sends nothing.
      if (value !== undefined && !((name === "open" || name === "interaction") && value === "")) {
        fields[`classes[${i}].${name}`] = value;
      }
    }
  });
  return { ...fields, ...changes };
}

describe.each(testDatabaseKinds)("applications' setup, table of classes and Admissions page on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { ids, cookies } = useStaff(database, {
    [ADMIN]: { role: "admin" },
    [OFFICE]: { sections: ["applications"] },
  });
  let session = "";
  beforeAll(async () => {
    session = (await getSchoolSettings()).admissionsSession;
  });

  const form = async (who: string = OFFICE) => {
    const page = await outcome(() => setupPage.loader(staffArgs(SETUP, cookies[who]!) as never));
    expect(page.status).toBe(200);
    return page.value as { setup: SetupForm; isAdmin: boolean };
  };
  const save = (fields: Fields, who: string = OFFICE) =>
    outcome<AdminReply>(() =>
      setupPage.action(staffArgs(SETUP, cookies[who]!, { method: "POST", body: formBody(fields) }) as never),
    );
  const storedSetup = async () => ({
    sessions: await db().select().from(schema.admissionSessions),
    classes: await db().select().from(schema.admissionClasses),
  });
  const today = () => schoolToday();

  describe("the setup page", () => {
    beforeEach(async () => {
      await db().delete(schema.admissionSessions);
    });

    it("opens on a new install with no setup: every class closed, the usual ages on 31 March", async () => {
      const { setup, isAdmin } = await form();
      expect(isAdmin).toBe(false);
      expect((await form(ADMIN)).isAdmin).toBe(true);
      expect(setup).toMatchObject({ session, saved: false, opensOn: "", closesOn: "", registrationFee: "" });
      expect(setup.classes.map((entry) => entry.className)).toEqual(CLASSES);
      const classI = setup.classes[indexOf("Class I")]!;
      expect(classI).toEqual({
        className: "Class I",
        open: false,
        seats: "",
        minYears: "6",
        minMonths: "0",
        maxYears: "6",
        maxMonths: "11",
        ageOn: defaultCutOff(session),
        interaction: false,
      });
      expect(defaultAgeMonths("Class I")).toEqual({ min: 72, max: 83 });
      expect(await admissionSetupOf(session)).toBeNull();
    });

    it("saves the window, the fee and each class, audited with everything it set", async () => {
      const { setup } = await form();
      const result = await save(
        formOf(
          setup,
          { opensOn: "2026-12-01", closesOn: "2027-03-31", registrationFee: "500" },
          {
            "Class I": { open: "on", seats: "40" },
            "Class IX": { open: "on", seats: "30", minYears: "", minMonths: "", interaction: "on" },
          },
        ),
      );
      expect(result).toMatchObject({ status: 200, reply: { ok: true, toast: { title: "Admissions setup saved" } } });
      const saved = await admissionSetupOf(session);
      expect(saved).toEqual({
        session,
        opensOn: "2026-12-01",
        closesOn: "2027-03-31",
        registrationFee: 500,
        classes: [
          {
            className: "Class I",
            seats: 40,
            ageRule: { minMonths: 72, maxMonths: 83, cutOff: defaultCutOff(session) },
            interaction: false,
          },
          {
            className: "Class IX",
            seats: 30,
            ageRule: { minMonths: null, maxMonths: 179, cutOff: defaultCutOff(session) },
            interaction: true,
          },
        ],
      });
      // The classes not opened are kept closed, with what the form said of them.
      expect(await openClassOf(session, "Class II")).toBeNull();
      expect((await storedSetup()).classes).toHaveLength(CLASSES.length);
      const [audit] = await auditFor(session, "admission_setup.create");
      expect(audit).toMatchObject({ ...actedBy(ids[OFFICE], OFFICE), targetType: "admission_session" });
      const details = audit!.details as {
        before: Record<string, unknown>;
        after: Record<string, Record<string, unknown>>;
      };
      // Nothing before: each field and class from nothing.
      expect(details.before).toMatchObject({ opensOn: null, closesOn: null, registrationFee: null });
      expect(Object.keys(details.before.classes as object).sort()).toEqual([...CLASSES].sort());
      expect(details.after).toMatchObject({
        opensOn: "2026-12-01",
        closesOn: "2027-03-31",
        registrationFee: 500,
        classes: { "Class I": { open: true, seats: 40, minAgeMonths: 72, maxAgeMonths: 83, interaction: false } },
      });
    });

    it("audits a later save with the old and new value of only what changed, and shows it saved", async () => {
      await save(
        formOf(
          (await form()).setup,
          { opensOn: "2026-12-01", closesOn: "2027-03-31" },
          { "Class I": { open: "on", seats: "40" } },
        ),
      );
      const { setup } = await form();
      expect(setup).toMatchObject({ saved: true, opensOn: "2026-12-01", closesOn: "2027-03-31", registrationFee: "" });
      expect(setup.classes[indexOf("Class I")]).toMatchObject({ open: true, seats: "40" });
      const result = await save(
        formOf(setup, { closesOn: "2027-04-15", registrationFee: "250" }, { "Class I": { open: "", seats: "35" } }),
      );
      expect(result.status).toBe(200);
      const [audit] = await auditFor(session, "admission_setup.update");
      expect(audit!.details).toEqual({
        before: { closesOn: "2027-03-31", registrationFee: null, classes: { "Class I": { open: true, seats: 40 } } },
        after: { closesOn: "2027-04-15", registrationFee: 250, classes: { "Class I": { open: false, seats: 35 } } },
      });
      // Closed, it keeps its seats and opens again as it was.
      expect(await openClassOf(session, "Class I")).toBeNull();
      expect((await form()).setup.classes[indexOf("Class I")]).toMatchObject({ open: false, seats: "35" });
    });

    it.each([
      ["opensOn", { opensOn: "" }, {}, "The opening date is required"],
      ["opensOn", { opensOn: "2027-02-30" }, {}, "Please enter a valid date"],
      ["closesOn", { closesOn: "" }, {}, "The closing date is required"],
      [
        "closesOn",
        { opensOn: "2027-01-10", closesOn: "2027-01-09" },
        {},
        "The closing date must be on or after the opening date",
      ],
      ["registrationFee", { registrationFee: "-5" }, {}, "Registration fee must be a whole number from 0 to 100000"],
      [
        "registrationFee",
        { registrationFee: "100001" },
        {},
        "Registration fee must be a whole number from 0 to 100000",
      ],
      ["registrationFee", { registrationFee: "12.5" }, {}, "Registration fee must be a whole number from 0 to 100000"],
      [field("Class I", "seats"), {}, { "Class I": { open: "on", seats: "" } }, "Class I: Seats are required"],
      [
        field("Class I", "seats"),
        {},
        { "Class I": { seats: "501" } },
        "Class I: Seats must be a whole number from 0 to 500",
      ],
      [
        field("LKG", "seats"),
        {},
        { LKG: { open: "on", seats: "ten" } },
        "LKG: Seats must be a whole number from 0 to 500",
      ],
      [
        field("Class I", "minYears"),
        {},
        { "Class I": { minYears: "21" } },
        "Class I: Minimum age must be a whole number of years from 0 to 20",
      ],
      [
        field("Class I", "maxMonths"),
        {},
        { "Class I": { maxMonths: "12" } },
        "Class I: Maximum age's months must be a whole number from 0 to 11",
      ],
      [
        field("Class I", "maxYears"),
        {},
        { "Class I": { minYears: "6", minMonths: "6", maxYears: "6", maxMonths: "5" } },
        "Class I: Maximum age must be at least the minimum age",
      ],
      [
        field("Nursery", "ageOn"),
        {},
        { Nursery: { open: "on", seats: "20", ageOn: "" } },
        "Nursery: Age on is required",
      ],
      [field("Nursery", "ageOn"), {}, { Nursery: { ageOn: "2027-13-01" } }, "Nursery: Age on must be a valid date"],
      // A crafted form: the box is disabled in the page up to Class VIII (RTE Act s.13).
      [field("Class VIII", "interaction"), {}, { "Class VIII": { open: "on", seats: "30", interaction: "on" } }, RTE],
      [field("Nursery", "interaction"), {}, { Nursery: { interaction: "on" } }, RTE],
    ] as const)("refuses %s with its message, and stores nothing", async (name, changes, classes, message) => {
      const { setup } = await form();
      const audits = (await auditFor(session, "admission_setup.create")).length;
      const valid = { opensOn: "2026-12-01", closesOn: "2027-03-31" };
      const result = await save(
        formOf(setup, { ...valid, ...changes }, classes as Partial<Record<ClassName, ClassFields>>),
      );
      expect(result.status).toBe(400);
      expect(result.reply).toMatchObject({ ok: false, toast: { type: "error", title: message } });
      expect(result.reply?.result?.error?.[name]).toEqual([message]);
      expect(await storedSetup()).toEqual({ sessions: [], classes: [] });
      expect(await auditFor(session, "admission_setup.create")).toHaveLength(audits);
    });

    it("answers a form sent before the page's scripts ran with the page again and its toast", async () => {
      const { setup } = await form();
      const result = await save({ ...formOf(setup, { opensOn: "2026-12-01", closesOn: "2027-03-31" }), noscript: "1" });
      expect(result).toMatchObject({ status: 302, location: SETUP });
      const refused = await save({ ...formOf(setup, { opensOn: "" }), noscript: "1" });
      expect(refused.status).toBe(400);
    });

    it("refuses a class that is not one of §3's, and a save for a session School Settings no longer names", async () => {
      const { setup } = await form();
      const valid = { opensOn: "2026-12-01", closesOn: "2027-03-31" };
      const crafted = await save({ ...formOf(setup, valid), [field("Class I", "className")]: "Class XIII" });
      expect(crafted.status).toBe(400);
      expect(crafted.reply?.result?.error?.[field("Class I", "className")]).toEqual([
        "Please choose a class from the list",
      ]);
      const stale = await save(formOf(setup, { ...valid, session: "2019-20" }));
      expect(stale.status).toBe(409);
      expect(stale.reply?.toast.description).toMatch(/^The admissions session was changed in School Settings/);
      expect(await storedSetup()).toEqual({ sessions: [], classes: [] });
    });

    it("takes an interaction from Class IX up, and the database refuses one below all the same", async () => {
      const { setup } = await form();
      const result = await save(
        formOf(
          setup,
          { opensOn: "2026-12-01", closesOn: "2027-03-31" },
          { "Class XI": { open: "on", seats: "40", interaction: "on" } },
        ),
      );
      expect(result.status).toBe(200);
      expect((await openClassOf(session, "Class XI"))?.interaction).toBe(true);
      await expect(
        db()
          .update(schema.admissionClasses)
          .set({ interaction: true })
          .where(eq(schema.admissionClasses.className, "Class VIII")),
      ).rejects.toThrow();
    });
  });

  describe("the list's table of classes", () => {
    let sequence = 0;
    const apply = (className: ClassName, status: Stage, count = 1, inSession = session) =>
      db()
        .insert(schema.applications)
        .values(
          Array.from({ length: count }, () => {
            sequence += 1;
            return applicationRow({
              number: `${inSession}/T/${String(sequence).padStart(4, "0")}`,
              tokenHash: `table-${kind}-${sequence}`,
              session: inSession,
              classSought: className,
              childName: `Child ${sequence}`,
              status,
            });
          }),
        );

    beforeAll(async () => {
      await db().delete(schema.admissionSessions);
      await db().delete(schema.applications);
      const { setup } = await form();
      await save(
        formOf(
          setup,
          { opensOn: addDays(schoolToday(), -10), closesOn: addDays(schoolToday(), 10), registrationFee: "500" },
          {
            "Class I": { open: "on", seats: "10" },
            "Class V": { open: "", seats: "5" },
            "Class IX": { open: "on", seats: "40", interaction: "on" },
          },
        ),
      );
      await apply("Class I", "submitted", 2);
      await apply("Class I", "documents_checked");
      await apply("Class I", "offered", 3);
      await apply("Class I", "fee_received", 2);
      await apply("Class I", "admitted", 2);
      await apply("Class I", "waitlisted");
      await apply("Class I", "withdrawn");
      await apply("Class I", "not_offered");
      await apply("Class V", "submitted");
      await apply("Class IX", "interaction");
      // Another session's are not this session's.
      await apply("Class I", "submitted", 3, "2020-21");
    });

    const listPage = async (search = "") => {
      const page = await outcome(() =>
        applicationsPage.loader(staffArgs(`${LIST}${search}`, cookies[OFFICE]) as never),
      );
      expect(page.status).toBe(200);
      return page.value as Awaited<ReturnType<typeof applicationsPage.loader>>;
    };

    it("counts each class of the session by stage, with its seats and the seats left, and all of them", async () => {
      const lines = await classTableOf(session);
      expect((await listPage()).classes).toEqual({ session, lines });
      const line = (name: string | null) => lines.find((entry) => entry.className === name)!;
      expect(lines.map((entry) => entry.className)).toEqual(["Class I", "Class V", "Class IX", null]);
      expect(line("Class I")).toEqual({
        className: "Class I",
        open: true,
        seats: 10,
        // Every one but the withdrawn.
        applications: 12,
        byStage: {
          submitted: 2,
          documents_checked: 1,
          interaction: 0,
          offered: 3,
          fee_received: 2,
          admitted: 2,
          waitlisted: 1,
          withdrawn: 1,
          not_offered: 1,
        },
        // Ten seats, seven offered or taken.
        seatsLeft: 3,
      });
      expect(line("Class V")).toMatchObject({ open: false, seats: 5, applications: 1, seatsLeft: 5 });
      expect(line(null)).toMatchObject({ seats: 55, applications: 14, seatsLeft: 48 });
    });

    it("opens exactly the rows of every figure, in the list and in its CSV", async () => {
      const html = renderTable((await listPage()).classes!);
      const links = [...html.matchAll(/href="([^"]+)" aria-label="(\d+) ([^"]+)">\d+<\/a>/g)];
      // Every figure but seats, seats left and the noughts is a link.
      const figures = (await classTableOf(session)).flatMap((entry) => [
        entry.applications,
        ...STAGES.map((stage) => entry.byStage[stage]),
      ]);
      expect(links).toHaveLength(figures.filter((figure) => figure > 0).length * 2);
      for (const [, href, figure, what] of links) {
        const search = href!.replaceAll("&amp;", "&").slice(LIST.length);
        const { page, classes: above } = await listPage(search);
        expect(page.total, `${what}: ${search}`).toBe(Number(figure));
        // The list a figure opens shows its rows first, without the table of classes above them.
        expect(above).toBeNull();
        const csv = await outcome(() =>
          applicationsExport.loader(staffArgs(`${LIST}/export.csv${search}`, cookies[OFFICE]) as never),
        );
        const text = await (csv.value as Response).text();
        expect(text.trim().split("\n").length - 1, `the CSV of ${what}`).toBe(Number(figure));
      }
      for (const search of ["?q=Asha", "?page=2", "?class=Class+I"])
        expect((await listPage(search)).classes).toBeNull();
      expect((await listPage("?page=1")).classes).not.toBeNull();
    });

    it("filters by class and session, ignoring a class or a session the list cannot have", async () => {
      expect((await listPage("?class=Class+I")).page.total).toBe(16);
      expect((await listPage(`?class=Class+I&session=${session}`)).page.total).toBe(13);
      expect((await listPage("?session=2020-21")).page.total).toBe(3);
      const unread = await listPage("?class=Class+XIII&session=2020-22");
      expect(unread.filters.selects).toEqual({});
      expect(unread.page.total).toBe(18);
      expect((await listPage("?class=Class+I")).choices).toEqual({ session: [session, "2020-21"] });
    });

    it("never changes a stage from the list or the shared record page: the label, and a 400", async () => {
      const [row] = await db()
        .select()
        .from(schema.applications)
        .where(eq(schema.applications.status, "submitted"))
        .limit(1);
      const id = row!.id;
      for (const intent of [
        { intent: "set_status", id, status: "documents_checked" } as Fields,
        { intent: "undo_status", id, status: "documents_checked", from: "submitted" },
      ]) {
        const fromList = await outcome<AdminReply>(() =>
          applicationsPage.action(
            staffArgs(LIST, cookies[OFFICE], { method: "POST", body: formBody(intent) }) as never,
          ),
        );
        expect(fromList).toMatchObject({ status: 400, reply: { ok: false, toast: { title: UNKNOWN_INTENT } } });
        const fromRecord = await outcome<AdminReply>(() =>
          applicationPage.action(
            staffArgs(`${LIST}/${id}`, cookies[OFFICE], {
              method: "POST",
              body: formBody(intent),
              params: { id },
            }) as never,
          ),
        );
        expect(fromRecord.status).toBe(400);
      }
      const [after] = await db().select().from(schema.applications).where(eq(schema.applications.id, id));
      expect(after!.status).toBe("submitted");
      expect(await auditFor(id, "application.update_status")).toEqual([]);
    });
  });

  describe("the Admissions page", () => {
    const setUp = async (
      window: { opensOn: string; closesOn: string },
      classes: Partial<Record<ClassName, ClassFields>>,
      fee = "500",
    ) => {
      await db().delete(schema.admissionSessions);
      await db().delete(schema.applications);
      const { setup } = await form();
      const result = await save(formOf(setup, { ...window, registrationFee: fee }, classes));
      expect(result.status).toBe(200);
    };
    const applications = async (locale: Locale = "en") =>
      (await admissionsLoader(routeArgs(pathIn(locale, "/admissions")) as never)).applications;
    const rendered = async (locale: Locale) => {
      const data = await applications(locale);
      return renderToString(
        inLanguage(
          <MemoryRouter initialEntries={[pathIn(locale, "/admissions")]}>
            <ApplyOnlineLink applications={data} />
            <OnlineApplicationsFacts applications={data} />
          </MemoryRouter>,
          locale,
        ),
      );
    };

    it("has no Apply Online before a setup is saved, nor while it opens no class", async () => {
      await db().delete(schema.admissionSessions);
      expect(await applications()).toEqual({ state: "none" });
      expect(await rendered("en")).toBe("");
      await setUp({ opensOn: today(), closesOn: addDays(today(), 30) }, { "Class I": { open: "", seats: "10" } });
      expect(await applications()).toEqual({ state: "none" });
    });

    it("while open: Apply Online, each open class's seats in words and the fee, in English and Hindi", async () => {
      await setUp(
        { opensOn: today(), closesOn: addDays(today(), 30) },
        {
          Nursery: { open: "on", seats: "40" },
          "Class I": { open: "on", seats: "10" },
          "Class XI": { open: "on", seats: "2" },
          "Class V": { open: "", seats: "30" },
        },
        "1500",
      );
      const apply = async (className: ClassName, status: Stage, count: number) => {
        for (let i = 0; i < count; i += 1) {
          await db()
            .insert(schema.applications)
            .values(
              applicationRow({
                number: `${session}/P/${className}/${status}/${i}`,
                tokenHash: `page-${kind}-${className}-${status}-${i}`,
                session,
                classSought: className,
                status,
              }),
            );
        }
      };
      // Class I: 10 seats, 8 offered or taken: 2 left, few. Class XI: both taken: waitlist only.
      await apply("Class I", "offered", 5);
      await apply("Class I", "admitted", 3);
      await apply("Class I", "submitted", 9);
      await apply("Class XI", "fee_received", 2);
      expect(await applications()).toEqual({
        state: "open",
        session,
        closesOn: addDays(today(), 30),
        registrationFee: 1500,
        classes: [
          { className: "Nursery", seats: "available" },
          { className: "Class I", seats: "few" },
          { className: "Class XI", seats: "waitlist" },
        ],
      } satisfies OnlineApplications);
      const english = await rendered("en");
      expect(english).toContain('href="/admissions/apply"');
      expect(english).toContain("Apply Online");
      expect(english).toMatch(/Nursery<\/span><span[^>]*>Seats available</);
      expect(english).toMatch(/Class I<\/span><span[^>]*>Few seats left</);
      expect(english).toMatch(/Class XI<\/span><span[^>]*>Waitlist only</);
      expect(english).not.toContain("Class V<");
      expect(english).toContain("Registration fee: ₹1,500");
      const hindi = await rendered("hi");
      expect(hindi).toContain('href="/hi/admissions/apply"');
      expect(hindi).toContain("ऑनलाइन आवेदन करें");
      expect(hindi).toMatch(/नर्सरी<\/span><span[^>]*>सीटें उपलब्ध हैं</);
      expect(hindi).toMatch(/कक्षा 1<\/span><span[^>]*>कुछ ही सीटें बची हैं</);
      expect(hindi).toMatch(/कक्षा 11<\/span><span[^>]*>केवल प्रतीक्षा सूची</);
      expect(hindi).toContain("पंजीकरण शुल्क: ₹1,500");
    });

    it("before the opening day and after the closing day says when, with no Apply Online", async () => {
      await setUp(
        { opensOn: addDays(today(), 1), closesOn: addDays(today(), 30) },
        { "Class I": { open: "on", seats: "10" } },
      );
      const opens = addDays(today(), 1);
      expect(await applications()).toEqual({ state: "before", session, opensOn: opens });
      const [year, month, day] = opens.split("-").map(Number) as [number, number, number];
      const english = await rendered("en");
      expect(english).not.toContain("Apply Online");
      expect(english).toContain(`Online applications for ${session} open on ${day} ${MONTH_NAMES[month - 1]} ${year}.`);
      expect(await rendered("hi")).toContain(
        `${session} सत्र के लिए ऑनलाइन आवेदन ${day} ${HINDI_MONTH_NAMES[month - 1]} ${year} से शुरू होंगे।`,
      );

      const closed = addDays(today(), -1);
      await setUp({ opensOn: addDays(today(), -30), closesOn: closed }, { "Class I": { open: "on", seats: "10" } });
      const [cy, cm, cd] = closed.split("-").map(Number) as [number, number, number];
      expect(await rendered("en")).toContain(
        `Online applications for ${session} closed on ${cd} ${MONTH_NAMES[cm - 1]} ${cy}.`,
      );
      expect(await rendered("hi")).toContain(
        `${session} सत्र के लिए ऑनलाइन आवेदन ${cd} ${HINDI_MONTH_NAMES[cm - 1]} ${cy} को बंद हो गए।`,
      );
    });
  });

  describe("the page cache", () => {
    const PAGES = Object.keys(CACHED_PAGES);
    // The Admissions page and the first step of applying, which show the setup.
    const ADMISSIONS = LOCALES.flatMap((locale) => [
      pathIn(locale, "/admissions"),
      pathIn(locale, "/admissions/apply"),
    ]);
    function keepEveryPage() {
      const store = pageStore();
      store.clear();
      for (const [path, page] of Object.entries(CACHED_PAGES)) {
        const areas = areasShownBy(page);
        store.put(path, {
          areas,
          versions: store.versionsOf(areas),
          expiresAt: Date.now() + 3_600_000,
          headers: {},
          html: Buffer.from(path),
        });
      }
    }
    const kept = () => PAGES.filter((path) => pageStore().has(path));

    it("renders the Admissions page and the first step afresh, in both languages and alone, when the setup is saved", async () => {
      keepEveryPage();
      const { setup } = await form();
      const result = await save(formOf(setup, { opensOn: "2026-12-01", closesOn: "2027-03-31" }));
      expect(result.status).toBe(200);
      expect(kept()).toEqual(PAGES.filter((path) => !ADMISSIONS.includes(path)));
    });

    it("keeps it when a save is refused", async () => {
      keepEveryPage();
      const { setup } = await form();
      expect((await save(formOf(setup, { opensOn: "" }))).status).toBe(400);
      expect(kept()).toEqual(PAGES);
    });

    it("renders it afresh when an application is deleted, and when applicationsChanged says so", async () => {
      const [row] = await db()
        .insert(schema.applications)
        .values(applicationRow({ number: `${session}/C/0001`, tokenHash: `cache-${kind}`, session, status: "offered" }))
        .returning();
      keepEveryPage();
      const deleted = await outcome<AdminReply>(() =>
        applicationsPage.action(
          staffArgs(LIST, cookies[OFFICE], {
            method: "POST",
            body: formBody({ intent: "delete", id: row!.id }),
          }) as never,
        ),
      );
      expect(deleted).toMatchObject({ status: 200, reply: { ok: true } });
      expect(kept()).toEqual(PAGES.filter((path) => !ADMISSIONS.includes(path)));
      keepEveryPage();
      applicationsChanged();
      expect(kept()).toEqual(PAGES.filter((path) => !ADMISSIONS.includes(path)));
    });
  });
});

/** The table of classes as the list's page renders it. */
function renderTable(classes: { session: string; lines: ClassLine[] }) {
  return renderToString(
    <MemoryRouter>
      <ClassTable {...classes} />
    </MemoryRouter>,
  );
}
