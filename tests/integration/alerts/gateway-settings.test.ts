// School Settings' gateway card (decision 0067): the signing secret and a new one, and a test message sent to a
// real HTTP server that checks its signature as any Standard Webhooks receiver does; the answer, in words, on the
// page; admins only, audited, a few a minute.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { db } from "~/lib/database/db.server";
import { action, loader } from "~/routes/admin/settings";

import * as schema from "../../../db/schema";
import { auditFor, formBody, outcome, staffArgs, useStaff } from "../../support/admin";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";
import { allowInside } from "../../support/outbound";

// Its servers are on this machine, which is inside (decision 0080).
allowInside("127.0.0.1");

const PATH = "/admin/settings";
const ADMIN = "admin@school.example";
const EDITOR = "editor@school.example";

/** What the gateway does with the next message: answer with a status and a body, or never answer. */
type Behaviour = { status: number; body: string } | "hang";

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A gateway on 127.0.0.1 that checks each message's signature with `secret()` before it answers. */
async function startGateway(secret: () => string) {
  const received: Received[] = [];
  let behaviour: Behaviour = { status: 200, body: "taken" };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      received.push({ headers, body });
      if (behaviour === "hang") return;
      try {
        new Webhook(secret()).verify(body, headers);
      } catch (error) {
        response.writeHead(401).end(`bad signature: ${(error as Error).message}`);
        return;
      }
      response.writeHead(behaviour.status, { "content-type": "text/plain" }).end(behaviour.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/messages`,
    received,
    answer: (next: Behaviour) => {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface GatewayReply {
  ok: boolean;
  toast: { type: string; title: string; description?: string };
  result?: { error?: Record<string, string[] | null> };
  gateway?: { taken: boolean; said: string };
}

describe.each(testDatabaseKinds)("the gateway on School Settings, on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { ids, cookies } = useStaff(database, {
    [ADMIN]: { role: "admin" },
    [EDITOR]: { sections: ["content", "alerts"] },
  });

  const page = async (cookie = cookies[ADMIN]) => outcome(() => loader(staffArgs(PATH, cookie) as never));
  const secretShown = async () => ((await page()).value as { gatewaySecret: string }).gatewaySecret;
  const post = (fields: Record<string, string>, cookie = cookies[ADMIN]) =>
    outcome<GatewayReply>(() => action(staffArgs(PATH, cookie, { method: "POST", body: formBody(fields) }) as never));
  const sendTest = (mobile: string, cookie = cookies[ADMIN]) => post({ intent: "send_test", mobile }, cookie);
  const setGateway = (url: string) => db().update(schema.siteSettings).set({ gatewayUrl: url });

  let secret = "";
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    gateway = await startGateway(() => secret);
  });
  afterAll(() => gateway.close());
  afterEach(async () => {
    vi.restoreAllMocks();
    // Each test has its own minute of tests.
    await db().delete(schema.rateLimitHits);
  });

  it("shows admins the signing secret, the same on every visit, and keeps the page from others", async () => {
    secret = await secretShown();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(await secretShown()).toBe(secret);
    // Not an admin: sent to the dashboard, as from every admin-only page.
    expect(await page(cookies[EDITOR])).toMatchObject({ status: 302, location: "/admin/dashboard" });
  });

  it("refuses a test while no gateway address is saved (409), and sends nothing", async () => {
    await setGateway("");
    const result = await sendTest("98123 45678");
    expect(result.status).toBe(409);
    expect(result.reply).toMatchObject({ ok: false, result: { error: { "": ["Save a gateway address first."] } } });
    expect(result.reply?.gateway).toBeUndefined();
    expect(gateway.received).toHaveLength(0);
    expect(await auditFor("1", "settings.gateway_test")).toHaveLength(0);
  });

  it.each([
    ["", "Mobile number is required"],
    ["12345", "Mobile number must have at least 10 digits"],
    ["call me", "Mobile number can only contain digits, spaces, + and -"],
    ["9".repeat(21), "Mobile number must be at most 20 characters"],
  ])("refuses the test's mobile number %j: %s", async (mobile, message) => {
    await setGateway(gateway.url);
    const result = await sendTest(mobile);
    expect(result.status).toBe(400);
    expect(result.reply?.result?.error?.mobile).toEqual([message]);
    expect(gateway.received).toHaveLength(0);
  });

  it("sends a signed test message and shows the gateway's answer: 200 with its body, then 500", async () => {
    await setGateway(gateway.url);
    gateway.answer({ status: 200, body: "queued as 42" });
    const taken = await sendTest("098123 45678");
    expect(taken).toMatchObject({
      status: 200,
      reply: {
        ok: true,
        toast: { type: "success", title: "Test message sent", description: "The gateway answered 200: queued as 42" },
        gateway: { taken: true, said: "The gateway answered 200: queued as 42" },
      },
    });
    const [message] = gateway.received;
    expect(message!.headers["content-type"]).toBe("application/json");
    const sent = JSON.parse(message!.body) as { type: string; data: Record<string, unknown> };
    expect(sent).toMatchObject({
      type: "message.test",
      data: { id: message!.headers["webhook-id"], kind: "test", to: "+919812345678", language: "en" },
    });
    expect(sent.data.values).toHaveLength(4);

    gateway.answer({ status: 500, body: "the provider is down" });
    const refused = await sendTest("+91 98123 45678");
    expect(refused).toMatchObject({
      status: 200,
      reply: {
        toast: { type: "error", title: "The gateway did not take the test message" },
        gateway: { taken: false, said: "The gateway answered 500: the provider is down" },
      },
    });

    // Audited with the status, and of the number only its last four digits.
    const entries = await auditFor("1", "settings.gateway_test");
    expect(entries.map((entry) => entry.details)).toEqual([
      { status: 200, to: "…5678" },
      { status: 500, to: "…5678" },
    ]);
    expect(entries[0]).toMatchObject({ actorUserId: ids[ADMIN], actorEmail: ADMIN, targetType: "site_settings" });
    expect(JSON.stringify(entries)).not.toContain("98123");
  });

  it("says when the gateway could not be reached: it never answered", async () => {
    await setGateway(gateway.url);
    gateway.answer("hang");
    // The gateway's 8 seconds, shortened for the test: the same timeout, sooner.
    const timeout = AbortSignal.timeout.bind(AbortSignal);
    vi.spyOn(AbortSignal, "timeout").mockImplementation(() => timeout(300));
    const result = await sendTest("9812345678");
    expect(result).toMatchObject({
      status: 200,
      reply: {
        toast: { type: "error", title: "The gateway did not take the test message" },
        gateway: { taken: false, said: "The gateway could not be reached: No answer within 8 seconds" },
      },
    });
    expect((await auditFor("1", "settings.gateway_test")).at(-1)?.details).toEqual({ status: 0, to: "…5678" });
  });

  it("makes a new secret: the old one no longer verifies, the new one does; audited", async () => {
    await setGateway(gateway.url);
    gateway.answer({ status: 200, body: "ok" });
    const old = await secretShown();
    const renewed = await post({ intent: "new_secret" });
    expect(renewed).toMatchObject({
      status: 200,
      reply: { ok: true, toast: { title: "New secret made: give it to the gateway" } },
    });
    const fresh = await secretShown();
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(old);
    const [entry, ...more] = await auditFor("1", "settings.gateway_secret_renewed");
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ actorUserId: ids[ADMIN], targetType: "site_settings" });
    expect(JSON.stringify(entry)).not.toContain(fresh.slice(6));

    // A gateway still checking with the old secret refuses; given the new one, it takes the message.
    secret = old;
    expect((await sendTest("9812345678")).reply?.gateway?.said).toMatch(/^The gateway answered 401: bad signature/);
    secret = fresh;
    expect((await sendTest("9812345678")).reply?.gateway).toEqual({
      taken: true,
      said: "The gateway answered 200: ok",
    });
  });

  it("lets an admin send 10 tests a minute, then refuses (429)", async () => {
    await setGateway(gateway.url);
    gateway.answer({ status: 204, body: "" });
    for (let sent = 0; sent < 10; sent++) {
      expect((await sendTest("9812345678")).reply?.gateway?.said).toBe("The gateway answered 204.");
    }
    const refused = await sendTest("9812345678");
    expect(refused.status).toBe(429);
    expect(refused.reply?.toast.description).toBe("Too many test messages: wait a minute and try again.");
  });

  it("refuses staff who are not admins, for the secret and the test alike, and changes nothing", async () => {
    await setGateway(gateway.url);
    const before = await secretShown();
    const sent = gateway.received.length;
    // Sent back to the dashboard with "access denied", as every admin-only action does.
    const refused = { status: 302, location: "/admin/dashboard" };
    expect(await post({ intent: "new_secret" }, cookies[EDITOR])).toMatchObject(refused);
    expect(await sendTest("9812345678", cookies[EDITOR])).toMatchObject(refused);
    expect(await secretShown()).toBe(before);
    expect(gateway.received).toHaveLength(sent);
  });
});
