// The record of processing (docs/specification.md §27, decision 0070): generated, never typed. Each kind of request
// is read from its definition (decision 0044): what its form collects, why, how long it is kept (the retention
// period from School Settings, §17), who may open its section, and where it goes. The stores that are not requests
// (alert subscribers, staff accounts, the audit log, backups) follow, from what their own code declares.
import { eq } from "drizzle-orm";

import { SECTIONS, type SectionKey } from "~/features/admin/sections";
import { ALERT_SUBSCRIPTION_NOTICE } from "~/features/alert-subscriptions/notice";
import { labelOf, REQUEST_KINDS } from "~/features/request-kinds/request-kinds.server";
import { getSchoolSettings } from "~/features/settings/settings.server";
import { db } from "~/lib/database/db.server";
import { s3SettingsOf } from "~/lib/files/storage.server";
import { env } from "~/lib/server/env.server";

import { userPermissions, userRoles, users } from "../../../db/schema";
import { OTHER_DATA_KINDS } from "./data-kinds.server";

/** One store of personal data, as the record lists it. */
export interface ProcessingEntry {
  /** The kind's key (a request type, or one of OTHER_DATA_KINDS). */
  key: string;
  title: string;
  /** The public form it comes from, if any: "Schedule a Visit (Admissions page)". */
  form: string | null;
  purpose: string;
  fields: { label: string; optional: boolean }[];
  kept: string[];
  seenBy: string[];
  sentTo: string[];
}

export interface ProcessingRecord {
  entries: ProcessingEntry[];
  retentionMonths: number;
}

/** Admins' e-mail addresses, and each section's staff (not admins) who were granted it. */
async function whoHolds() {
  const admins = await db()
    .select({ email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.role, "admin"))
    .orderBy(users.email);
  const adminEmails = admins.map((row) => row.email);
  const granted = await db()
    .select({ email: users.email, section: userPermissions.section })
    .from(userPermissions)
    .innerJoin(users, eq(users.id, userPermissions.userId))
    .orderBy(users.email);
  const bySection = (section: SectionKey) =>
    granted.filter((row) => row.section === section && !adminEmails.includes(row.email)).map((row) => row.email);
  return { adminEmails, bySection };
}

const otherTitle = (key: (typeof OTHER_DATA_KINDS)[number]["key"]) =>
  OTHER_DATA_KINDS.find((kind) => kind.key === key)!.label;

const listed = (emails: string[]) => (emails.length ? emails.join(", ") : "none");

export async function recordOfProcessing(): Promise<ProcessingRecord> {
  const [{ retentionMonths }, { adminEmails, bySection }] = await Promise.all([getSchoolSettings(), whoHolds()]);
  const settings = env();
  const mail = settings.SMTP_URL
    ? "The school's e-mail provider (the SMTP server set on the server)"
    : "The school's e-mail provider, once one is set on the server (until then mail waits in the outbox)";
  const files = s3SettingsOf(settings)
    ? "File storage: the S3-compatible bucket set on the server"
    : "File storage: this server's disk";
  const admins = `Admins (${adminEmails.length}): ${listed(adminEmails)}`;
  const sectionStaff = (section: SectionKey) => {
    const label = SECTIONS.find((one) => one.key === section)!.label;
    return `Staff granted ${label}: ${listed(bySection(section))}`;
  };
  const period = `${retentionMonths} ${retentionMonths === 1 ? "month" : "months"}`;

  const requests: ProcessingEntry[] = REQUEST_KINDS.map((definition) => ({
    key: definition.type,
    title: labelOf(definition),
    form: definition.form.notice.en,
    purpose: definition.purpose,
    fields: definition.form.fields.map((field) => ({ label: field.en, optional: field.optional ?? false })),
    kept: [
      `${period} after it last changed (School Settings, "Keep requests for"), then erased with its notes, history and mail by the daily retention run, unless staff mark it Keep.`,
      ...(definition.form.kept ? [definition.form.kept.en] : []),
    ],
    seenBy: [admins, sectionStaff(definition.kind.section)],
    sentTo: [
      `${mail}: the office's notice, the confirmation to the person who sent it, and replies staff send.`,
      "WhatsApp, only when staff open a chat from its page (the phone number is in the link).",
      ...(definition.held ? [`${files}: its documents.`] : []),
    ],
  }));

  const subscribers: ProcessingEntry = {
    key: "alert_subscriber",
    title: otherTitle("alert_subscriber"),
    form: ALERT_SUBSCRIPTION_NOTICE.notice.en,
    purpose: ALERT_SUBSCRIPTION_NOTICE.purpose,
    fields: ALERT_SUBSCRIPTION_NOTICE.fields.map((field) => ({
      label: field.en,
      optional: "optional" in field ? field.optional : false,
    })),
    kept: [ALERT_SUBSCRIPTION_NOTICE.kept.en],
    seenBy: ["No page lists them: the Alerts page shows only how many there are."],
    sentTo: [`${mail}: alerts to an e-mail address.`, ALERT_SUBSCRIPTION_NOTICE.shared.en],
  };

  const staff: ProcessingEntry = {
    key: "staff_account",
    title: otherTitle("staff_account"),
    form: null,
    purpose: "To let staff sign in to the back office, and to say who may open which section.",
    fields: [
      { label: "Name", optional: false },
      { label: "E-mail", optional: false },
      { label: "Password (kept only as a hash)", optional: false },
      { label: "Role and permissions", optional: false },
      { label: "Sessions: the address and browser signed in from", optional: false },
    ],
    kept: ["Until the account is deleted in User Management; a session ends after 12 hours unused."],
    seenBy: [admins, sectionStaff("user_management")],
    sentTo: ["Nowhere."],
  };

  const audit: ProcessingEntry = {
    key: "audit_log",
    title: otherTitle("audit_log"),
    form: null,
    purpose: "To show who changed what in the back office, when and from where.",
    fields: [
      { label: "The staff member's account and e-mail", optional: false },
      { label: "What was changed", optional: false },
      { label: "The address it was changed from", optional: false },
    ],
    kept: ["12 months, then erased by the daily retention run."],
    seenBy: ["No page shows it: whoever runs the server's database."],
    sentTo: ["Nowhere."],
  };

  const backups: ProcessingEntry = {
    key: "backup",
    title: otherTitle("backup"),
    form: null,
    purpose: "To restore the site and its records after a failure.",
    fields: [{ label: "Everything above, as it was when the backup was taken", optional: false }],
    kept: [`${period} (School Settings, "Keep requests for"), then deleted by the daily retention run.`],
    seenBy: [`${admins} (the dashboard downloads the latest).`],
    sentTo: [
      s3SettingsOf(settings)
        ? "Backup storage: the S3-compatible bucket set on the server"
        : "Backup storage: this server's disk",
    ],
  };

  return { entries: [...requests, subscribers, staff, audit, backups], retentionMonths };
}
