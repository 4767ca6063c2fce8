import { describe, expect, it } from "vitest";

import { logFormatFor, readableLine } from "./readable-log.server";

// A time whose local clock reading the test computes, whatever the machine's time zone.
const TIME = "2026-11-25T04:35:07.123Z";
const clock = new Date(TIME).toTimeString().slice(0, 8);

describe("the log on a terminal", () => {
  it("is readable on a terminal, JSON lines anywhere else (a file, a pipe, the journal)", () => {
    expect(logFormatFor({ isTTY: true })).toBe("readable");
    expect(logFormatFor({ isTTY: false })).toBe("json");
    expect(logFormatFor({})).toBe("json");
  });

  it("shows a line as its local time, level and message", () => {
    const line = JSON.stringify({
      level: "info",
      time: TIME,
      port: 3000,
      msg: "School website ready on http://localhost:3000",
    });
    expect(readableLine(`${line}\n`)).toBe(`${clock} INFO   School website ready on http://localhost:3000 port=3000\n`);
  });

  it("shows a request as its method, path, status and duration", () => {
    const line = JSON.stringify({
      level: "info",
      time: TIME,
      requestId: "0b0c8f5e-1d2a-4a8e-9d51-3b8e1f0c2a77",
      req: { method: "GET", path: "/admissions" },
      res: { status: 200 },
      durationMs: 12,
      msg: "request",
    });
    expect(readableLine(line)).toBe(`${clock} INFO   GET /admissions 200 12 ms\n`);
    const failed = JSON.stringify({ ...JSON.parse(line), level: "error", res: { status: 500 }, msg: "request failed" });
    expect(readableLine(failed)).toBe(`${clock} ERROR  request failed: GET /admissions 500 12 ms\n`);
  });

  it("puts the setup link on a line of its own, to be clicked or copied", () => {
    const link = "http://localhost:3000/admin/setup?token=Abc_123-xyz";
    const line = JSON.stringify({
      level: "info",
      time: TIME,
      setupLink: link,
      msg: `No admin account exists yet. Create the first one at ${link} (it works once, for 24 hours)`,
    });
    const lines = readableLine(line).split("\n");
    expect(lines[0]).toBe(
      `${clock} INFO   No admin account exists yet. Create the first one at ${link} (it works once, for 24 hours)`,
    );
    expect(lines[1]!.trim()).toBe(link);
  });

  it("shows an error's stack and cause below its message, with the request's id", () => {
    const line = JSON.stringify({
      level: "error",
      time: TIME,
      requestId: "request-42",
      err: {
        type: "Error",
        message: "could not write",
        stack: "Error: could not write\n    at save (gallery.ts:1:1)",
        cause: { type: "Error", message: "disk full", stack: "Error: disk full" },
      },
      msg: "Gallery: could not save",
    });
    expect(
      readableLine(line)
        .split("\n")
        .map((text) => text.trim()),
    ).toEqual([
      `${clock} ERROR  Gallery: could not save requestId=request-42`,
      "Error: could not write",
      "at save (gallery.ts:1:1)",
      "Caused by: Error: disk full",
      "",
    ]);
  });

  it("passes a line that is not JSON through as it is", () => {
    expect(readableLine("not json\n")).toBe("not json\n");
  });
});
