import { describe, expect, it } from "vitest";

import { personOf, phonePattern } from "~/lib/database/person.server";

import { CONSENT_REQUIRED, english, errorsFor } from "../../../tests/support/form-rules";
import { correctPersonalDataSchema, dataRequestSchema as dataRequestSchemaIn, dueDateOf } from "./schema";

const dataRequestSchema = dataRequestSchemaIn(english);
const IDENTIFY = "Please give the phone number or e-mail address you gave the school";

const valid = { kind: "access", name: "Asha Devi", phone: "98123 45678", email: "", details: "", consent: "on" };

describe("the Your Data form (decision 0033)", () => {
  it("accepts a request named by phone, or by e-mail", () => {
    expect(errorsFor(dataRequestSchema, valid)).toEqual({});
    expect(errorsFor(dataRequestSchema, { ...valid, phone: "", email: "asha@example.com" })).toEqual({});
  });

  it.each([
    ["kind", "", "Please choose what you are asking for"],
    ["kind", "everything", "Please choose a request from the list"],
    ["name", " ", "Name is required"],
    ["phone", "98123", "Phone must have at least 10 digits"],
    ["phone", "call me", "Phone can only contain digits, spaces, + and -"],
    ["email", "asha@", "Invalid email address"],
    ["details", "d".repeat(1001), "Details must be less than 1000 characters"],
    ["consent", "", CONSENT_REQUIRED],
  ])("refuses %s = %j with %j", (field, value, message) => {
    expect(errorsFor(dataRequestSchema, { ...valid, [field]: value })[field]).toEqual([message]);
  });

  it("asks for a phone or an e-mail, with the other messages at once", () => {
    expect(errorsFor(dataRequestSchema, { ...valid, phone: "", consent: "" })).toEqual({
      phone: [IDENTIFY],
      consent: [CONSENT_REQUIRED],
    });
  });

  it("is due 90 days after the school's day it came in", () => {
    expect(dueDateOf("2026-11-24")).toBe("2027-02-22");
  });
});

describe("the person the office looks for", () => {
  it("matches a phone on its last 10 digits, an e-mail without case", () => {
    expect(personOf({ phone: "+91 98123-45678", email: " Asha@Example.COM " })).toEqual({
      phone: "9812345678",
      email: "asha@example.com",
    });
    expect(personOf({ phone: "098123 45678" })).toEqual({ phone: "9812345678", email: null });
    expect(personOf({ phone: "98123", email: "" })).toBeNull();
  });

  it("finds the phone in free text however it is spaced", () => {
    const pattern = new RegExp(phonePattern("9812345678"));
    for (const text of ["call 98123 45678", "9812345678", "98123-45678", "+91 9812345678"]) {
      expect(pattern.test(text)).toBe(true);
    }
    expect(pattern.test("98123 45679")).toBe(false);
  });

  it("asks a correction for the corrected phone or e-mail", () => {
    expect(errorsFor(correctPersonalDataSchema, { phone: "9812345678" })).toEqual({
      newPhone: ["Give the corrected phone number or e-mail address"],
    });
  });
});
