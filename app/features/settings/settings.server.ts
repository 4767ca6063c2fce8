// The single site_settings row: read by every public page (root loader) and
// changed only at /admin/settings, with the old and new values audited.
import crypto from "node:crypto";
import { and, eq, gt } from "drizzle-orm";

import { refuse, type Actor, type Outcome } from "~/features/admin/outcome";
import { areaChanged } from "~/features/last-updated/last-updated.server";
import { recordAudit } from "~/lib/database/audit.server";
import { db } from "~/lib/database/db.server";
import { storage } from "~/lib/files/storage.server";
import { isPdf } from "~/lib/files/uploaded-file.server";
import type { Locale } from "~/lib/language/locale";
import { env } from "~/lib/server/env.server";
import { log } from "~/lib/server/log.server";
import { forgetInRequest, oncePerRequest } from "~/lib/server/request-scope.server";

import { auditLog, siteSettings } from "../../../db/schema";
import { schoolDate } from "../../../db/time";
import { goLiveProgress, type GoLiveProgress } from "./go-live";
import { schoolLogo } from "./logo";
import { makeLogoFiles, storeLogoFiles } from "./logo.server";
import {
  MAX_APPLICATION_FORM_BYTES,
  SETTINGS_FIELDS,
  SETTINGS_GROUPS,
  SETTINGS_MESSAGES,
  type SettingsField,
  type SettingsGroup,
  type SettingsInput,
} from "./schema";
import {
  localizeSettings,
  MESSAGE_SETTINGS,
  PAYMENT_SETTINGS,
  uploadUrl,
  type SchoolSettings,
  type SiteSettings,
} from "./settings";

const FORM_FOLDER = "application-form";

/**
 * What the Contact page shows of the settings (docs/specification.md §26): a save that changes one of them moves
 * its "Last updated" date; the others (the name in the header, notification addresses, templates) move none.
 */
export const CONTACT_PAGE_SETTINGS: readonly SettingsField[] = [
  ...SETTINGS_GROUPS.address.fields,
  ...SETTINGS_GROUPS.contact.fields,
  ...SETTINGS_GROUPS.social.fields,
];

/** The key of the settings a request reads once (decision 0061), forgotten when they are saved. */
const SETTINGS_READ = "site_settings";

/** The school's settings, read once for the request being handled however many of its loaders ask. */
export function getSchoolSettings(): Promise<SchoolSettings> {
  return oncePerRequest(SETTINGS_READ, async () => {
    const [row] = await db().select().from(siteSettings).where(eq(siteSettings.id, 1));
    // The seed creates this row on first start; its absence means a broken install.
    if (!row) throw new Error("The site settings record is missing: restart the server to re-seed it.");
    const { id: _id, updatedAt: _updatedAt, ...settings } = row;
    return settings;
  });
}

