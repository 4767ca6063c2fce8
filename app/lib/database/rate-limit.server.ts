// Fixed-window rate limits kept in the database, so every server process
// counts the same hits. Used by the public forms and by sign-in (decision 0016).
import { isIPv4, isIPv6 } from "node:net";
import { and, eq, lt, sql } from "drizzle-orm";

import { rateLimitHits } from "../../../db/schema";
import { db, type Db } from "./db.server";

export interface RateLimit {
  /** What is counted, e.g. "visit:address:1.2.3.4". */
  key: string;
  limit: number;
  windowSeconds: number;
}

/** A hit that was counted, so that it can be given back. */
export interface CountedHit {
  key: string;
  windowStart: Date;
}

// No limit has a longer window, so a row whose window started longer ago than
// this has ended and can go: the table holds only the windows now running.
export const LONGEST_WINDOW_SECONDS = 3600;

function windowOf({ windowSeconds }: RateLimit, now: Date) {
  if (windowSeconds > LONGEST_WINDOW_SECONDS) throw new Error(`A rate limit window is at most an hour`);
  const windowMs = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/**
 * Counts one hit against each limit in turn and stops at the first one that
 * is now exceeded, so a refused request is never counted against the limits
 * after it. Counting and telling are one statement (an upsert that returns the
 * new count): parallel requests cannot all read "one left" and all go through.
 */
export async function consumeRateLimits(
  limits: RateLimit[],
  now = new Date(),
  /** A transaction to count in, so that what it rolls back is not counted. */
  writer: Pick<Db, "insert" | "delete"> = db(),
): Promise<{ allowed: boolean; counted: CountedHit[] }> {
  const counted: CountedHit[] = [];
  for (const limit of limits) {
    const windowStart = windowOf(limit, now);
    const [row] = await writer
      .insert(rateLimitHits)
      .values({ key: limit.key, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { hits: sql`${rateLimitHits.hits} + 1` },
      })
      .returning({ hits: rateLimitHits.hits });
    counted.push({ key: limit.key, windowStart });
    // A new row is a new window for its key: the moment to forget ended windows.
    if (row!.hits === 1) await forgetEndedWindows(now, writer);
    if (row!.hits > limit.limit) return { allowed: false, counted };
  }
  return { allowed: true, counted };
}

/** Gives back hits that should not count after all (e.g. a sign-in with the right password). */
export async function refundRateLimits(counted: CountedHit[]): Promise<void> {
  for (const { key, windowStart } of counted) {
    await db()
      .update(rateLimitHits)
      .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
      .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, windowStart)));
  }
}

async function forgetEndedWindows(now: Date, writer: Pick<Db, "delete">) {
  await writer
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.windowStart, new Date(now.getTime() - LONGEST_WINDOW_SECONDS * 1000)));
}

/**
 * The keys a client address is counted under: the address itself and the
 * network block around it. IPv6 is counted by its /64 (one household or phone
 * gets a whole /64, and rotating within it is free), the block is an IPv4 /24
 * or an IPv6 /48.
 */
export function addressKeys(address: string): { address: string; block: string } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1]! : address;
  if (isIPv4(ip)) return { address: ip, block: `${ip.split(".").slice(0, 3).join(".")}.0/24` };
  if (isIPv6(ip)) {
    const groups = expandIPv6(ip);
    return { address: `${groups.slice(0, 4).join(":")}::/64`, block: `${groups.slice(0, 3).join(":")}::/48` };
  }
  return { address, block: address };
}

function expandIPv6(ip: string): string[] {
  // A dotted IPv4 tail ("64:ff9b::1.2.3.4") is two groups.
  const hex = ip
    .split("%")[0]!
    .replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
      [(+a << 8) | +b, (+c << 8) | +d].map((n) => n.toString(16)).join(":"),
    );
  const [head, tail] = hex.split("::") as [string, string | undefined];
  const part = (text: string | undefined) => (text ? text.split(":") : []);
  const left = part(head);
  const right = part(tail);
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return groups.map((group) => (parseInt(group, 16) || 0).toString(16));
}
