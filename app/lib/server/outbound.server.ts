// The one way the server reaches an address staff typed (a link to check, a text-message gateway): never inside the
// school's network or the machine itself (decision 0080). The name is resolved, and every address it resolves to is
// judged before the connection is made, by the connection's own lookup: the address judged is the address used, on
// every redirect too. A host the IT vendor names in ALLOW_INSIDE_HOSTS (a gateway on the school's own network) may be
// inside.
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";

import { env } from "./env.server";

/** What a refused address says, in words for staff. */
export const INSIDE_REASON = "Points inside the school's network";

/** Raised (as a request's error) for an address inside; its `code` is ERR_INSIDE_ADDRESS. */
export class InsideAddressError extends Error {
  readonly code = "ERR_INSIDE_ADDRESS";
  constructor(host: string) {
    super(`${host}: ${INSIDE_REASON}`);
  }
}

// Loopback, private, shared (carrier NAT), link-local (cloud metadata, 169.254.169.254, among them), "this network",
// benchmarking, multicast and reserved ranges; in IPv6 the same, and unique-local (fd00:ec2::254, metadata too).
const INSIDE = new net.BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  INSIDE.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  INSIDE.addSubnet(network, prefix, "ipv6");
}

/** Whether `address` (an IP) is inside: an IPv4 address written in IPv6 (::ffff:127.0.0.1) as its IPv4. */
export function isInsideAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return INSIDE.check(mapped, "ipv4");
  const family = net.isIP(address);
  if (family === 0) return true;
  return INSIDE.check(address, family === 4 ? "ipv4" : "ipv6");
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** The connection's lookup: `host`'s addresses, refused when any is inside and the host is not allowed. */
function guardedLookup(allowed: ReadonlySet<string>) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (!allowed.has(hostname.toLowerCase()) && addresses.some(({ address }) => isInsideAddress(address))) {
        return callback(new InsideAddressError(hostname), []);
      }
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** What an outbound request answered: its status, its headers, and (read on demand, at most `limit` bytes) its body. */
export interface OutboundAnswer {
  status: number;
  header: (name: string) => string | null;
  text: (limit?: number) => Promise<string>;
  /** Lets go of a body that is not wanted. */
  discard: () => void;
}

/**
 * Sends one request to `url` (http or https), never following a redirect (the caller judges each hop, which comes
 * back here), refused with an InsideAddressError when the address is inside. Gives up after `timeoutMs` whatever the
 * other side does: a connection never answered holds nothing longer.
 */
export function outboundRequest(
  url: URL,
  init: {
    method: string;
    headers?: Record<string, string>;
    body?: string;
    timeoutMs: number;
    /** Hosts that may be inside besides ALLOW_INSIDE_HOSTS's (the site's own address, for its own pages). */
    alsoAllowed?: readonly string[];
  },
): Promise<OutboundAnswer> {
  const allowed = new Set(env().ALLOW_INSIDE_HOSTS);
  for (const host of init.alsoAllowed ?? []) allowed.add(host.toLowerCase());
  const hostname = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  // An address written as one is never looked up: judged here.
  if (net.isIP(hostname) && !allowed.has(hostname) && isInsideAddress(hostname)) {
    return Promise.reject(new InsideAddressError(hostname));
  }
  const client = url.protocol === "https:" ? https : http;
  const signal = AbortSignal.timeout(init.timeoutMs);
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: init.method,
        headers: init.headers,
        lookup: guardedLookup(allowed) as never,
        agent: false,
        signal,
      },
      (response) => {
        resolve({
          status: response.statusCode ?? 0,
          header: (name) => {
            const value = response.headers[name.toLowerCase()];
            return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
          },
          text: (limit = 64 * 1024) =>
            new Promise((done, fail) => {
              const chunks: Buffer[] = [];
              let size = 0;
              response.on("data", (chunk: Buffer) => {
                if (size < limit) chunks.push(chunk.subarray(0, limit - size));
                size += chunk.length;
                if (size >= limit) response.destroy();
              });
              response.on("close", () => done(Buffer.concat(chunks).toString("utf8")));
              response.on("error", (error) =>
                size >= limit ? done(Buffer.concat(chunks).toString("utf8")) : fail(error),
              );
            }),
          discard: () => response.destroy(),
        });
      },
    );
    request.on("error", (error) => {
      // The timeout's abort, said as the fetch API says it, which the callers already read.
      if (signal.aborted) {
        const timeout = new Error("The request timed out");
        timeout.name = "TimeoutError";
        return reject(timeout);
      }
      reject(error);
    });
    if (init.body !== undefined) request.write(init.body);
    request.end();
  });
}
