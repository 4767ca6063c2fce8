// A request refused on purpose leaves one line in the log (method, path,
// status, reason) and no stack trace, so nobody can flood the log with traces.
// React Router's own request handler runs with the site's entry module: its
// CSRF check is what refuses a form posted from another site.
import { createRequestHandler, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import * as entry from "~/entry.server";
import { captureLog } from "~/lib/server/log.server";
import { inRequestScope } from "~/lib/server/request-scope.server";

import { testServerBuild } from "../../support/server-build";

// The smallest build the handler accepts: one page with an action that must never run.
const action = vi.fn(() => ({ ok: true }));
const build = testServerBuild({
  root: { id: "root", path: "admissions", module: { default: () => null, action } },
});
const handle = createRequestHandler(build, "production");

// Everything the server writes to its log: each JSON line read back, told as "<method> <path>: <message>".
let lines: string[] = [];
let raw = "";
let release = () => {};
beforeEach(() => {
  lines = [];
  raw = "";
  action.mockClear();
  release = captureLog((line) => {
    raw += line;
    const entry = JSON.parse(line) as { method?: string; path?: string; msg: string };
    lines.push(`${entry.method} ${entry.path}: ${entry.msg}`);
  });
});
afterEach(() => release());

const post = (path: string, origin: string) =>
  handle(
    new Request(`http://localhost:3000${path}`, {
      method: "POST",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=visit",
    }),
  );

describe("a refused cross-origin POST", () => {
  it.each([
    ["a page", "/admissions?from=home"],
    ["a page's data", "/admissions.data"],
  ])("to %s is a 400 that logs one line without a stack trace", async (_, path) => {
    const response = await post(path, "https://evil.example");
    expect(response.status).toBe(400);
    expect(action).not.toHaveBeenCalled();
    expect(lines).toEqual([
      "POST /admissions" +
        (path.endsWith(".data") ? ".data" : "") +
        ': Refused: 400 cross-origin form from "https://evil.example"',
    ]);
  });

  it("with an Origin that is not a URL logs one line too", async () => {
    expect((await post("/admissions", "::not a url")).status).toBe(400);
    expect(lines).toEqual(['POST /admissions: Refused: 400 cross-origin form from "::not a url"']);
  });

  it("a thousand of them log a thousand lines", async () => {
    for (let i = 0; i < 1000; i++) await post("/admissions", "https://evil.example");
    expect(lines).toHaveLength(1000);
    expect(raw).not.toContain("stack");
  });
});

describe("a POST from the site itself", () => {
  it("reaches the action and logs nothing", async () => {
    const response = await post("/admissions.data", "http://localhost:3000");
    expect(response.status).toBe(200);
    expect(action).toHaveBeenCalledOnce();
    expect(lines).toEqual([]);
  });
});

describe("a request the router refuses (no such page, no action)", () => {
  it("logs one line with its status", () => {
    const request = new Request("http://localhost:3000/about?q=secret", { method: "POST" });
    const error = new ErrorResponse(405, "Method Not Allowed", new Error("You made a POST request…"), true);
    entry.handleError(error, { request, params: {}, context: undefined as never });
    expect(lines).toEqual(["POST /about: Refused: 405 Method Not Allowed"]);
  });
});

describe("a real error", () => {
  it("is still logged with its stack, and the request's id, but none of the parent's details", () => {
    const request = new Request("http://localhost:3000/admissions?q=parent@example.com", { method: "POST" });
    // A failed insert's message lists its parameters: a phone number and an e-mail address.
    const error = new Error("Failed query: insert into visit_requests … params: Asha,9876543210,parent@example.com");
    inRequestScope("request-1234", () =>
      entry.handleError(error, { request, params: {}, context: undefined as never }),
    );
    expect(lines).toEqual(["POST /admissions: Error while handling a request"]);
    const entry_ = JSON.parse(raw) as { requestId: string; level: string; err: { message: string; stack: string } };
    expect(entry_).toMatchObject({ requestId: "request-1234", level: "error" });
    expect(entry_.err.message).toBe("Failed query: insert into visit_requests … params: Asha,[phone],[email]");
    expect(entry_.err.stack).toMatch(/\n\s+at /);
    expect(raw).not.toMatch(/9876543210|parent@example\.com/);
  });
});
