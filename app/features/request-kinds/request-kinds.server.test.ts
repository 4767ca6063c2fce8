import { describe, expect, it } from "vitest";

import {
  childSchema,
  parentsSchema,
  previousSchoolSchema,
  reviewSchema,
  siblingsSchema,
} from "~/features/applications/applying/schema";
import { contactSchema } from "~/features/contact/schema";
import { dataRequestSchema } from "~/features/data-requests/schema";
import { enquirySchema } from "~/features/enquiries/schema";
import { visitRequestSchema } from "~/features/visits/schema";

import { english } from "../../../tests/support/form-rules";
import { REQUEST_KINDS } from "./request-kinds.server";

describe("the kinds of request", () => {
  // The privacy notice lists each form's fields from these definitions (decision 0031): a field a form
  // collects without being named there would be collected without notice.
  it("name, for the privacy notice, every field each public form collects, and only those", () => {
    const schemas: Record<string, { shape: object }> = {
      visit: visitRequestSchema("2026-11-24", english),
      enquiry: enquirySchema(english),
      contact: contactSchema(english),
      data_request: dataRequestSchema(english),
      // An application's steps, each a form of its own, and its documents, uploaded one by one (§22).
      application: {
        shape: {
          ...childSchema(english, { today: "2026-11-24", classes: ["Class I"] }).shape,
          ...parentsSchema(english).shape,
          ...previousSchoolSchema(english).shape,
          ...siblingsSchema(english).shape,
          documents: null,
          ...reviewSchema(english).shape,
          // A fee paid online, reported from the status page (§34): its UTR, amount and day, named as one.
          payments: null,
        },
      },
    };
    expect(REQUEST_KINDS.map(({ form }) => form.name).sort()).toEqual(Object.keys(schemas).sort());
    for (const { form } of REQUEST_KINDS) {
      expect(form.fields.map((field) => field.key).sort()).toEqual(Object.keys(schemas[form.name]!.shape).sort());
      for (const field of form.fields) {
        expect(field.en).not.toBe("");
        expect(field.hi).not.toBe("");
      }
    }
  });

  it("each have a type, a section, a form and audit names of their own", () => {
    for (const key of ["type", "form", "audit"] as const) {
      const values = REQUEST_KINDS.map((definition) =>
        key === "form" ? definition.form.name : key === "audit" ? definition.audit.action : definition[key],
      );
      expect(new Set(values).size).toBe(REQUEST_KINDS.length);
    }
    expect(new Set(REQUEST_KINDS.map((definition) => definition.kind.section)).size).toBe(REQUEST_KINDS.length);
  });
});
