// The disclosure's tables (docs/specification.md §28, decision 0071) on the database: each table's back office page
// (add, edit, delete, refusals, audit, permission), the CSV imports (a good file replaces, a bad one stores nothing
// and names each problem's line), the item's "Shows", and the public page showing each table in English and Hindi.
import { eq } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";

import { DisclosureSections } from "~/features/disclosures/disclosure-tables";
import type { DisclosureReply } from "~/features/disclosures/manage-disclosures.server";
import { DISCLOSURE_MESSAGES } from "~/features/disclosures/schema";
import {
  action as committeesAction,
  loader as committeesLoader,
} from "~/routes/admin/disclosures/disclosure-committees";
import { action as resultsAction, loader as resultsLoader } from "~/routes/admin/disclosures/disclosure-results";
import { action as sectionsAction, loader as sectionsLoader } from "~/routes/admin/disclosures/disclosure-sections";
import { action as staffAction, loader as staffLoader } from "~/routes/admin/disclosures/disclosure-staff";
import { loader as templateLoader } from "~/routes/admin/disclosures/disclosure-template";
import { action as disclosuresAction } from "~/routes/admin/disclosures/mandatory-disclosures";
import { loader as publicLoader } from "~/routes/site/mandatory-disclosures";

import * as schema from "../../../db/schema";
import { actedBy, auditFor, formBody, outcome, refused, staffArgs, succeeded, useStaff } from "../../support/admin";
import { MISSING_ID, testDatabaseKinds, useTestDatabase } from "../../support/database";
import { inLanguage } from "../../support/i18n";
import { routeArgs } from "../../support/route-args";

const EDITOR = "disclosures@school.example";
const GALLERY = "gallery@school.example";

type Fields = Record<string, string | Blob>;
type Route = { loader: (args: never) => Promise<unknown>; action: (args: never) => Promise<unknown> };
const ROUTES: Record<string, [string, Route]> = {
  staff: ["/admin/mandatory-disclosures/staff", { loader: staffLoader, action: staffAction }],
  results: ["/admin/mandatory-disclosures/results", { loader: resultsLoader, action: resultsAction }],
  committees: ["/admin/mandatory-disclosures/committees", { loader: committeesLoader, action: committeesAction }],
  sections: ["/admin/mandatory-disclosures/sections", { loader: sectionsLoader, action: sectionsAction }],
};

const csv = (text: string, name = "list.csv") => new File([text], name, { type: "text/csv" });

