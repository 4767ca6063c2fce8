// /admin/content: saving a card's fields, each refusal with the spec's texts,
// the audit row beside every change, and the public page showing it at once.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getContentBlocks } from "~/features/content/content.server";
import type { ContentReply } from "~/features/content/manage-content.server";
import { CONTENT_MESSAGES } from "~/features/content/schema";
import { action, loader } from "~/routes/admin/content";

import * as schema from "../../../db/schema";
import { actedBy, auditFor, formBody, outcome, staffArgs, succeeded, useStaff } from "../../support/admin";
import { MISSING_ID, testDatabaseKinds, useTestDatabase } from "../../support/database";

const PATH = "/admin/content";
const EDITOR = "editor@school.example";

describe.each(testDatabaseKinds)("content sections on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { ids, cookies } = useStaff(database, { [EDITOR]: { sections: ["content"] } });

  const db = () => database.db;
  const post = (fields: Record<string, string | string[]>) =>
    outcome<ContentReply>(() =>
      action(staffArgs(PATH, cookies[EDITOR], { method: "POST", body: formBody(fields) }) as never),
    );
  const section = async (sectionKey: string) => {
    const [row] = await db()
      .select()
      .from(schema.contentSections)
      .where(eq(schema.contentSections.sectionKey, sectionKey));
    return row!;
  };
  const auditOf = (targetId: string) => auditFor(targetId, "content.update");
  /** The Save button: both fields of section `id` in one form. */
  const saveBoth = (id: string, title: string, content: string) =>
    post({ intent: "update", id, fields: ["title", "content"], title, content });

  it("lists every section by section_key, with its title and content", async () => {
    const page = await outcome(() => loader(staffArgs(PATH, cookies[EDITOR]) as never));
    expect(page.status).toBe(200);
    const { sections } = page.value as { sections: { sectionKey: string; title: string }[] };
    const keys = sections.map((row) => row.sectionKey);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys).toEqual([...keys].sort());
    expect(sections.find((row) => row.sectionKey === "home_why")?.title).toBe("Why Choose Us");
  });

  describe("saving a field that lost focus", () => {
    it("saves that field alone, writes one audit row, and the public page reads it at once", async () => {
      const before = await section("about_mission");
      const result = await post({ intent: "update", id: before.id, fields: "content", content: "  A new mission.  " });
      expect(result).toMatchObject(succeeded("Section updated successfully"));

      const after = await section("about_mission");
      expect(after).toMatchObject({ title: before.title, content: "A new mission." });
      const [entry, ...more] = await auditOf(before.id);
      expect(more).toHaveLength(0);
      expect(entry).toMatchObject({
        ...actedBy(ids[EDITOR], EDITOR),
        targetType: "content_section",
        details: {
          sectionKey: "about_mission",
          before: { content: before.content },
          after: { content: "A new mission." },
        },
      });
      expect((await getContentBlocks(["about_mission"], "en")).about_mission).toEqual({
        title: { text: before.title },
        content: { text: "A new mission." },
      });
    });

    it("saves a title, leaving the content as it is", async () => {
      const before = await section("about_vision");
      expect(
        await post({ intent: "update", id: before.id, fields: "title", title: "Where we are going" }),
      ).toMatchObject({ status: 200 });
      expect(await section("about_vision")).toMatchObject({ title: "Where we are going", content: before.content });
    });

    it("saves a cleared field as empty text (both fields are optional)", async () => {
      const before = await section("ethos_intro");
      expect(await post({ intent: "update", id: before.id, fields: "title", title: "" })).toMatchObject({
        status: 200,
      });
      expect(await section("ethos_intro")).toMatchObject({ title: "", content: before.content });
    });
  });

  describe("the Save button", () => {
    it("saves both fields in one change and one audit row", async () => {
      const before = await section("facilities_intro");
      const result = await saveBoth(before.id, "Our campus", "Room to learn.");
      expect(result).toMatchObject({
        status: 200,
        reply: { ok: true, toast: { title: "Section updated successfully" } },
      });
      expect(await section("facilities_intro")).toMatchObject({ title: "Our campus", content: "Room to learn." });
      const entries = await auditOf(before.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]!.details).toMatchObject({ after: { title: "Our campus", content: "Room to learn." } });
    });

    it("changes nothing and writes no audit row when nothing changed", async () => {
      const before = await section("home_cta");
      const result = await saveBoth(before.id, before.title, before.content);
      expect(result).toMatchObject({ status: 200, reply: { ok: true } });
      expect(await auditOf(before.id)).toHaveLength(0);
    });

    it("without scripts, goes back to the page with the toast in a cookie", async () => {
      const before = await section("contact_intro");
      const fields = {
        intent: "update",
        id: before.id,
        fields: ["title", "content"],
        title: before.title,
        content: "Write to us.",
        noscript: "1",
      };
      const response = await action(
        staffArgs(PATH, cookies[EDITOR], { method: "POST", body: formBody(fields) }) as never,
      );
      expect(response).toBeInstanceOf(Response);
      expect((response as Response).status).toBe(302);
      expect((response as Response).headers.get("Location")).toBe(PATH);
      expect((response as Response).headers.get("Set-Cookie")).toMatch(/^toast=/);
      expect(await section("contact_intro")).toMatchObject({ content: "Write to us." });
    });
  });

  describe("in Hindi (decision 0054)", () => {
    it("saves a Hindi field alone, leaving the English and the other Hindi as they are", async () => {
      const before = await section("academics_intro");
      const result = await post({ intent: "update", id: before.id, fields: "titleHi", titleHi: "  हमारी पढ़ाई  " });
      expect(result).toMatchObject(succeeded("Section updated successfully"));
      expect(await section("academics_intro")).toMatchObject({
        title: before.title,
        content: before.content,
        titleHi: "हमारी पढ़ाई",
        contentHi: before.contentHi,
      });
      const [entry] = await auditOf(before.id);
      expect(entry!.details).toMatchObject({ before: { titleHi: before.titleHi }, after: { titleHi: "हमारी पढ़ाई" } });
    });

    it("the Hindi page shows the Hindi where there is some, else the English marked English; the English page the English", async () => {
      const before = await section("about_vision");
      await post({
        intent: "update",
        id: before.id,
        fields: ["title", "content", "titleHi", "contentHi"],
        title: "Our Vision",
        content: "To grow.",
        titleHi: "हमारा सपना",
        contentHi: "   ",
      });
      // Blank Hindi is no Hindi: null, not empty text.
      expect(await section("about_vision")).toMatchObject({ titleHi: "हमारा सपना", contentHi: null });
      expect((await getContentBlocks(["about_vision"], "hi")).about_vision).toEqual({
        title: { text: "हमारा सपना" },
        content: { text: "To grow.", lang: "en" },
      });
      expect((await getContentBlocks(["about_vision"], "en")).about_vision).toEqual({
        title: { text: "Our Vision" },
        content: { text: "To grow." },
      });
    });

    it("refuses a Hindi title over 100 characters with its own words", async () => {
      const before = await section("home_why");
      const result = await post({ intent: "update", id: before.id, fields: "titleHi", titleHi: "ख".repeat(101) });
      expect(result).toMatchObject({
        status: 400,
        reply: {
          toast: { title: "Validation failed", description: "Title (Hindi) must be less than 100 characters" },
        },
      });
      expect(await section("home_why")).toEqual(before);
    });

    it("lists each section with its Hindi for the editor", async () => {
      const page = await outcome(() => loader(staffArgs(PATH, cookies[EDITOR]) as never));
      const { sections } = page.value as { sections: { sectionKey: string; titleHi: string | null }[] };
      expect(sections.find((row) => row.sectionKey === "home_why")?.titleHi).toBe("हमें क्यों चुनें");
    });
  });

  describe("refusals", () => {
    it("refuses a title over 100 characters: Validation failed, nothing saved", async () => {
      const before = await section("home_hero");
      const result = await post({ intent: "update", id: before.id, fields: "title", title: "t".repeat(101) });
      expect(result).toMatchObject({
        status: 400,
        reply: {
          ok: false,
          toast: { type: "error", title: "Validation failed", description: "Title must be less than 100 characters" },
        },
      });
      expect(await section("home_hero")).toEqual(before);
      expect(await auditOf(before.id)).toHaveLength(0);
    });

    it("refuses a content over 5000 characters", async () => {
      const before = await section("home_hero");
      const result = await post({ intent: "update", id: before.id, fields: "content", content: "c".repeat(5001) });
      expect(result).toMatchObject({
        status: 400,
        reply: { toast: { title: "Validation failed", description: "Content must be less than 5000 characters" } },
      });
      expect(await section("home_hero")).toEqual(before);
    });

    it("answers 404 for a section that no longer exists", async () => {
      const result = await post({ intent: "update", id: MISSING_ID, fields: "title", title: "Ghost" });
      expect(result).toMatchObject({
        status: 404,
        reply: { ok: false, toast: { title: "Failed to update section", description: CONTENT_MESSAGES.notFound } },
      });
      expect(await auditOf(MISSING_ID)).toHaveLength(0);
    });

    it("refuses a form that names no change", async () => {
      expect(await post({ id: MISSING_ID })).toMatchObject({ status: 400, reply: { ok: false } });
    });

    it("without scripts, a refusal renders the page with what was typed", async () => {
      const before = await section("home_hero");
      const result = await post({
        intent: "update",
        id: before.id,
        fields: "title",
        title: "t".repeat(101),
        noscript: "1",
      });
      expect(result).toMatchObject({ status: 400, reply: { result: { initialValue: { title: "t".repeat(101) } } } });
    });
  });
});
