// Site-wide alerts (docs/specification.md §24, decision 0065): which a public
// page shows now, and the back office's writes, each audited.
import crypto from "node:crypto";
import { asc, desc, eq, gt, lte, sql } from "drizzle-orm";

import { refuse, type Actor, type Outcome } from "~/features/admin/outcome";
import { readPage, type Page } from "~/features/admin/pagination";
import { sendOnPublish } from "~/features/broadcasts/broadcasts.server";
import { recordAudit } from "~/lib/database/audit.server";
import { db } from "~/lib/database/db.server";
import type { Locale } from "~/lib/language/locale";

import { alerts } from "../../../db/schema";
import { composeAlert } from "./alert-message.server";
import type { AlertSeverity, ShownAlert } from "./alerts";
import { ALERT_MESSAGES, type AlertChange, type NewAlert } from "./schema";

type AlertRow = typeof alerts.$inferSelect;

/** Changes with anything the alert says, so that an edited alert shows again to those who dismissed it. */
export function alertFingerprint(alert: Pick<AlertRow, "id" | "severity" | "text" | "textHi" | "link">) {
  const said = [alert.id, alert.severity, alert.text, alert.textHi ?? "", alert.link ?? ""].join("\n");
  return crypto.createHash("sha256").update(said).digest("hex").slice(0, 16);
}

/** The alerts that have not ended at `now`: showing, or yet to start. A handful at most. */
function alertsNotEnded(now: Date) {
  return db().select().from(alerts).where(gt(alerts.endsAt, now));
}

const SEVERITY_ORDER: Record<AlertSeverity, number> = { urgent: 0, warning: 1, information: 2 };

/**
 * What a public page in `locale` shows at `now` (§24): one urgent alert at most, the newest; then the warnings
 * and the information, newest first; none the visitor dismissed (`dismissed` fingerprints), an urgent one
 * excepted. And when that next changes (an alert starts or ends), for the page cache: null when nothing will.
 */
export async function shownAlerts(
  now: Date,
  locale: Locale,
  dismissed: readonly string[],
): Promise<{ alerts: ShownAlert[]; changesAt: Date | null }> {
  const rows = await alertsNotEnded(now);
  const changes = rows.map((row) => (row.startsAt > now ? row.startsAt : row.endsAt).getTime());
  const newestFirst = rows
    .filter((row) => row.startsAt <= now)
    .sort(
      (a, b) =>
        SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
        b.startsAt.getTime() - a.startsAt.getTime() ||
        b.createdAt.getTime() - a.createdAt.getTime(),
    );
  const shown = newestFirst
    .filter((row, index) => row.severity !== "urgent" || index === 0)
    .map((row) => ({ row, fingerprint: alertFingerprint(row) }))
    .filter(({ row, fingerprint }) => row.severity === "urgent" || !dismissed.includes(fingerprint))
    .map(({ row, fingerprint }) => shownIn(row, fingerprint, locale));
  return { alerts: shown, changesAt: changes.length ? new Date(Math.min(...changes)) : null };
}

function shownIn(row: AlertRow, fingerprint: string, locale: Locale): ShownAlert {
  const hindi = locale === "hi" ? row.textHi : null;
  return {
    fingerprint,
    severity: row.severity,
    text: hindi ?? row.text,
    ...(locale === "hi" && !hindi ? { lang: "en" as const } : {}),
    link: row.link,
  };
}

/**
 * Of `fingerprints`, those of alerts a visitor may dismiss (not urgent) that have not ended, and the latest end
 * among them: the dismissed-alerts cookie keeps those, until then.
 */
export async function dismissableAlerts(now: Date, fingerprints: readonly string[]) {
  const kept = (await alertsNotEnded(now)).filter(
    (row) => row.severity !== "urgent" && fingerprints.includes(alertFingerprint(row)),
  );
  return {
    fingerprints: fingerprints.filter((one) => kept.some((row) => alertFingerprint(row) === one)),
    until: kept.length ? new Date(Math.max(...kept.map((row) => row.endsAt.getTime()))) : null,
  };
}

// ------------------------------------------------------------ back office

