// What a parent would still see as a new install left it: the one rule for "still a placeholder" (decision 0037).
// Pure: the dashboard's go-live checklist reads it, and so do unit tests, without a database. The rule for a social
// link is in social-links.ts, which the public pages' icons read without this module's weight.
import { longDate, sessionLastDay } from "../../../db/time";
import type { SettingsTarget } from "./schema";
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
  | "logoKey"
  | "privacyContactName"
  | "privacyContactEmail"
  | "privacyContactPhone"
  | "notifyVisitRequestsEmail"
  | "notifyEnquiriesEmail"
  | "notifyContactEmail"
  | "savedAt"
  | "upiId"
  | "bankAccountNumber"
  | "bankIfsc"
>;

/**
 * A line of the checklist: where it is settled (a field of School Settings, by its id, or a page of another
 * section), its name, and what is wrong.
 */
export type GoLiveItem = { label: string; problem: string } & ({ field: SettingsTarget } | { path: string });

/** Where a line of the checklist leads: its field in School Settings, or its page elsewhere. */
export const goLiveTarget = (item: GoLiveItem) => ("path" in item ? item.path : item.field);

/** What the checklist found: the lines still to do, of how many checks in all. */
export interface GoLiveProgress {
  left: GoLiveItem[];
  total: number;
}

/**
 * Everything a parent would see (or miss) that is still as a new install made it, in the settings form's order;
 * empty when the site is ready. `today` is the school's date (yyyy-MM-dd).
 */
export function goLiveChecklist(settings: GoLiveSettings, today: string): GoLiveItem[] {
  return goLiveProgress(settings, today).left;
}

/** Checks made by several sections (the settings', the fees'), as one checklist. */
export function joinProgress(...parts: GoLiveProgress[]): GoLiveProgress {
  return { left: parts.flatMap((part) => part.left), total: parts.reduce((sum, part) => sum + part.total, 0) };
}

/** The checklist with how many checks it made: the dashboard shows it as progress, "12 of 17 done". */
export function goLiveProgress(settings: GoLiveSettings, today: string): GoLiveProgress {
  const items: GoLiveItem[] = [];
  let total = 0;
  // Every check counts toward the total, whether or not it adds a line.
  const check = (wrong: boolean, field: SettingsTarget, label: string, problem: string) => {
    total++;
    if (wrong) items.push({ field, label, problem });
  };

  // The header, the icons and every shared link show it (decision 0076).
  check(!settings.logoKey, "logo", "Logo", "not uploaded: the site shows a placeholder crest");
  // The seeded address is the specification's: it may well be right, so saving the form (which shows it) settles it.
  const addressAsSeeded = (Object.keys(SEEDED_ADDRESS) as (keyof typeof SEEDED_ADDRESS)[]).every(
    (field) => settings[field] === SEEDED_ADDRESS[field],
  );
  check(
    addressAsSeeded && !settings.savedAt,
    "streetAddress",
    "Address",
    "as a new install set it: check it and save School Settings",
  );
  check(!settings.mapUrl.trim(), "mapUrl", "Map link", "not set: the Contact page offers no map");
  const placeholder = "still the placeholder";
  check(settings.phonePrimary === PLACEHOLDERS.phonePrimary, "phonePrimary", "Phone", placeholder);
  check(settings.phoneSecondary === PLACEHOLDERS.phoneSecondary, "phoneSecondary", "Second phone", placeholder);
  check(settings.email === PLACEHOLDERS.email, "email", "E-mail", placeholder);
  for (const network of SOCIAL_NETWORKS) {
    check(
      !isSocialLinkSet(network, settings[network.field]),
      network.field,
      network.label,
      `not set: the ${network.name} icon is hidden`,
    );
  }
  const lastDay = sessionLastDay(settings.admissionsSession);
  check(
    lastDay !== null && lastDay < today,
    "admissionsSession",
    "Admissions session",
    `${settings.admissionsSession} ended on ${lastDay ? longDate(lastDay) : ""}, and the Admissions page still names it`,
  );
  check(
    !settings.applicationFormKey,
    "applicationForm",
    "Application form",
    "not uploaded: parents are told to ask at the office",
  );
  const notify = [
    ["notifyVisitRequestsEmail", "Visit requests e-mail"],
    ["notifyEnquiriesEmail", "Enquiries e-mail"],
    ["notifyContactEmail", "Contact messages e-mail"],
  ] as const;
  for (const [field, label] of notify) {
    check(!settings[field].trim(), field, label, "not set: these go to the school's e-mail");
  }
  // Admission fees by UPI (docs/specification.md §34): without a UPI ID or a bank account, no payment is asked.
  check(
    !settings.upiId.trim() && !(settings.bankAccountNumber.trim() && settings.bankIfsc.trim()),
    "upiId",
    "UPI ID",
    "not set: parents are asked for no fee online",
  );
  check(
    !settings.privacyContactName.trim() && !settings.privacyContactEmail.trim() && !settings.privacyContactPhone,
    "privacyContactName",
    "Privacy contact",
    "not named: the privacy notice names the Principal",
  );
  return { left: items, total };
}
