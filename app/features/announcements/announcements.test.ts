import { describe, expect, it } from "vitest";

import { formatAnnouncementDate } from "./announcements";

describe("an announcement's date, as Indian readers write it", () => {
  it("is day, month name and year", () => {
    expect(formatAnnouncementDate("2026-11-22")).toBe("22 November 2026");
  });

  it("drops the leading zero of the day and names every month", () => {
    expect(formatAnnouncementDate("2026-01-05")).toBe("5 January 2026");
    expect(formatAnnouncementDate("2025-12-31")).toBe("31 December 2025");
  });

  it("is in Hindi on a Hindi page, with Latin digits", () => {
    expect(formatAnnouncementDate("2026-11-22", "hi")).toBe("22 नवंबर 2026");
    expect(formatAnnouncementDate("2027-02-01", "hi")).toBe("1 फ़रवरी 2027");
  });

  it("never moves a day, whatever the machine's time zone", () => {
    // West of Greenwich, new Date("2026-03-01") is still 28 February.
    const before = process.env.TZ;
    try {
      for (const zone of ["America/Los_Angeles", "Pacific/Kiritimati", "Asia/Kolkata", "UTC"]) {
        process.env.TZ = zone;
        expect(formatAnnouncementDate("2026-03-01")).toBe("1 March 2026");
      }
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it("shows anything that is not a yyyy-MM-dd date as it is", () => {
    expect(formatAnnouncementDate("soon")).toBe("soon");
    expect(formatAnnouncementDate("2026-13-01")).toBe("2026-13-01");
  });
});
