import { describe, expect, it } from "vitest";

import { endsBeforeTomorrow, quickEnds, saysTomorrow, untilInWords } from "./alert-duration";

// A Sunday evening in December; the rules take the day as given, never the machine's clock.
const TODAY = "2026-12-06";

describe("how long an alert shows, in words", () => {
  it("names the weekday, the date and the time, and says today or tomorrow", () => {
    expect(untilInWords("2026-12-07T23:59", TODAY)).toBe("Monday 7 December, 11:59 PM (tomorrow)");
    expect(untilInWords("2026-12-06T23:59", TODAY)).toBe("Sunday 6 December, 11:59 PM (today)");
    expect(untilInWords("2026-12-10T09:30", TODAY)).toBe("Thursday 10 December, 9:30 AM");
  });

  it("gives the year once it is another year's, and nothing for a value that is not a time", () => {
    expect(untilInWords("2027-01-01T00:15", "2026-12-31")).toBe("Friday 1 January 2027, 12:15 AM (tomorrow)");
    expect(untilInWords("", TODAY)).toBeNull();
    expect(untilInWords("2026-02-30T10:00", TODAY)).toBeNull();
  });
});

describe("the quick ends", () => {
  it("are the last minute of today and of tomorrow, across a month and a year", () => {
    expect(quickEnds(TODAY).map((end) => end.value)).toEqual(["2026-12-06T23:59", "2026-12-07T23:59"]);
    expect(quickEnds("2026-12-31").map((end) => end.value)).toEqual(["2026-12-31T23:59", "2027-01-01T23:59"]);
  });
});

describe("the warning when the text says tomorrow and the alert ends today", () => {
  const fog = "School closed tomorrow due to fog";

  it("speaks of tomorrow in English, and of कल as a word in Hindi", () => {
    expect(saysTomorrow(fog)).toBe(true);
    expect(saysTomorrow("TOMORROW: no buses")).toBe(true);
    expect(saysTomorrow("School closed", "कोहरे के कारण कल विद्यालय बंद रहेगा।")).toBe(true);
    expect(saysTomorrow("School closed", "कल।")).toBe(true);
    // कल inside another word is not tomorrow.
    expect(saysTomorrow("Bring a pen", "कलम लाएँ, नकल न करें, सकल अंक")).toBe(false);
    expect(saysTomorrow("School closed today")).toBe(false);
  });

  it("warns only when the end is today or before", () => {
    expect(endsBeforeTomorrow({ text: fog, endsAt: "2026-12-06T23:59" }, TODAY)).toBe(true);
    expect(endsBeforeTomorrow({ text: fog, endsAt: "2026-12-07T23:59" }, TODAY)).toBe(false);
    expect(endsBeforeTomorrow({ text: "Closed", textHi: "कल छुट्टी", endsAt: "2026-12-06T20:00" }, TODAY)).toBe(true);
    expect(endsBeforeTomorrow({ text: "School closed today", endsAt: "2026-12-06T23:59" }, TODAY)).toBe(false);
    expect(endsBeforeTomorrow({ text: fog, endsAt: "" }, TODAY)).toBe(false);
  });
});
