// Who asks is checked before anyone acts on a data request (decision 0041):
// a link goes to an e-mail address already on the person's records (never to
// the one typed in the form), or staff call a phone on the records. Until then
// a withdrawal stops no mail, and the page's actions ask for a confirm step.
import crypto from "node:crypto";
import { t } from "@lingui/core/macro";
import { addDays } from "date-fns";
import { and, eq, inArray, isNull, lte } from "drizzle-orm";

import { refuse, type Actor, type Outcome } from "~/features/admin/outcome";
import { eraseSubscriptionsOf } from "~/features/alert-subscriptions/subscriptions.server";
import { dataRequestKind } from "~/features/data-requests/data-request-kind";
import { askedInMail, dataRequestDefinition } from "~/features/data-requests/data-request.server";
import {
  dueDateOf,
  VERIFICATION_ADDRESSES_MAX,
  VERIFICATION_LINK_DAYS,
  VERIFICATION_MESSAGES,
  VERIFICATION_TOKEN_PATTERN,
  YOUR_DATA_VERIFY_PATH,
} from "~/features/data-requests/schema";
import { queueMail } from "~/features/mail/outbox.server";
import { greetingTo } from "~/features/mail/parent-words";
import { realAddress } from "~/features/mail/request-mail.server";
import { REQUEST_KINDS, requestPath, titleOf } from "~/features/request-kinds/request-kinds.server";
import type { SchoolSettings } from "~/features/settings/settings";
import { getSchoolSettings } from "~/features/settings/settings.server";
import { recordAudit } from "~/lib/database/audit.server";
import { db, type Tx } from "~/lib/database/db.server";
import { consumeRateLimits } from "~/lib/database/rate-limit.server";
import { i18nFor } from "~/lib/language/i18n";
import { pathIn } from "~/lib/language/locale";
import { formatReceived } from "~/lib/page/received-time";
import { env } from "~/lib/server/env.server";

import { dataRequests, dataRequestTokens, mailOutbox } from "../../../db/schema";
import { longDate, schoolDate } from "../../../db/time";
import { cancelQueuedMail, contactColumns, personOf, requestIdsOf, type Person } from "./personal-data.server";

type DataRequest = typeof dataRequests.$inferSelect;

/** What a verification link's mail is, in the outbox and the history. */
const VERIFICATION_MAIL = `verification.${dataRequestDefinition.type}`;

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** The school's own addresses (School Settings), lower case: mail to them is never cancelled by a public form. */
export function schoolAddressesOf(settings: SchoolSettings): Set<string> {
  return new Set(
    [
      settings.email,
      settings.privacyContactEmail,
      settings.notifyVisitRequestsEmail,
      settings.notifyEnquiriesEmail,
      settings.notifyContactEmail,
    ].flatMap((address) => (address?.trim() ? [address.trim().toLowerCase()] : [])),
  );
}

/**
 * The e-mail addresses already on the person's visit requests, enquiries and
 * messages, found by the phone or e-mail typed: where a link may go. Not data
 * requests: whoever types a form could have written an address there.
 */
export async function addressesOnRecords(reader: Pick<Tx, "select">, person: Person): Promise<string[]> {
  const ids = await requestIdsOf(reader, person);
  const addresses = new Set<string>();
  for (const definition of REQUEST_KINDS) {
    const { table, type } = definition;
    if (!definition.personalData.provesIdentity || ids[type].length === 0) continue;
    const rows = await reader
      .select({ email: contactColumns(definition).email })
      .from(table)
      .where(inArray(table.id, ids[type]));
    for (const row of rows)
      if (typeof row.email === "string" && row.email.trim()) addresses.add(row.email.trim().toLowerCase());
  }
  return [...addresses].sort();
}

/** What a link's mail needs, read before the request's transaction opens. */
export interface VerificationContext {
  settings: SchoolSettings;
  origin: string;
  timeZone: string;
}

/**
 * Queues, in the request's transaction, a link to each address on the
 * person's records (at most three, each at most three an hour): opening one
 * and confirming marks the request verified. Only the token's hash is kept.
 * The mail, and the page its link opens, are in the language of the page the
 * request was sent from (docs/specification.md §21).
 */
