// SPEC §2 "Calendar" and §4 "All-day event": how dates and times read, always
// in the school's time zone, whatever the machine's own zone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { schoolInstant } from "../../../db/time";
import { describeEventTime, formatEventDate, formatEventTime, isAllDay, toEventView } from "./format";

const IST = "Asia/Kolkata";
const at = (iso: string) => new Date(iso);

describe("an all-day event runs from 00:00:00 to 23:59:59 in the school's zone", () => {
  it("is all-day when stored from midnight to 23:59:59 India time (18:30 UTC the day before to 18:29:59 UTC)", () => {
    expect(isAllDay(at("2026-12-01T18:30:00Z"), at("2026-12-02T18:29:59Z"), IST)).toBe(true);
    // The same instants are not midnight in London.
    expect(isAllDay(at("2026-12-01T18:30:00Z"), at("2026-12-02T18:29:59Z"), "Europe/London")).toBe(false);
  });

  it("is all-day over several days, and with an end saved to the millisecond", () => {
    expect(isAllDay(at("2026-12-26T18:30:00Z"), at("2027-01-02T18:29:59.999Z"), IST)).toBe(true);
  });

  it("is not all-day at midnight UTC, nor when only the start or only the end fits", () => {
    expect(isAllDay(at("2026-12-02T00:00:00Z"), at("2026-12-02T23:59:59Z"), IST)).toBe(false);
    expect(isAllDay(at("2026-12-01T18:30:00Z"), at("2026-12-02T06:30:00Z"), IST)).toBe(false);
    expect(isAllDay(at("2026-12-02T03:30:00Z"), at("2026-12-02T18:29:59Z"), IST)).toBe(false);
    expect(isAllDay(at("2026-12-01T18:30:01Z"), at("2026-12-02T18:29:59Z"), IST)).toBe(false);
  });
});

describe("dates and times read in India time from UTC instants", () => {
  it("writes the date as 'Wed, 2 Dec 2026' and the time as '9:00 AM'", () => {
    expect(formatEventDate(at("2026-12-02T03:30:00Z"), IST)).toBe("Wed, 2 Dec 2026");
    expect(formatEventTime(at("2026-12-02T03:30:00Z"), IST)).toBe("9:00 AM");
    expect(formatEventTime(at("2026-12-02T06:30:00Z"), IST)).toBe("12:00 PM");
    expect(formatEventTime(at("2026-12-01T18:30:00Z"), IST)).toBe("12:00 AM");
    expect(formatEventTime(at("2026-12-02T12:15:00Z"), IST)).toBe("5:45 PM");
  });

  it("names India's date when the UTC date is the day before", () => {
    // 20:00 UTC on 1 December is 1:30 AM on 2 December in Fatehabad.
    const instant = at("2026-12-01T20:00:00Z");
    expect(instant.toISOString().slice(0, 10)).toBe("2026-12-01");
    expect(formatEventDate(instant, IST)).toBe("Wed, 2 Dec 2026");
    expect(formatEventTime(instant, IST)).toBe("1:30 AM");
    expect(formatEventDate(instant, "UTC")).toBe("Tue, 1 Dec 2026");
  });
});

