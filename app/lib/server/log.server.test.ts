import { afterEach, describe, expect, it } from "vitest";

import { captureLog, createLogger, scrub } from "./log.server";
import { inRequestScope } from "./request-scope.server";

let release = () => {};
afterEach(() => release());

const capture = () => {
  const lines: Record<string, unknown>[] = [];
  release = captureLog((line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  return lines;
};

describe("the log", () => {
  it("blanks e-mail addresses and phone numbers, however they are written", () => {
    expect(scrub("params: Asha,9876543210,parent@example.com")).toBe("params: Asha,[phone],[email]");
    expect(scrub("call +91 98765 43210 or 098765-43210")).toBe("call [phone] or [phone]");
    expect(scrub("Class 10, 2026-11-23, id 42")).toBe("Class 10, 2026-11-23, id 42");
  });

  it("honours its level: LOG_LEVEL=warn writes warnings, not requests", () => {
    const lines = capture();
    const logger = createLogger("warn");
    logger.info("a request");
    logger.warn("a warning");
    expect(lines.map((line) => [line.level, line.msg])).toEqual([["warn", "a warning"]]);
    createLogger("silent").error("nothing");
    expect(lines).toHaveLength(1);
  });

  it("writes one JSON line with the time, the level and the request's id", () => {
    const lines = capture();
    inRequestScope("request-42", () => createLogger("info").info({ path: "/admissions" }, "request"));
    expect(lines).toEqual([
      {
        level: "info",
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        requestId: "request-42",
        path: "/admissions",
        msg: "request",
      },
    ]);
  });

  it("keeps each line's fields to that line, within one request", () => {
    const lines = capture();
    const logger = createLogger("info");
    inRequestScope("request-43", () => {
      logger.info({ photoId: 7 }, "first");
      logger.info("second");
    });
    expect(lines[1]).toEqual({ level: "info", time: expect.any(String), requestId: "request-43", msg: "second" });
  });

  it("never writes a password, an e-mail or a phone field it is handed", () => {
    const lines = capture();
    createLogger("info").info({ password: "secret-1", user: { email: "a@b.example", phone: "9876543210" } }, "x");
    expect(JSON.stringify(lines)).not.toMatch(/secret-1|a@b\.example|9876543210/);
  });
});
