// The steps of an application (docs/specification.md §22): what each asks, in the spec's English and in Hindi.
import { describe, expect, it } from "vitest";

import { CHILD_STEP as child, PARENTS_STEP as parents } from "../../../../tests/support/application-steps";
import { english, errorsFor, hindi } from "../../../../tests/support/form-rules";
import { ageWarning, ageWords } from "./age-warning";
import { childSchema, childValues, parentsSchema, previousSchoolSchema, reviewSchema, siblingsSchema } from "./schema";
import { missingBefore, type Step } from "./steps";

const today = "2026-12-10";
const classes = ["Nursery", "Class I", "Class IX"];
const childIn = (i18n = english) => childSchema(i18n, { today, classes });

describe("the child's step", () => {
  it("takes the child's name trimmed, a past date of birth, the gender and an open class", () => {
    const parsed = childIn().parse({ ...child, child_name: " Asha Rani " });
    expect(parsed).toMatchObject({ child_name: "Asha Rani", class_sought: "Class I", apaar_id: undefined });
  });

  it.each([
    ["child_name", "", "Full name is required"],
    ["child_name", "a".repeat(101), "Full name must be less than 100 characters"],
    ["date_of_birth", "", "Date of birth is required"],
    ["date_of_birth", "2020-02-30", "Please enter a real date"],
    ["date_of_birth", today, "Date of birth must be in the past"],
    ["date_of_birth", "2027-01-01", "Date of birth must be in the past"],
    ["gender", "", "Gender is required"],
    ["gender", "Unknown", "Please choose from the list"],
    ["class_sought", "", "Class is required"],
    // A class the school has not opened is not offered, and refused when sent.
    ["class_sought", "Class II", "Please choose a class from the list"],
    ["apaar_id", "12345", "APAAR ID must be 12 digits"],
    ["apaar_id", "1234 5678 901x", "APAAR ID must be 12 digits"],
  ])("refuses %s = %j: %s", (field, value, message) => {
    expect(errorsFor(childIn(), { ...child, [field]: value })).toEqual({ [field]: [message] });
    const [inHindi] = errorsFor(childIn(hindi), { ...child, [field]: value })[field] ?? [];
    expect(inHindi).toMatch(/[\u0900-\u097F]/);
  });

  it("asks the APAAR ID only from Class IX: kept there, its groups joined, and dropped below", () => {
    const ninth = childIn().parse({ ...child, class_sought: "Class IX", apaar_id: "1234 5678 9012" });
    expect(childValues(ninth).apaar_id).toBe("123456789012");
    const first = childIn().parse({ ...child, apaar_id: "123456789012" });
    expect(childValues(first).apaar_id).toBeUndefined();
  });
});

describe("the parents' step", () => {
  it("needs one parent and the home address; the e-mail and a second parent are optional", () => {
    expect(errorsFor(parentsSchema(english), parents)).toEqual({});
    expect(errorsFor(parentsSchema(english), { ...parents, email: "" })).toEqual({});
    expect(errorsFor(parentsSchema(english), { ...parents, parent_mobile: "98123 45678" })).toEqual({});
    expect(
      errorsFor(parentsSchema(english), { ...parents, parent_name: "", parent_relationship: "", address: " " }),
    ).toEqual({
      parent_name: ["Name is required"],
      parent_relationship: ["Relationship is required"],
      address: ["Home address is required"],
    });
    expect(errorsFor(parentsSchema(english), { ...parents, parent_mobile: "98123" })).toEqual({
      parent_mobile: ["Mobile number must be at least 10 digits"],
    });
    expect(errorsFor(parentsSchema(english), { ...parents, address: "a".repeat(301) })).toEqual({
      address: ["Home address must be less than 300 characters"],
    });
  });

  it("asks a second parent's name, relationship and mobile number once any of them is given", () => {
    expect(errorsFor(parentsSchema(english), { ...parents, second_parent_occupation: "Teacher" })).toEqual({
      second_parent_name: ["Name is required"],
      second_parent_relationship: ["Relationship is required"],
      second_parent_mobile: ["Mobile number must be at least 10 digits"],
    });
    const both = {
      second_parent_name: "Sunita",
      second_parent_relationship: "Mother",
      second_parent_mobile: "9812345670",
    };
    expect(errorsFor(parentsSchema(english), { ...parents, ...both })).toEqual({});
    // In Hindi, a parent's name is asked for without "your": the one filling it in may be the other parent.
    expect(errorsFor(parentsSchema(hindi), { ...parents, parent_name: "" })).toEqual({ parent_name: ["कृपया नाम लिखें"] });
  });
});

