// A request refused on purpose leaves one line in the log (method, path,
// status, reason) and no stack trace, so nobody can flood the log with traces.
// React Router's own request handler runs with the site's entry module: its
// CSRF check is what refuses a form posted from another site.
import { createRequestHandler, UNSAFE_ErrorResponseImpl as ErrorResponse, type ServerBuild } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import * as entry from "~/entry.server";

// The smallest build the handler accepts: one page with an action that must never run.
const action = vi.fn(() => ({ ok: true }));
const build = {
  entry: { module: entry },
  routes: { root: { id: "root", path: "admissions", module: { default: () => null, action } } },
  assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "test" },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
} as unknown as ServerBuild;
const handle = createRequestHandler(build, "production");

let lines: string[] = [];
beforeEach(() => {
  lines = [];
  action.mockClear();
  // Everything the server would write to its log, split into lines.
  const capture = (...args: unknown[]) => {
    const text = args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(" ");
    lines.push(...text.split("\n"));
  };
  vi.spyOn(console, "error").mockImplementation(capture);
  vi.spyOn(console, "warn").mockImplementation(capture);
  vi.spyOn(console, "log").mockImplementation(capture);
});
afterEach(() => vi.restoreAllMocks());

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
      "Refused POST /admissions" +
        (path.endsWith(".data") ? ".data" : "") +
        ': 400 cross-origin form from "https://evil.example"',
    ]);
  });

  it("with an Origin that is not a URL logs one line too", async () => {
    expect((await post("/admissions", "::not a url")).status).toBe(400);
    expect(lines).toEqual(['Refused POST /admissions: 400 cross-origin form from "::not a url"']);
  });

  it("a thousand of them log a thousand lines", async () => {
    for (let i = 0; i < 1000; i++) await post("/admissions", "https://evil.example");
    expect(lines).toHaveLength(1000);
    expect(lines.some((line) => /^\s+at /.test(line))).toBe(false);
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
    expect(lines).toEqual(["Refused POST /about: 405 Method Not Allowed"]);
  });
});

describe("a real error", () => {
  it("is still logged with its stack", () => {
    const request = new Request("http://localhost:3000/admissions", { method: "POST" });
    entry.handleError(new Error("the database went away"), { request, params: {}, context: undefined as never });
    expect(lines[0]).toBe("Error while handling POST http://localhost:3000/admissions: Error: the database went away");
    expect(lines.length).toBeGreaterThan(1);
  });
});
