import { describe, expect, it } from "vitest";

import { daysInMonth, monthGrid, monthLabel, monthOf, shiftMonth, weekdayColumns, weekdayOf } from "./month-grid";

describe("the month view's grid", () => {
  it("starts weeks on Sunday and names the columns", () => {
    expect(weekdayColumns().map((day) => day.long)).toEqual([
      "Sunday",
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
    ]);
    expect(weekdayColumns().map((day) => day.short)).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
    expect(weekdayColumns("en", 1)[0]).toEqual({ long: "Monday", short: "Mon" });
    expect(weekdayColumns("en", 1)[6]).toEqual({ long: "Sunday", short: "Sun" });
  });

  it("names the columns in Hindi on a Hindi page", () => {
    expect(weekdayColumns("hi").map((day) => day.short)).toEqual(["रवि", "सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि"]);
    expect(weekdayColumns("hi")[0]).toEqual({ long: "रविवार", short: "रवि" });
    expect(weekdayColumns("hi", 1)[6]).toEqual({ long: "रविवार", short: "रवि" });
  });

  it("lays December 2026 out from Tuesday the 1st to Thursday the 31st, blanks around", () => {
    const weeks = monthGrid("2026-12");
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]).toEqual([null, null, "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05"]);
    expect(weeks[4]).toEqual(["2026-12-27", "2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it("puts each day in its weekday's column", () => {
    for (const month of ["2026-02", "2027-08", "2028-02", "2026-11"]) {
      for (const week of monthGrid(month)) {
        week.forEach((date, column) => {
          if (date) expect(weekdayOf(date)).toBe(column);
        });
      }
    }
  });

  it("needs four weeks for a February starting on Sunday and six for a long month starting on Saturday", () => {
    expect(monthGrid("2026-02")).toHaveLength(4); // 1 Feb 2026 is a Sunday, 28 days
    expect(monthGrid("2026-08")).toHaveLength(6); // 1 Aug 2026 is a Saturday, 31 days
  });

  it("knows leap years", () => {
    expect(daysInMonth("2028-02")).toBe(29);
    expect(daysInMonth("2026-02")).toBe(28);
    expect(monthGrid("2028-02").flat().filter(Boolean).at(-1)).toBe("2028-02-29");
  });

  it("starts on Monday when asked", () => {
    expect(monthGrid("2026-12", 1)[0]).toEqual([
      null,
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
    ]);
  });
});

describe("months and days", () => {
  it("moves across the year's end both ways", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(shiftMonth("2026-05", -17)).toBe("2024-12");
    expect(shiftMonth("2026-05", 0)).toBe("2026-05");
  });

  it("names them as people say them", () => {
    expect(monthLabel("2026-12")).toBe("December 2026");
    expect(monthLabel("2026-12", "hi")).toBe("दिसंबर 2026");
    expect(monthOf("2026-12-02")).toBe("2026-12");
  });
});
