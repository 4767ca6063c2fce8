import { describe, expect, it } from "vitest";

import { RELATIONSHIPS } from "~/features/admissions/options";

import { childFieldRefusals, english, errorsFor, validChild } from "../../../tests/support/form-rules";
import { enquirySchema as enquirySchemaIn } from "./schema";

const enquirySchema = enquirySchemaIn(english);

const valid = { ...validChild, enquirer_name: "Ravi Kumar", relationship: "Father", email: "ravi@example.com" };

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
    ...childFieldRefusals,
  ])("refuses %s = %j with %j", (field, value, message) => {
    expect(errorsFor(enquirySchema, { ...valid, [field]: value })[field]).toEqual([message]);
  });

  it("accepts every listed relationship", () => {
    for (const option of RELATIONSHIPS)
      expect(errorsFor(enquirySchema, { ...valid, relationship: option })).toEqual({});
  });
});
