import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";

import { currentRequestId, forgetInRequest, inRequestScope, oncePerRequest } from "./request-scope.server";

/** A read that counts how often it ran. */
function counted() {
  let reads = 0;
  return { read: () => Promise.resolve(++reads), reads: () => reads };
}

describe("what a request reads once", () => {
  it("is read once however often the request asks, and again by the next request", async () => {
    const settings = counted();
    for (const id of ["request-1", "request-2"]) {
      await inRequestScope(id, async () => {
        expect(currentRequestId()).toBe(id);
        const answers = await Promise.all([
          oncePerRequest("settings", settings.read),
          oncePerRequest("settings", settings.read),
        ]);
        expect(await oncePerRequest("settings", settings.read)).toBe(answers[0]);
      });
    }
    expect(settings.reads()).toBe(2);
  });

  it("is read every time outside a request", async () => {
    const settings = counted();
    await oncePerRequest("settings", settings.read);
    await oncePerRequest("settings", settings.read);
    expect(settings.reads()).toBe(2);
  });

  it("is read afresh once forgotten (a save), once its response has closed, and after a failed read", async () => {
    const settings = counted();
    const response = new EventEmitter();
    await inRequestScope(
      "request-3",
      async () => {
        await oncePerRequest("settings", settings.read);
        forgetInRequest("settings");
        expect(await oncePerRequest("settings", settings.read)).toBe(2);
        response.emit("close");
        // What the request left running reads afresh.
        expect(await oncePerRequest("settings", settings.read)).toBe(3);
        expect(await oncePerRequest("settings", settings.read)).toBe(4);
      },
      response,
    );
    await inRequestScope("request-4", async () => {
      await expect(oncePerRequest("broken", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
      expect(await oncePerRequest("broken", () => Promise.resolve("up"))).toBe("up");
    });
  });
});
