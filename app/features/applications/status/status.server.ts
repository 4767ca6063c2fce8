// Where an application stands, for its parent (docs/specification.md §22): found by its number and the child's date
// of birth, or by its private link, and told in the page's language. Wrong tries are limited as sign-in's are
// (decision 0016): 5 per application number and 20 per address in 15 minutes, a right one given back. Nothing here
// changes an application, and nothing the office keeps for itself (the reason a seat was not offered, who did what,
// notes) is read into what the page is given.
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { and, desc, eq, ne, sql } from "drizzle-orm";

import { classIn, dayIn } from "~/features/mail/parent-words";
import { db } from "~/lib/database/db.server";
import { addressKeys, consumeRateLimits, refundRateLimits, type RateLimit } from "~/lib/database/rate-limit.server";
import type { Locale } from "~/lib/language/locale";
import { env } from "~/lib/server/env.server";

import { applicationDocuments, applications, mailOutbox } from "../../../../db/schema";
import { clockTime, dateAtTime, longDate, schoolDate } from "../../../../db/time";
import { applicationDefinition, type Application } from "../application.server";
import { APPLICATION_TOKEN_PATTERN, applicationTokenHash } from "../drafts/token.server";
import { normalisedApplicationNumber } from "../rules";
import { waitlistPlaceOf } from "../seats/seats.server";
import { openClassOf } from "../setup/setup.server";
import { documentsStillNeeded, type ApplicationStatus } from "./status";

/** Wrong tries in a window, as sign-in counts them: per application number, and per address. */
export const STATUS_LIMITS = { perNumber: 5, perAddress: 20, windowSeconds: 15 * 60 };

/** What a look-up finds: the status, or why not (no such application, or too many wrong tries). */
export type StatusLookup =
  { ok: true; status: ApplicationStatus; application: Application } | { ok: false; refused: "no_match" | "too_many" };

/** The application whose private link carries `token` (only its SHA-256 is stored: decision 0056), or null. */
export async function applicationOfToken(token: string): Promise<Application | null> {
  // Anything but a token as a link carries it names no application, and is not looked for.
  if (!APPLICATION_TOKEN_PATTERN.test(token)) return null;
  const [found] = await db()
    .select()
    .from(applications)
    .where(eq(applications.tokenHash, applicationTokenHash(token)));
  return found ?? null;
}

function limitsFor(address: string, number: string | null): RateLimit[] {
  const window = { windowSeconds: STATUS_LIMITS.windowSeconds };
  // The address first: tries refused there are not counted against the application.
  return [
    { key: `application-status:address:${addressKeys(address).address}`, limit: STATUS_LIMITS.perAddress, ...window },
    ...(number ? [{ key: `application-status:number:${number}`, limit: STATUS_LIMITS.perNumber, ...window }] : []),
  ];
}

/**
 * The application numbered `typedNumber` (as a parent types it: any case, spaces, without its zeros) for a child born
 * on `dateOfBirth` (yyyy-MM-dd), asked from `address`. Every try counts until it is right; a right one is given back.
 */
export async function lookUpApplication(
  address: string,
  typedNumber: string,
  dateOfBirth: string,
  locale: Locale,
): Promise<StatusLookup> {
  const number = normalisedApplicationNumber(typedNumber);
  const { allowed, counted } = await consumeRateLimits(limitsFor(address, number));
  if (!allowed) return { ok: false, refused: "too_many" };
  const [found] = number
    ? await db()
        .select()
        .from(applications)
        .where(and(eq(applications.number, number), eq(applications.dateOfBirth, dateOfBirth)))
    : [];
  if (!found) return { ok: false, refused: "no_match" };
  // The right number and date of birth: this try was no guess.
  await refundRateLimits(counted);
  // The row is the server's, for what the page adds (its payments, docs/specification.md §34): never sent as it is.
  return { ok: true, status: await statusOf(found, locale), application: found };
}

/** An instant as the school's day and clock: "2026-12-02" and "10:00". */
function schoolMoment(instant: Date, timeZone: string) {
  return { day: schoolDate(instant, timeZone), time: format(new TZDate(instant.getTime(), timeZone), "HH:mm") };
}

/** "26 November 2026 at 10:05 AM"; in Hindi "26 नवंबर 2026, सुबह 10:05 बजे". */
function sentAtIn(locale: Locale, instant: Date, timeZone: string) {
  const { day, time } = schoolMoment(instant, timeZone);
  return dateAtTime(longDate(day, locale), clockTime(time, locale), locale);
}

/**
 * What the status page shows of `application`, in `locale`: picked field by field, so nothing the office keeps to
 * itself can reach the page; and every e-mail the school sent the parent about it (not the office's own notice).
 */
export async function statusOf(application: Application, locale: Locale): Promise<ApplicationStatus> {
  const timeZone = env().SCHOOL_TIMEZONE;
  const openClass = await openClassOf(application.session, application.classSought);
  const uploaded = new Set(
    (
      await db()
        .select({ kind: applicationDocuments.kind })
        .from(applicationDocuments)
        .where(eq(applicationDocuments.applicationId, application.id))
    ).map((row) => row.kind),
  );
  const sentOrWritten = sql<Date>`coalesce(${mailOutbox.sentAt}, ${mailOutbox.createdAt})`;
  const mails = await db()
    .select({ subject: mailOutbox.subject, text: mailOutbox.text, sentAt: mailOutbox.sentAt, at: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.recordType, applicationDefinition.type),
        eq(mailOutbox.recordId, application.id),
        // To the parent: never the office's notice of it; and not one stopped when consent was withdrawn.
        sql`${mailOutbox.purpose} not like 'office.%'`,
        ne(mailOutbox.status, "cancelled"),
      ),
    )
    .orderBy(desc(sentOrWritten), desc(mailOutbox.createdAt));
  const interaction = application.interactionAt && schoolMoment(application.interactionAt, timeZone);
  return {
    number: application.number,
    childName: application.childName,
    className: classIn(locale, application.classSought),
    submittedOn: longDate(schoolDate(application.createdAt, timeZone), locale),
    stage: application.status,
    hasInteraction: openClass?.interaction ?? application.interactionAt !== null,
    interactionAt: interaction
      ? dateAtTime(dayIn(locale, interaction.day), clockTime(interaction.time, locale), locale)
      : null,
    feeDueOn: application.feeDueOn && longDate(application.feeDueOn, locale),
    feeReceipt: application.feeReceipt,
    waitlistPlace: await waitlistPlaceOf(application),
    documentsNeeded: documentsStillNeeded({
      stage: application.status,
      previousSchool: application.previousSchool,
      documentsVerified: application.documentsVerified,
    }).map((kind) => ({ kind, uploaded: uploaded.has(kind) })),
    mails: mails.map((mail) => ({
      subject: mail.subject,
      sentAt: sentAtIn(locale, mail.sentAt ?? mail.at, timeZone),
      text: mail.text,
    })),
  };
}
