// Links and gateways never point inside (decision 0080): the link check and the gateway's messages refuse loopback,
// private, link-local and cloud-metadata destinations, judged by the address a name resolves to, on every redirect
// too, and say so in words. A real HTTP server on 127.0.0.1 stands for what must not be reached: it counts every
// request that arrives. Only a host ALLOW_INSIDE_HOSTS names may be reached inside.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { postToGateway } from "~/features/broadcasts/gateway.server";
import { checkAddress, LINK_REASONS, Politeness } from "~/features/links/check-link.server";
import { forgetEnv } from "~/lib/server/env.server";
import { INSIDE_REASON, isInsideAddress } from "~/lib/server/outbound.server";

let reached = 0;
const inside = http.createServer((_request, response) => {
  reached++;
  response.writeHead(200).end("secret");
});
let port = 0;
// A site the school may link to, here on the loopback and named in ALLOW_INSIDE_HOSTS: it sends visitors inside.
const allowedSite = http.createServer((request, response) => {
  response.writeHead(302, { Location: `http://localhost:${port}${request.url}` }).end();
});
let allowedOrigin = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => inside.listen(0, "127.0.0.1", resolve));
  port = (inside.address() as AddressInfo).port;
  await new Promise<void>((resolve) => allowedSite.listen(0, "127.0.0.1", resolve));
  allowedOrigin = `http://127.0.0.1:${(allowedSite.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => inside.close(resolve));
  await new Promise((resolve) => allowedSite.close(resolve));
});

const options = () => ({ timeoutMs: 2000, userAgent: "link check test", politeness: new Politeness(0) });

describe("an address inside", () => {
  it.each([
    ["127.0.0.1", true],
    ["127.8.9.10", true],
    ["::1", true],
    ["::ffff:127.0.0.1", true],
    ["10.1.2.3", true],
    ["172.16.0.1", true],
    ["172.31.255.255", true],
    ["192.168.1.20", true],
    ["169.254.169.254", true],
    ["100.64.0.1", true],
    ["0.0.0.0", true],
    ["fd00:ec2::254", true],
    ["fe80::1", true],
    ["224.0.0.1", true],
    ["172.32.0.1", false],
    ["93.184.216.34", false],
    ["2606:4700::1111", false],
  ])("%s: %s", (address, expected) => {
    expect(isInsideAddress(address)).toBe(expected);
  });
});

describe("the link check", () => {
  beforeAll(() => {
    process.env.ALLOW_INSIDE_HOSTS = "";
    forgetEnv();
  });

  it("never reaches the machine, the school's network or the cloud's metadata, by address or by name", async () => {
    for (const address of [
      `http://127.0.0.1:${port}/`,
      `http://localhost:${port}/admin`,
      `http://[::1]:${port}/`,
      "http://169.254.169.254/latest/meta-data/",
      "http://10.0.0.1/",
      "http://127.0.0.1:9/",
    ]) {
      expect(await checkAddress(address, options()), address).toEqual({
        ok: false,
        status: null,
        reason: LINK_REASONS.inside,
      });
    }
    expect(LINK_REASONS.inside).toBe("Points inside the school's network");
    expect(reached).toBe(0);
  });

  it("judges every redirect's address: a site allowed inside cannot send the check elsewhere inside", async () => {
    process.env.ALLOW_INSIDE_HOSTS = "127.0.0.1";
    forgetEnv();
    expect(await checkAddress(`${allowedOrigin}/moved`, options())).toEqual({
      ok: false,
      status: null,
      reason: LINK_REASONS.inside,
    });
    expect(reached).toBe(0);
    // Named, it is reached.
    expect(await checkAddress(`http://127.0.0.1:${port}/`, options())).toMatchObject({ ok: true, status: 200 });
    expect(reached).toBe(1);
    reached = 0;
    process.env.ALLOW_INSIDE_HOSTS = "";
    forgetEnv();
  });
});

describe("the gateway's messages", () => {
  it("are not posted inside unless the IT vendor names the gateway's host, and say why in words", async () => {
    process.env.ALLOW_INSIDE_HOSTS = "";
    forgetEnv();
    for (const url of [`http://localhost:${port}/messages`, `http://127.0.0.1:${port}/messages`]) {
      expect(await postToGateway(url, "whsec_dGVzdA==", "msg-1", { to: "9812345678" })).toEqual({
        status: 0,
        body: INSIDE_REASON,
      });
    }
    expect(reached).toBe(0);

    process.env.ALLOW_INSIDE_HOSTS = "localhost";
    forgetEnv();
    expect(await postToGateway(`http://localhost:${port}/messages`, "whsec_dGVzdA==", "msg-1", {})).toEqual({
      status: 200,
      body: "secret",
    });
    expect(reached).toBe(1);
    reached = 0;
  });
});
