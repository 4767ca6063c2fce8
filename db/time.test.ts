import { describe, expect, it } from "vitest";

import {
  addDays,
  admissionsSessionOn,
  clockTime,
  dateAtTime,
  longDate,
  monthAndYear,
  schoolDate,
  schoolInstant,
  sessionLastDay,
  span,
  weekdayDate,
  weekdayNames,
  weekdayOf,
} from "./time";

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

// The browser's and Node's own Hindi (hi-IN) are the reference the glossary names: each Hindi form is checked
// against Intl, so a typo in a name fails here.
const hindiIntl = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("hi-IN", { timeZone: "UTC", ...options });

describe("the days of the week", () => {
  it("are numbered from Sunday, read from the date alone", () => {
    expect(weekdayOf("2026-11-22")).toBe(0);
    expect(weekdayOf("2026-12-02")).toBe(3);
    expect(weekdayOf("2027-01-02")).toBe(6);
  });

  it("are named in English, long and short", () => {
    expect(weekdayNames("en")).toEqual(["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]);
    expect(weekdayNames("en", "short")).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
  });

  it("are named in Hindi as the browser's own Hindi names them, long and short", () => {
    // 22 November 2026 is a Sunday.
    const week = Array.from({ length: 7 }, (_, day) => new Date(Date.UTC(2026, 10, 22 + day)));
    expect(weekdayNames("hi")).toEqual(week.map((date) => hindiIntl({ weekday: "long" }).format(date)));
    expect(weekdayNames("hi", "short")).toEqual(week.map((date) => hindiIntl({ weekday: "short" }).format(date)));
    expect(weekdayNames("hi")[4]).toBe("गुरुवार");
  });
});

describe("a date with its weekday, as the calendar writes an event's day", () => {
  it("is short in English", () => {
    expect(weekdayDate("2026-12-02")).toBe("Wed, 2 Dec 2026");
    expect(weekdayDate("2026-09-13", "en")).toBe("Sun, 13 Sep 2026");
  });

  it("is whole in Hindi, day first, as the glossary and the browser write it", () => {
    expect(weekdayDate("2026-11-26", "hi")).toBe("गुरुवार, 26 नवंबर 2026");
    for (let month = 1; month <= 12; month++) {
      const date = `2027-${String(month).padStart(2, "0")}-1${month % 7}`;
      const intl = hindiIntl({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
      expect(weekdayDate(date, "hi")).toBe(intl.format(new Date(`${date}T00:00:00Z`)));
    }
  });

  it("returns what is not a date as it is", () => {
    expect(weekdayDate("2026-13-01", "hi")).toBe("2026-13-01");
    expect(weekdayDate("tomorrow")).toBe("tomorrow");
  });
});

describe("a month of a year", () => {
  it("is named in either language", () => {
    expect(monthAndYear("2026-12")).toBe("December 2026");
    expect(monthAndYear("2027-02", "hi")).toBe("फ़रवरी 2027");
    expect(monthAndYear("2027-02", "hi")).toBe(
      hindiIntl({ month: "long", year: "numeric" }).format(new Date("2027-02-10")),
    );
    expect(monthAndYear("2027-13", "hi")).toBe("2027-13");
  });
});

describe("a time of day", () => {
  it("is on the 12-hour clock with AM and PM in English", () => {
    expect(clockTime("09:00")).toBe("9:00 AM");
    expect(clockTime("12:00:00")).toBe("12:00 PM");
    expect(clockTime("00:30")).toBe("12:30 AM");
    expect(clockTime("17:45", "en")).toBe("5:45 PM");
  });

  it("names the part of the day and says बजे in Hindi", () => {
    expect(clockTime("10:00", "hi")).toBe("सुबह 10:00 बजे");
    expect(clockTime("14:00", "hi")).toBe("दोपहर 2:00 बजे");
    expect(clockTime("12:30", "hi")).toBe("दोपहर 12:30 बजे");
    expect(clockTime("17:15", "hi")).toBe("शाम 5:15 बजे");
    expect(clockTime("21:00", "hi")).toBe("रात 9:00 बजे");
    expect(clockTime("00:00", "hi")).toBe("रात 12:00 बजे");
  });

  it("names each hour's part of the day as the browser's own Hindi does", () => {
    const intl = hindiIntl({ hour: "numeric", minute: "2-digit", dayPeriod: "long", hour12: true });
    for (let hour = 0; hour < 24; hour++) {
      const time = `${String(hour).padStart(2, "0")}:05`;
      expect(clockTime(time, "hi")).toBe(`${intl.format(new Date(Date.UTC(2026, 0, 1, hour, 5)))} बजे`);
    }
  });

  it("returns what is not a time as it is", () => {
    expect(clockTime("25:00", "hi")).toBe("25:00");
    expect(clockTime("9 AM")).toBe("9 AM");
  });
});

describe("spans and times of a day", () => {
  it("join with a dash and 'at' in English", () => {
    expect(span("9:00 AM", "12:00 PM")).toBe("9:00 AM - 12:00 PM");
    expect(dateAtTime("Wed, 2 Dec 2026", "9:00 AM")).toBe("Wed, 2 Dec 2026 at 9:00 AM");
  });

  it("read 'से … तक' and a comma in Hindi", () => {
    expect(span("सुबह 9:00 बजे", "दोपहर 12:00 बजे", "hi")).toBe("सुबह 9:00 बजे से दोपहर 12:00 बजे तक");
    expect(dateAtTime("बुधवार, 2 दिसंबर 2026", "सुबह 9:00 बजे", "hi")).toBe("बुधवार, 2 दिसंबर 2026, सुबह 9:00 बजे");
  });
});
