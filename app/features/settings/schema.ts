// The school settings form (decision 0019): the identity the public site shows, the
// admissions session, the application form and who is told of new requests.
// One schema, in the browser and on the server; each rule says what is wrong.
import { z } from "zod";

import type { AdminReply } from "~/features/admin/reply";
import { deadlineField } from "~/features/attestation/attestation";
import { UPI_PAYEE_NAME_MAX, upiAddressProblem } from "~/features/payments/upi-link";
import {
  labelledText,
  optionalHindi,
  optionalLabelledText,
  optionalPhone,
  PHONE_CHARACTERS,
  text,
} from "~/lib/forms/form-fields";

import { MAX_LOGO_BYTES } from "./logo";
import { MESSAGE_SETTINGS, PAYMENT_SETTINGS } from "./settings";

export const SETTINGS_PATH = "/admin/settings";

export const SETTINGS_MESSAGES = {
  loadFailed: "Failed to load school settings",
  saved: "School settings saved",
  saveFailed: "Failed to save school settings",
  notPdf: "Please choose a PDF file: this file is not a PDF.",
  pdfTooLarge: "The PDF must be 20 MB or smaller.",
  // The school's logo (docs/specification.md §10, decision 0076).
  notALogo: "Please choose an SVG, PNG or JPEG image: this file is none of them.",
  logoTooLarge: "The logo must be 5 MB or smaller.",
  logoTooSmall: "The logo must be at least 64 pixels wide and 64 pixels high.",
  logoUnreadable: "This image cannot be read. Save it again as a PNG file and upload that.",
  // Two admins at once (docs/specification.md §10): the second is told, and nothing of the first's is undone.
  changedSince:
    "Another admin changed this since you opened the page. Reload the page to see their change, then make yours again.",
} as const;

/** The signing secret and the test message, beside the form (decision 0067). */
export const GATEWAY_MESSAGES = {
  renewed: "New secret made: give it to the gateway",
  renewFailed: "Failed to make a new secret",
  tested: "Test message sent",
  notTaken: "The gateway did not take the test message",
  testFailed: "Failed to send the test message",
  noGateway: "Save a gateway address first.",
  tooManyTests: "Too many test messages: wait a minute and try again.",
} as const;

/** The settings page's answer; a test's carries what the gateway answered, in words. */
export type SettingsReply = AdminReply & { gateway?: { taken: boolean; said: string } };

/** How many test messages an admin may send in a minute: enough to try a gateway, too few to spam a number. */
export const TESTS_PER_MINUTE = 10;

export const MAX_APPLICATION_FORM_BYTES = 20 * 1024 * 1024;

// The seeded placeholders live beside the settings' types (no zod), for the public pages to read too.
export { PLACEHOLDERS } from "./settings";

