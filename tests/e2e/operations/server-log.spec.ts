// The server's log, read from a production server of its own (decision 0028):
// one JSON line per request with its id, method, path, status and
// duration; the id answered as X-Request-Id; no phone number, e-mail address or
// password anywhere in the log; LOG_LEVEL honoured.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { freshDatabase } from "../../../scripts/fresh-database.ts";
import { E2E_ADMIN } from "../support/accounts.ts";
import { startOwnServer } from "../support/own-server.ts";
import { expect, test } from "../support/test";

const PHONE = "9876512345";
const EMAIL = "log-test-parent@example.com";
const PASSWORD = "a-secret-password-for-the-log";

interface Server {
  origin: string;
  lines: () => Record<string, unknown>[];
  raw: () => string;
  stop: () => Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const database = await freshDatabase(`log_${Object.keys(env).join("_").toLowerCase() || "default"}`);
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), "school-log-uploads-"));
  const server = await startOwnServer({ UPLOADS_DIR: uploads, ...database.env, ...env });
  return {
    origin: server.origin,
    raw: server.output,
    // Libraries' own warnings (better-auth's) go to standard error, in their own words.
    lines: () =>
      server
        .stdout()
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    async stop() {
      await server.stop();
      await database.cleanup();
      fs.rmSync(uploads, { recursive: true, force: true });
    },
  };
}

/** What a parent and a member of staff send: a visit request, a search for the parent, a sign-in. */
async function sendPrivateThings(origin: string) {
  const form = (fields: Record<string, string>) => ({
    method: "POST",
    redirect: "manual" as const,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    body: new URLSearchParams(fields).toString(),
  });
  await fetch(
    `${origin}/contact`,
    form({
      name: "Log Test",
      email: EMAIL,
      phone: PHONE,
      message: `Call me on ${PHONE} or write to ${EMAIL}`,
      consent: "on",
    }),
  );
  await fetch(`${origin}/admin`, form({ email: E2E_ADMIN.email, password: PASSWORD }));
  await fetch(`${origin}/admin/enquiries?q=${encodeURIComponent(EMAIL)}`, { redirect: "manual" });
}

test("one JSON line per request, with its id, and nothing private, on a server of its own", async () => {
  test.setTimeout(120_000);
  const server = await startServer({});
  try {
    const home = await fetch(`${server.origin}/`, { headers: { "X-Request-Id": "proxy-request-0001" } });
    expect(home.headers.get("x-request-id")).toBe("proxy-request-0001");
    const own = await fetch(`${server.origin}/about`);
    expect(own.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    await sendPrivateThings(server.origin);
    // The last request's line is written when it is answered.
    await expect
      .poll(() =>
        server.lines().some((line) => (line.req as { path?: string } | undefined)?.path === "/admin/enquiries"),
      )
      .toBe(true);

    const requests = server.lines().filter((line) => line.msg === "request");
    expect(requests.find((line) => line.requestId === "proxy-request-0001")).toMatchObject({
      level: "info",
      req: { method: "GET", path: "/" },
      res: { status: 200 },
      durationMs: expect.any(Number),
    });
    expect(requests.find((line) => (line.req as { path: string }).path === "/about")).toMatchObject({
      requestId: own.headers.get("x-request-id"),
      res: { status: 200 },
    });
    // Each field once: the id is not written twice under two names.
    const lineOfAbout = server
      .raw()
      .split("\n")
      .find((line) => line.includes('"path":"/about"'))!;
    expect(lineOfAbout.match(/"requestId"/g)).toHaveLength(1);
    expect(lineOfAbout).not.toContain('"reqId"');
    expect(requests.map((line) => (line.req as { path: string }).path)).toEqual(
      expect.arrayContaining(["/contact", "/admin", "/admin/enquiries"]),
    );
    for (const secret of [PHONE, EMAIL, PASSWORD]) expect(server.raw()).not.toContain(secret);
  } finally {
    await server.stop();
  }
});

test("LOG_LEVEL=warn leaves requests out of the log", async () => {
  test.setTimeout(120_000);
  const server = await startServer({ LOG_LEVEL: "warn" });
  try {
    await fetch(`${server.origin}/`);
    await fetch(`${server.origin}/about`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.lines().filter((line) => line.msg === "request")).toEqual([]);
  } finally {
    await server.stop();
  }
});