export async function issueVerificationLinks(
  tx: Tx,
  request: DataRequest,
  context: VerificationContext,
  now = new Date(),
) {
  const person = personOf(request);
  if (!person) return 0;
  const school = schoolAddressesOf(context.settings);
  const addresses = (await addressesOnRecords(tx, person))
    .filter((address) => !school.has(address))
    .slice(0, VERIFICATION_ADDRESSES_MAX);
  // Links past their day go as new ones are made; the rest go with their request.
  await tx.delete(dataRequestTokens).where(lte(dataRequestTokens.expiresAt, now));
  let sent = 0;
  const language = request.language;
  const i18n = await i18nFor(language);
  for (const address of addresses) {
    const { allowed } = await consumeRateLimits(
      [{ key: `verification:email:${address}`, limit: 3, windowSeconds: 3600 }],
      now,
      tx,
    );
    if (!allowed) continue;
    const token = crypto.randomBytes(32).toString("base64url");
    await tx
      .insert(dataRequestTokens)
      .values({ tokenHash: hashToken(token), requestId: request.id, expiresAt: addDays(now, VERIFICATION_LINK_DAYS) });
    const school = context.settings.schoolName;
    const name = request.name;
    const asked = askedInMail(i18n, request.kind);
    const expires = longDate(schoolDate(addDays(now, VERIFICATION_LINK_DAYS), context.timeZone), language);
    const due = longDate(dueDateOf(schoolDate(request.createdAt, context.timeZone)), language);
    await queueMail(tx, {
      purpose: VERIFICATION_MAIL,
      to: [address],
      replyTo: realAddress(context.settings.privacyContactEmail) ?? realAddress(context.settings.email),
      subject: t(i18n)`Please confirm your request about your details: ${school}`,
      text: [
        greetingTo(i18n, null),
        t(
          i18n,
        )`Someone using the name ${name} has asked ${school} to: ${asked}. We are writing to the e-mail address you gave the school before.`,
        // The button's name as the confirm page in this language shows it.
        t(i18n)`If you made this request, open this link and press "Confirm My Request" (it works until ${expires}):`,
        `${context.origin}${pathIn(language, YOUR_DATA_VERIFY_PATH)}?token=${token}`,
        t(
          i18n,
        )`If you did not make it, do nothing: the school will not act on it without checking with you. You may also call the office.`,
        t(i18n)`The school will answer a confirmed request by ${due}.`,
        school,
      ].join("\n\n"),
      record: { type: dataRequestDefinition.type, id: request.id },
    });
    sent++;
  }
  return sent;
}

/** Why a link cannot be used now, or null. */
export async function verificationLinkRefusal(token: string | null, now = new Date()): Promise<Outcome | null> {
  if (!token || !VERIFICATION_TOKEN_PATTERN.test(token)) return refuse(403, VERIFICATION_MESSAGES.linkInvalid);
  const [row] = await db()
    .select({ expiresAt: dataRequestTokens.expiresAt })
    .from(dataRequestTokens)
    .where(eq(dataRequestTokens.tokenHash, hashToken(token)));
  if (!row) return refuse(403, VERIFICATION_MESSAGES.linkInvalid);
  return row.expiresAt <= now ? refuse(403, VERIFICATION_MESSAGES.linkExpired) : null;
}

/**
 * A withdrawal, now verified or confirmed by staff: stops the person's
 * waiting mail (not the school's own) and their alerts, once, in `tx`; how many mails were cancelled.
 */
async function applyWithdrawalIn(tx: Tx, request: DataRequest, schoolAddresses: ReadonlySet<string>, now: Date) {
  const person = personOf(request);
  const cancelled = person ? await cancelQueuedMail(tx, person, schoolAddresses) : 0;
  // Consent withdrawn is the school's alerts stopped too (decision 0066).
  if (person) await eraseSubscriptionsOf(tx, person);
  await tx.update(dataRequests).set({ withdrawalAppliedAt: now }).where(eq(dataRequests.id, request.id));
  return cancelled;
}

