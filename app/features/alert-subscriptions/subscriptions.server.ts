// Parents subscribed to the school's alerts (docs/specification.md §24 "Subscribing", decision 0066): every read
// and write of alert_subscribers. One row a channel: an e-mail address, confirmed by a link mailed to it before
// anything else is sent (double opt-in), or a mobile number. Every message carries a link that unsubscribes its row
// without signing in, and an e-mail the RFC 8058 headers that let a mail client do it in one click.
import crypto from "node:crypto";
import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { addDays } from "date-fns";
import { and, eq, isNotNull, isNull, lte, ne, or, sql, type SQL } from "drizzle-orm";

import { mailboxOf } from "~/features/mail/mailbox";
import { queueMail, withdrawWaitingMailTo } from "~/features/mail/outbox.server";
import { greetingTo } from "~/features/mail/parent-words";
import { realAddress } from "~/features/mail/request-mail.server";
import { consentGivenNow } from "~/features/privacy/consent.server";
import type { SchoolSettings } from "~/features/settings/settings";
import { db, type Tx } from "~/lib/database/db.server";
import { emailHolds, phoneHolds, type Person } from "~/lib/database/person.server";
import { consumeRateLimits } from "~/lib/database/rate-limit.server";
import { i18nFor } from "~/lib/language/i18n";
import { pathIn, type Locale } from "~/lib/language/locale";

import { alertSubscribers, siteSettings } from "../../../db/schema";
import { longDate, schoolDate } from "../../../db/time";
import {
  ALERTS_CONFIRM_PATH,
  ALERTS_UNSUBSCRIBE_PATH,
  CONFIRM_LINK_DAYS,
  LINK_TOKEN_PATTERN,
  type AlertMessageKind,
  type AlertSubscriptionInput,
} from "./schema";

export type AlertSubscriber = typeof alertSubscribers.$inferSelect;

/** What the confirmation mail is, in the outbox and the logs. */
export const CONFIRMATION_MAIL = "confirmation.alert_subscription";

/** At most this many confirmation mails an hour to one mailbox, however its address is spelled (§11). */
const CONFIRMATIONS_PER_HOUR = 3;

const newToken = () => crypto.randomBytes(32).toString("base64url");
const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** A mobile number as one key, however it is written: its last 10 digits (an Indian mobile, with or without +91 or 0). */
export const mobileKeyOf = (mobile: string) => mobile.replace(/\D/g, "").slice(-10);

/** What mails and links need, read before the transaction opens. */
export interface SubscriptionContext {
  settings: SchoolSettings;
  origin: string;
  timeZone: string;
}

/** The address that unsubscribes a row, in its language: written into every message to it. */
export const unsubscribeUrl = (origin: string, language: Locale, token: string) =>
  `${origin}${pathIn(language, ALERTS_UNSUBSCRIBE_PATH)}?token=${token}`;

/**
 * The header fields of a mail to a subscriber (RFC 2369, RFC 8058): a mail client's "Unsubscribe" posts
 * `List-Unsubscribe=One-Click` to the link, which unsubscribes at once, with no cookie and no page.
 */
