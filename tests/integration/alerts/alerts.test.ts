// Site-wide alerts (docs/specification.md §24): published, edited, ended and
// removed from /admin/alerts, each audited; shown by every public page between
// their times (the clock moved past each), in the page's language, one urgent
// at most, warnings newest first; dismissed by a visitor through
// /alerts/dismiss, except an urgent one, and back once edited.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { ShownAlert } from "~/features/alerts/alerts";
import { ALERT_MESSAGES } from "~/features/alerts/schema";
import { pageFillContext, type PageFill } from "~/features/page-cache/page-cache.server";
import { loader as adminLoader } from "~/routes/admin/alerts";
import { action as dismiss } from "~/routes/resources/alert-dismiss";
import { loader as layoutLoader } from "~/routes/site/layout";

import * as schema from "../../../db/schema";
import { actedBy, auditFor, formBody, outcome, refused, staffArgs, succeeded, useStaff } from "../../support/admin";
import { postAlert, publishAlert } from "../../support/alerts";
import { MISSING_ID, testDatabaseKinds, useTestDatabase } from "../../support/database";
import { routeArgs } from "../../support/route-args";

const PATH = "/admin/alerts";
const OFFICE = "office@school.example";
const NEWS = "news@school.example";

// 10:00 in Fatehabad on a January morning, before the staff's sessions began (so they have not yet expired); times
// typed in the form are school time (Asia/Kolkata, +05:30).
const NOW = new Date("2026-01-14T04:30:00Z");
const at = (schoolTime: string) => new Date(`${schoolTime}:00+05:30`);

