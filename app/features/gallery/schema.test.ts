// SPEC §5 "Gallery": the Add Image form's rules and messages, as the browser and the server both read them.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";

import { firstError } from "~/features/admin/reply";

import { addImageSchema, deleteImageSchema, GALLERY_MESSAGES } from "./schema";

function parse(fields: Record<string, string | File>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  const submission = parseWithZod(formData, { schema: addImageSchema });
  return submission.status === "success"
    ? { ok: true as const, value: submission.value }
    : { ok: false as const, message: firstError(submission.reply()) };
}

const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], "photo.jpg", { type: "image/jpeg" });
const byUrl = { mode: "url", title: "Sports Day", imageUrl: "https://example.com/sports.jpg" };
const byFile = { mode: "file", title: "Sports Day", file: photo };

describe("Add Image: image URL", () => {
  it("accepts a title, an http(s) URL and an optional category, trimmed", () => {
    expect(
      parse({ ...byUrl, title: " Sports Day ", category: " Sports ", imageUrl: " http://example.com/a.png " }),
    ).toEqual({
      ok: true,
      value: {
        mode: "url",
        title: "Sports Day",
        titleHi: null,
        category: "Sports",
        categoryHi: null,
        imageUrl: "http://example.com/a.png",
      },
    });
  });

  it("treats an empty category as none", () => {
    expect(parse({ ...byUrl, category: "" })).toMatchObject({ ok: true, value: { category: null } });
  });

  it.each([
    "",
    "   ",
    "example.com/a.jpg",
    "not a url",
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "ftp://example.com/a.jpg",
  ])(`says "${GALLERY_MESSAGES.badUrl}" for %j`, (imageUrl) => {
    expect(parse({ ...byUrl, imageUrl })).toEqual({ ok: false, message: GALLERY_MESSAGES.badUrl });
  });

  it("allows a URL of 500 characters, not 501", () => {
    const prefix = "https://example.com/";
    expect(parse({ ...byUrl, imageUrl: prefix + "a".repeat(500 - prefix.length) }).ok).toBe(true);
    expect(parse({ ...byUrl, imageUrl: prefix + "a".repeat(501 - prefix.length) })).toEqual({
      ok: false,
      message: GALLERY_MESSAGES.urlTooLong,
    });
  });
});

describe("Add Image: upload", () => {
  it("accepts a chosen file with a title", () => {
    expect(parse(byFile)).toEqual({
      ok: true,
      value: { mode: "file", title: "Sports Day", titleHi: null, category: null, categoryHi: null, file: photo },
    });
  });

  it(`says "${GALLERY_MESSAGES.noFile}" when no file is chosen (an empty file input)`, () => {
    expect(parse({ mode: "file", title: "Sports Day" })).toEqual({ ok: false, message: GALLERY_MESSAGES.noFile });
    expect(parse({ mode: "file", title: "Sports Day", file: new File([], "") })).toEqual({
      ok: false,
      message: GALLERY_MESSAGES.noFile,
    });
  });

  it("ignores a URL typed before switching to the upload tab", () => {
    expect(parse({ ...byFile, imageUrl: "not a url" }).ok).toBe(true);
  });
});

describe("Add Image: title and category", () => {
  it.each([
    [{ title: "" }, GALLERY_MESSAGES.titleRequired],
    [{ title: "   " }, GALLERY_MESSAGES.titleRequired],
    [{ title: "t".repeat(101) }, GALLERY_MESSAGES.titleTooLong],
    [{ category: "c".repeat(51) }, GALLERY_MESSAGES.categoryTooLong],
  ])("refuses %j with its message", (change, message) => {
    expect(parse({ ...byUrl, ...change })).toEqual({ ok: false, message });
    expect(parse({ ...byFile, ...change })).toEqual({ ok: false, message });
  });

  it("allows a title of 100 and a category of 50 characters", () => {
    expect(parse({ ...byUrl, title: "t".repeat(100), category: "c".repeat(50) }).ok).toBe(true);
  });

  it("refuses a form that names no tab", () => {
    expect(parse({ title: "Sports Day", imageUrl: "https://example.com/a.jpg" }).ok).toBe(false);
  });
});

describe("Delete Image", () => {
  it("takes an image id, and nothing else", () => {
    expect(deleteImageSchema.safeParse({ imageId: "6f1d3c1e-8a55-4b5e-9d7e-2f0a1b2c3d4e" }).success).toBe(true);
    expect(deleteImageSchema.safeParse({ imageId: "1" }).error?.issues[0]?.message).toBe(GALLERY_MESSAGES.notFound);
  });
});
