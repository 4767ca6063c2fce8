// What a parent would still see as a new install left it: the one rule for "still a placeholder" (decision 0037).
// Pure: the dashboard's go-live checklist reads it, and so do unit tests, without a database. The rule for a social
// link is in social-links.ts, which the public pages' icons read without this module's weight.
import { longDate, sessionLastDay } from "../../../db/time";
import type { SettingsField } from "./schema";
import { PLACEHOLDERS, type SchoolSettings } from "./settings";
import { isSocialLinkSet, SOCIAL_NETWORKS, type SocialNetwork } from "./social-links";

export { isSocialLinkSet, setSocialLinks } from "./social-links";

/** The address a new install starts with (SPEC §2 "Contact"); the same as db/seed-data's (a test holds them equal). */
export const SEEDED_ADDRESS = {
  streetAddress: "Khan Mohammed Road",
  locality: "Fatehabad",
  postalCode: "125050",
  region: "Haryana",
  country: "India",
} as const;

/** What the checklist reads of the settings. */
export type GoLiveSettings = Pick<
  SchoolSettings,
  | keyof typeof PLACEHOLDERS
  | keyof typeof SEEDED_ADDRESS
  | SocialNetwork["field"]
  | "mapUrl"
  | "admissionsSession"
  | "applicationFormKey"
  | "privacyContactName"
  | "privacyContactEmail"
  | "privacyContactPhone"
  | "notifyVisitRequestsEmail"
  | "notifyEnquiriesEmail"
  | "notifyContactEmail"
  | "savedAt"
>;

/** A line of the checklist: the field it links to (its id in School Settings), its name, and what is wrong. */
export interface GoLiveItem {
  field: SettingsField | "applicationForm";
  label: string;
  problem: string;
}

/**
 * Everything a parent would see (or miss) that is still as a new install made it, in the settings form's order;
 * empty when the site is ready. `today` is the school's date (yyyy-MM-dd).
 */
export function goLiveChecklist(settings: GoLiveSettings, today: string): GoLiveItem[] {
  const items: GoLiveItem[] = [];
  const add = (field: GoLiveItem["field"], label: string, problem: string) => items.push({ field, label, problem });

  // The seeded address is the specification's: it may well be right, so saving the form (which shows it) settles it.
  const addressAsSeeded = (Object.keys(SEEDED_ADDRESS) as (keyof typeof SEEDED_ADDRESS)[]).every(
    (field) => settings[field] === SEEDED_ADDRESS[field],
  );
  if (addressAsSeeded && !settings.savedAt) {
    add("streetAddress", "Address", "as a new install set it: check it and save School Settings");
  }
  if (!settings.mapUrl.trim()) add("mapUrl", "Map link", "not set: the Contact page offers no map");
  const placeholder = "still the placeholder";
  if (settings.phonePrimary === PLACEHOLDERS.phonePrimary) add("phonePrimary", "Phone", placeholder);
  if (settings.phoneSecondary === PLACEHOLDERS.phoneSecondary) add("phoneSecondary", "Second phone", placeholder);
  if (settings.email === PLACEHOLDERS.email) add("email", "E-mail", placeholder);
  for (const network of SOCIAL_NETWORKS) {
    if (!isSocialLinkSet(network, settings[network.field])) {
      add(network.field, network.label, `not set: the ${network.name} icon is hidden`);
    }
  }
  const lastDay = sessionLastDay(settings.admissionsSession);
  if (lastDay && lastDay < today) {
    add(
      "admissionsSession",
      "Admissions session",
      `${settings.admissionsSession} ended on ${longDate(lastDay)}, and the Admissions page still names it`,
    );
  }
  if (!settings.applicationFormKey) {
    add("applicationForm", "Application form", "not uploaded: parents are told to ask at the office");
  }
  const notify = [
    ["notifyVisitRequestsEmail", "Visit requests e-mail"],
    ["notifyEnquiriesEmail", "Enquiries e-mail"],
    ["notifyContactEmail", "Contact messages e-mail"],
  ] as const;
  for (const [field, label] of notify) {
    if (!settings[field].trim()) add(field, label, "not set: these go to the school's e-mail");
  }
  if (!settings.privacyContactName.trim() && !settings.privacyContactEmail.trim() && !settings.privacyContactPhone) {
    add("privacyContactName", "Privacy contact", "not named: the privacy notice names the Principal");
  }
  return items;
}
