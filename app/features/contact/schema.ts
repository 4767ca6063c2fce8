import { z } from "zod";

import { consentField } from "~/features/privacy/consent";
import { requiredText, text } from "~/lib/form-fields";

/** The form's name: its replies and its rate limits. */
export const CONTACT_FORM = "contact";

export const CONTACT_MESSAGES = {
  success: "Thank you for your message! We'll get back to you soon.",
  // Ours, in the style of SPEC §8's "Failed to submit enquiry. Please try again." (decision 0026).
  failure: "Failed to send message. Please try again.",
  checkInput: "Please check your input",
} as const;

/** SPEC §5 "Contact form". The message is stored for the office (decision 0026). */
export const contactSchema = z.object({
  name: requiredText("Name is required", 100, "Name must be less than 100 characters"),
  email: text({ error: "Invalid email address" })
    .trim()
    .max(255, "Email must be less than 255 characters")
    .pipe(z.email("Invalid email address")),
  phone: requiredText("Phone is required", 20, "Phone must be less than 20 characters"),
  message: requiredText("Message is required", 1000, "Message must be less than 1000 characters"),
  consent: consentField,
});

export type ContactInput = z.output<typeof contactSchema>;
