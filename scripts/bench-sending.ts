// `npm run bench -- --sending`: an urgent alert sent to 5,000 subscribers (decision 0067), through the production
// server as staff send it: how long the request that publishes it takes (its 5,000 messages queued in the alert's own
// transaction), and how long the server's workers then take to deliver them all, 3,000 e-mails through SMTP and 2,000
// messages to the gateway. The SMTP server and the gateway run in a process of their own (bench-sinks.ts), so they
// never take the CPU the server needs.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { sql } from "drizzle-orm";

import { databaseConfigFromEnv, openDatabase } from "~/lib/database/db.server";
import { parseEnv } from "~/lib/server/env.server";

export const SUBSCRIBERS = { emails: 3_000, mobiles: 2_000 };

/** The SMTP server and the gateway, started in their own process. */
export async function startSinks(): Promise<{ smtpUrl: string; gatewayUrl: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/bench-sinks.ts"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [line] = (await once(child.stdout!, "data")) as [Buffer];
  return { ...(JSON.parse(line.toString()) as { smtpUrl: string; gatewayUrl: string }), child };
}

/**
 * What the server needs to send to the sinks: their SMTP server, and leave to reach the gateway, which listens on
 * this machine (decision 0080: an address inside is reached only when ALLOW_INSIDE_HOSTS names it).
 */
export const sinksEnv = (sinks: { smtpUrl: string }) => ({
  SMTP_URL: sinks.smtpUrl,
  MAIL_FROM: "School Office <office@school.example>",
  ALLOW_INSIDE_HOSTS: "127.0.0.1",
});

/** Writes the subscribers, half of each in Hindi, and the gateway's address into the database `env` names. */
export async function seedSubscribers(env: NodeJS.ProcessEnv, gatewayUrl: string) {
  const database = await openDatabase(databaseConfigFromEnv(parseEnv(env)));
  try {
    await database.db.execute(sql`
      insert into alert_subscribers (email, language, consented_at, confirmed_at, unsubscribe_token)
      select 'parent' || i || '@example.com', (array['en','hi'])[1 + i % 2]::site_language, now(), now(),
             md5('email' || i) || md5('email-token' || i)
      from generate_series(1, ${SUBSCRIBERS.emails}) as i`);
    await database.db.execute(sql`
      insert into alert_subscribers (mobile, mobile_key, language, consented_at, unsubscribe_token)
      select '98' || lpad(i::text, 8, '0'), '98' || lpad(i::text, 8, '0'), (array['en','hi'])[1 + i % 2]::site_language,
             now(), md5('mobile' || i) || md5('mobile-token' || i)
      from generate_series(1, ${SUBSCRIBERS.mobiles}) as i`);
    await database.db.execute(sql`update site_settings set gateway_url = ${gatewayUrl}`);
  } finally {
    await database.close();
  }
}

/** A datetime-local value `hours` from now in the school's time zone. */
const schoolTime = (hours: number) =>
  new Intl.DateTimeFormat("sv-SE", {
    timeZone: process.env.SCHOOL_TIMEZONE || "Asia/Kolkata",
    dateStyle: "short",
    timeStyle: "short",
  })
    .format(new Date(Date.now() + hours * 3600_000))
    .replace(" ", "T");

/** What sending the alert took: the request that publishes it, then until every message was out. */
export interface AlertSent {
  publishMs: number;
  seconds: number;
  delivered: number;
  waiting: number;
  failed: number;
}

/** Publishes an urgent alert with "Send it to subscribers now" as `cookie`, and waits until every message is out. */
export async function sendAlert(origin: string, cookie: string): Promise<AlertSent> {
  const headers = { Cookie: cookie, Origin: origin };
  const body = new URLSearchParams({
    intent: "publish",
    severity: "urgent",
    text: "School closed tomorrow for dense fog. Classes resume on Wednesday.",
    textHi: "घने कोहरे के कारण कल विद्यालय बंद रहेगा। कक्षाएँ बुधवार से।",
    startsAt: schoolTime(0),
    endsAt: schoolTime(24),
    send: "on",
  });
  const start = performance.now();
  const published = await fetch(`${origin}/admin/alerts`, { method: "POST", body, headers });
  await published.arrayBuffer();
  const publishMs = Math.round(performance.now() - start);
  if (!published.ok) throw new Error(`Publishing answered ${published.status}`);

  for (;;) {
    const page = (await (await fetch(`${origin}/admin/alerts`, { headers })).text()).replace(/<!-- -->/g, "");
    const [, delivered, waiting, failed] = /(\d+) delivered, (\d+) waiting, (\d+) failed/.exec(page) ?? [];
    if (delivered !== undefined && Number(waiting) === 0) {
      const seconds = (performance.now() - start) / 1000;
      return { publishMs, seconds, delivered: Number(delivered), waiting: 0, failed: Number(failed) };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The alert sent, as a table: how long it took and how many messages a second. */
export async function benchSending(origin: string, cookie: string) {
  const sent = await sendAlert(origin, cookie);
  const total = SUBSCRIBERS.emails + SUBSCRIBERS.mobiles;
  console.log(
    `An urgent alert sent to ${SUBSCRIBERS.emails.toLocaleString("en-IN")} e-mail addresses and ` +
      `${SUBSCRIBERS.mobiles.toLocaleString("en-IN")} mobile numbers, as staff publish it:`,
  );
  console.table([
    {
      "publish request (ms)": sent.publishMs,
      "all out after (s)": sent.seconds.toFixed(1),
      delivered: sent.delivered,
      failed: sent.failed,
      "messages a second": Math.round(total / sent.seconds),
    },
  ]);
}
