// The link check (docs/specification.md §25, decision 0068): every link and document the public site shows from
// what staff entered (sources.server.ts), checked once a week and when an admin asks. Stored files are looked up in
// storage; pages of this site are asked of the site itself; other addresses politely, one request at a time. One
// row a link keeps what the last check found and since when it is broken.
import { getISOWeek, getISOWeekYear } from "date-fns";
import { and, desc, eq, gt, inArray, isNotNull, isNull, notInArray, sql } from "drizzle-orm";
import { z } from "zod";

import { adminAction, defineIntent } from "~/features/admin/admin-action.server";
import { refuse, type Actor, type Outcome } from "~/features/admin/outcome";
import type { SectionKey } from "~/features/admin/sections";
import { pagesChanged } from "~/features/page-cache/page-cache.server";
import { recordAudit } from "~/lib/database/audit.server";
import { db } from "~/lib/database/db.server";
import { startSchedule } from "~/lib/database/schedule.server";
import { isSafeKey, storage } from "~/lib/files/storage.server";
import { env } from "~/lib/server/env.server";
import { log } from "~/lib/server/log.server";
import { siteOriginWithoutRequest } from "~/lib/server/site-url.server";

import { linkCheckRuns, linkChecks } from "../../../db/schema";
import { longDate, schoolDate, type DateLanguage } from "../../../db/time";
import {
  CHECK_TIMEOUT_MS,
  checkAddress,
  HOST_INTERVAL_MS,
  LINK_REASONS,
  Politeness,
  type LinkVerdict,
} from "./check-link.server";
import { LINK_SOURCES, linksInUse, type LinkPlace, type LinkSource } from "./sources.server";

/** How often each process looks whether this week's check is still to be done. */
export const LINK_CHECK_LOOK_MS = 60 * 60 * 1000;
/** A run not finished after this long (its process stopped) no longer holds back the next one asked for. */
const RUN_GIVEN_UP_MS = 60 * 60 * 1000;

export const LINK_MESSAGES = {
  started: "Checking links",
  startedDetail: "The list below shows what the check finds when it is done. Reload the page to see it.",
  running: "A link check is already running. Its results show here when it is done.",
  failed: "Could not start the link check",
} as const;

export interface LinkCheckSettings {
  timeoutMs: number;
  /** The least time between two requests to one host. */
  hostIntervalMs: number;
  /** Where this site's own pages (links starting with /) are asked for. */
  siteOrigin: string;
  userAgent: string;
  sources: readonly LinkSource[];
}

/** A browser-like User-Agent that names the site, so a web master seeing it in a log knows who asks. */
function userAgent() {
  return `Mozilla/5.0 (compatible; school website link check; +${siteOriginWithoutRequest()})`;
}

let overrides: Partial<LinkCheckSettings> = {};
/** For tests: what every run uses instead of the defaults (their own server, a short timeout); none: the defaults. */
export function setLinkCheckSettings(settings?: Partial<LinkCheckSettings>) {
  overrides = settings ?? {};
}

function defaults(): LinkCheckSettings {
  return {
    ...builtIn(),
    ...overrides,
  };
}

function builtIn(): LinkCheckSettings {
  return {
    timeoutMs: CHECK_TIMEOUT_MS,
    hostIntervalMs: HOST_INTERVAL_MS,
    // The server itself, not SITE_URL: a page is judged by this site's own answer, whatever a proxy in front does.
    siteOrigin: `http://127.0.0.1:${env().PORT}`,
    userAgent: userAgent(),
    sources: LINK_SOURCES,
  };
}

/**
 * Whether stored files exist, from one listing of storage a run: reading each file to find it there read every photo
 * of every notice whole, gigabytes a week, and the memory that took stayed with the server. The listing is made when
 * the first stored file is met. A store that cannot be listed is logged once, and each stored file is "Storage could
 * not be read", not "File missing from storage": it may well be there.
 */
class StoredFiles {
  private listing: Promise<Set<string> | null> | undefined;

