import { describe, expect, it } from "vitest";

import {
  calendarHref,
  canonicalCalendarSearch,
  isKeptCalendarSearch,
  parseCalendarQuery,
  parseDay,
  parseMonth,
} from "./search-params";

const today = "2026-11-22";
const parse = (search: string) => parseCalendarQuery(new URLSearchParams(search), today);

describe("the calendar's state from its URL", () => {
  it("defaults to every category, the list, and today", () => {
    expect(parse("")).toEqual({ category: null, view: "list", month: "2026-11", day: "2026-11-22" });
  });

  it("reads a shared link in full", () => {
    expect(parse("category=PTM&view=month&month=2026-12&day=2026-12-02")).toEqual({
      category: "PTM",
      view: "month",
      month: "2026-12",
      day: "2026-12-02",
    });
  });

  it("takes a category in any letter case, and All as every category", () => {
    expect(parse("category=holidays").category).toBe("Holidays");
    expect(parse("category=ptm").category).toBe("PTM");
    expect(parse("category=All").category).toBeNull();
  });

  it("opens the chosen day's month when no month is given", () => {
    expect(parse("view=month&day=2027-01-15")).toMatchObject({ month: "2027-01", day: "2027-01-15" });
  });

  it("keeps the chosen day when the month shown is another", () => {
    expect(parse("view=month&month=2027-02&day=2027-01-15")).toMatchObject({ month: "2027-02", day: "2027-01-15" });
  });

  it("falls back to the defaults on anything unknown or malformed", () => {
    expect(parse("category=Sports&view=week&month=2026-13&day=2026-02-30")).toEqual({
      category: null,
      view: "list",
      month: "2026-11",
      day: "2026-11-22",
    });
    expect(parse("category=&view=&month=&day=")).toEqual(parse(""));
    expect(parse("category=PTM%00&day=2026-1-5&month=26-12")).toEqual(parse(""));
    expect(parse("day=9999-12-31&month=0001-01")).toEqual(parse(""));
    expect(parse("day=<script>&month=2026-12'--")).toEqual(parse(""));
    expect(parse("category=__proto__&category=PTM").category).toBeNull();
  });

  it("uses a good day's month when only the month is bad", () => {
    expect(parse("view=month&month=2026-00&day=2026-12-02")).toMatchObject({ month: "2026-12", day: "2026-12-02" });
  });
});

describe("dates and months in the URL", () => {
  it("accepts only real dates", () => {
    expect(parseDay("2028-02-29")).toBe("2028-02-29");
    expect(parseDay("2026-02-29")).toBeNull();
    expect(parseDay("2026-04-31")).toBeNull();
    expect(parseDay("2026-12-02T00:00")).toBeNull();
    expect(parseDay(" 2026-12-02")).toBeNull();
    expect(parseDay(null)).toBeNull();
  });

  it("accepts only real months", () => {
    expect(parseMonth("2026-01")).toBe("2026-01");
    expect(parseMonth("2026-12")).toBe("2026-12");
    expect(parseMonth("2026-13")).toBeNull();
    expect(parseMonth("2026-1")).toBeNull();
    expect(parseMonth("1899-12")).toBeNull();
  });
});

describe("links to the calendar", () => {
  it("leave the defaults out", () => {
    expect(calendarHref({ category: null, view: "list", month: "2026-12", day: "2026-12-02" })).toBe("/calendar");
    expect(calendarHref({ category: "PTM", view: "list" })).toBe("/calendar?category=PTM");
  });

  it("carry the month and day in the month view, and a fragment when asked", () => {
    expect(calendarHref({ category: "Events", view: "month", month: "2026-12", day: "2026-12-02" }, "day-events")).toBe(
      "/calendar?category=Events&view=month&month=2026-12&day=2026-12-02#day-events",
    );
    expect(calendarHref({ category: null, view: "month" })).toBe("/calendar?view=month");
  });

  it("read back as the state they were made from", () => {
    const state = { category: "Activity", view: "month", month: "2027-01", day: "2026-12-31" } as const;
    expect(parseCalendarQuery(new URL(calendarHref(state), "http://x").searchParams, today)).toEqual(state);
  });
});

describe("the calendar's address as the page cache keeps it", () => {
  const canonical = (search: string) => canonicalCalendarSearch(new URLSearchParams(search)).toString();

  it("is written as the page's links write it", () => {
    expect(canonical("category=ptm&view=month&month=2026-12&day=2026-12-02")).toBe(
      "category=PTM&view=month&month=2026-12&day=2026-12-02",
    );
    expect(canonical("category=All&view=list&month=2026-12")).toBe("");
    expect(canonical("category=Sports&view=week&month=2026-13&day=2026-02-30")).toBe("");
    expect(canonical("view=month&month=2026-13&day=2026-12-02")).toBe("view=month&day=2026-12-02");
  });

  it("is kept for a month near today, with its day in that month or today", () => {
    const kept = (search: string) => isKeptCalendarSearch(new URLSearchParams(search), today);
    expect(kept("")).toBe(true);
    expect(kept("view=month")).toBe(true);
    expect(kept("view=month&month=2025-11&day=2025-11-30")).toBe(true);
    expect(kept("view=month&month=2028-11&day=2026-11-22")).toBe(true);
    expect(kept("view=month&month=2025-10")).toBe(false);
    expect(kept("view=month&month=2028-12")).toBe(false);
    expect(kept("view=month&day=2099-01-01")).toBe(false);
    expect(kept("view=month&month=2026-12&day=2026-11-21")).toBe(false);
  });
});
