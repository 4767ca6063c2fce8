import { describe, expect, it } from "vitest";

import { eventCategory } from "../../../db/schema";
import { CALENDAR_TABS, CATEGORY_COLOURS, CATEGORY_STYLES, EVENT_CATEGORIES, isEventCategory } from "./schema";

describe("calendar categories (SPEC §3, §9)", () => {
  it("are the four of the specification, the same as the database's enum", () => {
    expect(EVENT_CATEGORIES).toEqual(["Holidays", "PTM", "Events", "Activity"]);
    expect(eventCategory.enumValues).toEqual([...EVENT_CATEGORIES]);
  });

  it("are the tabs after All", () => {
    expect(CALENDAR_TABS).toEqual(["All", "Holidays", "PTM", "Events", "Activity"]);
  });

  it("have the specification's colours: Holidays red, PTM blue, Events purple, Activity green", () => {
    expect(CATEGORY_COLOURS).toEqual({ Holidays: "red", PTM: "blue", Events: "purple", Activity: "green" });
    for (const category of EVENT_CATEGORIES) {
      const colour = CATEGORY_COLOURS[category];
      for (const classes of Object.values(CATEGORY_STYLES[category])) {
        for (const utility of classes.split(" ")) expect(utility).toMatch(new RegExp(`-${colour}-\\d+$`));
      }
    }
  });

  it("are recognised exactly", () => {
    expect(isEventCategory("PTM")).toBe(true);
    expect(isEventCategory("ptm")).toBe(false);
    expect(isEventCategory("All")).toBe(false);
    expect(isEventCategory(undefined)).toBe(false);
  });
});