describe("the previous school and siblings", () => {
  it("leaves the previous school optional, its board and class from the lists", () => {
    expect(errorsFor(previousSchoolSchema(english), {})).toEqual({});
    expect(errorsFor(previousSchoolSchema(english), { previous_board: "IB", previous_class: "Class XIII" })).toEqual({
      previous_board: ["Please choose from the list"],
      previous_class: ["Please choose a class from the list"],
    });
  });

  it("keeps up to three siblings, each a name and a class; an empty row is none, a half row asks for the rest", () => {
    const rows = {
      "siblings[0].name": "Aman",
      "siblings[0].class_name": "Class IV",
      "siblings[1].name": "",
      "siblings[1].class_name": "",
      "siblings[2].name": "",
      "siblings[2].class_name": "Class II",
    };
    expect(errorsFor(siblingsSchema(english), rows)).toEqual({ "siblings[2].name": ["Name is required"] });
    expect(siblingsSchema(english).parse({ siblings: [{ name: "Aman", class_name: "Class IV" }, undefined] })).toEqual({
      siblings: [{ name: "Aman", class_name: "Class IV" }],
    });
    expect(siblingsSchema(english).parse({})).toEqual({ siblings: [] });
    expect(errorsFor(siblingsSchema(english), { "siblings[0].name": "Aman" })).toEqual({
      "siblings[0].class_name": ["Class is required"],
    });
  });

  it("asks for the consent of §16 on the review", () => {
    expect(errorsFor(reviewSchema(english), {})).toEqual({ consent: ["Please tick the box to consent"] });
    expect(errorsFor(reviewSchema(english), { consent: "on" })).toEqual({});
  });
});

describe("the order of the steps", () => {
  const saved =
    (...steps: Step[]) =>
    (step: Step) =>
      steps.includes(step);

  it("needs the child, then the parents, before any later step; the others may be left empty", () => {
    expect(missingBefore("child", saved())).toBeNull();
    expect(missingBefore("parents", saved())).toBe("child");
    expect(missingBefore("siblings", saved())).toBe("child");
    expect(missingBefore("review", saved("child"))).toBe("parents");
    expect(missingBefore("documents", saved("child", "parents"))).toBeNull();
    expect(missingBefore("review", saved("child", "parents"))).toBeNull();
  });
});

describe("the age warning", () => {
  const classOne = { minMonths: 72, maxMonths: 83, cutOff: "2027-03-31" };

  it("says the spec's sentence, with the class's rule, when the child is outside it", () => {
    expect(ageWarning(english, { dateOfBirth: "2024-01-15", className: "Class I", rule: classOne })).toBe(
      "By 31 March 2027 your child will be 3 years 2 months old. Class I usually takes children from 6 years to 6 years 11 months. You can still apply: the school will look at it.",
    );
    expect(ageWarning(english, { dateOfBirth: "2019-03-31", className: "Class I", rule: classOne })).toContain(
      "your child will be 8 years old.",
    );
  });

  it("says nothing when the child is inside the rule, or the date is not complete", () => {
    expect(ageWarning(english, { dateOfBirth: "2020-09-01", className: "Class I", rule: classOne })).toBeNull();
    expect(ageWarning(english, { dateOfBirth: "", className: "Class I", rule: classOne })).toBeNull();
    const none = { minMonths: null, maxMonths: null, cutOff: "2027-03-31" };
    expect(ageWarning(english, { dateOfBirth: "2025-01-01", className: "Class I", rule: none })).toBeNull();
  });

  it("names only the bound a class has", () => {
    const from = { ...classOne, maxMonths: null };
    expect(ageWarning(english, { dateOfBirth: "2024-01-15", className: "Class I", rule: from })).toContain(
      "Class I usually takes children from 6 years. You can still apply",
    );
    const upTo = { ...classOne, minMonths: null };
    expect(ageWarning(english, { dateOfBirth: "2015-01-15", className: "Class I", rule: upTo })).toContain(
      "Class I usually takes children up to 6 years 11 months. You can still apply",
    );
  });

  it("is said in Hindi on Hindi pages, the date and class as the glossary writes them", () => {
    expect(ageWarning(hindi, { dateOfBirth: "2024-01-15", className: "Class I", rule: classOne })).toBe(
      "31 मार्च 2027 तक आपका बच्चा 3 साल 2 महीने का हो जाएगा। कक्षा 1 में आमतौर पर 6 साल से 6 साल 11 महीने तक के बच्चे लिए जाते हैं। आप फिर भी आवेदन कर सकते हैं: विद्यालय इस पर विचार करेगा।",
    );
    expect(ageWords(english, 13)).toBe("1 year 1 month");
    expect(ageWords(hindi, 1)).toBe("1 महीना");
  });
});
