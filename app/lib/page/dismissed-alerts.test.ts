import { describe, expect, it } from "vitest";

import { dismissedAlerts, dismissedAlertsCookie } from "./dismissed-alerts";

const ONE = "0123456789abcdef";
const TWO = "fedcba9876543210";

describe("the dismissed alerts' cookie", () => {
  it("reads each fingerprint once, and nothing that is not one", () => {
    expect(dismissedAlerts(`theme=dark; dismissed_alerts=${ONE}.${TWO}.${ONE}.nope.${ONE.toUpperCase()}`)).toEqual([
      ONE,
      TWO,
    ]);
    expect(dismissedAlerts("my_dismissed_alerts=0123456789abcdef")).toEqual([]);
    expect(dismissedAlerts(null)).toEqual([]);
  });

  it("lasts until the last of its alerts ends, and is deleted with none left", () => {
    const now = new Date("2026-01-14T04:30:00Z");
    const cookie = dismissedAlertsCookie([ONE, TWO], new Date("2026-01-14T14:30:00Z"), now, true);
    expect(cookie).toBe(`dismissed_alerts=${ONE}.${TWO}; Path=/; Max-Age=36000; HttpOnly; SameSite=Lax; Secure`);
    expect(dismissedAlertsCookie([], null, now, false)).toBe(
      "dismissed_alerts=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
    );
  });

  it("keeps the newest twenty", () => {
    const many = Array.from({ length: 25 }, (_, index) => index.toString(16).padStart(16, "0"));
    const value = dismissedAlertsCookie(many, new Date(1), new Date(0), false).split(";")[0]!.split("=")[1]!;
    expect(value.split(".")).toEqual(many.slice(5));
  });
});
