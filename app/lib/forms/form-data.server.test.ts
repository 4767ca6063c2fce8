import { describe, expect, it } from "vitest";

import { readFormData } from "./form-data.server";

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://localhost/admin/gallery", { method: "POST", body, headers, duplex: "half" } as RequestInit);

async function statusOf(promise: Promise<unknown>) {
  try {
    await promise;
    return 200;
  } catch (thrown) {
    return (thrown as { init?: ResponseInit }).init?.status;
  }
}

describe("reading a form POST", () => {
  it("reads a form within the limit", async () => {
    const form = new FormData();
    form.set("title", "Sports Day");
    expect((await readFormData(post(form))).get("title")).toBe("Sports Day");
  });

  it("refuses a body announced as too large with 413 before reading it", async () => {
    expect(await statusOf(readFormData(post("x=1", { "Content-Length": "70000" })))).toBe(413);
  });

  it("counts a body that does not say its length, and refuses it past the limit", async () => {
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode("x".repeat(10_000)));
        controller.close();
      },
    });
    expect(await statusOf(readFormData(post(chunks, { "Content-Type": "application/x-www-form-urlencoded" })))).toBe(
      413,
    );
  });

  it("answers 400 for a body that is not a form", async () => {
    expect(await statusOf(readFormData(post("{}", { "Content-Type": "application/json" })))).toBe(400);
  });
});
