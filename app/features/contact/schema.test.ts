import { describe, expect, it } from "vitest";

import { consentRefusals, english, errorsFor as errorsOf } from "../../../tests/support/form-rules";
import { contactSchema } from "./schema";

const valid = {
  name: "Meena",
  email: "meena@example.com",
  phone: "9876543210",
  message: "When does the new session start?",
  consent: "on",
};

const errorsFor = (input: Record<string, string>) => errorsOf(contactSchema(english), input);

describe("contact form (SPEC §5)", () => {
  it("accepts a complete message", () => {
    expect(errorsFor(valid)).toEqual({});
  });

  it.each([
    ["name", "", "Name is required"],
    ["name", "n".repeat(101), "Name must be less than 100 characters"],
    ["email", "", "Invalid email address"],
    ["email", "meena.example.com", "Invalid email address"],
    ["phone", "", "Phone is required"],
    ["phone", "9".repeat(21), "Phone must be less than 20 characters"],
    ["message", "   ", "Message is required"],
    ["message", "m".repeat(1001), "Message must be less than 1000 characters"],
    ...consentRefusals,
  ])("refuses %s = %j with %j", (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })[field]).toEqual([message]);
  });
});
