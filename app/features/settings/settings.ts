import type { siteSettings } from "../../../db/schema";

/** Seeded placeholders: while one is still in place, the dashboard's go-live checklist lists it (go-live.ts). */
// The same as db/seed-data's PLACEHOLDER_CONTACTS (the site never reads the seed; a test holds them equal).
export const PLACEHOLDERS = {
  phonePrimary: "+91 00000 00001",
  phoneSecondary: "+91 00000 00002",
  email: "office@school.example",
} as const;

/** Everything an admin sets at /admin/settings. */
export type SchoolSettings = Omit<typeof siteSettings.$inferSelect, "id" | "updatedAt">;

/** What the public pages may show: not who is told of new requests, and the form as a link. */
export type SiteSettings = Omit<
  SchoolSettings,
  "applicationFormKey" | "notifyVisitRequestsEmail" | "notifyEnquiriesEmail" | "notifyContactEmail" | "savedAt"
> & { applicationFormUrl: string | null };

/** The settings form's id: a field's element is `${SETTINGS_FORM_ID}-${name}` (conform), so a link can point at it. */
export const SETTINGS_FORM_ID = "school-settings";

/** The address /uploads serves a stored file at (as an attachment, for a PDF). */
export const uploadUrl = (key: string) => `/uploads/${key}`;

/** "Khan Mohammed Road, Fatehabad 125050, Haryana, India" */
export function postalAddress(
  s: Pick<SiteSettings, "streetAddress" | "locality" | "postalCode" | "region" | "country">,
) {
  return `${s.streetAddress}, ${s.locality} ${s.postalCode}, ${s.region}, ${s.country}`;
}

// The school's phones are linked as every other number is (~/lib/contact-links).
export { telHref } from "~/lib/contact-links";
