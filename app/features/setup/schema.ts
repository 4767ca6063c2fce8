// First run without a terminal (decision 0022): while no admin exists, the
// server prints a one-time link to /admin/setup, where the first admin is made
// with the sign-in page's rules (SPEC §5) and then taken to the school settings.
import { z } from "zod";

import { emailField, passwordField, USER_MESSAGES } from "~/features/users/schema";
import { requiredText, text } from "~/lib/forms/form-fields";

export const SETUP_PATH = "/admin/setup";

/** How long a printed link stays usable. */
export const SETUP_LINK_HOURS = 24;

export const SETUP_MESSAGES = {
  // Told on /admin while the school has no admin.
  noAdminYet: "This site has no admin account yet.",
  howToStart:
    "To create the first one, open the setup link the server printed in its log when it started (it works for 24 hours, once), or run npm run admin:create on the server.",
  // The setup page's refusals: every request, once an admin exists.
  adminExists:
    "Setup is already finished: this school has an admin account. Sign in at /admin, or ask an admin to add an account for you.",
  invalidLink:
    "This setup link is not valid. Open the link the server printed in its log when it started, or run npm run admin:create on the server.",
  expiredLink:
    "This setup link has expired. Restart the site to print a new one, or run npm run admin:create on the server.",
  validation: "Please check the form",
  created: "Your admin account is ready",
  nextStep: "Now enter the school's details: they replace the placeholders on every public page.",
  passwordsDiffer: USER_MESSAGES.passwordsDiffer,
} as const;

/** A printed token: 32 random bytes in base64url. Anything else is refused before the database is asked. */
export const SETUP_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const setupSchema = z
  .object({
    name: requiredText("Name is required", 100, "Name must be less than 100 characters"),
    email: emailField,
    password: passwordField,
    confirmPassword: text().optional().default(""),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: SETUP_MESSAGES.passwordsDiffer,
    path: ["confirmPassword"],
  });

/** Never sent back to the page. */
export const SETUP_PASSWORD_FIELDS = ["password", "confirmPassword"];
