import { z } from "zod";

import { CLASSES, RELATIONSHIPS } from "~/features/admissions/options";
import { consentField } from "~/features/privacy/consent";
import { choice, contactNumber, optionalEmail, optionalText, requiredText } from "~/lib/form-fields";

/** The form's name: its intent on the Admissions page, its replies and its rate limits. */
export const ENQUIRY_FORM = "enquiry";

export const ENQUIRY_MESSAGES = {
  success: "Enquiry submitted successfully! We'll contact you soon.",
  failure: "Failed to submit enquiry. Please try again.",
} as const;

/** SPEC §5 "Enquiry". */
export const enquirySchema = z.object({
  enquirer_name: requiredText("Enquirer name is required", 100, "Enquirer name must be less than 100 characters"),
  relationship: choice(RELATIONSHIPS, "Relationship is required", "Please choose a relationship from the list"),
  student_name: requiredText("Student name is required", 100, "Student name must be less than 100 characters"),
  class_for_admission: choice(CLASSES, "Class is required", "Please choose a class from the list"),
  contact_no: contactNumber,
  email: optionalEmail(),
  previous_school: optionalText(200, "Previous school must be less than 200 characters"),
  message: optionalText(500, "Message must be less than 500 characters"),
  consent: consentField,
});

export type EnquiryInput = z.output<typeof enquirySchema>;