/**
 * Uses up `token` (and the request's other links) and marks its request
 * verified, in one transaction; a verified withdrawal then stops the mail.
 */
export async function verifyByLink(token: string, address: string, now = new Date()): Promise<Outcome> {
  const schoolAddresses = schoolAddressesOf(await getSchoolSettings());
  return db().transaction(async (tx) => {
    const [used] = await tx
      .delete(dataRequestTokens)
      .where(eq(dataRequestTokens.tokenHash, hashToken(token)))
      .returning();
    if (!used) return refuse(403, VERIFICATION_MESSAGES.linkInvalid);
    if (used.expiresAt <= now) return refuse(403, VERIFICATION_MESSAGES.linkExpired);
    await tx.delete(dataRequestTokens).where(eq(dataRequestTokens.requestId, used.requestId));
    const [request] = await tx
      .update(dataRequests)
      .set({ verifiedAt: now, verifiedHow: "email_link", verifiedBy: null })
      .where(and(eq(dataRequests.id, used.requestId), isNull(dataRequests.verifiedAt)))
      .returning();
    if (!request) return { ok: true };
    const cancelled =
      request.kind === "withdrawal" && !request.withdrawalAppliedAt
        ? await applyWithdrawalIn(tx, request, schoolAddresses, now)
        : null;
    await recordAudit(tx, {
      ipAddress: address,
      action: `${dataRequestDefinition.audit.action}.verify`,
      targetType: dataRequestDefinition.audit.targetType,
      targetId: request.id,
      details: { how: "email_link", ...(cancelled === null ? {} : { mailCancelled: cancelled }) },
    });
    return { ok: true };
  });
}

/** Staff called a phone on the records and the person confirmed: who, how and what they said, audited. */
export async function verifyByPhone(requestId: string, note: string, actor: Actor, now = new Date()): Promise<Outcome> {
  const schoolAddresses = schoolAddressesOf(await getSchoolSettings());
  return db().transaction(async (tx) => {
    const [found] = await tx.select().from(dataRequests).where(eq(dataRequests.id, requestId));
    if (!found) return refuse(404, dataRequestKind.messages.notFound);
    if (found.verifiedAt) return refuse(409, VERIFICATION_MESSAGES.alreadyVerified);
    const [request] = await tx
      .update(dataRequests)
      .set({ verifiedAt: now, verifiedHow: "phone_call", verifiedBy: actor.actorEmail, verificationNote: note })
      .where(eq(dataRequests.id, requestId))
      .returning();
    await tx.delete(dataRequestTokens).where(eq(dataRequestTokens.requestId, requestId));
    const cancelled =
      request!.kind === "withdrawal" && !request!.withdrawalAppliedAt
        ? await applyWithdrawalIn(tx, request!, schoolAddresses, now)
        : null;
    await recordAudit(tx, {
      ...actor,
      action: `${dataRequestDefinition.audit.action}.verify`,
      targetType: dataRequestDefinition.audit.targetType,
      targetId: requestId,
      // Not the note: it may name the person, and the audit log outlives the request.
      details: { how: "phone_call", ...(cancelled === null ? {} : { mailCancelled: cancelled }) },
    });
    return { ok: true };
  });
}

/**
 * The confirm step of every action on a request that is not verified: a
 * refusal unless it is verified or staff ticked that they checked it.
 */
export async function unverifiedRefusal(requestId: string, identityChecked: boolean): Promise<Outcome | null> {
  const [request] = await db()
    .select({ verifiedAt: dataRequests.verifiedAt })
    .from(dataRequests)
    .where(eq(dataRequests.id, requestId));
  if (!request) return refuse(404, dataRequestKind.messages.notFound);
  return request.verifiedAt || identityChecked
    ? null
    : refuse(409, VERIFICATION_MESSAGES.unverified, "identityChecked");
}