/** When the settings were last saved: the settings page sends it back, to tell a change made meanwhile. */
export async function settingsSavedAt(): Promise<string> {
  const [row] = await db()
    .select({ updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return (row?.updatedAt ?? new Date(0)).toISOString();
}

/** The hourly rates of messages (decision 0067), read afresh by each round of the outbox's workers. */
export async function messageRates() {
  const [row] = await db()
    .select({ mailPerHour: siteSettings.mailPerHour, gatewayPerHour: siteSettings.gatewayPerHour })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row ?? { mailPerHour: null, gatewayPerHour: null };
}

/**
 * What the public pages show, in `locale` (decision 0054); read on every request, so a saved change shows on
 * the next one.
 */
export async function getSiteSettings(locale: Locale = "en"): Promise<SiteSettings> {
  const {
    applicationFormKey,
    logoKey,
    notifyVisitRequestsEmail: _visits,
    notifyEnquiriesEmail: _enquiries,
    notifyContactEmail: _contact,
    savedAt: _savedAt,
    // The office's reminder (docs/specification.md §30), on no public page.
    attestationDeadline: _deadline,
    ...rest
  } = await getSchoolSettings();
  const identity = { ...rest };
  for (const setting of [...MESSAGE_SETTINGS, ...PAYMENT_SETTINGS]) delete (identity as Partial<typeof rest>)[setting];
  return {
    ...localizeSettings(identity, locale),
    applicationFormUrl: applicationFormKey ? uploadUrl(applicationFormKey) : null,
    logo: schoolLogo(logoKey),
    textMessages: Boolean(rest.gatewayUrl),
  };
}

/** What a parent would still see as a new install left it (the dashboard's go-live checklist, for admins). */
export async function goLiveItems(now = new Date()): Promise<GoLiveProgress> {
  return goLiveProgress(await getSchoolSettings(), schoolDate(now, env().SCHOOL_TIMEZONE));
}

/**
 * Saves the settings form, or one group of it (its fields alone: decision 0075). A new application form (checked by
 * its content) replaces the old (or a ticked "remove" drops it), and so does a new logo (made into the site's files
 * from its content, decision 0076); an old file is removed once the row no longer names it. The audit row holds the
 * old and new value of each changed field.
 */
export async function updateSchoolSettings(
  input: Partial<SettingsInput> & { group?: SettingsGroup },
  actor: Actor,
  savedFrom: Date | null = null,
): Promise<Outcome> {
  const { applicationForm, removeApplicationForm, logo, removeLogo, group: _group, ...fields } = input;
  const bytes = applicationForm && applicationForm.size > 0 ? Buffer.from(await applicationForm.arrayBuffer()) : null;
  if (bytes && bytes.length > MAX_APPLICATION_FORM_BYTES)
    return refuse(413, SETTINGS_MESSAGES.pdfTooLarge, "applicationForm");
  if (bytes && !isPdf(bytes)) return refuse(415, SETTINGS_MESSAGES.notPdf, "applicationForm");

  const logoBytes = logo && logo.size > 0 ? Buffer.from(await logo.arrayBuffer()) : null;
  const madeLogo = logoBytes ? await makeLogoFiles(logoBytes) : null;
  if (madeLogo && !madeLogo.ok) return refuse(madeLogo.status, madeLogo.message, "logo");

  const newKey = bytes ? `${FORM_FOLDER}/${crypto.randomUUID()}/application-form.pdf` : null;
  if (bytes && newKey) await storage().put(newKey, bytes, "application/pdf");
  const newLogoKey = madeLogo?.ok ? await storeLogoFiles(madeLogo.files) : null;

  const oldKeys = await db().transaction(async (tx) => {
    const [current] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for("update");
    if (!current) throw new Error("The site settings record is missing.");
    // Only the fields sent: a group's save leaves the others as they are.
    const changed = SETTINGS_FIELDS.filter(
      (field: SettingsField) => Object.hasOwn(fields, field) && current[field] !== fields[field],
    );
    // Two admins at once: a field another save changed since this page was opened, which this save would set to
    // something else (the value the page was opened with, or a change of its own), is refused, not overwritten.
    if (savedFrom && current.updatedAt.getTime() > savedFrom.getTime()) {
      const since = await tx
        .select({ details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.action, "settings.update"), gt(auditLog.createdAt, savedFrom)));
      const changedSince = new Set(
        since.flatMap(({ details }) => Object.keys((details?.after as Record<string, unknown> | undefined) ?? {})),
      );
      const clash = changed.find((field) => changedSince.has(field));
      if (clash) return { refused: refuse(409, SETTINGS_MESSAGES.changedSince, clash) };
    }
    const before: Record<string, unknown> = Object.fromEntries(changed.map((field) => [field, current[field]]));
    const after: Record<string, unknown> = Object.fromEntries(changed.map((field) => [field, fields[field]]));
    // A new upload wins over a ticked "remove"; neither keeps the form there is.
    const formKey = newKey ?? (removeApplicationForm ? null : current.applicationFormKey);
    if (formKey !== current.applicationFormKey) {
      before.applicationFormKey = current.applicationFormKey;
      after.applicationFormKey = formKey;
    }
    // The same for the logo: back to the placeholder crest when removed.
    const logoKey = newLogoKey ?? (removeLogo ? null : current.logoKey);
    if (logoKey !== current.logoKey) {
      before.logoKey = current.logoKey;
      after.logoKey = logoKey;
    }
    await tx
      .update(siteSettings)
      // savedAt: an admin has seen the form, the address in it included (decision 0037).
      .set({ ...fields, applicationFormKey: formKey, logoKey, savedAt: new Date(), updatedAt: new Date() })
      .where(eq(siteSettings.id, 1));
    await recordAudit(tx, {
      ...actor,
      action: "settings.update",
      targetType: "site_settings",
      targetId: "1",
      details: { before, after },
    });
    if (changed.some((field) => CONTACT_PAGE_SETTINGS.includes(field))) await areaChanged(tx, "settings");
    return {
      form: formKey !== current.applicationFormKey ? current.applicationFormKey : null,
      logo: logoKey !== current.logoKey ? current.logoKey : null,
    };
  });
  // Files left behind only waste space: logged, not a failed save.
  const removeFolder = (folder: string) =>
    storage()
      .deleteFolder(folder)
      .catch((error: unknown) => log.error({ err: error }, `School settings: could not remove ${folder}`));
  if ("refused" in oldKeys && oldKeys.refused) {
    // Nothing was saved: the files this save brought go too.
    if (newKey) await removeFolder(newKey.slice(0, newKey.lastIndexOf("/")));
    if (newLogoKey) await removeFolder(newLogoKey);
    return oldKeys.refused;
  }
  // The page the save answers with shows what was saved.
  forgetInRequest(SETTINGS_READ);

  if (oldKeys.form) await removeFolder(oldKeys.form.slice(0, oldKeys.form.lastIndexOf("/")));
  if (oldKeys.logo) await removeFolder(oldKeys.logo);
  return { ok: true };
}