const phone = (label: string) =>
  text({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(20, `${label} must be at most 20 characters`)
    .refine((value) => PHONE_CHARACTERS.test(value), `${label} can only contain digits, spaces, + and -`)
    // One message at a time: the digits are counted once only digits are there.
    .refine(
      (value) => !PHONE_CHARACTERS.test(value) || value.replace(/\D/g, "").length >= 10,
      `${label} must have at least 10 digits`,
    );

const optionalName = (label: string) =>
  text()
    .trim()
    .max(100, `${label} must be at most 100 characters`)
    .optional()
    .transform((value) => value ?? "");

/** A Hindi text beside an English one, with its limit (decision 0054): "Tagline (Hindi) must be at most 150 characters". */
const hindi = (label: string, max: number) => optionalHindi(max, `${label} (Hindi) must be at most ${max} characters`);

/** The one line of the address in Hindi: the English's five fields, as long as they may be together. */
export const HINDI_ADDRESS_MAX = 300;

const emailFormat = z.email();
const email = (label: string) =>
  labelledText(label, 255).refine(
    (value) => emailFormat.safeParse(value).success,
    `${label} must be a valid e-mail address`,
  );
const optionalEmail = (label: string) =>
  text()
    .trim()
    .max(255, `${label} must be at most 255 characters`)
    .refine((value) => value === "" || emailFormat.safeParse(value).success, `${label} must be a valid e-mail address`)
    .optional()
    .transform((value) => value ?? "");

const isWebAddress = (value: string) => /^https?:\/\//i.test(value) && URL.canParse(value);
const optionalWebAddress = (label: string) =>
  text()
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine((value) => value === "" || isWebAddress(value), `${label} must be a web address starting with https://`)
    .optional()
    .transform((value) => value ?? "");
const optionalCode = (label: string) =>
  text()
    .trim()
    .max(20, `${label} must be at most 20 characters`)
    .refine((value) => /^[A-Za-z0-9/-]*$/.test(value), `${label} can only contain letters, digits, / and -`)
    .optional()
    .transform((value) => value ?? "");

/** The retention period's bounds (decision 0032): a month at least, five years at most. */
export const RETENTION_MONTHS = { min: 1, max: 60 } as const;
const retentionMonths = text({ error: "Keep requests for is required" })
  .trim()
  .min(1, "Keep requests for is required")
  .refine(
    (value) => /^\d+$/.test(value) && Number(value) >= RETENTION_MONTHS.min && Number(value) <= RETENTION_MONTHS.max,
    `Keep requests for must be a whole number of months from ${RETENTION_MONTHS.min} to ${RETENTION_MONTHS.max}`,
  )
  .transform(Number);

/** An hourly rate of messages (decision 0067): blank for none, else a whole number in these bounds. */
export const PER_HOUR = { min: 1, max: 100_000 } as const;
const optionalPerHour = (label: string) =>
  text()
    .trim()
    .optional()
    .refine(
      (value) => !value || (/^\d+$/.test(value) && Number(value) >= PER_HOUR.min && Number(value) <= PER_HOUR.max),
      `${label} must be a whole number from ${PER_HOUR.min} to ${PER_HOUR.max}, or blank for no limit`,
    )
    .transform((value) => (value ? Number(value) : null));

/**
 * Where the gateway's messages go: a web address starting with https://, or http:// to this server itself (a
 * relay beside the site, decision 0067).
 */
export function isGatewayAddress(value: string) {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.username || url.password) return false;
  return (
    url.protocol === "https:" ||
    (url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname))
  );
}
const optionalGatewayAddress = (label: string) =>
  text()
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine(
      (value) => value === "" || isGatewayAddress(value),
      `${label} must be a web address starting with https://, or http://localhost for a relay on this server`,
    )
    .optional()
    .transform((value) => value ?? "");

/** A template's id or name as the school registered it: DLT ids are digits, WhatsApp names letters and _. */
const optionalTemplate = (label: string) =>
  text()
    .trim()
    .max(100, `${label} must be at most 100 characters`)
    .refine((value) => /^[A-Za-z0-9_.-]*$/.test(value), `${label} can only contain letters, digits, _, . and -`)
    .optional()
    .transform((value) => value ?? "");

/** How long payment records are kept (docs/specification.md §34): the school's accounts need six years at least. */
export const PAYMENT_RETENTION_YEARS = { min: 6, max: 20 } as const;
const paymentRetentionYears = text({ error: "Keep payment records for is required" })
  .trim()
  .min(1, "Keep payment records for is required")
  .refine(
    (value) =>
      /^\d+$/.test(value) &&
      Number(value) >= PAYMENT_RETENTION_YEARS.min &&
      Number(value) <= PAYMENT_RETENTION_YEARS.max,
    `Keep payment records for must be a whole number of years from ${PAYMENT_RETENTION_YEARS.min} to ${PAYMENT_RETENTION_YEARS.max}`,
  )
  .transform(Number);

