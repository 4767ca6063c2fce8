import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";

import { defaultContentSections } from "../../../db/seed-data";
import { CONTENT_MESSAGES, updateSectionSchema } from "./schema";
import { publicPageOf, sectionName } from "./sections";

const ID = "6f1d3c1e-8a55-4b5e-9d7e-2f0a1b2c3d4e";

/** Parses a card's form the way the server does (conform: a blank field arrives as undefined). */
function parse(fields: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(name, item);
  return parseWithZod(form, { schema: updateSectionSchema });
}

const errorsOf = (submission: ReturnType<typeof parse>) =>
  submission.status === "success" ? {} : submission.reply().error;

describe("SPEC §5 Content section: title max 100, content max 5000, both optional", () => {
  it("accepts a title of 100 and a content of 5000 characters, trimmed", () => {
    const submission = parse({
      id: ID,
      fields: ["title", "content"],
      title: ` ${"t".repeat(100)} `,
      content: `${"c".repeat(5000)}\n`,
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.title).toBe("t".repeat(100));
    expect(submission.value.content).toBe("c".repeat(5000));
  });

  it("refuses a title of 101 characters", () => {
    expect(errorsOf(parse({ id: ID, fields: "title", title: "t".repeat(101) }))).toEqual({
      title: ["Title must be less than 100 characters"],
    });
  });

  it("refuses a content of 5001 characters", () => {
    expect(errorsOf(parse({ id: ID, fields: "content", content: "c".repeat(5001) }))).toEqual({
      content: ["Content must be less than 5000 characters"],
    });
  });

  it("saves a blank field as empty text: both are optional", () => {
    const submission = parse({ id: ID, fields: ["title", "content"], title: "   ", content: "" });
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value).toMatchObject({ title: "", content: "" });
  });

  it("saves one field alone when only that one is named", () => {
    const submission = parse({ id: ID, fields: "content", content: "New text" });
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value.fields).toEqual(["content"]);
  });

  it("needs a section and something to save", () => {
    expect(errorsOf(parse({ id: "nope", fields: "title" }))).toMatchObject({ id: [CONTENT_MESSAGES.notFound] });
    expect(errorsOf(parse({ id: ID }))).toMatchObject({ fields: [CONTENT_MESSAGES.nothingToSave] });
    expect(errorsOf(parse({ id: ID, fields: "is_active" }))).toMatchObject({
      "fields[0]": [CONTENT_MESSAGES.nothingToSave],
    });
  });
});

describe("where a section shows on the public site", () => {
  it("is read from its key's prefix", () => {
    expect(publicPageOf("home_hero")).toEqual({ label: "Home", path: "/" });
    expect(publicPageOf("about_vision")).toEqual({ label: "About", path: "/about" });
    expect(publicPageOf("contact_intro")).toEqual({ label: "Contact", path: "/contact" });
    expect(publicPageOf("admissions_intro")).toEqual({ label: "Admissions", path: "/admissions" });
    expect(publicPageOf("unknown_block")).toBeUndefined();
  });

  it("is known for every section the site starts with", () => {
    for (const { sectionKey } of defaultContentSections) expect(publicPageOf(sectionKey), sectionKey).toBeDefined();
  });

  it("names a section in words", () => {
    expect(sectionName("academics_philosophy")).toBe("Academics philosophy");
  });
});
