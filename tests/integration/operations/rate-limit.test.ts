import { count } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { addressKeys, consumeRateLimits, refundRateLimits } from "~/lib/database/rate-limit.server";

import * as schema from "../../../db/schema";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";

describe("addressKeys: what a client address is counted under", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9", "203.0.113.0/24"],
    ["::ffff:203.0.113.9", "203.0.113.9", "203.0.113.0/24"],
    ["2001:db8:aa:bb::1", "2001:db8:aa:bb::/64", "2001:db8:aa::/48"],
    ["2001:0db8:00aa:00bb:1234:5678:9abc:def0", "2001:db8:aa:bb::/64", "2001:db8:aa::/48"],
    ["2001:db8::", "2001:db8:0:0::/64", "2001:db8:0::/48"],
    ["64:ff9b:1:2:3:4:1.2.3.4", "64:ff9b:1:2::/64", "64:ff9b:1::/48"],
    ["unknown", "unknown", "unknown"],
  ])("%s is %s in %s", (address, key, block) => {
    expect(addressKeys(address)).toEqual({ address: key, block });
  });
});

describe.each(testDatabaseKinds)("rate limits on %s", (kind) => {
  const database = useTestDatabase(kind);
  const rows = async () => (await database.db.select({ n: count() }).from(schema.rateLimitHits))[0]!.n;
  const hourly = (key: string, limit = 10) => ({ key, limit, windowSeconds: 3600 });

  beforeEach(async () => {
    await database.db.delete(schema.rateLimitHits);
  });

  it("keeps only the windows still running, however long a flood lasts", async () => {
    const start = Date.parse("2026-11-02T00:00:00Z");
    for (let minute = 0; minute < 48 * 60; minute += 7) {
      const now = new Date(start + minute * 60_000);
      await consumeRateLimits([hourly("flood:address:203.0.113.9"), hourly("flood:block:203.0.113.0/24")], now);
    }
    // Two keys, each with at most its current and its last window.
    expect(await rows()).toBeLessThanOrEqual(4);
  });

  it("does not count a refused hit against the limits after the one that refused it", async () => {
    const limits = [hourly("a", 2), hourly("b", 100)];
    const results = [];
    for (let i = 0; i < 50; i++) results.push((await consumeRateLimits(limits)).allowed);
    expect(results.filter(Boolean)).toHaveLength(2);
    const hits = await database.db.select().from(schema.rateLimitHits);
    expect(hits.find((row) => row.key === "b")?.hits).toBe(2);
  });

  it("counts and compares in one step: of 60 parallel hits, exactly the limit get through", async () => {
    const results = await Promise.all(
      Array.from({ length: 60 }, () => consumeRateLimits([hourly("parallel", 5)]).then((r) => r.allowed)),
    );
    expect(results.filter(Boolean)).toHaveLength(5);
  });

  it("gives a hit back", async () => {
    const limit = hourly("refund", 1);
    const first = await consumeRateLimits([limit]);
    expect(first.allowed).toBe(true);
    await refundRateLimits(first.counted);
    expect((await consumeRateLimits([limit])).allowed).toBe(true);
    expect((await consumeRateLimits([limit])).allowed).toBe(false);
  });
});
