// The public forms' messages in the language of the page (docs/specification.md §21): the same schema, made with
// the English instance, says SPEC §5's English (each schema's own test checks every message); made with the Hindi
// one, it says each of them in Hindi, never in English.
import type { I18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import type { z } from "zod";

import { CLASS_LABELS, RELATIONSHIP_LABELS, VISIT_TIME_LABELS } from "~/features/admissions/option-labels";
import { CLASSES, RELATIONSHIPS, VISIT_TIMES } from "~/features/admissions/options";
import {
  alertSubscriptionSchema,
  SUBSCRIPTION_CONSENT_LABEL,
  SUBSCRIPTION_MESSAGES,
} from "~/features/alert-subscriptions/schema";
import { CONTACT_MESSAGES, contactSchema } from "~/features/contact/schema";
import { DATA_REQUEST_MESSAGES, dataRequestSchema } from "~/features/data-requests/schema";
import { ENQUIRY_MESSAGES, enquirySchema } from "~/features/enquiries/schema";
import { CONSENT_LABEL } from "~/features/privacy/consent";
import { RATE_LIMITED_MESSAGE } from "~/features/public-forms/submit.server";
import { VISIT_MESSAGES, visitRequestSchema } from "~/features/visits/schema";

import { childFieldRefusals, english, errorsFor, hindi, validChild } from "../../../tests/support/form-rules";
import { HINDI_CLASSES, HINDI_RELATIONSHIPS, HINDI_VISIT_TIMES } from "../../../tests/support/hindi-lists";

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN_WORD = /[A-Za-z]{2,}/;

/** A Hindi message: in Devanagari, with no English word left in it. */
function expectHindi(message: string | undefined) {
  expect(message).toMatch(DEVANAGARI);
  expect(message).not.toMatch(LATIN_WORD);
}

const today = "2026-11-23"; // a Monday
const visit = { ...validChild, visit_date: "2026-11-25", visit_time: "10:00 AM" };
const enquiry = { ...validChild, enquirer_name: "Ravi Kumar", relationship: "Father" };
const contact = { name: "Meena", email: "meena@example.com", phone: "9876543210", message: "Hello", consent: "on" };
const alerts = { email: "asha@example.com", mobile: "", topics: "announcements", language: "hi", consent: "on" };
const dataRequest = { kind: "access", name: "Asha Devi", phone: "98123 45678", email: "", details: "", consent: "on" };

/** A form's schema, its messages in the language of `i18n`. */
type SchemaIn = (i18n: I18n) => z.ZodType;
const visitIn: SchemaIn = (i18n) => visitRequestSchema(today, i18n);

type Refusal = [form: string, schemaIn: SchemaIn, valid: Record<string, string>, field: string, value: string];
/** The refusals of `form`: each field and bad value of `bad`, sent in the `valid` form. */
const refusalsOf = (form: string, schemaIn: SchemaIn, valid: Record<string, string>, bad: [string, string][]) =>
  bad.map(([field, value]): Refusal => [form, schemaIn, valid, field, value]);

const refusals: Refusal[] = [
  ...refusalsOf("visit", visitIn, visit, [
    ...childFieldRefusals.map(([field, value]): [string, string] => [field, value]),
    ["visit_date", ""],
    ["visit_date", "2026-02-30"],
    ["visit_date", "2026-11-20"],
    ["visit_date", "2026-11-28"],
    ["visit_time", ""],
    ["visit_time", "08:00 AM"],
    ["message", "Hello\u0000"],
  ]),
  ...refusalsOf("enquiry", enquirySchema, enquiry, [
    ["enquirer_name", ""],
    ["enquirer_name", "e".repeat(101)],
    ["relationship", ""],
    ["relationship", "Neighbour"],
  ]),
  ...refusalsOf("contact", contactSchema, contact, [
    ["name", ""],
    ["name", "n".repeat(101)],
    ["email", "meena.example.com"],
    ["phone", ""],
    ["phone", "9".repeat(21)],
    ["message", " "],
    ["message", "m".repeat(1001)],
    ["consent", ""],
  ]),
  ...refusalsOf("data request", dataRequestSchema, dataRequest, [
    ["kind", ""],
    ["kind", "everything"],
    ["phone", "98123"],
    ["phone", "call me"],
    ["phone", ""],
    ["email", "asha@"],
    ["details", "d".repeat(1001)],
  ]),
  ...refusalsOf("alerts", alertSubscriptionSchema, alerts, [
    ["email", ""],
    ["email", "asha@"],
    ["mobile", "98123"],
    ["mobile", "call me"],
    ["language", "fr"],
    ["consent", ""],
  ]),
];

describe("the public forms' messages in Hindi", () => {
  it.each(refusals)("%s: %s = %j is refused in Hindi, in place of its English", (_, schemaIn, valid, field, value) => {
    const input = { ...valid, [field]: value };
    const [inEnglish] = errorsFor(schemaIn(english), input)[field] ?? [];
    const [inHindi] = errorsFor(schemaIn(hindi), input)[field] ?? [];
    expect(inEnglish).toMatch(LATIN_WORD);
    expectHindi(inHindi);
  });

  it("says them in the glossary's words", () => {
    const visitErrors = errorsFor(visitRequestSchema(today, hindi), {
      ...visit,
      visit_date: "2026-11-28",
      consent: "",
    });
    expect(visitErrors).toEqual({
      visit_date: ["विद्यालय भ्रमण केवल सोमवार से शुक्रवार तक हो सकता है"],
      consent: ["कृपया सहमति के लिए बॉक्स पर टिक करें"],
    });
    expect(errorsFor(enquirySchema(hindi), { ...enquiry, class_for_admission: "" })).toEqual({
      class_for_admission: ["कृपया कक्षा चुनें"],
    });
    expect(errorsFor(dataRequestSchema(hindi), { ...dataRequest, phone: "" })).toEqual({
      phone: ["कृपया वह फ़ोन नंबर या ई-मेल पता लिखें जो आपने विद्यालय को दिया था"],
    });
  });

  it("accepts the same choices in either language: the lists send their English values", () => {
    for (const i18n of [english, hindi]) {
      expect(errorsFor(visitRequestSchema(today, i18n), { ...visit, class_for_admission: "Class XII" })).toEqual({});
      expect(errorsFor(enquirySchema(i18n), { ...enquiry, relationship: "Guardian" })).toEqual({});
    }
  });

  it("shows each choice of the lists in the page's language, the class by its number", () => {
    expect(CLASSES.map((value) => english._(CLASS_LABELS[value]))).toEqual([...CLASSES]);
    expect(RELATIONSHIPS.map((value) => english._(RELATIONSHIP_LABELS[value]))).toEqual([...RELATIONSHIPS]);
    expect(VISIT_TIMES.map((value) => english._(VISIT_TIME_LABELS[value]))).toEqual([...VISIT_TIMES]);
    expect(CLASSES.map((value) => hindi._(CLASS_LABELS[value]))).toEqual(HINDI_CLASSES);
    expect(RELATIONSHIPS.map((value) => hindi._(RELATIONSHIP_LABELS[value]))).toEqual(HINDI_RELATIONSHIPS);
    expect(VISIT_TIMES.map((value) => hindi._(VISIT_TIME_LABELS[value]))).toEqual(HINDI_VISIT_TIMES);
  });

  it("thanks, refuses and asks for consent in the spec's English on English pages and in Hindi on Hindi ones", () => {
    const spec: [{ id: string }, string][] = [
      [VISIT_MESSAGES.success, "Visit request submitted successfully! We'll contact you soon."],
      [VISIT_MESSAGES.failure, "Failed to submit visit request. Please try again."],
      [ENQUIRY_MESSAGES.success, "Enquiry submitted successfully! We'll contact you soon."],
      [ENQUIRY_MESSAGES.failure, "Failed to submit enquiry. Please try again."],
      [CONTACT_MESSAGES.success, "Thank you for your message! We'll get back to you soon."],
      [CONTACT_MESSAGES.failure, "Failed to send message. Please try again."],
      [CONTACT_MESSAGES.checkInput, "Please check your input"],
      [DATA_REQUEST_MESSAGES.failure, "Failed to send your request. Please try again."],
      [
        RATE_LIMITED_MESSAGE,
        "You have sent several requests in a short time. Please wait a while and try again, or call the school office.",
      ],
      [
        CONSENT_LABEL,
        "I am the child's parent or guardian and 18 or over, and I agree to the school using these details to answer this request as its privacy notice describes.",
      ],
    ];
    // The alerts' form (docs/specification.md §24 "Subscribing"): its answers and its consent.
    spec.push(
      [
        SUBSCRIPTION_MESSAGES.sent.email,
        "Thank you. Look in your mailbox for a message from the school and open its link to confirm: alerts are sent only after that.",
      ],
      [
        SUBSCRIPTION_MESSAGES.sent.mobile,
        "Thank you. The school's alerts will come to your mobile by SMS or WhatsApp when the school sends them.",
      ],
      [SUBSCRIPTION_MESSAGES.failure, "Failed to subscribe. Please try again."],
      [
        SUBSCRIPTION_CONSENT_LABEL,
        "I am 18 or over, and I agree to the school using these details to send me its alerts as its privacy notice describes.",
      ],
    );
    for (const [descriptor, words] of spec) {
      expect(english._(descriptor)).toBe(words);
      expectHindi(hindi._(descriptor));
    }
    // The thanks for a data request names the 90 days the law allows, in Latin digits.
    expect(hindi._(DATA_REQUEST_MESSAGES.success)).toContain("90 दिनों");
  });
});
