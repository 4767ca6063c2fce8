// Sending to subscribers (docs/specification.md §24 "Sending", decision 0067). A sending is one row of broadcasts
// and one outbox message for each subscriber who wants its kind, queued in the same transaction: an e-mail for a
// confirmed address, a gateway message for a mobile number while the school has set a gateway. The workers send
// them at the school's rate; the back office counts them by their state.
import crypto from "node:crypto";
import type { I18n } from "@lingui/core";
import { desc, eq, inArray, sql } from "drizzle-orm";

import { defineIntent } from "~/features/admin/admin-action.server";
import { refuse, type Actor, type Outcome } from "~/features/admin/outcome";
import {
  subscriberCountsFor,
  subscribersFor,
  type AlertRecipient,
} from "~/features/alert-subscriptions/subscriptions.server";
import { queueBroadcastMessages, type BroadcastMessage } from "~/features/mail/outbox.server";
import type { SchoolSettings } from "~/features/settings/settings";
import { recordAudit } from "~/lib/database/audit.server";
import { db, type Tx } from "~/lib/database/db.server";
import { i18nFor } from "~/lib/language/i18n";
import type { Locale } from "~/lib/language/locale";
import { env } from "~/lib/server/env.server";

import { alerts, announcements, broadcasts, calendarEvents, mailOutbox, siteSettings } from "../../../db/schema";
import {
  BROADCAST_KINDS,
  BROADCAST_MESSAGES,
  sendSchema,
  type BroadcastKind,
  type BroadcastSummary,
  type Reach,
} from "./broadcasts";
import { gatewaySecret, postToGateway, type GatewayAnswer } from "./gateway.server";
import {
  emailOf,
  internationalNumber,
  schoolNameIn,
  smsText,
  templateValues,
  type Composed,
  type Composer,
} from "./messages.server";

/** Each kind's source table and its column in broadcasts. */
const SOURCES = {
  alert: { table: alerts, column: broadcasts.alertId },
  announcement: { table: announcements, column: broadcasts.announcementId },
  calendar: { table: calendarEvents, column: broadcasts.calendarEventId },
} as const;

/** The row of a source table each kind sends. */
export type SourceRow<Kind extends BroadcastKind> = (typeof SOURCES)[Kind]["table"]["$inferSelect"];

/** One row to send: its kind, the row, and how its feature says it (decision 0067). */
export interface BroadcastSource<Kind extends BroadcastKind = BroadcastKind> {
  kind: Kind;
  row: SourceRow<Kind>;
  compose: Composer<SourceRow<Kind>>;
}

/** The templates the school registered for `kind`, for the gateway to choose from. */
const templatesOf = (settings: SchoolSettings, kind: BroadcastKind | "test") => {
  const of = kind === "test" ? "alert" : kind;
  return { dlt: settings[`${of}DltTemplate`] || null, whatsapp: settings[`${of}WhatsappTemplate`] || null };
};

/** One message to a gateway: whom it is to, in which language, its template's values and its whole text. */
interface GatewayMessage {
  id: string;
  kind: BroadcastKind | "test";
  /** The mobile number in E.164. */
  to: string;
  language: Locale;
  values: string[];
  text: string;
  queuedAt: Date;
}

/** The JSON a gateway receives for `message`, with the templates the school registered for its kind (docs/deploying.md, "SMS and WhatsApp"). */
export function gatewayPayload(
  { id, kind, to, language, values, text, queuedAt }: GatewayMessage,
  settings: SchoolSettings,
) {
  return {
    type: `message.${kind}`,
    timestamp: queuedAt.toISOString(),
    data: { id, kind, to, language, templates: templatesOf(settings, kind), values, text },
  };
}