describe.each(testDatabaseKinds)("alerts on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { ids, cookies } = useStaff(database, {
    [OFFICE]: { sections: ["alerts"] },
    [NEWS]: { sections: ["announcements"] },
  });
  beforeEach(async () => {
    await database.db.delete(schema.alerts);
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const post = (fields: Record<string, string>, email = OFFICE) => postAlert(cookies[email]!, fields);
  const publish = (fields: Record<string, string> = {}) => publishAlert(cookies[OFFICE]!, fields);
  const rows = () => database.db.select().from(schema.alerts);
  const only = async () => {
    const all = await rows();
    expect(all).toHaveLength(1);
    return all[0]!;
  };

  /** What the public layout gives a page at `path` (with a Cookie header, if any), and when it said it changes. */
  async function shown(path = "/about", cookie?: string) {
    const args = routeArgs(path, cookie ? { headers: { Cookie: cookie } } : undefined);
    const changes: Date[] = [];
    const fill: PageFill = { changesAt: (time) => changes.push(time), keep: () => {} };
    args.context.set(pageFillContext, fill);
    const { alerts } = (await layoutLoader(args as never)) as { alerts: ShownAlert[] };
    return { alerts, texts: alerts.map((alert) => alert.text), changesAt: changes[0] ?? null };
  }

  describe("publishing", () => {
    it("publishes an alert that every public page shows from its start to its end, by the clock", async () => {
      expect(await publish()).toMatchObject(succeeded(ALERT_MESSAGES.published));
      const alert = await only();
      expect(alert).toMatchObject({
        severity: "urgent",
        startsAt: at("2026-01-14T09:00"),
        endsAt: at("2026-01-15T18:00"),
      });
      const [entry, ...more] = await auditFor(alert.id, "alert.publish");
      expect(more).toHaveLength(0);
      expect(entry).toMatchObject({
        ...actedBy(ids[OFFICE], OFFICE),
        targetType: "alert",
        details: { severity: "urgent", text: "School closed tomorrow for fog.", link: null },
      });

      // 10:00: started at 9:00. A kept page is told it changes when the alert ends.
      expect(await shown()).toMatchObject({ texts: ["School closed tomorrow for fog."], changesAt: alert.endsAt });
      expect((await shown("/hi/calendar")).texts).toEqual(["School closed tomorrow for fog."]);
      // Before it starts: not shown, and the page changes when it starts.
      vi.setSystemTime(at("2026-01-14T08:59"));
      expect(await shown()).toMatchObject({ texts: [], changesAt: alert.startsAt });
      // At its end it has gone, by itself.
      vi.setSystemTime(at("2026-01-15T17:59"));
      expect((await shown()).texts).toHaveLength(1);
      vi.setSystemTime(at("2026-01-15T18:00"));
      expect(await shown()).toMatchObject({ texts: [], changesAt: null });
    });

    it("shows a Hindi page the Hindi text, and the English marked as English where there is none", async () => {
      await publish({ text: "Closed for fog.", textHi: "कोहरे के कारण स्कूल बंद।", link: "/calendar" });
      await publish({ severity: "warning", text: "Buses run late." });
      const hindi = await shown("/hi/about");
      expect(hindi.alerts).toMatchObject([
        { severity: "urgent", text: "कोहरे के कारण स्कूल बंद।", link: "/calendar" },
        { severity: "warning", text: "Buses run late.", lang: "en" },
      ]);
      expect(hindi.alerts[0]).not.toHaveProperty("lang");
      expect((await shown("/about")).texts).toEqual(["Closed for fog.", "Buses run late."]);
    });

    it("shows one urgent alert at most, the newest, then warnings and information, newest first", async () => {
      await publish({ text: "Old urgent", startsAt: "2026-01-14T08:00" });
      await publish({ text: "New urgent", startsAt: "2026-01-14T09:30" });
      await publish({ severity: "information", text: "Info", startsAt: "2026-01-14T09:45" });
      await publish({ severity: "warning", text: "Older warning", startsAt: "2026-01-14T07:00" });
      await publish({ severity: "warning", text: "Newer warning", startsAt: "2026-01-14T09:00" });
      expect((await shown()).texts).toEqual(["New urgent", "Newer warning", "Older warning", "Info"]);
      // The newest urgent one ends: the other is shown again.
      const newest = (await rows()).find((row) => row.text === "New urgent")!;
      expect(await post({ intent: "end", id: newest.id })).toMatchObject(succeeded(ALERT_MESSAGES.ended));
      expect((await shown()).texts).toEqual(["Old urgent", "Newer warning", "Older warning", "Info"]);
    });

    it("refuses what it cannot show, with the field's message, and keeps nothing", async () => {
      const cases: [Record<string, string>, string][] = [
        [{ severity: "" }, ALERT_MESSAGES.severity],
        [{ severity: "critical" }, ALERT_MESSAGES.severity],
        [{ text: "   " }, ALERT_MESSAGES.textRequired],
        [{ text: "x".repeat(201) }, ALERT_MESSAGES.textTooLong],
        [{ textHi: "क".repeat(201) }, ALERT_MESSAGES.hindiTooLong],
        [{ link: "javascript:alert(1)" }, ALERT_MESSAGES.linkInvalid],
        [{ link: "http://example.com" }, ALERT_MESSAGES.linkInvalid],
        [{ link: "//elsewhere.example" }, ALERT_MESSAGES.linkInvalid],
        [{ startsAt: "" }, ALERT_MESSAGES.startsRequired],
        [{ endsAt: "2026-01-31T25:00" }, ALERT_MESSAGES.timeInvalid],
        [{ endsAt: "2026-01-14T08:00", startsAt: "2026-01-14T07:00" }, ALERT_MESSAGES.endPassed],
        [{ endsAt: "2026-01-14T09:00" }, ALERT_MESSAGES.endBeforeStart],
      ];
      for (const [fields, message] of cases) {
        const answer = await publish(fields);
        expect(answer, JSON.stringify(fields)).toMatchObject(refused(400, message));
      }
      expect(await rows()).toHaveLength(0);
    });

    it("keeps a link to a page of this site or a web address", async () => {
      expect(await publish({ link: "https://hisar.nic.in/orders" })).toMatchObject({ status: 200 });
      expect(await publish({ link: "/calendar?view=month" })).toMatchObject({ status: 200 });
      expect((await rows()).map((row) => row.link).sort()).toEqual([
        "/calendar?view=month",
        "https://hisar.nic.in/orders",
      ]);
    });
  });

  // Several server processes share one database only on PostgreSQL.
  if (kind === "postgres") {
    it("publishing drops the page another server process kept, on its next request", async () => {
      // The clock is faked here: the waits below count their tries.
      const other = spawn(process.execPath, ["--import", "tsx", "tests/support/page-cache-process.ts"], {
        env: { ...process.env, DATABASE_URL: database.url },
        stdio: ["pipe", "pipe", "inherit"],
      });
      const lines: string[] = [];
      other.stdout!.on("data", (chunk: Buffer) => lines.push(...chunk.toString().trim().split("\n")));
      const said = async (line: string) => {
        for (let tries = 0; !lines.includes(line); tries++) {
          if (tries > 400 || other.exitCode !== null) throw new Error(`The other process never said ${line}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        lines.length = 0;
      };
      try {
        await said("ready");
        other.stdin!.write("check\n");
        await said("kept");
        expect(await publish()).toMatchObject(succeeded(ALERT_MESSAGES.published));
        // NOTIFY reaches it after the commit; it drops the page before any request could be served it.
        for (let tries = 0; ; tries++) {
          other.stdin!.write("check\n");
          await new Promise((resolve) => setTimeout(resolve, 100));
          if (lines.includes("dropped")) break;
          if (tries > 50) throw new Error("The other process still keeps the page");
          lines.length = 0;
        }
      } finally {
        if (other.exitCode === null && other.signalCode === null) {
          other.kill("SIGKILL");
          await once(other, "exit");
        }
      }
    }, 60_000);
  }

  describe("the back office", () => {
    it("is for those who hold Alerts: others are sent away from the page and refused its action", async () => {
      const page = await outcome(() => adminLoader(staffArgs(PATH, cookies[NEWS]!) as never));
      expect(page).toMatchObject({ status: 302, location: "/admin/dashboard" });
      const sent = await publish().catch(() => null);
      expect(sent).not.toBeNull();
      expect((await post({ intent: "publish", severity: "urgent", text: "x" }, NEWS)).status).toBe(302);
      expect(await rows()).toHaveLength(1);
    });

    it("lists those showing or to come first, then the ended, and says the school's time", async () => {
      await publish({ text: "Ended", startsAt: "2026-01-14T08:00", endsAt: "2026-01-14T09:00" }).catch(() => {});
      await database.db.insert(schema.alerts).values({
        severity: "information",
        text: "Ended yesterday",
        startsAt: at("2026-01-13T08:00"),
        endsAt: at("2026-01-13T20:00"),
      });
      await publish({ text: "Later", startsAt: "2026-01-16T08:00", endsAt: "2026-01-17T08:00" });
      await publish({ text: "Now", endsAt: "2026-01-14T20:00" });
      const page = await outcome(() => adminLoader(staffArgs(PATH, cookies[OFFICE]!) as never));
      const value = page.value as {
        page: { rows: { text: string }[] };
        clock: { timeZone: string; endOfToday: string };
      };
      expect(value.page.rows.map((row) => row.text)).toEqual(["Now", "Later", "Ended yesterday"]);
      expect(value.clock).toMatchObject({ timeZone: "Asia/Kolkata", endOfToday: "2026-01-14T23:59" });
    });

    it("edits an alert, auditing each changed field's old and new value", async () => {
      await publish();
      const alert = await only();
      const answer = await post({
        intent: "update",
        id: alert.id,
        severity: "urgent",
        text: "School closed Tuesday and Wednesday for fog.",
        textHi: "कोहरे के कारण मंगलवार और बुधवार स्कूल बंद।",
        startsAt: "2026-01-14T09:00",
        endsAt: "2026-01-16T18:00",
      });
      expect(answer).toMatchObject(succeeded(ALERT_MESSAGES.updated));
      const [entry] = await auditFor(alert.id, "alert.update");
      expect(entry!.details).toEqual({
        text: { from: "School closed tomorrow for fog.", to: "School closed Tuesday and Wednesday for fog." },
        textHi: { from: null, to: "कोहरे के कारण मंगलवार और बुधवार स्कूल बंद।" },
        endsAt: { from: at("2026-01-15T18:00").toISOString(), to: at("2026-01-16T18:00").toISOString() },
      });
    });

    it("ends one that shows, refuses to end one yet to come or gone, and removes any, each audited", async () => {
      await publish();
      await publish({ text: "Later", startsAt: "2026-01-16T08:00", endsAt: "2026-01-17T08:00" });
      const [showing, later] = [
        (await rows()).find((row) => row.text !== "Later")!,
        (await rows()).find((row) => row.text === "Later")!,
      ];
      expect(await post({ intent: "end", id: later.id })).toMatchObject(
        refused(409, ALERT_MESSAGES.endFailed, ALERT_MESSAGES.notStarted),
      );
      expect(await post({ intent: "end", id: showing.id })).toMatchObject(succeeded(ALERT_MESSAGES.ended));
      const [ended] = await database.db.select().from(schema.alerts).where(eq(schema.alerts.id, showing.id));
      expect(ended!.endsAt).toEqual(NOW);
      expect(await auditFor(showing.id, "alert.end")).toHaveLength(1);
      expect((await shown()).texts).toEqual([]);
      expect(await post({ intent: "end", id: showing.id })).toMatchObject(
        refused(409, ALERT_MESSAGES.endFailed, ALERT_MESSAGES.alreadyEnded),
      );

      expect(await post({ intent: "remove", id: later.id })).toMatchObject(succeeded(ALERT_MESSAGES.removed));
      expect(await auditFor(later.id, "alert.remove")).toMatchObject([{ details: { text: "Later" } }]);
      expect(await post({ intent: "remove", id: later.id })).toMatchObject(
        refused(404, ALERT_MESSAGES.removeFailed, ALERT_MESSAGES.notFound),
      );
      expect(
        await post({
          intent: "update",
          id: MISSING_ID,
          severity: "warning",
          text: "x",
          startsAt: "2026-01-14T09:00",
          endsAt: "2026-01-14T19:00",
        }),
      ).toMatchObject(refused(404, ALERT_MESSAGES.updateFailed, ALERT_MESSAGES.notFound));
    });
  });

  describe("dismissing", () => {
    const dismissing = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      dismiss(
        routeArgs("/alerts/dismiss", { method: "POST", body: formBody(fields), headers }) as never,
      ) as Promise<Response>;
    const cookieOf = (response: Response) => response.headers.get("Set-Cookie")!.split(";")[0]!;

    it("hides a warning from that visitor until it ends, sending them back to their page; a new text shows again", async () => {
      await publish({ severity: "warning", text: "Buses run late.", endsAt: "2026-01-14T20:00" });
      const [warning] = (await shown()).alerts;
      const answer = await dismissing({ alert: warning!.fingerprint, back: "/calendar?view=month" });
      expect(answer.status).toBe(303);
      expect(answer.headers.get("Location")).toBe("/calendar?view=month");
      const setCookie = answer.headers.get("Set-Cookie")!;
      // Kept until the alert ends, 10 hours on: then the visitor gets the page cache again.
      expect(setCookie).toContain(`Max-Age=${10 * 3600}`);
      expect(setCookie).toContain("HttpOnly");
      expect((await shown("/about", cookieOf(answer))).texts).toEqual([]);
      expect((await shown("/about")).texts).toEqual(["Buses run late."]);

      // Edited, it says something new: it shows again, to that visitor too.
      const alert = await only();
      await post({
        intent: "update",
        id: alert.id,
        severity: "warning",
        text: "Buses run an hour late.",
        startsAt: "2026-01-14T09:00",
        endsAt: "2026-01-14T20:00",
      });
      expect((await shown("/about", cookieOf(answer))).texts).toEqual(["Buses run an hour late."]);
    });

    it("never hides an urgent alert", async () => {
      await publish();
      const [urgent] = (await shown()).alerts;
      const answer = await dismissing({ alert: urgent!.fingerprint, back: "/" });
      expect(answer.headers.get("Set-Cookie")).toContain("Max-Age=0");
      expect((await shown("/", `dismissed_alerts=${urgent!.fingerprint}`)).texts).toEqual([
        "School closed tomorrow for fog.",
      ]);
    });

    it("answers the banner's own post with 204, and sends a form from elsewhere to the home page", async () => {
      await publish({ severity: "information", text: "Sports day moved." });
      const [info] = (await shown()).alerts;
      const quiet = await dismissing({ alert: info!.fingerprint }, { Accept: "application/json" });
      expect(quiet.status).toBe(204);
      expect(cookieOf(quiet)).toBe(`dismissed_alerts=${info!.fingerprint}`);
      for (const back of ["//evil.example/", "/\\evil.example", "https://evil.example/", ""]) {
        const answer = await dismissing({ alert: info!.fingerprint, back });
        expect(answer.headers.get("Location"), back).toBe("/");
      }
      // From another site's page: refused, and nothing set.
      const elsewhere = await outcome(() =>
        dismissing({ alert: info!.fingerprint, back: "/" }, { "Sec-Fetch-Site": "cross-site" }),
      );
      expect(elsewhere).toMatchObject({ status: 403 });
      const own = await dismissing({ alert: info!.fingerprint, back: "/" }, { "Sec-Fetch-Site": "same-origin" });
      expect(own.status).toBe(303);
      // A made-up fingerprint, or one of an alert that has ended, is not kept.
      const made = await dismissing({ alert: "0123456789abcdef" }, { Cookie: `dismissed_alerts=${info!.fingerprint}` });
      expect(cookieOf(made)).toBe(`dismissed_alerts=${info!.fingerprint}`);
    });
  });
});
