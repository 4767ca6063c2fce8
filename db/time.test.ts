import { describe, expect, it } from "vitest";

import { addDays, admissionsSessionOn, longDate, schoolDate, schoolInstant, sessionLastDay } from "./time";

describe("dates in the school's time zone", () => {
  it("finds the instant a school day starts and ends, whatever the machine's zone", () => {
    expect(schoolInstant("2026-01-26", "00:00:00", "Asia/Kolkata").toISOString()).toBe("2026-01-25T18:30:00.000Z");
    expect(schoolInstant("2026-01-26", "23:59:59", "Asia/Kolkata").toISOString()).toBe("2026-01-26T18:29:59.000Z");
    expect(schoolInstant("2026-07-04", "09:00:00", "America/New_York").toISOString()).toBe("2026-07-04T13:00:00.000Z");
  });

  it("names the school's date of an instant, not the server's", () => {
    // 20:00 UTC on the 25th is already the 26th in India.
    expect(schoolDate(new Date("2026-01-25T20:00:00Z"), "Asia/Kolkata")).toBe("2026-01-26");
    expect(schoolDate(new Date("2026-01-25T20:00:00Z"), "UTC")).toBe("2026-01-25");
  });

  it("moves across months and years", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("refuses a date that is not yyyy-MM-dd", () => {
    expect(() => schoolInstant("26/01/2026", "00:00:00", "Asia/Kolkata")).toThrow("Not a yyyy-MM-dd date");
  });
});

describe("the admissions session a new install names (decision 0037)", () => {
  it("names the session running from April until the autumn, then the next one", () => {
    expect(admissionsSessionOn("2026-04-01")).toBe("2026-27");
    expect(admissionsSessionOn("2026-09-30")).toBe("2026-27");
    expect(admissionsSessionOn("2026-10-01")).toBe("2027-28");
    expect(admissionsSessionOn("2026-11-25")).toBe("2027-28");
    expect(admissionsSessionOn("2026-12-31")).toBe("2027-28");
  });

  it("names the session starting this April from January to March", () => {
    expect(admissionsSessionOn("2027-01-01")).toBe("2027-28");
    expect(admissionsSessionOn("2027-03-31")).toBe("2027-28");
    expect(admissionsSessionOn("2099-11-01")).toBe("2100-01");
  });

  it("ends a session on 31 March of its second year", () => {
    expect(sessionLastDay("2025-26")).toBe("2026-03-31");
    expect(sessionLastDay("2099-00")).toBe("2100-03-31");
    expect(sessionLastDay("2025-27")).toBeNull();
    expect(sessionLastDay("soon")).toBeNull();
  });
});

describe("a long date", () => {
  it("reads in English as Indian readers write it", () => {
    expect(longDate("2026-11-22")).toBe("22 November 2026");
    expect(longDate("2027-02-01")).toBe("1 February 2027");
  });

  it("reads in Hindi with the Hindi month and Latin digits, as the browser's own Hindi writes it", () => {
    expect(longDate("2026-11-22", "hi")).toBe("22 नवंबर 2026");
    for (let month = 1; month <= 12; month++) {
      const date = `2026-${String(month).padStart(2, "0")}-05`;
      const intl = new Intl.DateTimeFormat("hi-IN", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      });
      expect(longDate(date, "hi")).toBe(intl.format(new Date(`${date}T00:00:00Z`)));
    }
  });

  it("returns what is not a date as it is", () => {
    expect(longDate("soon", "hi")).toBe("soon");
  });
});
