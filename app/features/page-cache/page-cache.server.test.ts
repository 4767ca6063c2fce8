import { describe, expect, it } from "vitest";

import { nextSchoolMidnight, rendersForVisitor } from "./page-cache.server";

describe("who gets a page rendered for them alone", () => {
  it.each([
    "school.session_token=abc",
    "theme=dark; school.session_token=abc",
    "__Secure-school.session_token=abc", // the name over HTTPS
    "__Secure-school.session_data=abc",
    "toast=eyJ0eXBlIjoi",
    "__Host-toast=x",
    "dismissed_alerts=0123456789abcdef", // until the alerts it names end
  ])("a request with %s", (cookies) => {
    expect(rendersForVisitor(cookies)).toBe(true);
  });

  it.each([undefined, "", "theme=dark", "school_device=1", "my.toast=1", "device=school.session_token", "alerts=1"])(
    "not one with %s",
    (cookies) => {
      expect(rendersForVisitor(cookies)).toBe(false);
    },
  );
});

describe("the school's next midnight, when every page's date turns", () => {
  it("is midnight in Kolkata, 18:30 UTC", () => {
    expect(nextSchoolMidnight(new Date("2026-11-24T10:00:00Z"), "Asia/Kolkata").toISOString()).toBe(
      "2026-11-24T18:30:00.000Z",
    );
    // 23:59 in Kolkata is 18:29 UTC: midnight is a minute away.
    expect(nextSchoolMidnight(new Date("2026-11-24T18:29:00Z"), "Asia/Kolkata").toISOString()).toBe(
      "2026-11-24T18:30:00.000Z",
    );
    // Just past midnight in Kolkata, still the 24th in UTC: the next is a day away.
    expect(nextSchoolMidnight(new Date("2026-11-24T18:30:00Z"), "Asia/Kolkata").toISOString()).toBe(
      "2026-11-25T18:30:00.000Z",
    );
  });

  it("follows a clock change", () => {
    // London moved to summer time early on 29 March 2026: its next midnight comes an hour before UTC's.
    expect(nextSchoolMidnight(new Date("2026-03-29T12:00:00Z"), "Europe/London").toISOString()).toBe(
      "2026-03-29T23:00:00.000Z",
    );
  });
});
