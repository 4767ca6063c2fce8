import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";

import { CLASSES, VISIT_TIMES } from "~/features/admissions/options";

import { isWeekend, visitRequestSchema } from "./schema";

const today = "2026-11-23"; // a Monday
const valid = {
  student_name: "Asha Rani",
  class_for_admission: "Class I",
  contact_no: "9876543210",
  email: "",
  previous_school: "",
  visit_date: "2026-11-25",
  visit_time: "10:00 AM",
  message: "",
};

function errorsFor(input: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) form.set(key, value);
  const submission = parseWithZod(form, { schema: visitRequestSchema(today) });
  return submission.status === "success" ? {} : (submission.error ?? {});
}

describe("visit request form (SPEC §5)", () => {
  it("accepts a complete request, trimming text and dropping blank optional fields", () => {
    const result = visitRequestSchema(today).parse({ ...valid, student_name: "  Asha Rani  ", email: "   " });
    expect(result).toEqual({
      student_name: "Asha Rani",
      class_for_admission: "Class I",
      contact_no: "9876543210",
      visit_date: "2026-11-25",
      visit_time: "10:00 AM",
    });
  });

  it.each([
    ["student_name", "", "Student name is required"],
    ["student_name", "   ", "Student name is required"],
    ["student_name", "a".repeat(101), "Student name must be less than 100 characters"],
    ["class_for_admission", "", "Class is required"],
    ["class_for_admission", "Class XIII", "Please choose a class from the list"],
    ["contact_no", "", "Contact number must be at least 10 digits"],
    ["contact_no", "98765", "Contact number must be at least 10 digits"],
    ["contact_no", "9".repeat(16), "Contact number must be at most 15 digits"],
    ["contact_no", "98765abcde", "Contact number can only contain digits, spaces, + and -"],
    ["email", "not-an-email", "Invalid email address"],
    ["email", `${"a".repeat(250)}@b.example`, "Email must be less than 255 characters"],
    ["previous_school", "p".repeat(201), "Previous school must be less than 200 characters"],
    ["visit_date", "", "Visit date is required"],
    ["visit_date", "2026-02-30", "Please enter a valid date"],
    ["visit_date", "next monday", "Please enter a valid date"],
    ["visit_date", "2026-11-20", "Visit date cannot be in the past"],
    ["visit_date", "2026-11-28", "Visits are possible Monday to Friday only"],
    ["visit_date", "2026-11-29", "Visits are possible Monday to Friday only"],
    ["visit_time", "", "Visit time is required"],
    ["visit_time", "08:00 AM", "Please choose a visit time from the list"],
    ["message", "m".repeat(501), "Message must be less than 500 characters"],
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
