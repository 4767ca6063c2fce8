// Fixed-window rate limits kept in the database, so every server process
// counts the same hits. Used by the public forms (and, later, sign-in).
import { and, eq, lt, sql } from "drizzle-orm";

import { rateLimitHits } from "../../db/schema";
import { db } from "./db.server";

export interface RateLimit {
  /** What is counted, e.g. "visit:ip:1.2.3.4" or "visit:all". */
  key: string;
  limit: number;
  windowSeconds: number;
}

/** Counts one hit against every limit; false if any of them is now exceeded. */
export async function consumeRateLimits(limits: RateLimit[], now = new Date()): Promise<boolean> {
  let allowed = true;
  for (const { key, limit, windowSeconds } of limits) {
    const windowMs = windowSeconds * 1000;
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    const [row] = await db()
      .insert(rateLimitHits)
      .values({ key, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { hits: sql`${rateLimitHits.hits} + 1` },
      })
      .returning({ hits: rateLimitHits.hits });
    if (row!.hits > limit) allowed = false;
  }
  // Now and then, forget windows older than a day.
  if (Math.random() < 0.01) {
    await db()
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.windowStart, new Date(now.getTime() - 86_400_000)));
  }
  return allowed;
}

/** Whether any of `limits` is already used up, without counting a hit. */
export async function isRateLimited(limits: RateLimit[], now = new Date()): Promise<boolean> {
  for (const { key, limit, windowSeconds } of limits) {
    const windowMs = windowSeconds * 1000;
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    const [row] = await db()
      .select({ hits: rateLimitHits.hits })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, windowStart)));
    if (row && row.hits >= limit) return true;
  }
  return false;
}
