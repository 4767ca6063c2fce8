import type { Locale } from "~/lib/language/locale";
import { localized } from "~/lib/language/localized";

import type { siteSettings } from "../../../db/schema";
import type { SchoolLogo } from "./logo";

/** Seeded placeholders: while one is still in place, the dashboard's go-live checklist lists it (go-live.ts). */
// The same as db/seed-data's PLACEHOLDER_CONTACTS (the site never reads the seed; a test holds them equal).
export const PLACEHOLDERS = {
  phonePrimary: "+91 00000 00001",
  phoneSecondary: "+91 00000 00002",
  email: "office@school.example",
} as const;

/** Everything an admin sets at /admin/settings. */
export type SchoolSettings = Omit<typeof siteSettings.$inferSelect, "id" | "updatedAt">;

/** How messages reach subscribers (decision 0067): the office's business, never a public page's. */
export const MESSAGE_SETTINGS = [
  "mailPerHour",
  "gatewayPerHour",
  "gatewayUrl",
  "alertDltTemplate",
  "alertWhatsappTemplate",
  "announcementDltTemplate",
  "announcementWhatsappTemplate",
  "calendarDltTemplate",
  "calendarWhatsappTemplate",
] as const satisfies readonly (keyof SchoolSettings)[];
type MessageSetting = (typeof MESSAGE_SETTINGS)[number];

/**
 * How parents pay the admission fees (docs/specification.md §34): read by the status page alone, never carried by
 * every public page (the bank account has no place in a page's data).
 */
export const PAYMENT_SETTINGS = [
  "upiId",
  "upiPayeeName",
  "bankAccountName",
  "bankAccountNumber",
  "bankIfsc",
  "autoConfirmPayments",
  "paymentRetentionYears",
] as const satisfies readonly (keyof SchoolSettings)[];
type PaymentSetting = (typeof PAYMENT_SETTINGS)[number];

/** The texts of the settings kept in Hindi too (decision 0054), each with its column of Hindi. */
export const HINDI_SETTINGS = {
  schoolName: "schoolNameHi",
  tagline: "taglineHi",
  shortDescription: "shortDescriptionHi",
  officeHoursWeekdays: "officeHoursWeekdaysHi",
  officeHoursSaturday: "officeHoursSaturdayHi",
} as const satisfies Partial<Record<keyof SchoolSettings, keyof SchoolSettings>>;
type HindiSetting = keyof typeof HINDI_SETTINGS;
/** What a page shows in its language: those texts, and the postal address (one text in Hindi). */
export type LocalSetting = HindiSetting | "address";
type HindiColumn = (typeof HINDI_SETTINGS)[HindiSetting] | "addressHi";

/**
 * What the public pages may show: not who is told of new requests, and the form as a link; each text in the
 * page's language, the Hindi columns gone (an English page carries no Hindi), and `lang` naming the texts a
 * Hindi page shows in English, for their elements' lang="en" (decision 0054).
 */
export type SiteSettings = Omit<
  SchoolSettings,
  | "applicationFormKey"
  | "logoKey"
  | "notifyVisitRequestsEmail"
  | "notifyEnquiriesEmail"
  | "notifyContactEmail"
  | "savedAt"
  | "attestationDeadline"
  | MessageSetting
  | PaymentSetting
  | HindiColumn
> & {
  applicationFormUrl: string | null;
  /** The school's logo and its icons, or the placeholder crest's (decision 0076). */
  logo: SchoolLogo;
  /** The postal address as one line, in the page's language. */
  address: string;
  /** Whether alerts reach a mobile: a gateway is set (decision 0067). Until then no form offers the mobile number. */
  textMessages: boolean;
  lang: Partial<Record<LocalSetting, "en">>;
};

/** The settings form's id: a field's element is `${SETTINGS_FORM_ID}-${name}` (conform), so a link can point at it. */
export const SETTINGS_FORM_ID = "school-settings";

/** The address /uploads serves a stored file at (as an attachment, for a PDF). */
export const uploadUrl = (key: string) => `/uploads/${key}`;

/** "Khan Mohammed Road, Fatehabad 125050, Haryana, India" */
export function postalAddress(
  s: Pick<SchoolSettings, "streetAddress" | "locality" | "postalCode" | "region" | "country">,
) {
  return `${s.streetAddress}, ${s.locality} ${s.postalCode}, ${s.region}, ${s.country}`;
}

/**
 * The public settings in `locale`: on a Hindi page each text in Hindi where the school wrote one, else in
 * English and named in `lang`; on an English page the English, as always.
 */
export function localizeSettings<
  S extends Pick<
    SchoolSettings,
    HindiSetting | HindiColumn | "streetAddress" | "locality" | "postalCode" | "region" | "country"
  >,
>(settings: S, locale: Locale): Omit<S, HindiColumn> & Pick<SiteSettings, "address" | "lang"> {
  const { addressHi, ...rest } = settings;
  const shown = { ...rest } as Record<string, unknown>;
  const lang: SiteSettings["lang"] = {};
  for (const [field, column] of Object.entries(HINDI_SETTINGS) as [HindiSetting, HindiColumn][]) {
    const text = localized(settings[field], settings[column], locale);
    shown[field] = text.text;
    if (text.lang) lang[field] = text.lang;
    delete shown[column];
  }
  const address = localized(postalAddress(settings), addressHi, locale);
  if (address.lang) lang.address = address.lang;
  return { ...(shown as Omit<S, HindiColumn>), address: address.text, lang };
}

// The school's phones are linked as every other number is (~/lib/contact-links).
export { telHref } from "~/lib/forms/contact-links";
