import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";

import { RELATIONSHIPS } from "~/features/admissions/options";

import { enquirySchema } from "./schema";

const valid = {
  enquirer_name: "Ravi Kumar",
  relationship: "Father",
  student_name: "Asha",
  class_for_admission: "UKG",
  contact_no: "9876543210",
  email: "ravi@example.com",
  previous_school: "",
  message: "",
};

function errorsFor(input: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) form.set(key, value);
  const submission = parseWithZod(form, { schema: enquirySchema });
  return submission.status === "success" ? {} : (submission.error ?? {});
}

describe("admission enquiry form (SPEC §5)", () => {
  it("accepts a complete enquiry, trimmed", () => {
    expect(enquirySchema.parse({ ...valid, enquirer_name: " Ravi Kumar " })).toMatchObject({
      enquirer_name: "Ravi Kumar",
      email: "ravi@example.com",
      previous_school: undefined,
    });
  });

  it.each([
    ["enquirer_name", "", "Enquirer name is required"],
    ["enquirer_name", "e".repeat(101), "Enquirer name must be less than 100 characters"],
    ["relationship", "", "Relationship is required"],
    ["relationship", "Neighbour", "Please choose a relationship from the list"],
    ["student_name", "", "Student name is required"],
    ["class_for_admission", "", "Class is required"],
    ["contact_no", "12345", "Contact number must be at least 10 digits"],
    ["email", "ravi@", "Invalid email address"],
    ["message", "m".repeat(501), "Message must be less than 500 characters"],
  ])("refuses %s = %j with %j", (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })[field]).toEqual([message]);
  });

  it("accepts every listed relationship", () => {
    for (const option of RELATIONSHIPS) expect(errorsFor({ ...valid, relationship: option })).toEqual({});
  });
});
