// The 72-hour clock's words at its edges (docs/specification.md §27): time left in whole minutes rounded down (time overdue up), red from under 24
// hours, overdue from the 72nd hour, and which report it asks for.
import { describe, expect, it } from "vitest";

import { breachClock, hoursAndMinutes } from "./breach-clock";

const DETECTED = new Date("2026-01-14T03:50:00Z");
const after = (hours: number, minutes = 0, seconds = 0) =>
  new Date(DETECTED.getTime() + ((hours * 60 + minutes) * 60 + seconds) * 1000);
const open = { detectedAt: DETECTED, boardToldAt: null, parentsToldAt: null };

describe("the breach clock", () => {
  it("says a length of time in hours and whole minutes", () => {
    expect(hoursAndMinutes(0)).toBe("0 min");
    expect(hoursAndMinutes(59_999)).toBe("0 min");
    expect(hoursAndMinutes(45 * 60_000)).toBe("45 min");
    expect(hoursAndMinutes(3 * 3_600_000)).toBe("3 h");
    expect(hoursAndMinutes(71 * 3_600_000 + 20 * 60_000 + 59_000)).toBe("71 h 20 min");
  });

  it("counts down 72 hours from the detection, red under 24, overdue after", () => {
    expect(breachClock(open, after(0, 40, 30))).toMatchObject({
      text: "Report to the Data Protection Board within 71 h 19 min",
      urgent: false,
      overdue: false,
      dueAt: after(72),
    });
    expect(breachClock(open, after(48))).toMatchObject({
      text: "Report to the Data Protection Board within 24 h",
      urgent: false,
    });
    expect(breachClock(open, after(48, 0, 1))).toMatchObject({ urgent: true, overdue: false });
    expect(breachClock(open, after(72))).toMatchObject({
      text: "Overdue by 1 min: report to the Data Protection Board",
      urgent: true,
      overdue: true,
    });
    expect(breachClock(open, after(75, 5))!.text).toBe("Overdue by 3 h 5 min: report to the Data Protection Board");
    // Overdue by a part of a minute is a whole one; under a minute left is "1 min".
    expect(breachClock(open, after(75, 5, 1))!.text).toBe("Overdue by 3 h 6 min: report to the Data Protection Board");
    expect(breachClock(open, after(71, 59, 30))!.text).toBe("Report to the Data Protection Board within 1 min");
  });

  it("asks for the report still missing, and stops once both are recorded", () => {
    expect(breachClock({ ...open, boardToldAt: after(2) }, after(3))).toMatchObject({
      text: "Tell the affected parents within 69 h",
      missing: ["telling the affected parents"],
    });
    expect(breachClock({ ...open, parentsToldAt: after(1) }, after(3))).toMatchObject({
      text: "Report to the Data Protection Board within 69 h",
      missing: ["the report to the Data Protection Board"],
    });
    expect(breachClock({ ...open, boardToldAt: after(2), parentsToldAt: after(1) }, after(3))).toBeNull();
  });
});
