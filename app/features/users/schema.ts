import { z } from "zod";

// SPEC §5 "New user"; shared by the back office form and `npm run admin:create`.
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 72;

export const emailField = z
  .string()
  .trim()
  .min(1, "Email is required")
  .max(255, "Email must be less than 255 characters")
  .pipe(z.email("Invalid email address"))
  .transform((email) => email.toLowerCase());

export const passwordField = z
  .string()
  .min(PASSWORD_MIN, "Password must be at least 6 characters")
  .max(PASSWORD_MAX, "Password must be less than 72 characters");

export const nameField = z.string().trim().max(100, "Name must be less than 100 characters");

export const newUserSchema = z.object({
  email: emailField,
  password: passwordField,
  name: nameField.optional().default(""),
});

export type NewUser = z.input<typeof newUserSchema>;

export const SIGN_IN_MESSAGES = {
  invalid: "Invalid credentials",
  welcome: "Welcome back!",
  unauthorized: "Unauthorized access",
  loggedOut: "Logged out successfully",
  tooMany: "Too many failed sign-in attempts. Please wait 15 minutes and try again.",
} as const;

export const signInSchema = z.object({ email: emailField, password: passwordField });
