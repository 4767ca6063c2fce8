// docs/specification.md §30: the deadline as the office types it, and the reminder's days.
import { describe, expect, it } from "vitest";

import { dayAndMonth, parseDayAndMonth, reminderOn } from "./attestation";

describe("Self-attestation due by", () => {
  it("takes a day and month as the office writes it, kept as MM-DD", () => {
    for (const typed of ["15 February", "15 feb", "15 Feb.", "15/2", "15.02", "02-15"]) {
      expect(parseDayAndMonth(typed)).toBe("02-15");
    }
    expect(parseDayAndMonth("1 January")).toBe("01-01");
    expect(dayAndMonth("02-15")).toBe("15 February");
  });

  it("refuses a day not every year has, and what is not a day and month", () => {
    for (const typed of ["29 February", "31 April", "0 March", "15 Fe", "15", "February 15", "13/13", ""]) {
      expect(parseDayAndMonth(typed)).toBeNull();
    }
  });
});

describe("the reminder", () => {
  it("runs from 30 days before the deadline, then is overdue until an attestation on or after its start", () => {
    expect(reminderOn("2027-01-15", "02-15", null)).toEqual({ kind: "overdue", deadline: "2026-02-15" });
    expect(reminderOn("2027-01-15", "02-15", "2026-02-01")).toBeNull();
    expect(reminderOn("2027-01-16", "02-15", "2026-02-01")).toEqual({ kind: "due", deadline: "2027-02-15" });
    expect(reminderOn("2027-02-15", "02-15", "2026-02-01")).toEqual({ kind: "due", deadline: "2027-02-15" });
    expect(reminderOn("2027-02-16", "02-15", "2026-02-01")).toEqual({ kind: "overdue", deadline: "2027-02-15" });
    expect(reminderOn("2027-02-16", "02-15", "2027-01-16")).toBeNull();
  });

  it("starts in December for a deadline early in January", () => {
    expect(reminderOn("2026-12-11", "01-10", "2026-01-05")).toEqual({ kind: "due", deadline: "2027-01-10" });
    expect(reminderOn("2026-12-10", "01-10", "2026-01-05")).toBeNull();
    expect(reminderOn("2027-01-11", "01-10", "2026-01-05")).toEqual({ kind: "overdue", deadline: "2027-01-10" });
  });
});