/** One outbox message for `recipient`, of `composed` in their language (`i18n`). */
function messageFor(
  broadcastId: string,
  recipient: AlertRecipient,
  composed: Composed,
  i18n: I18n,
  settings: SchoolSettings,
  queuedAt: Date,
): BroadcastMessage {
  const id = crypto.randomUUID();
  const purpose = `broadcast.${composed.kind}`;
  if (recipient.channel === "email") {
    const mail = emailOf(composed, i18n, recipient.unsubscribeUrl);
    return {
      id,
      purpose,
      channel: "email",
      broadcastId,
      subscriberId: recipient.id,
      to: [recipient.address],
      ...mail,
      headers: recipient.headers ?? {},
    };
  }
  const to = internationalNumber(recipient.address);
  const text = smsText(composed, i18n, recipient.unsubscribeUrl);
  const values = templateValues(composed, recipient.unsubscribeUrl);
  return {
    id,
    purpose,
    channel: "webhook",
    broadcastId,
    subscriberId: recipient.id,
    to: [to],
    subject: composed.headline,
    text,
    webhookPayload: gatewayPayload(
      { id, kind: composed.kind, to, language: recipient.language, values, text, queuedAt },
      settings,
    ),
  };
}

/**
 * Queues `source` for every subscriber who wants it, in `tx`: how many e-mails and gateway messages, or null when
 * there is nobody to send it to. Mobile numbers wait for the school to set a gateway.
 */
export async function queueBroadcast<Kind extends BroadcastKind>(
  tx: Tx,
  source: BroadcastSource<Kind>,
  origin: string,
) {
  const [settings] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1));
  const { id: _id, updatedAt: _updatedAt, ...school } = settings!;
  const recipients = (await subscribersFor(BROADCAST_KINDS[source.kind], origin, tx)).filter(
    (recipient) => recipient.channel === "email" || school.gatewayUrl,
  );
  if (recipients.length === 0) return null;
  const emails = recipients.filter((recipient) => recipient.channel === "email").length;
  const [broadcast] = await tx
    .insert(broadcasts)
    .values({
      [source.kind === "alert" ? "alertId" : source.kind === "announcement" ? "announcementId" : "calendarEventId"]:
        source.row.id,
      emails,
      mobiles: recipients.length - emails,
      // This process's clock, as the outbox's (the database's now() would differ from a test's moved clock).
      createdAt: new Date(),
    })
    .returning();
  const context = { origin, settings: school, timeZone: env().SCHOOL_TIMEZONE };
  // Each language's message is composed once, then addressed to each of its readers as the outbox draws them.
  const composed = new Map<Locale, { i18n: I18n; message: Composed }>();
  for (const language of new Set(recipients.map((recipient) => recipient.language))) {
    const i18n = await i18nFor(language);
    const said = source.compose(source.row, language, i18n, context);
    composed.set(language, { i18n, message: { kind: source.kind, school: schoolNameIn(school, language), ...said } });
  }
  const messages = function* () {
    for (const recipient of recipients) {
      const { i18n, message } = composed.get(recipient.language)!;
      yield messageFor(broadcast!.id, recipient, message, i18n, school, broadcast!.createdAt);
    }
  };
  await queueBroadcastMessages(tx, messages());
  return { emails: broadcast!.emails, mobiles: broadcast!.mobiles };
}

/** The audit row of a sending: what was sent, how many messages, and whether it went again. */
async function auditSending(
  tx: Tx,
  actor: Actor,
  source: Pick<BroadcastSource, "kind"> & { row: { id: string } },
  counts: { emails: number; mobiles: number },
  again: boolean,
) {
  const targetType = source.kind === "calendar" ? "calendar_event" : source.kind;
  await recordAudit(tx, {
    ...actor,
    action: `${targetType}.send`,
    targetType,
    targetId: source.row.id,
    details: { ...counts, ...(again ? { again: true } : {}) },
  });
}

/**
 * Publishing with "Send to subscribers" ticked: `source`, just written in `tx`, goes to whoever wants it. Nobody
 * subscribed is no failure: the publishing stands.
 */
export async function sendOnPublish<Kind extends BroadcastKind>(
  tx: Tx,
  source: BroadcastSource<Kind>,
  origin: string,
  actor: Actor,
) {
  const counts = await queueBroadcast(tx, source, origin);
  if (counts) await auditSending(tx, actor, source, counts, false);
}

/**
 * Send (or Send Again): the row `id` of `kind` goes to its subscribers. One sent before goes again only when staff
 * confirmed it (`again`); the check and the sending share a lock on the row, so two presses never both send.
 */
