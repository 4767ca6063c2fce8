import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { z } from "zod";

import { ANNOUNCEMENT_MESSAGES, createAnnouncementSchema, deleteAnnouncementSchema, setActiveSchema } from "./schema";

const ID = "6f1d3c1e-8a55-4b5e-9d7e-2f0a1b2c3d4e";

/** Parses a form as the server does (conform: a blank field arrives as undefined). */
function parse(schema: z.ZodType, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseWithZod(form, { schema });
}
const firstErrors = (schema: z.ZodType, fields: Record<string, string>) => {
  const submission = parse(schema, fields);
  return submission.status === "success" ? {} : submission.reply().error;
};

const valid = { title: "Sports day", content: "On the school ground.", date: "2026-12-05" };
const NOTICE_DEFAULTS = { category: "news", number: null, endsOn: null, pinned: false, publishAt: null };

describe("SPEC §5 Announcement: title required max 100, content required max 5000, date required", () => {
  it("accepts a title of 100, a content of 5000 and a date, trimmed", () => {
    const submission = parse(createAnnouncementSchema, {
      title: ` ${"t".repeat(100)} `,
      content: ` ${"c".repeat(5000)} `,
      date: "2026-12-05",
    });
    expect(submission.status).toBe("success");
    if (submission.status === "success") {
      expect(submission.value).toEqual({
        title: "t".repeat(100),
        content: "c".repeat(5000),
        date: "2026-12-05",
        // No Hindi given: the Hindi home page shows the English (decision 0054).
        titleHi: null,
        contentHi: null,
        // The box left unticked: it is not sent to subscribers (docs/specification.md §24 "Sending").
        send: false,
        // A notice's own fields, none given (decision 0077): News, no number, no last day, not pinned, now.
        ...NOTICE_DEFAULTS,
      });
    }
  });

  it("sends to subscribers only with the box ticked, and refuses any other value of it", () => {
    const ticked = parse(createAnnouncementSchema, { ...valid, send: "on" });
    expect(ticked.status === "success" && ticked.value).toMatchObject({ send: true });
    expect(parse(createAnnouncementSchema, { ...valid, send: "yes" }).status).toBe("error");
  });

  it("has no extra fields: is_active and the like are dropped", () => {
    const submission = parse(createAnnouncementSchema, { ...valid, is_active: "false", isActive: "false" });
    expect(submission.status === "success" && submission.value).toEqual({
      ...valid,
      titleHi: null,
      contentHi: null,
      send: false,
      ...NOTICE_DEFAULTS,
    });
  });

  it.each([
    ["title", { ...valid, title: "  " }, "Title is required"],
    ["title", { ...valid, title: "t".repeat(101) }, "Title must be less than 100 characters"],
    ["content", { ...valid, content: "" }, "Content is required"],
    ["content", { ...valid, content: "c".repeat(5001) }, "Content must be less than 5000 characters"],
    ["date", { ...valid, date: "" }, "Date is required"],
    ["date", { title: valid.title, content: valid.content }, "Date is required"],
    ["date", { ...valid, date: "2026-02-30" }, ANNOUNCEMENT_MESSAGES.dateInvalid],
    ["date", { ...valid, date: "5 December" }, ANNOUNCEMENT_MESSAGES.dateInvalid],
  ])("%s: %j → %s", (field, fields, message) => {
    expect(firstErrors(createAnnouncementSchema, fields)).toEqual({ [field]: [message] });
  });
});

describe("the switch and delete", () => {
  it("reads the switch as shown (true) or hidden (false)", () => {
    const shown = parse(setActiveSchema, { id: ID, active: "true" });
    const hidden = parse(setActiveSchema, { id: ID, active: "false" });
    expect(shown.status === "success" && shown.value).toEqual({ id: ID, active: true });
    expect(hidden.status === "success" && hidden.value).toEqual({ id: ID, active: false });
    expect(firstErrors(setActiveSchema, { id: ID, active: "maybe" })).toEqual({ active: ["Choose shown or hidden"] });
  });

  it("needs an announcement's id", () => {
    expect(firstErrors(deleteAnnouncementSchema, { id: "42" })).toEqual({ id: [ANNOUNCEMENT_MESSAGES.notFound] });
    expect(firstErrors(setActiveSchema, { active: "true" })).toEqual({ id: [ANNOUNCEMENT_MESSAGES.notFound] });
  });
});
