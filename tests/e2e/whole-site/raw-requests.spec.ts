// What no browser sends, written byte by byte on a raw socket to the real
// server (decision 0017: no input reaches a 5xx). A request must name a host:
// HTTP/1.0 may send no Host header at all, and an empty or malformed one names
// none either; every path answers those 400, with one line in the log, except
// /healthz, which answers as ever, since a load balancer's HTTP/1.0 health check
// sends no Host (decision 0042).
import net from "node:net";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import fc from "fast-check";

import routes from "../../../app/routes.ts";
import { freshDatabase } from "../../../scripts/fresh-database.ts";
import { startOwnServer } from "../support/own-server.ts";
import { expect, test } from "../support/test";

function flatten(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.path !== undefined || entry.index ? [`/${entry.path ?? ""}`] : []),
    ...flatten(entry.children ?? []),
  ]);
}

/** Every path of app/routes.ts (a parameter filled in), and what is served beside them. */
const PATHS = [
  ...new Set([
    ...flatten(routes).map((path) =>
      path.replace("*", "raw/file.jpg").replace(/:(\w+)/g, "6f1d3c1e-8a55-4b5e-9d7e-2f0a1b2c3d4e"),
    ),
    "/favicon.ico",
    "/assets/no-such-file.js",
    "/no-such-page",
    "/admissions?form=visit",
  ]),
];

/** Sends `raw` as it is and reads the answer to its end; the status line's code. */
function send(port: number, raw: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let answer = "";
    // Written, not ended: the server closes the connection once it has answered (HTTP/1.0, or Connection: close).
    const socket = net.connect(port, "127.0.0.1", () => socket.write(raw));
    socket.setEncoding("latin1");
    socket.setTimeout(10_000, () => socket.destroy(new Error(`No answer to ${JSON.stringify(raw)}`)));
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const status = /^HTTP\/1\.[01] (\d{3}) /.exec(answer)?.[1];
      if (status) resolve(Number(status));
      else reject(new Error(`No status line in the answer to ${JSON.stringify(raw)}: ${JSON.stringify(answer)}`));
    });
  });
}

const port = () => Number(process.env.E2E_PORT);

/** The ways a request names no host: none at all (HTTP/1.0), an empty one, or one no URL can hold. */
const NO_HOST = [
  (method: string, path: string) => `${method} ${path} HTTP/1.0\r\n\r\n`,
  (method: string, path: string) => `${method} ${path} HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n`,
  (method: string, path: string) => `${method} ${path} HTTP/1.0\r\nHost:   \r\n\r\n`,
  ...["a b", "[", "exa%mple", "localhost:99999", ":80"].map(
    (host) => (method: string, path: string) =>
      `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
  ),
];

test.describe("a request that names no host", () => {
  test("answers 400 on every path, for GET, HEAD and POST", async () => {
    const answers: string[] = [];
    for (const path of PATHS.filter((path) => path !== "/healthz")) {
      for (const method of ["GET", "HEAD", "POST"]) {
        for (const request of NO_HOST) {
          const raw =
            method === "POST"
              ? request(method, path).replace("\r\n", "\r\nContent-Length: 0\r\n")
              : request(method, path);
          answers.push(`${await send(port(), raw)} ${JSON.stringify(raw)}`);
        }
      }
    }
    expect(answers.filter((answer) => !answer.startsWith("400 "))).toEqual([]);
  });

  test("/healthz answers 200 as ever, so that a health checker's HTTP/1.0 request works", async () => {
    for (const request of NO_HOST) {
      expect(await send(port(), request("GET", "/healthz"))).toBe(200);
      expect(await send(port(), request("HEAD", "/healthz"))).toBe(200);
    }
  });

  test("a request that does name one is answered as before", async () => {
    expect(await send(port(), "GET /healthz HTTP/1.0\r\nHost: localhost\r\n\r\n")).toBe(200);
    expect(await send(port(), "GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")).toBe(200);
    expect(await send(port(), "GET /no-such-page HTTP/1.0\r\nHost: localhost\r\n\r\n")).toBe(404);
  });
});

test("any Host header whatever answers below 500", async () => {
  test.setTimeout(120_000);
  // Printable ASCII (what a header line may hold), and short strings of what a host's parts are made of.
  const headerText = fc.oneof(
    fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 40 }),
    fc.string({ unit: fc.constantFrom(..."[]@:/\\%.#? a1"), maxLength: 8 }),
  );
  await fc.assert(
    fc.asyncProperty(headerText, fc.constantFrom("/", "/healthz", "/contact", "/admin"), async (host, path) => {
      const status = await send(port(), `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(status, `Host: ${JSON.stringify(host)} on ${path}`).toBeLessThan(500);
    }),
    { numRuns: 300 },
  );
});

test("a request without a host leaves one line in the log, and no error", async () => {
  test.setTimeout(120_000);
  const database = await freshDatabase("raw_requests");
  const server = await startOwnServer({ ...database.env, LOG_LEVEL: "warn" });
  try {
    expect(await send(server.port, "GET /admissions HTTP/1.0\r\n\r\n")).toBe(400);
    expect(await send(server.port, "GET /healthz HTTP/1.0\r\n\r\n")).toBe(200);
  } finally {
    await server.stop();
    await database.cleanup();
  }
  const lines = server
    .stdout()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level: string; msg: string; req?: { path: string } });
  const refused = lines.filter((line) => line.msg.includes("names no host"));
  expect(refused).toEqual([
    expect.objectContaining({
      level: "warn",
      msg: "Refused: 400 Bad Request: the request names no host",
      req: { method: "GET", path: "/admissions" },
      res: { status: 400 },
    }),
  ]);
  expect(lines.filter((line) => line.level === "error" || line.level === "fatal")).toEqual([]);
});

test("behind a trusted proxy, a forwarded host no URL can hold is refused the same way", async () => {
  test.setTimeout(120_000);
  const database = await freshDatabase("raw_requests_proxy");
  const server = await startOwnServer({ ...database.env, LOG_LEVEL: "warn", TRUST_PROXY: "loopback" });
  const forwarding = (host: string, path = "/admissions") =>
    `GET ${path} HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-Host: ${host}\r\nConnection: close\r\n\r\n`;
  try {
    for (const host of ["[@&", "[", "a b", "exa%mple"]) {
      expect(await send(server.port, forwarding(host)), host).toBe(400);
      expect(await send(server.port, forwarding(host, "/healthz")), host).toBe(200);
    }
    expect(await send(server.port, forwarding("school.example"))).toBe(200);
  } finally {
    await server.stop();
    await database.cleanup();
  }
  const errors = server
    .stdout()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level: string })
    .filter((line) => line.level === "error" || line.level === "fatal");
  expect(errors).toEqual([]);
});
