import { describe, expect, it } from "vitest";

import { differsFrom, forgetTyped, readTyped } from "./kept-typing";

describe("what was typed and not saved (decision 0075)", () => {
  it("is worth giving back only where it differs from the form's own values", () => {
    expect(differsFrom({ title: "Fog closure" }, { title: "" })).toBe(true);
    expect(differsFrom({ title: "Fog closure" }, {})).toBe(true);
    expect(differsFrom({ title: "" }, {})).toBe(false);
    expect(differsFrom({ title: "Sports day", date: "2026-12-06" }, { title: "Sports day", date: "2026-12-06" })).toBe(
      false,
    );
    // A number or a date the form starts with compares as the text the field shows.
    expect(differsFrom({ seats: "40" }, { seats: 40 })).toBe(false);
    expect(differsFrom({ topics: ["a", "b"] }, { topics: ["a"] })).toBe(true);
    expect(differsFrom({ topics: ["a"] }, { topics: "a" })).toBe(false);
  });

  it("reads nothing, and fails nothing, where there is no browser storage (the server)", () => {
    expect(readTyped("/admin/announcements#add")).toBeNull();
    expect(() => forgetTyped("/admin/announcements#add")).not.toThrow();
  });
});