/** An alert as the back office lists it. */
export type AlertListRow = Omit<AlertRow, "createdAt" | "updatedAt" | "startsAt" | "endsAt"> & {
  startsAt: string;
  endsAt: string;
};

/** One page of every alert: those showing or yet to start first, soonest ending first; then the ended, newest first. */
export async function listAlertsPage(page: number, now: Date): Promise<Page<AlertListRow>> {
  const ended = lte(alerts.endsAt, now);
  return readPage(page, {
    count: () => db().$count(alerts),
    rows: async ({ limit, offset }) =>
      (
        await db()
          .select()
          .from(alerts)
          .orderBy(asc(ended), sql`case when ${ended} then null else ${alerts.endsAt} end`, desc(alerts.endsAt))
          .limit(limit)
          .offset(offset)
      ).map(({ createdAt: _created, updatedAt: _updated, startsAt, endsAt, ...row }) => ({
        ...row,
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
      })),
  });
}

const said = (alert: Pick<AlertRow, "severity" | "text" | "textHi" | "link" | "startsAt" | "endsAt">) => ({
  severity: alert.severity,
  text: alert.text,
  textHi: alert.textHi,
  link: alert.link,
  startsAt: alert.startsAt.toISOString(),
  endsAt: alert.endsAt.toISOString(),
});

/**
 * A new alert: it shows from its start to its end. With `send`, it goes to every subscriber too, in the same
 * transaction (§24 "Sending"); `origin` is the site's address for the links in those messages.
 */
export async function publishAlert(
  { send, ...input }: NewAlert,
  actor: Actor,
  origin: string,
): Promise<Outcome<{ id: string }>> {
  return db().transaction(async (tx) => {
    const [row] = await tx.insert(alerts).values(input).returning();
    await recordAudit(tx, {
      ...actor,
      action: "alert.publish",
      targetType: "alert",
      targetId: row!.id,
      details: said(row!),
    });
    if (send) await sendOnPublish(tx, { kind: "alert", row: row!, compose: composeAlert }, origin, actor);
    return { ok: true as const, id: row!.id };
  });
}

/** What an alert says or when it shows, changed: the audit keeps each changed field's old and new value. */
export async function updateAlert({ id, ...input }: AlertChange, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(alerts).where(eq(alerts.id, id)).for("update");
    if (!before) return refuse(404, ALERT_MESSAGES.notFound);
    const [after] = await tx
      .update(alerts)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(alerts.id, id))
      .returning();
    const [old, now] = [said(before), said(after!)];
    const changed = (Object.keys(old) as (keyof typeof old)[]).filter((key) => old[key] !== now[key]);
    await recordAudit(tx, {
      ...actor,
      action: "alert.update",
      targetType: "alert",
      targetId: id,
      details: Object.fromEntries(changed.map((key) => [key, { from: old[key], to: now[key] }])),
    });
    return { ok: true as const };
  });
}

/** Ends an alert that is showing, now; one yet to start is removed instead, and one that ended is left. */
export async function endAlert({ id }: { id: string }, actor: Actor): Promise<Outcome> {
  const now = new Date();
  return db().transaction(async (tx) => {
    const [row] = await tx.select().from(alerts).where(eq(alerts.id, id)).for("update");
    if (!row) return refuse(404, ALERT_MESSAGES.notFound);
    if (row.endsAt <= now) return refuse(409, ALERT_MESSAGES.alreadyEnded);
    if (row.startsAt >= now) return refuse(409, ALERT_MESSAGES.notStarted);
    await tx.update(alerts).set({ endsAt: now, updatedAt: now }).where(eq(alerts.id, id));
    await recordAudit(tx, {
      ...actor,
      action: "alert.end",
      targetType: "alert",
      targetId: id,
      details: { text: row.text, endsAt: { from: row.endsAt.toISOString(), to: now.toISOString() } },
    });
    return { ok: true as const };
  });
}

/** Removes an alert, whenever it was to show. */
export async function removeAlert({ id }: { id: string }, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const [row] = await tx.delete(alerts).where(eq(alerts.id, id)).returning();
    if (!row) return refuse(404, ALERT_MESSAGES.notFound);
    await recordAudit(tx, { ...actor, action: "alert.remove", targetType: "alert", targetId: id, details: said(row) });
    return { ok: true as const };
  });
}