  async check(url: string): Promise<LinkVerdict> {
    let key: string;
    try {
      key = decodeURIComponent(url.slice("/uploads/".length).split(/[?#]/)[0]!);
    } catch {
      return { ok: false, status: null, reason: LINK_REASONS.missingFile };
    }
    if (!isSafeKey(key)) return { ok: false, status: null, reason: LINK_REASONS.missingFile };
    this.listing ??= storage()
      .list()
      .then((keys) => new Set(keys))
      .catch((error: unknown) => {
        log.error({ err: error }, "Link check: could not read storage");
        return null;
      });
    const keys = await this.listing;
    if (!keys) return { ok: false, status: null, reason: LINK_REASONS.storageUnreadable };
    return keys.has(key)
      ? { ok: true, status: null, reason: LINK_REASONS.ok }
      : { ok: false, status: null, reason: LINK_REASONS.missingFile };
  }
}

interface RunHelpers {
  politeness: Politeness;
  stored: StoredFiles;
}

async function checkOne(url: string, settings: LinkCheckSettings, { politeness, stored }: RunHelpers) {
  const options = { timeoutMs: settings.timeoutMs, userAgent: settings.userAgent, politeness };
  if (url.startsWith("/uploads/")) return stored.check(url);
  // A page of this site is asked of the site itself, wherever it runs (a school's own network among them).
  if (url.startsWith("/") && !url.startsWith("//")) {
    const own = new URL(url, settings.siteOrigin);
    return checkAddress(own.href, { ...options, ownHost: own.hostname.replace(/^\[|\]$/g, "") });
  }
  return checkAddress(url, options);
}

export interface LinkCheckResult {
  runId: string;
  checked: number;
  broken: number;
}

/** Checks every link in use, one at a time, keeping each finding as it comes; forgets links no longer shown. */
async function runCheck(runId: string, settings: LinkCheckSettings, now: () => Date): Promise<LinkCheckResult> {
  const links = await linksInUse(now(), settings.sources);
  const helpers = { politeness: new Politeness(settings.hostIntervalMs), stored: new StoredFiles() };
  let broken = 0;
  for (const [url, usedIn] of links) {
    const verdict = await checkOne(url, settings, helpers);
    if (!verdict.ok) broken++;
    const checkedAt = now();
    await db()
      .insert(linkChecks)
      .values({
        url,
        usedIn,
        checkedAt,
        status: verdict.status,
        reason: verdict.reason,
        brokenSince: verdict.ok ? null : checkedAt,
      })
      .onConflictDoUpdate({
        target: linkChecks.url,
        set: {
          usedIn,
          checkedAt,
          status: verdict.status,
          reason: verdict.reason,
          // Broken before: since then still; working now: broken no longer.
          brokenSince: verdict.ok ? null : sql`coalesce(${linkChecks.brokenSince}, excluded.broken_since)`,
        },
      });
  }
  const urls = [...links.keys()];
  const result = { runId, checked: urls.length, broken };
  await db().transaction(async (tx) => {
    await tx.delete(linkChecks).where(urls.length ? notInArray(linkChecks.url, urls) : sql`true`);
    await tx
      .update(linkCheckRuns)
      .set({ finishedAt: now(), checked: result.checked, broken })
      .where(eq(linkCheckRuns.id, runId));
    await recordAudit(tx, {
      action: "link_check.run",
      targetType: "link_check",
      targetId: runId,
      details: { checked: result.checked, broken },
    });
  });
  // The Mandatory Disclosures page says when each link was checked.
  pagesChanged(["disclosures"]);
  log.info(result, "Link check");
  return result;
}

/** "2026-W48": the school's ISO week of `now`, which a weekly run claims. */
export function schoolWeek(now: Date): string {
  const day = new Date(`${schoolDate(now, env().SCHOOL_TIMEZONE)}T12:00:00Z`);
  return `${getISOWeekYear(day)}-W${String(getISOWeek(day)).padStart(2, "0")}`;
}

/**
 * This week's check, unless a process did it already: null then. `now` is the clock the tests move; `settings` what
 * they shorten (a 1-second timeout, their own server for the site's pages).
 */
export async function runWeeklyLinkCheck(
  now = new Date(),
  settings: Partial<LinkCheckSettings> = {},
): Promise<LinkCheckResult | null> {
  const [claimed] = await db()
    .insert(linkCheckRuns)
    .values({ week: schoolWeek(now), startedAt: now })
    .onConflictDoNothing()
    .returning({ id: linkCheckRuns.id });
  if (!claimed) return null;
  // The run's clock starts at `now` and goes on as the real one does.
  const started = Date.now();
  return runCheck(claimed.id, { ...defaults(), ...settings }, () => new Date(now.getTime() + Date.now() - started));
}

/** The check an admin asked for, while it runs in this process (a test awaits it). */
let running: Promise<LinkCheckResult | null> = Promise.resolve(null);
export const linkCheckSettled = () => running;

/**
 * "Check Links Now": starts a check unless one is running, and answers at once; the check goes on in the
 * background (a slow site may take a few seconds a link). Audited as the admin's.
 */
export async function startLinkCheck(actor: Actor): Promise<Outcome> {
  const now = new Date();
  const runId = await db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LINK_CHECK_LOCK})`);
    const [busy] = await tx
      .select({ id: linkCheckRuns.id })
      .from(linkCheckRuns)
      .where(
        and(isNull(linkCheckRuns.finishedAt), gt(linkCheckRuns.startedAt, new Date(now.getTime() - RUN_GIVEN_UP_MS))),
      )
      .limit(1);
    if (busy) return null;
    const [run] = await tx.insert(linkCheckRuns).values({ startedAt: now }).returning({ id: linkCheckRuns.id });
    await recordAudit(tx, { ...actor, action: "link_check.start", targetType: "link_check", targetId: run!.id });
    return run!.id;
  });
  if (!runId) return refuse(409, LINK_MESSAGES.running);
  running = runCheck(runId, defaults(), () => new Date()).catch((error: unknown) => {
    log.error({ err: error }, "The link check failed");
    return null;
  });
  return { ok: true };
}

const LINK_CHECK_LOCK = 7_420_125_068;

/** The dashboard's one intent, "Check Links Now"; the route lets only admins send it. */
export const checkLinksAction = adminAction(
  {
    "check-links": defineIntent({
      schema: z.object({}),
      run: (_value, actor) => startLinkCheck(actor),
      success: LINK_MESSAGES.started,
      failure: LINK_MESSAGES.failed,
    }),
  },
  { area: "Link check" },
);

/**
 * Looks soon after start whether this week's check is done, and again every hour; of several processes, the one
 * that claims the week runs it (as the retention run claims its day).
 */
export function startLinkCheckSchedule({ firstAfterMs = 5 * 60_000, everyMs = LINK_CHECK_LOOK_MS } = {}) {
  const weekly = startSchedule(runWeeklyLinkCheck, { firstAfterMs, everyMs, failure: "The weekly link check failed" });
  return {
    async stop() {
      await Promise.all([weekly.stop(), running]);
    },
  };
}

// ------------------------------------------------------------ what is shown

export interface BrokenLink {
  url: string;
  reason: string;
  /** When it was first found broken, in the school's time. */
  since: string;
  /** The places that show it which this person may edit. */
  usedIn: LinkPlace[];
}

export interface LinkStatus {
  /** When the last check finished, in the school's time; null before the first. */
  lastChecked: string | null;
  running: boolean;
  broken: BrokenLink[];
  /** Admins may ask for a check now. */
  mayCheck: boolean;
}

const schoolTime = (instant: Date) =>
  new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: env().SCHOOL_TIMEZONE }).format(
    instant,
  );

/**
 * The dashboard's list of broken links: for admins, and for staff with Mandatory Disclosures (or another section a
 * source is edited in), each link with the places that show it the person may edit. Null for anyone else.
 */
export async function linkStatus(user: {
  isAdmin: boolean;
  sections: readonly SectionKey[];
}): Promise<LinkStatus | null> {
  if (!user.isAdmin && !user.sections.includes("mandatory_disclosures")) return null;
  const mayEdit = (place: LinkPlace) =>
    user.isAdmin || (place.section !== "admin" && user.sections.includes(place.section));
  const [rows, [last], [current]] = await Promise.all([
    db()
      .select()
      .from(linkChecks)
      .where(isNotNull(linkChecks.brokenSince))
      .orderBy(linkChecks.brokenSince, linkChecks.url),
    db()
      .select({ finishedAt: linkCheckRuns.finishedAt })
      .from(linkCheckRuns)
      .where(isNotNull(linkCheckRuns.finishedAt))
      .orderBy(desc(linkCheckRuns.finishedAt))
      .limit(1),
    db()
      .select({ id: linkCheckRuns.id })
      .from(linkCheckRuns)
      .where(and(isNull(linkCheckRuns.finishedAt), gt(linkCheckRuns.startedAt, new Date(Date.now() - RUN_GIVEN_UP_MS))))
      .limit(1),
  ]);
  return {
    lastChecked: last?.finishedAt ? schoolTime(last.finishedAt) : null,
    running: !!current,
    mayCheck: user.isAdmin,
    broken: rows
      .map((row) => ({
        url: row.url,
        reason: row.reason,
        since: schoolTime(row.brokenSince!),
        usedIn: row.usedIn.filter((place) => mayEdit(place as LinkPlace)) as LinkPlace[],
      }))
      .filter((link) => link.usedIn.length > 0),
  };
}

/** "Checked on 22 November 2026" for each of `urls` that a check has looked at: the date, in the page's language. */
export async function checkedDates(urls: readonly string[], language: DateLanguage): Promise<Record<string, string>> {
  const wanted = [...new Set(urls.filter(Boolean))];
  if (wanted.length === 0) return {};
  const rows = await db()
    .select({ url: linkChecks.url, checkedAt: linkChecks.checkedAt })
    .from(linkChecks)
    .where(inArray(linkChecks.url, wanted));
  const timeZone = env().SCHOOL_TIMEZONE;
  return Object.fromEntries(
    rows.map(({ url, checkedAt }) => [url, longDate(schoolDate(checkedAt, timeZone), language)]),
  );
}
