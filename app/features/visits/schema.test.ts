import { describe, expect, it } from "vitest";

import { CLASSES, VISIT_TIMES } from "~/features/admissions/options";

import { childFieldRefusals, english, errorsFor as errorsOf, validChild } from "../../../tests/support/form-rules";
import { isWeekend, visitRequestSchema } from "./schema";

const today = "2026-11-23"; // a Monday
const valid = { ...validChild, visit_date: "2026-11-25", visit_time: "10:00 AM" };
const errorsFor = (input: Record<string, string>) => errorsOf(visitRequestSchema(today, english), input);

describe("visit request form (SPEC §5)", () => {
  it("accepts a complete request, trimming text and dropping blank optional fields", () => {
    const result = visitRequestSchema(today, english).parse({ ...valid, student_name: "  Asha Rani  ", email: "   " });
    expect(result).toEqual({
      student_name: "Asha Rani",
      class_for_admission: "Class I",
      contact_no: "9876543210",
      visit_date: "2026-11-25",
      visit_time: "10:00 AM",
      consent: "on",
    });
  });

  it.each([
    ...childFieldRefusals,
    ["visit_date", "", "Visit date is required"],
    ["visit_date", "2026-02-30", "Please enter a valid date"],
    ["visit_date", "next monday", "Please enter a valid date"],
    ["visit_date", "2026-11-20", "Visit date cannot be in the past"],
    ["visit_date", "2026-11-28", "Visits are possible Monday to Friday only"],
    ["visit_date", "2026-11-29", "Visits are possible Monday to Friday only"],
    ["visit_time", "", "Visit time is required"],
    ["visit_time", "08:00 AM", "Please choose a visit time from the list"],
  ])("refuses %s = %j with %j", (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })[field]).toEqual([message]);
  });

  it("accepts today, the limits and every listed class and time", () => {
    expect(errorsFor({ ...valid, visit_date: today })).toEqual({});
    expect(
      errorsFor({ ...valid, student_name: "a".repeat(100), contact_no: "+91 98765-43210", message: "m".repeat(500) }),
    ).toEqual({});
    for (const option of CLASSES) expect(errorsFor({ ...valid, class_for_admission: option })).toEqual({});
    for (const option of VISIT_TIMES) expect(errorsFor({ ...valid, visit_time: option })).toEqual({});
  });

  it("knows Saturdays and Sundays", () => {
    expect(["2026-11-27", "2026-11-28", "2026-11-29", "2026-11-30"].map(isWeekend)).toEqual([false, true, true, false]);
  });
});
