import { describe, expect, it } from "vitest";

import { compareSessions, increasePercent, percentText, sessionBefore, type FeeHeadRow } from "./fees";
import { classFromCsv, perFromCsv } from "./schema";

describe("the fee page's sums (docs/specification.md §29)", () => {
  it("names the session before", () => {
    expect(sessionBefore("2026-27")).toBe("2025-26");
    expect(sessionBefore("2000-01")).toBe("1999-00");
  });

  it("gives the increase with one decimal, and none from nothing", () => {
    expect(increasePercent(3000, 3200)).toBe(6.7);
    expect(increasePercent(3000, 2900)).toBe(-3.3);
    expect(increasePercent(0, 500)).toBeNull();
    expect([6.7, -3.3, 0].map(percentText)).toEqual(["+6.7%", "-3.3%", "0.0%"]);
  });

  it("matches a head by its name without case and by how often, and counts the year's total", () => {
    const row = (head: string, per: FeeHeadRow["per"], amount: number): FeeHeadRow => ({
      className: "LKG",
      head,
      headHi: null,
      per,
      amount,
    });
    const [lkg] = compareSessions(
      [row("tuition  fee", "month", 1100), row("Transport", "quarter", 3000)],
      [row("Tuition fee", "month", 1000), row("Transport", "month", 1000)],
    );
    expect(lkg!.heads.map((head) => [head.head, head.change.kind])).toEqual([
      ["tuition  fee", "percent"],
      ["Transport", "new"],
      ["Transport", "gone"],
    ]);
    expect(lkg!.yearly).toEqual({ before: 24000, now: 25200, change: { kind: "percent", percent: 5 } });
    expect(lkg!.atAdmission).toEqual({ before: null, now: null, change: { kind: "none" } });
  });
});

describe("a fee heads file's words", () => {
  it("takes a class as written, without case, or by its numeral", () => {
    expect(["class iv", "IV", "Class  XII", "nursery", "ukg", "i"].map(classFromCsv)).toEqual([
      "Class IV",
      "Class IV",
      "Class XII",
      "Nursery",
      "UKG",
      "Class I",
    ]);
    expect(["Class XIII", "4", "", "IIII"].map(classFromCsv)).toEqual([null, null, null, null]);
  });

  it("takes the four words of how often, or one word each", () => {
    expect(["Every month", "MONTH", "Once, at admission", "once", "every quarter", "Year"].map(perFromCsv)).toEqual([
      "month",
      "month",
      "admission",
      "admission",
      "quarter",
      "year",
    ]);
    expect(perFromCsv("weekly")).toBeNull();
  });
});