describe("an event's date line (SPEC §2: all-day shows only the date; others the date 'at' the time and a time range)", () => {
  it("shows a timed event's date at its start time, and its time range", () => {
    expect(describeEventTime(at("2026-12-02T03:30:00Z"), at("2026-12-02T06:30:00Z"), IST)).toEqual({
      allDay: false,
      when: "Wed, 2 Dec 2026 at 9:00 AM",
      timeRange: "9:00 AM - 12:00 PM",
      startsAt: "2026-12-02T09:00+05:30",
    });
  });

  it("shows only the date of a one-day all-day event", () => {
    expect(
      describeEventTime(
        schoolInstant("2026-12-02", "00:00:00", IST),
        schoolInstant("2026-12-02", "23:59:59", IST),
        IST,
      ),
    ).toEqual({ allDay: true, when: "Wed, 2 Dec 2026", timeRange: null, startsAt: "2026-12-02" });
  });

  it("shows a date range for an all-day event over several days, across the year's end", () => {
    const view = describeEventTime(
      schoolInstant("2026-12-27", "00:00:00", IST),
      schoolInstant("2027-01-02", "23:59:59", IST),
      IST,
    );
    expect(view.when).toBe("Sun, 27 Dec 2026 - Sat, 2 Jan 2027");
    expect(view.timeRange).toBeNull();
  });

  it("names the end's date when a timed event ends on a later day", () => {
    const view = describeEventTime(at("2026-12-02T12:30:00Z"), at("2026-12-03T04:30:00Z"), IST);
    expect(view.when).toBe("Wed, 2 Dec 2026 at 6:00 PM");
    expect(view.timeRange).toBe("6:00 PM - Thu, 3 Dec 2026 at 10:00 AM");
  });

  it("writes every part in Hindi on a Hindi page (docs/hindi-glossary.md)", () => {
    expect(describeEventTime(at("2026-12-02T03:30:00Z"), at("2026-12-02T06:30:00Z"), IST, "hi")).toEqual({
      allDay: false,
      when: "बुधवार, 2 दिसंबर 2026, सुबह 9:00 बजे",
      timeRange: "सुबह 9:00 बजे से दोपहर 12:00 बजे तक",
      startsAt: "2026-12-02T09:00+05:30",
    });
    const allDay = describeEventTime(
      schoolInstant("2026-12-27", "00:00:00", IST),
      schoolInstant("2027-01-02", "23:59:59", IST),
      IST,
      "hi",
    );
    expect(allDay.when).toBe("रविवार, 27 दिसंबर 2026 से शनिवार, 2 जनवरी 2027 तक");
    const overnight = describeEventTime(at("2026-12-02T12:30:00Z"), at("2026-12-03T04:30:00Z"), IST, "hi");
    expect(overnight.when).toBe("बुधवार, 2 दिसंबर 2026, शाम 6:00 बजे");
    expect(overnight.timeRange).toBe("शाम 6:00 बजे से गुरुवार, 3 दिसंबर 2026, सुबह 10:00 बजे तक");
  });

  const meeting = {
    id: "e1",
    title: "Parent-Teacher Meeting",
    description: "Term progress",
    location: "Classrooms",
    titleHi: "अभिभावक-शिक्षक बैठक",
    descriptionHi: null,
    locationHi: null,
    category: "PTM" as const,
    startDate: at("2026-12-02T03:30:00Z"),
    endDate: at("2026-12-02T06:30:00Z"),
  };

  it("keeps the event's texts and category", () => {
    expect(toEventView(meeting, IST, "en")).toMatchObject({
      id: "e1",
      title: { text: "Parent-Teacher Meeting" },
      description: { text: "Term progress" },
      category: "PTM",
      location: { text: "Classrooms" },
      allDay: false,
    });
  });

  it("shows the Hindi texts on a Hindi page, and the English ones it lacks marked English (decision 0054)", () => {
    expect(toEventView(meeting, IST, "hi")).toMatchObject({
      title: { text: "अभिभावक-शिक्षक बैठक" },
      description: { text: "Term progress", lang: "en" },
      location: { text: "Classrooms", lang: "en" },
    });
    expect(toEventView({ ...meeting, description: null, location: null }, IST, "hi")).toMatchObject({
      description: null,
      location: null,
    });
  });
});

describe("whatever zone the server runs in", () => {
  const original = process.env.TZ;
  afterAll(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  for (const zone of ["UTC", "America/Los_Angeles", "Pacific/Kiritimati"]) {
    describe(`with the process in ${zone}`, () => {
      beforeAll(() => {
        process.env.TZ = zone;
      });

      it("writes the same India dates and times", () => {
        // The process really is in that zone now.
        const offset = new Date("2026-12-02T00:00:00Z").getTimezoneOffset();
        expect(offset).toBe({ UTC: 0, "America/Los_Angeles": 480, "Pacific/Kiritimati": -840 }[zone]);

        expect(describeEventTime(at("2026-12-01T20:00:00Z"), at("2026-12-01T22:00:00Z"), IST)).toEqual({
          allDay: false,
          when: "Wed, 2 Dec 2026 at 1:30 AM",
          timeRange: "1:30 AM - 3:30 AM",
          startsAt: "2026-12-02T01:30+05:30",
        });
        expect(isAllDay(at("2026-12-01T18:30:00Z"), at("2026-12-02T18:29:59Z"), IST)).toBe(true);
        expect(
          describeEventTime(
            schoolInstant("2026-12-02", "00:00:00", IST),
            schoolInstant("2026-12-02", "23:59:59", IST),
            IST,
          ).when,
        ).toBe("Wed, 2 Dec 2026");
      });
    });
  }
});