export const unsubscribeHeaders = (url: string): Record<string, string> => ({
  "List-Unsubscribe": `<${url}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

type Choices = Pick<AlertSubscriber, "wantsAnnouncements" | "wantsCalendar" | "language">;

const choicesOf = (input: AlertSubscriptionInput): Choices => ({
  wantsAnnouncements: input.topics.includes("announcements"),
  wantsCalendar: input.topics.includes("calendar"),
  language: input.language,
});

/**
 * A sent form, in the caller's transaction. Each channel is one row: a new one is made, a known one takes the new
 * choices. An e-mail address gets a new confirmation link (at most three an hour to one mailbox); one already
 * confirmed keeps its choices until that link is used, so a stranger typing it cannot change them. The caller's
 * answer is the same whatever was found: it never tells whether an address was subscribed.
 */
export async function subscribe(tx: Tx, input: AlertSubscriptionInput, context: SubscriptionContext, now = new Date()) {
  const choices = choicesOf(input);
  if (input.email) await subscribeEmail(tx, input.email.trim().toLowerCase(), choices, context, now);
  if (input.mobile) {
    const mobile = input.mobile.trim();
    await tx
      .insert(alertSubscribers)
      .values({
        mobile,
        mobileKey: mobileKeyOf(mobile),
        ...choices,
        ...consentGivenNow(),
        unsubscribeToken: newToken(),
      })
      .onConflictDoUpdate({
        target: alertSubscribers.mobileKey,
        set: { mobile, ...choices, ...consentGivenNow() },
      });
  }
}

async function subscribeEmail(tx: Tx, email: string, choices: Choices, context: SubscriptionContext, now: Date) {
  const { allowed } = await consumeRateLimits(
    [{ key: `alert-confirmation:email:${mailboxOf(email)}`, limit: CONFIRMATIONS_PER_HOUR, windowSeconds: 3600 }],
    now,
    tx,
  );
  const token = newToken();
  const link = { confirmTokenHash: hashToken(token), confirmExpiresAt: addDays(now, CONFIRM_LINK_DAYS) };
  const [found] = await tx.select().from(alertSubscribers).where(eq(alertSubscribers.email, email)).for("update");
  let row: AlertSubscriber | undefined;
  if (!found) {
    // Past the mailbox's limit the row is still made, with a link nobody has: it goes unconfirmed after 7 days.
    [row] = await tx
      .insert(alertSubscribers)
      .values({ email, ...choices, ...consentGivenNow(), ...link, unsubscribeToken: newToken() })
      .onConflictDoNothing()
      .returning();
  } else if (!allowed) {
    // No new mail: the link already sent stays the one that works. Unconfirmed, the choices are simply the latest.
    if (!found.confirmedAt) await tx.update(alertSubscribers).set(choices).where(eq(alertSubscribers.id, found.id));
    return;
  } else if (found.confirmedAt) {
    [row] = await tx
      .update(alertSubscribers)
      .set({ pendingChoices: choices, ...link })
      .where(eq(alertSubscribers.id, found.id))
      .returning();
  } else {
    [row] = await tx
      .update(alertSubscribers)
      .set({ ...choices, ...consentGivenNow(), ...link })
      .where(eq(alertSubscribers.id, found.id))
      .returning();
  }
  // Two forms with one new address at once: the other made the row and sends its link.
  if (!row || !allowed) return;
  await queueConfirmation(tx, row, token, choices.language, context);
}

/** The confirmation mail, in the subscriber's language: a link to a page with a button, and the way out. */
async function queueConfirmation(
  tx: Tx,
  row: AlertSubscriber,
  token: string,
  language: Locale,
  context: SubscriptionContext,
) {
  const i18n = await i18nFor(language);
  const school = context.settings.schoolName;
  const expires = longDate(schoolDate(row.confirmExpiresAt!, context.timeZone), language);
  const confirm = `${context.origin}${pathIn(language, ALERTS_CONFIRM_PATH)}?token=${token}`;
  const unsubscribe = unsubscribeUrl(context.origin, language, row.unsubscribeToken);
  await queueMail(tx, {
    purpose: CONFIRMATION_MAIL,
    to: [row.email!],
    replyTo: realAddress(context.settings.email),
    subject: t(i18n)`Please confirm your school alerts: ${school}`,
    text: [
      greetingTo(i18n, null),
      t(i18n)`Someone, we hope you, asked ${school} to send its alerts to this e-mail address.`,
      // The button's name as the confirm page in this language shows it.
      t(i18n)`To start them, open this link and press "Confirm" (it works until ${expires}):`,
      confirm,
      t(i18n)`If you did not ask for them, do nothing: the school will send nothing more to this address.`,
      ...unsubscribeLines(i18n, unsubscribe),
      school,
    ].join("\n\n"),
    headers: unsubscribeHeaders(unsubscribe),
  });
}

/** The lines every message to a subscriber ends with: the link that stops them. */
export const unsubscribeLines = (i18n: I18n, url: string) => [t(i18n)`To stop the school's alerts, open:`, url];

// ------------------------------------------------------------ the links

export type LinkRefusal = { ok: false; status: 404 | 410; reason: "unknown" | "expired" };

/** Why a confirmation link cannot be used now, or null. */
export async function confirmLinkRefusal(token: string | null, now = new Date()): Promise<LinkRefusal | null> {
  if (!token || !LINK_TOKEN_PATTERN.test(token)) return { ok: false, status: 404, reason: "unknown" };
  const [row] = await db()
    .select({ expiresAt: alertSubscribers.confirmExpiresAt })
    .from(alertSubscribers)
    .where(eq(alertSubscribers.confirmTokenHash, hashToken(token)));
  if (!row?.expiresAt) return { ok: false, status: 404, reason: "unknown" };
  return row.expiresAt <= now ? { ok: false, status: 410, reason: "expired" } : null;
}

/**
 * Uses up the link `token`: its address is confirmed (and takes the choices sent again since, if any). Single use:
 * the token's hash is cleared in the same statement.
 */
export async function confirmSubscription(token: string, now = new Date()): Promise<{ ok: true } | LinkRefusal> {
  const refused = await confirmLinkRefusal(token, now);
  if (refused) return refused;
  const [confirmed] = await db()
    .update(alertSubscribers)
    .set({
      confirmedAt: sql`coalesce(${alertSubscribers.confirmedAt}, ${now.toISOString()}::timestamptz)`,
      wantsAnnouncements: sql`coalesce((${alertSubscribers.pendingChoices}->>'wantsAnnouncements')::boolean, ${alertSubscribers.wantsAnnouncements})`,
      wantsCalendar: sql`coalesce((${alertSubscribers.pendingChoices}->>'wantsCalendar')::boolean, ${alertSubscribers.wantsCalendar})`,
      language: sql`coalesce((${alertSubscribers.pendingChoices}->>'language')::site_language, ${alertSubscribers.language})`,
      pendingChoices: null,
      confirmTokenHash: null,
      confirmExpiresAt: null,
    })
    .where(
      and(
        eq(alertSubscribers.confirmTokenHash, hashToken(token)),
        sql`${alertSubscribers.confirmExpiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: alertSubscribers.id });
  // Used by another press between the check and now.
  return confirmed ? { ok: true } : { ok: false, status: 404, reason: "unknown" };
}

/** Whom an unsubscribe link names, for its page: null for an unknown one. */
export async function subscriberByUnsubscribeToken(token: string | null) {
  if (!token || !LINK_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db()
    .select({ email: alertSubscribers.email, mobile: alertSubscribers.mobile })
    .from(alertSubscribers)
    .where(eq(alertSubscribers.unsubscribeToken, token));
  return row ?? null;
}

/**
 * The unsubscribe link used: its row is deleted, so nothing more is sent to that address or number, and a
 * confirmation still waiting to go to it never goes. Whether there was one.
 */
export async function unsubscribe(token: string | null): Promise<boolean> {
  if (!token || !LINK_TOKEN_PATTERN.test(token)) return false;
  return db().transaction(async (tx) => {
    const [gone] = await tx
      .delete(alertSubscribers)
      .where(eq(alertSubscribers.unsubscribeToken, token))
      .returning({ email: alertSubscribers.email });
    if (gone?.email) await withdrawWaitingMailTo(tx, gone.email, CONFIRMATION_MAIL);
    return Boolean(gone);
  });
}

// ------------------------------------------------------------ for whoever sends alerts

export interface AlertRecipient {
  id: string;
  channel: "email" | "mobile";
  /** The e-mail address, or the mobile number as it was typed. */
  address: string;
  language: Locale;
  /** The link to write into the message. */
  unsubscribeUrl: string;
  /** For an e-mail: the header fields to queue with it (queueMail's `headers`). */
  headers: Record<string, string> | null;
}

/**
 * The subscribers who want a message of `kind`, each with their language and their way out: confirmed e-mail
 * addresses and mobile numbers. Alerts go to every one of them. `origin` is the site's address
 * (siteOrigin of a request, or SITE_URL); `reader` a transaction to read in.
 */
export async function subscribersFor(
  kind: AlertMessageKind,
  origin: string,
  reader: Pick<Tx, "select"> = db(),
): Promise<AlertRecipient[]> {
  const rows = await reader.select().from(alertSubscribers).where(wanting(kind)).orderBy(alertSubscribers.createdAt);
  return rows.map((row) => {
    const url = unsubscribeUrl(origin, row.language, row.unsubscribeToken);
    return {
      id: row.id,
      channel: row.email ? "email" : "mobile",
      address: (row.email ?? row.mobile)!,
      language: row.language,
      unsubscribeUrl: url,
      headers: row.email ? unsubscribeHeaders(url) : null,
    };
  });
}

/** The subscribers a message of `kind` goes to: confirmed e-mail addresses and mobile numbers who want it. */
function wanting(kind: AlertMessageKind): SQL | undefined {
  const wants =
    kind === "announcements"
      ? eq(alertSubscribers.wantsAnnouncements, true)
      : kind === "calendar"
        ? eq(alertSubscribers.wantsCalendar, true)
        : undefined;
  return and(
    or(
      isNotNull(alertSubscribers.mobile),
      and(isNotNull(alertSubscribers.email), isNotNull(alertSubscribers.confirmedAt)),
    ),
    wants,
  );
}

/** How many e-mail addresses and mobile numbers a message of `kind` would go to now. */
export async function subscriberCountsFor(kind: AlertMessageKind) {
  const [counts] = await db()
    .select({
      emails: sql<number>`count(${alertSubscribers.email})::int`,
      mobiles: sql<number>`count(${alertSubscribers.mobile})::int`,
    })
    .from(alertSubscribers)
    .where(wanting(kind));
  return counts!;
}

/** How many subscribe, for the Alerts page: e-mail addresses confirmed and not yet, and mobile numbers. */
export async function subscriberCounts() {
  const [counts] = await db()
    .select({
      email: sql<number>`count(*) filter (where ${alertSubscribers.email} is not null and ${alertSubscribers.confirmedAt} is not null)::int`,
      unconfirmed: sql<number>`count(*) filter (where ${alertSubscribers.email} is not null and ${alertSubscribers.confirmedAt} is null)::int`,
      mobile: sql<number>`count(*) filter (where ${alertSubscribers.mobile} is not null)::int`,
    })
    .from(alertSubscribers);
  return counts!;
}

/**
 * How many mobile numbers wait for alerts while no gateway sends texts (decision 0075), for the dashboard; null
 * with a gateway. A parent who gave an e-mail address too has a row for it, and gets the alerts there.
 */
export async function waitingForTexts(): Promise<number | null> {
  const [row] = await db()
    .select({
      gateway: sql<boolean>`coalesce((select ${siteSettings.gatewayUrl} <> '' from ${siteSettings} limit 1), false)`,
      mobiles: sql<number>`count(${alertSubscribers.mobile})::int`,
    })
    .from(alertSubscribers);
  return row && !row.gateway ? row.mobiles : null;
}

// ------------------------------------------------------------ personal data and retention

/** A person's rows: their mobile by its last 10 digits, their address in any case (decision 0033). */
const holdsPerson = (person: Person): SQL | undefined =>
  or(
    person.phone ? phoneHolds(alertSubscribers.mobile, person.phone) : undefined,
    person.email ? emailHolds(alertSubscribers.email, person.email) : undefined,
  );

/** Every subscription of `person`, for the personal data tool. */
export async function subscriptionsOf(reader: Pick<Tx, "select">, person: Person): Promise<AlertSubscriber[]> {
  const where = holdsPerson(person);
  return where ? reader.select().from(alertSubscribers).where(where) : [];
}

/** Erases every subscription of `person` in `tx`; how many. */
export async function eraseSubscriptionsOf(tx: Tx, person: Person): Promise<number> {
  const where = holdsPerson(person);
  if (!where) return 0;
  return (await tx.delete(alertSubscribers).where(where).returning({ id: alertSubscribers.id })).length;
}

/**
 * Corrects `person`'s mobile and/or e-mail in their subscriptions, in `tx`; how many rows changed. Where the
 * corrected address or number is subscribed already, that row is kept and the person's old one goes (one row a
 * channel), which counts as a change too.
 */
export async function correctSubscriptionsOf(
  tx: Tx,
  person: Person,
  to: { phone?: string; email?: string },
): Promise<number> {
  const changed = new Set<string>();
  if (person.phone && to.phone) {
    const mobile = to.phone.trim();
    const key = mobileKeyOf(mobile);
    const rows = await tx.select().from(alertSubscribers).where(phoneHolds(alertSubscribers.mobile, person.phone));
    for (const row of rows) {
      const [taken] = await tx
        .select({ id: alertSubscribers.id })
        .from(alertSubscribers)
        .where(and(eq(alertSubscribers.mobileKey, key), ne(alertSubscribers.id, row.id)));
      if (taken) await tx.delete(alertSubscribers).where(eq(alertSubscribers.id, row.id));
      else await tx.update(alertSubscribers).set({ mobile, mobileKey: key }).where(eq(alertSubscribers.id, row.id));
      changed.add(row.id);
    }
  }
  if (person.email && to.email) {
    const email = to.email.trim().toLowerCase();
    const rows = await tx.select().from(alertSubscribers).where(emailHolds(alertSubscribers.email, person.email));
    for (const row of rows) {
      const [taken] = await tx
        .select({ id: alertSubscribers.id })
        .from(alertSubscribers)
        .where(and(eq(alertSubscribers.email, email), ne(alertSubscribers.id, row.id)));
      if (taken) await tx.delete(alertSubscribers).where(eq(alertSubscribers.id, row.id));
      else await tx.update(alertSubscribers).set({ email }).where(eq(alertSubscribers.id, row.id));
      changed.add(row.id);
    }
  }
  return changed.size;
}

/**
 * The retention run (decision 0066): an e-mail address whose confirmation link expired unused is erased, 7 days
 * after its last form; choices sent again by a confirmed subscriber and never confirmed are dropped. How many rows
 * were erased. Confirmed subscribers stay until they unsubscribe: their consent lasts until they withdraw it.
 */
export async function expireUnconfirmedSubscriptions(tx: Tx, now: Date): Promise<number> {
  const expired = lte(alertSubscribers.confirmExpiresAt, now);
  const erased = await tx
    .delete(alertSubscribers)
    .where(and(isNotNull(alertSubscribers.email), isNull(alertSubscribers.confirmedAt), expired))
    .returning({ id: alertSubscribers.id });
  await tx
    .update(alertSubscribers)
    .set({ pendingChoices: null, confirmTokenHash: null, confirmExpiresAt: null })
    .where(and(isNotNull(alertSubscribers.confirmedAt), expired));
  return erased.length;
}
