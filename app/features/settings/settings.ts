import type { siteSettings } from "../../../db/schema";

export type SiteSettings = Omit<typeof siteSettings.$inferSelect, "id" | "updatedAt">;

/** "Khan Mohammed Road, Fatehabad 125050, Haryana, India" */
export function postalAddress(s: SiteSettings) {
  return `${s.streetAddress}, ${s.locality} ${s.postalCode}, ${s.region}, ${s.country}`;
}

/** A phone number as a tel: link target: digits and a leading plus only. */
export function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