export async function sendToSubscribers<Kind extends BroadcastKind>(
  kind: Kind,
  compose: Composer<SourceRow<Kind>>,
  { id, again }: { id: string; again: boolean },
  origin: string,
  actor: Actor,
): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const { table, column } = SOURCES[kind];
    // Locked until the transaction ends: two presses of Send take turns.
    const [row] = await tx.select().from(table).where(eq(table.id, id)).for("update");
    if (!row) return refuse(404, BROADCAST_MESSAGES.notFound);
    const source: BroadcastSource<Kind> = { kind, row: row as SourceRow<Kind>, compose };
    const [before] = await tx.select({ id: broadcasts.id }).from(broadcasts).where(eq(column, id)).limit(1);
    if (before && !again) return refuse(409, BROADCAST_MESSAGES.sentAlready);
    const counts = await queueBroadcast(tx, source, origin);
    if (!counts) return refuse(409, BROADCAST_MESSAGES.nobody);
    await auditSending(tx, actor, source, counts, Boolean(before));
    return { ok: true as const };
  });
}

/** Every sending of the rows `ids` of `kind`, newest first, with what became of their messages: for their page. */
export async function broadcastsOf(kind: BroadcastKind, ids: readonly string[]) {
  const byRow = new Map<string, BroadcastSummary[]>();
  if (ids.length === 0) return byRow;
  const { column } = SOURCES[kind];
  const rows = await db()
    .select({
      id: broadcasts.id,
      rowId: column,
      createdAt: broadcasts.createdAt,
      emails: broadcasts.emails,
      mobiles: broadcasts.mobiles,
      delivered: sql<number>`count(${mailOutbox.id}) filter (where ${mailOutbox.status} = 'sent')::int`,
      waiting: sql<number>`count(${mailOutbox.id}) filter (where ${mailOutbox.status} = 'pending')::int`,
      failed: sql<number>`count(${mailOutbox.id}) filter (where ${mailOutbox.status} in ('failed', 'cancelled'))::int`,
    })
    .from(broadcasts)
    .leftJoin(mailOutbox, eq(mailOutbox.broadcastId, broadcasts.id))
    .where(inArray(column, [...ids]))
    .groupBy(broadcasts.id)
    .orderBy(desc(broadcasts.createdAt));
  for (const { rowId, createdAt, ...row } of rows) {
    const list = byRow.get(rowId!) ?? [];
    list.push({ ...row, sentAt: createdAt.toISOString() });
    byRow.set(rowId!, list);
  }
  return byRow;
}

/**
 * The Send button's intent on the page of `kind`'s rows: the row goes to its subscribers (sendToSubscribers), with
 * the sending's toasts; `notFound` is the page's message for a row that no longer exists.
 */
export const sendIntent = <Kind extends BroadcastKind>(
  kind: Kind,
  compose: Composer<SourceRow<Kind>>,
  notFound: string,
  origin: string,
) =>
  defineIntent({
    schema: sendSchema(notFound),
    run: (input, by) => sendToSubscribers(kind, compose, input, origin, by),
    success: BROADCAST_MESSAGES.queued,
    failure: BROADCAST_MESSAGES.failed,
  });

/** Whom a sending of `kind` would reach now: for the dialog that asks before it goes. */
export async function reachOf(kind: BroadcastKind): Promise<Reach> {
  const [[settings], counts] = await Promise.all([
    db().select({ url: siteSettings.gatewayUrl }).from(siteSettings),
    subscriberCountsFor(BROADCAST_KINDS[kind]),
  ]);
  return { ...counts, gateway: Boolean(settings?.url) };
}

// ------------------------------------------------------------ the settings' test

/**
 * One test message to `mobile` through the saved gateway, at once and outside the outbox: the gateway's answer is
 * what the admin sees. It uses the alert's templates.
 */
export async function sendTestMessage(mobile: string, origin: string): Promise<GatewayAnswer | null> {
  const [row] = await db().select().from(siteSettings).where(eq(siteSettings.id, 1));
  const { id: _id, updatedAt: _updatedAt, ...settings } = row!;
  if (!settings.gatewayUrl) return null;
  const id = crypto.randomUUID();
  const to = internationalNumber(mobile);
  const text = `${settings.schoolName}: this is a test message from the school's website. ${origin}`;
  const values = [settings.schoolName, text, origin, origin];
  const payload = gatewayPayload(
    { id, kind: "test", to, language: "en", values, text, queuedAt: new Date() },
    settings,
  );
  return postToGateway(settings.gatewayUrl, await gatewaySecret(), id, payload);
}