/** The school's UPI ID (decision 0085's rule, payments/upi-link.ts); blank: no payment by UPI is asked. */
const optionalUpiId = text()
  .trim()
  .optional()
  .transform((value) => value ?? "")
  .superRefine((value, context) => {
    const problem = value === "" ? null : upiAddressProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

/** An Indian bank account number: 9 to 18 digits, as banks issue them; blank for none. */
const optionalAccountNumber = text()
  .trim()
  .optional()
  .transform((value) => (value ?? "").replace(/\s+/g, ""))
  .refine((value) => value === "" || /^\d{9,18}$/.test(value), "Account number must be 9 to 18 digits");

/** An IFSC: four letters of the bank, a zero, six letters or digits of the branch ("SBIN0001234"). */
const optionalIfsc = text()
  .trim()
  .optional()
  .transform((value) => (value ?? "").toUpperCase())
  .refine(
    (value) => value === "" || /^[A-Z]{4}0[A-Z0-9]{6}$/.test(value),
    "IFSC must be 11 characters like SBIN0001234",
  );

/** "2025-26": a year and the next one's last two digits. */
export function isSession(value: string) {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  return !!match && (Number(match[1]) + 1) % 100 === Number(match[2]);
}

export const settingsSchema = z.object({
  schoolName: labelledText("School name", 150),
  tagline: labelledText("Tagline", 150),
  shortDescription: labelledText("Short description", 500),
  schoolNameHi: hindi("School name", 150),
  taglineHi: hindi("Tagline", 150),
  shortDescriptionHi: hindi("Short description", 500),
  streetAddress: labelledText("Street address", 200),
  locality: labelledText("Town or city", 100),
  postalCode: text({ error: "PIN code is required" })
    .trim()
    .min(1, "PIN code is required")
    .regex(/^\d{6}$/, "PIN code must be 6 digits"),
  region: labelledText("State", 100),
  country: labelledText("Country", 100),
  addressHi: hindi("Address", HINDI_ADDRESS_MAX),
  phonePrimary: phone("Phone"),
  phoneSecondary: phone("Second phone"),
  email: email("E-mail"),
  officeHoursWeekdays: labelledText("Office hours (weekdays)", 100),
  officeHoursSaturday: labelledText("Office hours (Saturday)", 100),
  officeHoursWeekdaysHi: optionalHindi(100, "Office hours (weekdays, Hindi) must be at most 100 characters"),
  officeHoursSaturdayHi: optionalHindi(100, "Office hours (Saturday, Hindi) must be at most 100 characters"),
  // Blank: no icon (decision 0037).
  facebookUrl: optionalWebAddress("Facebook page"),
  instagramUrl: optionalWebAddress("Instagram page"),
  youtubeUrl: optionalWebAddress("YouTube channel"),
  cbseAffiliationNumber: optionalCode("CBSE affiliation number"),
  schoolCode: optionalCode("School code"),
  mapUrl: optionalWebAddress("Map link"),
  admissionsSession: text({ error: "Admissions session is required" })
    .trim()
    .min(1, "Admissions session is required")
    .refine(isSession, "Admissions session must be two years like 2025-26"),
  notifyVisitRequestsEmail: optionalEmail("Visit requests e-mail"),
  notifyEnquiriesEmail: optionalEmail("Enquiries e-mail"),
  notifyContactEmail: optionalEmail("Contact messages e-mail"),
  privacyContactName: optionalName("Privacy contact's name"),
  privacyContactEmail: optionalEmail("Privacy contact's e-mail"),
  // Blank: the field then falls back to the school's phone.
  privacyContactPhone: optionalPhone("Privacy contact's phone").transform((value) => value ?? ""),
  retentionMonths,
  mailPerHour: optionalPerHour("E-mails per hour"),
  gatewayPerHour: optionalPerHour("Text messages per hour"),
  gatewayUrl: optionalGatewayAddress("Gateway address"),
  alertDltTemplate: optionalTemplate("Alerts' DLT template ID"),
  alertWhatsappTemplate: optionalTemplate("Alerts' WhatsApp template"),
  announcementDltTemplate: optionalTemplate("Announcements' DLT template ID"),
  announcementWhatsappTemplate: optionalTemplate("Announcements' WhatsApp template"),
  calendarDltTemplate: optionalTemplate("Calendar changes' DLT template ID"),
  calendarWhatsappTemplate: optionalTemplate("Calendar changes' WhatsApp template"),
  // Admission fees by UPI (docs/specification.md §34).
  upiId: optionalUpiId,
  upiPayeeName: optionalLabelledText("Payee name", UPI_PAYEE_NAME_MAX).transform((value) => value ?? ""),
  bankAccountName: optionalLabelledText("Account name", 100).transform((value) => value ?? ""),
  bankAccountNumber: optionalAccountNumber,
  bankIfsc: optionalIfsc,
  autoConfirmPayments: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
  paymentRetentionYears,
  // "MM-DD"; blank: 15 February (docs/specification.md §30).
  attestationDeadline: deadlineField,
  // Its size is checked here (so the browser never sends too much); its content on the server.
  applicationForm: z
    .instanceof(File)
    .refine((file) => file.size <= MAX_APPLICATION_FORM_BYTES, SETTINGS_MESSAGES.pdfTooLarge)
    .optional(),
  // Ticked: the uploaded form is removed and the Admissions page sends parents to the office again.
  removeApplicationForm: z.literal("on").optional(),
  // The school's logo (decision 0076): its size is checked here too, its bytes on the server.
  logo: z
    .instanceof(File)
    .refine((file) => file.size <= MAX_LOGO_BYTES, SETTINGS_MESSAGES.logoTooLarge)
    .optional(),
  // Ticked: the uploaded logo is removed and the placeholder crest shows again.
  removeLogo: z.literal("on").optional(),
});
export type SettingsInput = z.output<typeof settingsSchema>;
/** The form's files and their "remove" boxes: not columns of the settings, but what makes them. */
const FILE_FIELDS = ["applicationForm", "removeApplicationForm", "logo", "removeLogo"] as const;
export type SettingsField = Exclude<keyof SettingsInput, (typeof FILE_FIELDS)[number]>;
/** A field of the form a link may point at: a setting, or one of the files' fields. */
export type SettingsTarget = SettingsField | "applicationForm" | "logo";
export const SETTINGS_FIELDS = Object.keys(settingsSchema.shape).filter(
  (key) => !(FILE_FIELDS as readonly string[]).includes(key),
) as SettingsField[];

/**
 * The page's groups, each saved on its own by its own button (decision 0075): the group's fields alone are checked
 * and stored, so a half-typed field of another group stops nothing. Every field is in one group.
 */
export const SETTINGS_GROUPS = {
  school: {
    title: "The school",
    fields: [
      "schoolName",
      "schoolNameHi",
      "tagline",
      "taglineHi",
      "shortDescription",
      "shortDescriptionHi",
      "cbseAffiliationNumber",
      "schoolCode",
    ],
  },
  logo: { title: "Logo", fields: ["logo", "removeLogo"] },
  address: {
    title: "Address",
    fields: ["streetAddress", "locality", "postalCode", "region", "country", "mapUrl", "addressHi"],
  },
  contact: {
    title: "Contact",
    fields: [
      "phonePrimary",
      "phoneSecondary",
      "email",
      "officeHoursWeekdays",
      "officeHoursSaturday",
      "officeHoursWeekdaysHi",
      "officeHoursSaturdayHi",
    ],
  },
  social: { title: "Social links", fields: ["facebookUrl", "instagramUrl", "youtubeUrl"] },
  admissions: { title: "Admissions", fields: ["admissionsSession", "applicationForm", "removeApplicationForm"] },
  disclosure: { title: "Mandatory disclosure", fields: ["attestationDeadline"] },
  notifications: {
    title: "Notifications",
    fields: ["notifyVisitRequestsEmail", "notifyEnquiriesEmail", "notifyContactEmail"],
  },
  // How parents pay the admission fees (docs/specification.md §34): one list, settings.ts's.
  payments: { title: "Fee payments", fields: PAYMENT_SETTINGS },
  // How messages reach subscribers (decision 0067): one list, settings.ts's.
  messages: { title: "Messages to subscribers", fields: MESSAGE_SETTINGS },
  privacy: {
    title: "Privacy",
    fields: ["privacyContactName", "privacyContactEmail", "privacyContactPhone", "retentionMonths"],
  },
} as const satisfies Record<string, { title: string; fields: readonly (keyof SettingsInput)[] }>;
export type SettingsGroup = keyof typeof SETTINGS_GROUPS;

export const isSettingsGroup = (value: unknown): value is SettingsGroup =>
  typeof value === "string" && Object.hasOwn(SETTINGS_GROUPS, value);

/** One group's fields, and the group: what its own Save button sends. */
export const settingsGroupSchema = (group: SettingsGroup) =>
  settingsSchema
    .pick(Object.fromEntries(SETTINGS_GROUPS[group].fields.map((field) => [field, true])) as never)
    .extend({ group: z.literal(group) });

/** Any group's save: the group it names decides the fields (the action routes it here by the `group` it sends). */
export const anySettingsGroupSchema = z.discriminatedUnion(
  "group",
  (Object.keys(SETTINGS_GROUPS) as SettingsGroup[]).map(settingsGroupSchema) as never,
);

/** The schema a post of the settings form is checked with: its group's, or the whole form's. */
export const settingsSchemaFor = (formData: FormData) => {
  const group = formData.get("group");
  return isSettingsGroup(group) ? settingsGroupSchema(group) : settingsSchema;
};

/** A new signing secret: the form sends its intent only. */
export const renewSecretSchema = z.object({});

/** The test message's number, with the subscribe form's rules for a mobile number, but required. */
export const testMessageSchema = z.object({
  mobile: optionalPhone("Mobile number")
    .refine((value) => value !== undefined, "Mobile number is required")
    .transform((value) => value!),
});