/** Staff stop a withdrawal's mail from its page: verified, or confirmed by them. */
export async function applyWithdrawal(
  requestId: string,
  identityChecked: boolean,
  actor: Actor,
  now = new Date(),
): Promise<Outcome> {
  const refused = await unverifiedRefusal(requestId, identityChecked);
  if (refused) return refused;
  const schoolAddresses = schoolAddressesOf(await getSchoolSettings());
  return db().transaction(async (tx) => {
    const [request] = await tx.select().from(dataRequests).where(eq(dataRequests.id, requestId));
    if (!request) return refuse(404, dataRequestKind.messages.notFound);
    if (request.kind !== "withdrawal") return refuse(400, VERIFICATION_MESSAGES.notWithdrawal);
    if (request.withdrawalAppliedAt) return refuse(409, VERIFICATION_MESSAGES.withdrawalAlreadyApplied);
    const cancelled = await applyWithdrawalIn(tx, request, schoolAddresses, now);
    await recordAudit(tx, {
      ...actor,
      action: `${dataRequestDefinition.audit.action}.withdraw`,
      targetType: dataRequestDefinition.audit.targetType,
      targetId: requestId,
      details: { mailCancelled: cancelled, verified: Boolean(request.verifiedAt) },
    });
    return { ok: true };
  });
}

/** The name of the person who wrote a row, where the table has one (a visit request names only the child). */
const same = (a: unknown, b: unknown) =>
  typeof a === "string" && typeof b === "string" && a.trim().toLowerCase() === b.trim().toLowerCase();

/** What the page shows of who asked: verified or not, how, where a link went, whom to call, and what does not match. */
export interface VerificationView {
  /** `at` in the school's time, as the page shows it. */
  verified: { at: string; how: "email_link" | "phone_call"; by: string | null; note: string | null } | null;
  /** Where a link was mailed, and whether the mail has gone. */
  links: { to: string; status: string }[];
  /** Phones on the person's other records: the ones to call. */
  phonesToCall: string[];
  /** Records the phone or e-mail typed leads to, under another name or e-mail. */
  mismatches: { path: string; title: string; name: string | null; email: string | null }[];
  withdrawal: { appliedAt: string | null } | null;
}

export async function verificationView(
  record: Omit<DataRequest, "createdAt" | "consentedAt" | "searchText">,
): Promise<VerificationView> {
  const reader = db();
  const links = await reader
    .select({ to: mailOutbox.to, status: mailOutbox.status })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.recordType, dataRequestDefinition.type),
        eq(mailOutbox.recordId, record.id),
        eq(mailOutbox.purpose, VERIFICATION_MAIL),
      ),
    );
  const person = personOf(record);
  const phones = new Set<string>();
  const mismatches: VerificationView["mismatches"] = [];
  if (person) {
    const ids = await requestIdsOf(reader, person);
    for (const definition of REQUEST_KINDS) {
      const { table, type } = definition;
      const others = ids[type].filter((id) => id !== record.id);
      if (others.length === 0) continue;
      for (const row of await reader.select().from(table).where(inArray(table.id, others))) {
        const { name, email } = definition.contactOf(row as never);
        // Every phone on it: a second parent's too.
        for (const key of definition.personalData.provesIdentity ? definition.personalData.phones : []) {
          const phone = (row as Record<string, unknown>)[key];
          if (typeof phone === "string" && phone.trim()) phones.add(phone.trim());
        }
        const otherName = name !== null && !same(name, record.name);
        const otherEmail = email !== null && email.trim() !== "" && !same(email, record.email);
        if (otherName || otherEmail) {
          mismatches.push({ path: requestPath(type, String(row.id)), title: titleOf(definition, row), name, email });
        }
      }
    }
  }
  return {
    verified: record.verifiedAt
      ? {
          at: formatReceived(record.verifiedAt, env().SCHOOL_TIMEZONE),
          how: record.verifiedHow ?? "phone_call",
          by: record.verifiedBy,
          note: record.verificationNote,
        }
      : null,
    links: links.flatMap((mail) => mail.to.map((to) => ({ to, status: mail.status }))),
    phonesToCall: [...phones],
    mismatches,
    withdrawal:
      record.kind === "withdrawal"
        ? {
            appliedAt: record.withdrawalAppliedAt
              ? formatReceived(record.withdrawalAppliedAt, env().SCHOOL_TIMEZONE)
              : null,
          }
        : null,
  };
}