describe.each(testDatabaseKinds)("the disclosure's tables on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { ids, cookies } = useStaff(database, {
    [EDITOR]: { sections: ["mandatory_disclosures"] },
    [GALLERY]: { sections: ["gallery"] },
  });
  const db = () => database.db;

  const post = (table: keyof typeof ROUTES, fields: Fields, email: string | null = EDITOR) => {
    const [path, route] = ROUTES[table]!;
    return outcome<DisclosureReply>(() =>
      route.action(staffArgs(path, email && cookies[email]!, { method: "POST", body: formBody(fields) }) as never),
    );
  };
  const load = <T,>(table: keyof typeof ROUTES, email: string | null = EDITOR) => {
    const [path, route] = ROUTES[table]!;
    return outcome(() => route.loader(staffArgs(path, email && cookies[email]!) as never)) as Promise<{
      status: number;
      location?: string | null;
      value?: T;
    }>;
  };

  beforeEach(async () => {
    await db().delete(schema.staffMembers);
    await db().delete(schema.boardResults);
    await db().delete(schema.committeeMembers);
    await db().delete(schema.classSections);
  });

  describe("who may use the pages", () => {
    it("sends visitors to /admin and staff without Mandatory Disclosures to the dashboard, changing nothing", async () => {
      const attempts: [keyof typeof ROUTES, Fields][] = [
        ["staff", { intent: "add", name: "Sneaky", designation: "PGT", qualification: "M.A.", trained: "Yes" }],
        ["results", { intent: "add", boardClass: "X", year: "2026", registered: "10", passed: "9" }],
        ["committees", { intent: "add", committee: "smc", name: "Sneaky", role: "Chair" }],
        ["sections", { intent: "save", className: "Class I", sections: "2", seats: "80" }],
      ];
      for (const [table, fields] of attempts) {
        expect(await load(table, null)).toMatchObject({ status: 302, location: "/admin" });
        expect(await load(table, GALLERY)).toMatchObject({ status: 302, location: "/admin/dashboard" });
        expect(await post(table, fields, null)).toMatchObject({ status: 302, location: "/admin" });
        expect(await post(table, fields, GALLERY)).toMatchObject({ status: 302, location: "/admin/dashboard" });
      }
      const template = (email: string | null) =>
        outcome(() =>
          templateLoader({
            ...staffArgs("/admin/mandatory-disclosures/templates/staff.csv", email && cookies[email]!),
            params: { file: "staff.csv" },
          } as never),
        );
      expect(await template(GALLERY)).toMatchObject({ status: 302, location: "/admin/dashboard" });
      expect(await db().select().from(schema.staffMembers)).toEqual([]);
      expect(await db().select().from(schema.boardResults)).toEqual([]);
      expect(await db().select().from(schema.committeeMembers)).toEqual([]);
      expect(await db().select().from(schema.classSections)).toEqual([]);
    });

    it("offers each import's template: its header line, as a CSV file", async () => {
      const template = (file: string) =>
        outcome(() =>
          templateLoader({
            ...staffArgs(`/admin/mandatory-disclosures/templates/${file}`, cookies[EDITOR]!),
            params: { file },
          } as never),
        );
      /** The file's bytes as text, its byte order mark written out. */
      const body = async (file: string) => {
        const response = (await template(file)).value as Response;
        expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
        expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename=".+-template\.csv"$/);
        return Buffer.from(await response.arrayBuffer()).toString("latin1");
      };
      const BOM = "\xEF\xBB\xBF";
      expect(await body("staff.csv")).toBe(`${BOM}Name,Designation,Qualification,Subjects,Trained\r\n`);
      expect(await body("results.csv")).toBe(`${BOM}Class,Year,Registered,Passed,Remarks\r\n`);
      expect(await body("members.csv")).toBe(`${BOM}Name,Role\r\n`);
      expect(await body("fees.csv")).toBe(`${BOM}Class,Head,Head (Hindi),Per,Amount\r\n`);
      expect(await template("passwords.csv")).toMatchObject({ status: 404 });
    });
  });

  describe("the staff list", () => {
    const meena = { name: "Meena Sharma", designation: "Principal", qualification: "M.A., B.Ed.", trained: "Yes" };

    it("adds, edits and deletes a staff member, each audited", async () => {
      expect(await post("staff", { intent: "add", ...meena, subjects: "English" })).toMatchObject(
        succeeded("Staff member added"),
      );
      const [row] = await db().select().from(schema.staffMembers);
      expect(row).toMatchObject({ ...meena, subjects: "English", trained: true, position: 1 });
      expect(await auditFor(row!.id, "staff_member.create")).toMatchObject([
        { ...actedBy(ids[EDITOR], EDITOR), details: { name: "Meena Sharma", designation: "Principal" } },
      ]);

      expect(
        await post("staff", { intent: "update", id: row!.id, ...meena, designation: "vice principal", trained: "No" }),
      ).toMatchObject(succeeded("Staff member updated"));
      const [edited] = await db().select().from(schema.staffMembers);
      expect(edited).toMatchObject({ designation: "Vice Principal", trained: false, subjects: "" });
      expect(await auditFor(row!.id, "staff_member.update")).toMatchObject([
        { details: { from: { designation: "Principal", trained: true }, to: { designation: "Vice Principal" } } },
      ]);

      const { value } = await load<{ staff: { name: string }[] }>("staff");
      expect(value!.staff.map((one) => one.name)).toEqual(["Meena Sharma"]);

      expect(await post("staff", { intent: "delete", id: row!.id })).toMatchObject(succeeded("Staff member deleted"));
      expect(await db().select().from(schema.staffMembers)).toEqual([]);
      expect(await auditFor(row!.id, "staff_member.delete")).toHaveLength(1);
    });

    it("refuses a missing name, a designation not in the list, a Trained not Yes or No, and a staff member gone", async () => {
      expect(await post("staff", { intent: "add", ...meena, name: " " })).toMatchObject(
        refused(400, "Name is required"),
      );
      expect(await post("staff", { intent: "add", ...meena, designation: "Janitor" })).toMatchObject({
        status: 400,
        reply: {
          result: { error: { designation: [expect.stringMatching(/^Designation must be one of: Principal/)] } },
        },
      });
      expect(await post("staff", { intent: "add", ...meena, trained: "Maybe" })).toMatchObject(
        refused(400, "Trained must be Yes or No"),
      );
      expect(await post("staff", { intent: "update", id: MISSING_ID, ...meena })).toMatchObject(
        refused(404, "Failed to update the staff member", "Staff member not found"),
      );
      expect(await post("staff", { intent: "delete", id: MISSING_ID })).toMatchObject(
        refused(404, "Failed to delete the staff member", "Staff member not found"),
      );
      expect(await db().select().from(schema.staffMembers)).toEqual([]);
    });
  });

  describe("the board results", () => {
    const result = { boardClass: "X", year: "2026", registered: "40", passed: "39", remarks: "" };

    it("adds, edits and deletes a result, each audited; the loader gives what the pass percentage is worked from", async () => {
      expect(await post("results", { intent: "add", ...result })).toMatchObject(succeeded("Result added"));
      const [row] = await db().select().from(schema.boardResults);
      expect(row).toMatchObject({ boardClass: "X", year: 2026, registered: 40, passed: 39, remarks: "" });
      expect(await auditFor(row!.id, "board_result.create")).toMatchObject([
        { details: { boardClass: "X", year: 2026 } },
      ]);
      expect(
        await post("results", { intent: "update", id: row!.id, ...result, passed: "40", remarks: "All passed" }),
      ).toMatchObject(succeeded("Result updated"));
      expect(await auditFor(row!.id, "board_result.update")).toMatchObject([
        { details: { from: { passed: 39 }, to: { passed: 40, remarks: "All passed" } } },
      ]);
      expect(await post("results", { intent: "delete", id: row!.id })).toMatchObject(succeeded("Result deleted"));
      expect(await auditFor(row!.id, "board_result.delete")).toHaveLength(1);
      expect(await db().select().from(schema.boardResults)).toEqual([]);
    });

    it("refuses more passed than registered, and a second result of one class and year (409)", async () => {
      expect(await post("results", { intent: "add", ...result, passed: "41" })).toMatchObject(
        refused(400, "Passed cannot be more than Registered"),
      );
      expect(await post("results", { intent: "add", ...result })).toMatchObject({ status: 200 });
      expect(await post("results", { intent: "add", ...result, registered: "50" })).toMatchObject({
        status: 409,
        reply: {
          toast: {
            title: "Failed to add the result",
            description: "Class X already has a result for 2026: edit that one instead.",
          },
          result: { error: { year: ["Class X already has a result for 2026: edit that one instead."] } },
        },
      });
      // Edited into a year another result has: the same refusal.
      await post("results", { intent: "add", ...result, year: "2025" });
      const [older] = await db().select().from(schema.boardResults).where(eq(schema.boardResults.year, 2025));
      expect(await post("results", { intent: "update", id: older!.id, ...result })).toMatchObject({ status: 409 });
      // Class XII's 2026 is its own.
      expect(await post("results", { intent: "add", ...result, boardClass: "XII" })).toMatchObject({ status: 200 });
      expect(await db().select().from(schema.boardResults)).toHaveLength(3);
    });
  });

  describe("the SMC and PTA members", () => {
    it("adds, edits and deletes a member of each committee, each audited", async () => {
      expect(
        await post("committees", { intent: "add", committee: "smc", name: "Asha Rani", role: "Chair" }),
      ).toMatchObject(succeeded("Member added"));
      await post("committees", { intent: "add", committee: "pta", name: "Sunita Devi", role: "Member" });
      const [asha] = await db()
        .select()
        .from(schema.committeeMembers)
        .where(eq(schema.committeeMembers.committee, "smc"));
      expect(await auditFor(asha!.id, "committee_member.create")).toMatchObject([
        { details: { committee: "smc", name: "Asha Rani", role: "Chair" } },
      ]);
      expect(
        await post("committees", { intent: "update", id: asha!.id, name: "Asha Rani", role: "Chairperson" }),
      ).toMatchObject(succeeded("Member updated"));
      expect(await auditFor(asha!.id, "committee_member.update")).toMatchObject([
        { details: { from: { role: "Chair" }, to: { role: "Chairperson" } } },
      ]);
      expect(await post("committees", { intent: "add", committee: "club", name: "X", role: "Y" })).toMatchObject({
        status: 400,
      });
      expect(await post("committees", { intent: "add", committee: "smc", name: "X", role: "" })).toMatchObject(
        refused(400, "Role is required"),
      );
      expect(await post("committees", { intent: "delete", id: asha!.id })).toMatchObject(succeeded("Member deleted"));
      expect(await auditFor(asha!.id, "committee_member.delete")).toHaveLength(1);
      expect((await db().select().from(schema.committeeMembers)).map((one) => one.name)).toEqual(["Sunita Devi"]);
    });
  });

  describe("each class's sections and seats", () => {
    it("saves, changes and clears a class's, each audited, and works out the ratio's counts", async () => {
      expect(
        await post("sections", { intent: "save", className: "Class I", sections: "2", seats: "80" }),
      ).toMatchObject(succeeded("Sections saved"));
      expect(
        await post("sections", { intent: "save", className: "Class I", sections: "3", seats: "105" }),
      ).toMatchObject(succeeded("Sections saved"));
      expect(await auditFor("Class I", "class_sections.save")).toMatchObject([
        { details: { from: null, to: { sections: 2, seats: 80 } } },
        { details: { from: { sections: 2, seats: 80 }, to: { sections: 3, seats: 105 } } },
      ]);
      await db()
        .insert(schema.staffMembers)
        .values({ name: "Ravi", designation: "TGT", qualification: "B.Sc., B.Ed.", trained: true, position: 1 });
      const { value } = await load<{ classes: { className: string; sections: number }[]; teachers: number }>(
        "sections",
      );
      expect(value!.teachers).toBe(1);
      expect(value!.classes).toHaveLength(15);
      expect(value!.classes.find((row) => row.className === "Class I")).toMatchObject({ sections: 3, seats: 105 });

      expect(await post("sections", { intent: "clear", className: "Class I" })).toMatchObject(
        succeeded("Sections cleared"),
      );
      expect(await auditFor("Class I", "class_sections.clear")).toHaveLength(1);
      expect(await post("sections", { intent: "clear", className: "Class I" })).toMatchObject({ status: 404 });
      expect(
        await post("sections", { intent: "save", className: "Class XIII", sections: "1", seats: "1" }),
      ).toMatchObject(refused(400, "Choose a class from the list"));
      expect(
        await post("sections", { intent: "save", className: "Class II", sections: "-1", seats: "1" }),
      ).toMatchObject(refused(400, "Sections must be 0 or more"));
      expect(await db().select().from(schema.classSections)).toEqual([]);
    });
  });

  describe("importing a CSV file", () => {
    it("replaces the staff list with a good file, in any column order and case, audited with the count", async () => {
      await post("staff", {
        intent: "add",
        name: "Left Last Year",
        designation: "PGT",
        qualification: "M.A.",
        trained: "Yes",
      });
      const file = csv(
        "trained,NAME,Designation,Qualification,Subjects\n" +
          'Yes,Meena Sharma,principal,"M.A., B.Ed.",\n' +
          'y,Ravi Kumar,TGT,"B.Sc., B.Ed.","Science, Maths"\n' +
          "नहीं,Pooja Rani,special educator,B.Ed. (Special Education),\n",
      );
      expect(await post("staff", { intent: "import", file })).toMatchObject(succeeded("3 staff imported"));
      const rows = await db().select().from(schema.staffMembers).orderBy(schema.staffMembers.position);
      expect(rows.map(({ name, designation, trained, position }) => [name, designation, trained, position])).toEqual([
        ["Meena Sharma", "Principal", true, 1],
        ["Ravi Kumar", "TGT", true, 2],
        ["Pooja Rani", "Special Educator", false, 3],
      ]);
      expect(rows[1]!.subjects).toBe("Science, Maths");
      const [audit] = await db()
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.action, "staff_member.import"));
      expect(audit).toMatchObject({ ...actedBy(ids[EDITOR], EDITOR), details: { count: 3, replaced: 1 } });
    });

    it("refuses a file with bad rows whole, naming each problem's line, and stores nothing", async () => {
      await post("staff", { intent: "add", name: "Kept", designation: "PGT", qualification: "M.A.", trained: "Yes" });
      const file = csv(
        "Name,Designation,Qualification,Subjects,Trained\n" +
          "Meena Sharma,Principal,M.A.,,Yes\n" +
          ",TGT,B.Sc.,,Yes\n" +
          "Ravi Kumar,Janitor,B.Sc.,,Maybe\n",
      );
      const answer = await post("staff", { intent: "import", file });
      expect(answer).toMatchObject({
        status: 422,
        reply: {
          ok: false,
          toast: { title: "Nothing was imported", description: expect.stringMatching(/^The file has 3 problems;/) },
        },
      });
      expect(answer.reply!.result!.error![""]).toEqual([
        "Line 3: Name is required",
        expect.stringMatching(/^Line 4: Designation must be one of: Principal, /),
        "Line 4: Trained must be Yes or No",
      ]);
      expect((await db().select().from(schema.staffMembers)).map((one) => one.name)).toEqual(["Kept"]);
    });

    it("refuses a file whose header is wrong, and counts problems past the first 50", async () => {
      const wrong = await post("staff", { intent: "import", file: csv("Name,Post Held,Qualification\nA,PGT,M.A.\n") });
      expect(wrong).toMatchObject({ status: 422 });
      expect(wrong.reply!.result!.error![""]).toEqual([
        expect.stringMatching(/^Line 1: The column “Post Held” is not one this table has/),
        "Line 1: The column “Designation” is missing.",
        "Line 1: The column “Trained” is missing.",
      ]);
      const many = "Name,Designation,Qualification,Trained\n" + ",PGT,M.A.,Yes\n".repeat(60);
      const tooMany = await post("staff", { intent: "import", file: csv(many) });
      const problems = tooMany.reply!.result!.error![""]!;
      expect(problems).toHaveLength(51);
      expect(problems.at(-1)).toBe("…and 10 more problems.");
      expect(await post("staff", { intent: "import" })).toMatchObject({ status: 422 });
      expect(await db().select().from(schema.staffMembers)).toEqual([]);
    });

    it("replaces all the results, refusing a class and year given twice", async () => {
      await post("results", { intent: "add", boardClass: "XII", year: "2020", registered: "30", passed: "30" });
      const twice = csv("Class,Year,Registered,Passed\nX,2026,40,39\nClass X,2026,41,40\n");
      expect((await post("results", { intent: "import", file: twice })).reply!.result!.error![""]).toEqual([
        "Line 3: Class X 2026 is given twice (also on line 2).",
      ]);
      const good = csv(
        "Class,Year,Registered,Passed,Remarks\n10,2026,40,39,\n12,2026,35,35,All passed\nX,2025,38,36,\n",
      );
      expect(await post("results", { intent: "import", file: good })).toMatchObject(succeeded("3 results imported"));
      const rows = await db().select().from(schema.boardResults);
      expect(rows.map((row) => `${row.boardClass} ${row.year}`).sort()).toEqual(["X 2025", "X 2026", "XII 2026"]);
      const bad = csv("Class,Year,Registered,Passed\nX,2027,10,11\n");
      expect((await post("results", { intent: "import", file: bad })).reply!.result!.error![""]).toEqual([
        "Line 2: Passed cannot be more than Registered",
      ]);
      expect(await db().select().from(schema.boardResults)).toHaveLength(3);
    });

    it("replaces one committee's members, leaving the other's", async () => {
      await post("committees", { intent: "add", committee: "smc", name: "Old Member", role: "Member" });
      await post("committees", { intent: "add", committee: "pta", name: "PTA Member", role: "Secretary" });
      const file = csv("Name,Role\nAsha Rani,Chairperson\nमहेश कुमार,सदस्य\n");
      expect(await post("committees", { intent: "import", committee: "smc", file })).toMatchObject(
        succeeded("2 members imported"),
      );
      const rows = await db().select().from(schema.committeeMembers).orderBy(schema.committeeMembers.position);
      expect(rows.filter((row) => row.committee === "smc").map((row) => row.name)).toEqual(["Asha Rani", "महेश कुमार"]);
      expect(rows.filter((row) => row.committee === "pta").map((row) => row.name)).toEqual(["PTA Member"]);
    });
  });

  describe("the item dialog's Shows", () => {
    it("saves a table from the list and refuses one not in it with a field message", async () => {
      const [section] = await db().select().from(schema.disclosureSections).limit(1);
      const postItem = (fields: Fields) =>
        outcome<DisclosureReply>(() =>
          disclosuresAction(
            staffArgs("/admin/mandatory-disclosures", cookies[EDITOR]!, {
              method: "POST",
              body: formBody({ intent: "add_item", sectionId: section!.id, information: "Results table", ...fields }),
            }) as never,
          ),
        );
      expect(await postItem({ srNo: "901", shows: "salaries" })).toMatchObject({
        status: 400,
        reply: { result: { error: { shows: [DISCLOSURE_MESSAGES.notATable] } } },
      });
      expect(await postItem({ srNo: "901", shows: "results" })).toMatchObject({ status: 200 });
      const [item] = await db().select().from(schema.disclosureItems).where(eq(schema.disclosureItems.srNo, 901));
      expect(item!.shows).toBe("results");
      await db().delete(schema.disclosureItems).where(eq(schema.disclosureItems.id, item!.id));
    });
  });

  describe("the public page", () => {
    type Loaded = Awaited<ReturnType<typeof publicLoader>>;
    const loadPublic = (path: string) => publicLoader(routeArgs(path) as never) as Promise<Loaded>;
    const render = (loaded: Loaded, path: string) =>
      renderToString(
        <MemoryRouter initialEntries={[path]}>
          {inLanguage(
            <DisclosureSections sections={loaded.sections} tables={loaded.tables} />,
            path.startsWith("/hi") ? "hi" : "en",
          )}
        </MemoryRouter>,
      );

    it("shows no table while they are empty: the items keep their dash", async () => {
      const loaded = await loadPublic("/mandatory-disclosures");
      expect(loaded.tables).toEqual({});
      expect(render(loaded, "/mandatory-disclosures")).not.toContain("<caption");
    });

    it("shows each table in its item's row, in English and in Hindi, with the ratio worked out", async () => {
      const staff = [
        ["Meena Sharma", "Principal", "M.A., B.Ed."],
        ["Pooja Rani", "Special Educator", "B.Ed. (Special Education)"],
        ["Anil Verma", "Counsellor", "M.A. Psychology"],
        ...Array.from({ length: 40 }, (_, n) => [`Teacher ${n + 1}`, n < 10 ? "PGT" : n < 25 ? "TGT" : "PRT", "B.Ed."]),
      ];
      await db()
        .insert(schema.staffMembers)
        .values(
          staff.map(([name, designation, qualification], index) => ({
            name: name!,
            designation: designation!,
            qualification: qualification!,
            trained: true,
            position: index + 1,
          })),
        );
      await db()
        .insert(schema.classSections)
        .values([
          { className: "Class I", sections: 12, seats: 480 },
          { className: "Class II", sections: 13, seats: 480 },
        ]);
      await db()
        .insert(schema.boardResults)
        .values(
          [2022, 2023, 2024, 2025].flatMap((year) => [
            { boardClass: "X", year, registered: 40, passed: 39 },
            { boardClass: "XII", year, registered: 30, passed: 30 },
          ]),
        );
      await db()
        .insert(schema.committeeMembers)
        .values([
          { committee: "smc", name: "Asha Rani", role: "Chairperson", position: 1 },
          { committee: "pta", name: "Sunita Devi", role: "Secretary", position: 1 },
        ]);

      const english = await loadPublic("/mandatory-disclosures");
      expect(english.tables.results!.map((row) => `${row.boardClass} ${row.year} ${row.percent}`)).toEqual([
        "X 2025 97.5",
        "XII 2025 100.0",
        "X 2024 97.5",
        "XII 2024 100.0",
        "X 2023 97.5",
        "XII 2023 100.0",
      ]);
      expect(english.tables.principal).toEqual([{ name: "Meena Sharma", qualification: "M.A., B.Ed." }]);
      expect(english.tables.special_educator).toEqual([
        { name: "Pooja Rani", qualification: "B.Ed. (Special Education)" },
      ]);
      expect(english.tables.counsellor).toEqual([{ name: "Anil Verma", qualification: "M.A. Psychology" }]);
      expect(english.tables.teachers).toMatchObject({
        total: 40,
        counts: [
          { designation: "PGT", count: 10 },
          { designation: "TGT", count: 15 },
          { designation: "PRT", count: 15 },
          { designation: "Pre-primary Teacher", count: 0 },
        ],
      });
      expect(english.tables.teachers!.staff).toHaveLength(43);
      expect(english.tables.ratio).toEqual({ teachers: 40, sections: 25, seats: 960 });
      expect(english.tables.smc).toEqual([{ name: "Asha Rani", role: "Chairperson" }]);
      expect(english.tables.pta).toEqual([{ name: "Sunita Devi", role: "Secretary" }]);
      // No fee heads yet: the fee item keeps its dash.
      expect(english.tables.fees).toBeUndefined();

      const html = render(english, "/mandatory-disclosures");
      expect(html).toContain("1.6 teachers a section (40 teachers, 25 sections)");
      expect(html).toContain("Teacher–student ratio: 1 : 24 (960 seats)");
      for (const header of ["Registered", "Pass %", "Qualification", "Trained", "Role"]) {
        expect(html).toContain(`>${header}</th>`);
      }
      expect(html).toContain(">97.5%</td>");
      // Each table in a row of its own below its item's, named by the item.
      expect(html).toContain('<caption class="sr-only">Principal</caption>');
      expect(html).toMatch(/<td colSpan="2" [^>]*><table [^>]*><caption class="sr-only">Principal<\/caption>/);
      expect(html).toContain(">Asha Rani</td>");

      const hindi = render(await loadPublic("/hi/mandatory-disclosures"), "/hi/mandatory-disclosures");
      expect(hindi).toContain("प्रति सेक्शन 1.6 शिक्षक (40 शिक्षक, 25 सेक्शन)");
      expect(hindi).toContain("शिक्षक–विद्यार्थी अनुपात: 1 : 24 (960 सीटें)");
      for (const header of ["पंजीकृत", "उत्तीर्ण %", "योग्यता", "प्रशिक्षित", "भूमिका"]) {
        expect(hindi).toContain(`>${header}</th>`);
      }
      expect(hindi).toContain(">प्रधानाचार्य</td>");
      expect(hindi).not.toContain(">Registered</th>");
    });

    it("says plainly when no sections are given, and links the fees once the fee page has some", async () => {
      await db()
        .insert(schema.staffMembers)
        .values({ name: "Ravi", designation: "TGT", qualification: "B.Sc.", trained: true, position: 1 });
      await db().insert(schema.feeSessions).values({ session: "2098-99" }).onConflictDoNothing();
      await db().insert(schema.feeHeads).values({
        session: "2098-99",
        className: "Class I",
        head: "Tuition fee",
        per: "month",
        amount: 2500,
        position: 1,
      });
      try {
        const loaded = await loadPublic("/hi/mandatory-disclosures");
        expect(loaded.tables.ratio).toEqual({ teachers: 1, sections: 0, seats: 0 });
        expect(loaded.tables.fees).toBe(true);
        const html = render(loaded, "/hi/mandatory-disclosures");
        expect(html).toContain("कक्षाओं के सेक्शन अभी नहीं दिए गए हैं, इसलिए अनुपात नहीं निकाला जा सकता। शिक्षक: 1।");
        expect(html).toMatch(/<a [^>]*href="\/hi\/fees"[^>]*>हर कक्षा का शुल्क<\/a>/);
        const english = render(await loadPublic("/mandatory-disclosures"), "/mandatory-disclosures");
        expect(english).toContain(
          "The sections of each class are not given yet, so the ratio cannot be worked out. Teachers: 1.",
        );
        expect(english).toMatch(/<a [^>]*href="\/fees"[^>]*>Fees for each class<\/a>/);
      } finally {
        await db().delete(schema.feeSessions).where(eq(schema.feeSessions.session, "2098-99"));
      }
    });
  });
});
