// `npm run bench -- --soak`: a long run of mixed load on each database, the embedded PGlite and a PostgreSQL server
// (DATABASE_URL's, in a new database of its own, or a throwaway one the bench starts), an hour each unless
// `--minutes=N` says otherwise. On the production build with the bench's data, from this machine: public pages in
// both languages, the public forms sent by parents each within the forms' limits (docs/specification.md §9), the
// back office's lists signed in as the bench's admin, and once in the run an urgent alert sent to 5,000 subscribers through the
// bench's own SMTP server and gateway (bench-sending.ts). The load is steady and moderate, a soak and not a
// saturation: requests leave at fixed rates whatever the answers' times.
//
// Every minute a line: the server's memory (RSS, from /proc; the heap used, what V8 holds for its heap, and the
// memory outside it that JavaScript objects hold, "ext"), the event loop's delay measured inside the server
// (bench-probe.ts), the requests, 5xx and other failures of that minute, the lines the server logged at error or
// wrote on stderr, and the CPU time the site and the load generator used. Then, against the goals: RSS over the last
// minute within 10 % of its level over the minute after the warm-up (the first 5 minutes of an hour; of a shorter run
// its first twelfth), the loop's delay p99 under 50 ms, no 5xx, and no line logged at error. Figures, not a test.
import { spawnSync, type ChildProcess } from "node:child_process";
import type net from "node:net";
import path from "node:path";
import readline from "node:readline";

import { contact, enquiry, visit } from "../tests/support/form-input.ts";
import { SEARCHED_NAME } from "./bench-data";
import { startPostgres } from "./bench-postgres";
import { seedSubscribers, sendAlert, sinksEnv, startSinks, SUBSCRIBERS, type AlertSent } from "./bench-sending";
import { publicRoutesOf, rssMb, signIn, startServer } from "./bench-site";
import { BROWSER_HEADERS, cpuSeconds } from "./bench-wrk";

const DEFAULT_MINUTES = 60;
/** The rates of each part of the load, in requests a second. */
const RATES = { public: 6, office: 1, forms: 0.2 };
/** Requests under way at most; past it a request due is counted as not sent (the site has fallen behind). */
const MAX_IN_FLIGHT = 100;
const REQUEST_TIMEOUT_MS = 30_000;
const RSS_SAMPLE_MS = 5_000;
const PROBE = path.join(import.meta.dirname, "bench-probe.ts");

/** `--minutes=N` (a number above 0), or an hour. */
export function soakMinutes(argv: string[]): number {
  const given = argv.find((arg) => arg.startsWith("--minutes="));
  if (!given) return DEFAULT_MINUTES;
  const minutes = Number(given.slice("--minutes=".length));
  if (!(minutes > 0)) throw new Error(`--minutes takes a number of minutes above 0, not "${given}"`);
  return minutes;
}

/** `--database=pglite` or `--database=postgres`: that database alone; both, one after the other, without it. */
export function soakDatabases(argv: string[]): ("pglite" | "postgres")[] {
  const given = argv.find((arg) => arg.startsWith("--database="));
  if (!given) return ["pglite", "postgres"];
  const database = given.slice("--database=".length);
  if (database !== "pglite" && database !== "postgres") {
    throw new Error(`--database takes pglite or postgres, not "${database}"`);
  }
  return [database];
}

// ---- What the server writes -------------------------------------------------------------------------------------

interface NotedLine {
  seconds: number;
  level: string;
  text: string;
}

/**
 * The server's log, read as it is written: JSON lines on stdout (docs/specification.md §15), counted by level; the
 * lines at error and fatal, at warn, on stderr (nothing the site writes goes there) or not JSON, kept to be listed.
 */
class ServerOutput {
  readonly levels = new Map<string, number>();
  readonly noted: NotedLine[] = [];
  /** Lines at error or fatal, and on stderr. */
  errors = 0;
  private readonly started = performance.now();

  readonly onLine = (line: string, stream: "stdout" | "stderr") => {
    const seconds = (performance.now() - this.started) / 1000;
    if (stream === "stderr") {
      this.errors++;
      this.noted.push({ seconds, level: "stderr", text: line });
      return;
    }
    let entry: { level?: string; msg?: string; err?: { message?: string }; status?: number; path?: string };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      this.noted.push({ seconds, level: "not JSON", text: line });
      return;
    }
    const level = entry.level ?? "none";
    this.levels.set(level, (this.levels.get(level) ?? 0) + 1);
    if (level === "error" || level === "fatal") this.errors++;
    if (level === "error" || level === "fatal" || level === "warn") {
      const detail = [entry.msg, entry.err?.message, entry.path && `${entry.path} ${entry.status ?? ""}`];
      this.noted.push({ seconds, level, text: detail.filter(Boolean).join(" — ") });
    }
  };
}

// ---- The event loop, measured inside the server -----------------------------------------------------------------

interface DelayFigures {
  p50: number;
  p99: number;
  max: number;
  samples: number;
}
interface ProbeReport {
  sinceLast: DelayFigures;
  sinceStart: DelayFigures;
  heapUsed: number;
  /** What V8 holds for its heap, used or not: with `external`, where RSS goes, against what the process holds besides. */
  heapTotal: number;
  external: number;
}

/** Asks bench-probe.ts, in the server, through its file descriptor 3: "start", or the figures since the last ask. */
function probeOf(child: ChildProcess) {
  const channel = child.stdio[3] as net.Socket;
  const waiting: ((report: ProbeReport) => void)[] = [];
  readline.createInterface({ input: channel }).on("line", (line) => waiting.shift()?.(JSON.parse(line) as ProbeReport));
  return (line = "") =>
    new Promise<ProbeReport>((resolve) => {
      waiting.push(resolve);
      channel.write(`${line}\n`);
    });
}

// ---- The load ---------------------------------------------------------------------------------------------------

interface Planned {
  path: string;
  init?: RequestInit;
  /** The answers that mean it went as a visitor or staff expect. */
  expected: number[];
}

interface Stream {
  name: string;
  perSecond: number;
  /** The stream's `n`th request. */
  plan: (n: number) => Planned;
}

/** A request's end: its status, or what went wrong when none came. */
interface Outcome {
  stream: string;
  path: string;
  status: number | string;
  ms: number;
  expected: boolean;
}

/** Public pages the sitemap does not list: filters and a search of the Notice Board, the feeds, a page that is not. */
const PUBLIC_EXTRAS: [string, number][] = [
  ["/notices?category=circular", 200],
  ["/hi/notices?category=holiday", 200],
  ["/notices?page=5", 200],
  ["/notices?q=sports", 200],
  ["/calendar.ics", 200],
  ["/announcements.xml", 200],
  ["/hi/announcements.xml", 200],
  ["/sitemap.xml", 200],
  ["/no-such-page", 404],
];

/** The back office's lists as staff page, search and filter them (`n` turns the pages). */
const officeRoutes = (n: number) => [
  "/admin/dashboard",
  "/admin/enquiries",
  `/admin/enquiries?page=${1 + (n % 800)}`,
  `/admin/enquiries?q=${encodeURIComponent(SEARCHED_NAME)}`,
  `/admin/enquiries?status=contacted&page=${1 + (n % 200)}`,
  "/admin/visit-requests",
  `/admin/visit-requests?status=confirmed&page=${1 + (n % 50)}`,
  "/admin/applications",
  `/admin/applications?q=${encodeURIComponent(SEARCHED_NAME)}`,
  `/admin/applications?status=applied&page=${1 + (n % 100)}`,
  "/admin/contact-messages",
  "/admin/alerts",
];

/**
 * The `n`th parent's address, in the range kept for benchmarks (198.18.0.0/15): a network (/24) of its own for each
 * of 512 sends in turn, so no address sends twice in the run and no network more than a few times an hour, well
 * under the forms' limits (10 an hour from an address, 30 from a network, per form: docs/specification.md §9).
 * The site reads it from X-Forwarded-For, as behind the reverse proxy docs/deploying.md sets up (TRUST_PROXY).
 */
const parentAddress = (n: number) => `198.${18 + ((n >> 8) & 1)}.${n & 255}.${1 + ((n >> 9) % 254)}`;

/** The public forms, filled in as the tests fill them (tests/support/form-input.ts), each send a new parent's. */
const FORMS: { page: string; fields: (n: number, language: "en" | "hi") => Record<string, string> }[] = [
  { page: "/admissions", fields: (n) => ({ ...enquiry, contact_no: phone(n), email: `parent${n}@example.com` }) },
  { page: "/admissions", fields: (n) => ({ ...visit, contact_no: phone(n) }) },
  { page: "/contact", fields: (n) => ({ ...contact, phone: phone(n), email: `parent${n}@example.com` }) },
  {
    page: "/alerts/subscribe",
    fields: (n, language) => ({
      email: `subscriber${n}@example.com`,
      mobile: "",
      topics: "announcements",
      language,
      consent: "on",
    }),
  },
];
const phone = (n: number) => `95${String(n).padStart(8, "0")}`;

function streamsFor(origin: string, publicRoutes: string[], cookie: string): Stream[] {
  const pages: [string, number][] = [...publicRoutes.map((route): [string, number] => [route, 200]), ...PUBLIC_EXTRAS];
  return [
    {
      name: "public pages",
      perSecond: RATES.public,
      plan: (n) => {
        const [route, status] = pages[n % pages.length]!;
        return { path: route, init: { headers: BROWSER_HEADERS }, expected: [status] };
      },
    },
    {
      name: "back office",
      perSecond: RATES.office,
      plan: (n) => {
        const routes = officeRoutes(n);
        return { path: routes[n % routes.length]!, init: { headers: { Cookie: cookie } }, expected: [200] };
      },
    },
    {
      name: "public forms",
      perSecond: RATES.forms,
      plan: (n) => {
        const form = FORMS[n % FORMS.length]!;
        // Each form in English, then in Hindi.
        const language = Math.floor(n / FORMS.length) % 2 === 0 ? "en" : "hi";
        return {
          path: language === "hi" ? `/hi${form.page}` : form.page,
          init: {
            method: "POST",
            body: new URLSearchParams(form.fields(n, language)),
            headers: { Origin: origin, "X-Forwarded-For": parentAddress(n) },
          },
          // Thanked with a redirect to the page and its toast.
          expected: [302, 303],
        };
      },
    },
  ];
}

/** Why a request got no answer: a timeout, or what fetch's "fetch failed" hides (a connection closed, refused…). */
function failureOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause?.code ?? cause?.message ?? error.name;
}

/** Sends each stream's requests at its rate until stopped; each outcome goes to `record`. */
function startLoad(origin: string, streams: Stream[], record: (outcome: Outcome) => void) {
  const started = performance.now();
  const sent = streams.map(() => 0);
  const inFlight = new Set<Promise<void>>();
  let notSent = 0;
  const send = (stream: Stream, planned: Planned) => {
    const begun = performance.now();
    const outcome = (status: number | string) =>
      record({
        stream: stream.name,
        path: planned.path,
        status,
        ms: performance.now() - begun,
        expected: typeof status === "number" && planned.expected.includes(status),
      });
    const request = fetch(origin + planned.path, {
      ...planned.init,
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
      .then(async (response) => {
        await response.arrayBuffer();
        outcome(response.status);
      })
      .catch((error: unknown) => outcome(failureOf(error)))
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  };
  const timer = setInterval(() => {
    const seconds = (performance.now() - started) / 1000;
    streams.forEach((stream, index) => {
      while (sent[index]! < seconds * stream.perSecond) {
        const n = sent[index]!++;
        if (inFlight.size >= MAX_IN_FLIGHT) notSent++;
        else send(stream, stream.plan(n));
      }
    });
  }, 20);
  return {
    notSent: () => notSent,
    /** Sends no more, and waits for the answers under way. */
    async stop() {
      clearInterval(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}

// ---- Figures ----------------------------------------------------------------------------------------------------

/** The value at `share` (0.99) of `values`, or 0 when there are none. */
function percentile(values: number[], share: number) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : String(Math.round(value)));
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, "0")}`;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const percent = (now: number, before: number) =>
  `${now >= before ? "+" : ""}${((now / before - 1) * 100).toFixed(1)} %`;
const verdict = (met: boolean) => (met ? "met" : "NOT MET");
const count = (value: number) => value.toLocaleString("en-IN");
const minutesOf = (minutes: number) => `${minutes} minute${minutes === 1 ? "" : "s"}`;
const LISTED_AT_MOST = 30;

/** The first LISTED_AT_MOST entries of `map`, and a line that says how many more there were. */
function first<T>(map: Map<string, T>): [string, T][] {
  const entries = [...map];
  if (entries.length > LISTED_AT_MOST) console.log(`  (the first ${LISTED_AT_MOST} of ${entries.length} below)`);
  return entries.slice(0, LISTED_AT_MOST);
}

/** A minute's requests: how many, how long, and what went wrong. */
class Tally {
  requests = 0;
  fiveXx = 0;
  /** Answers other than the expected ones and below 500, and requests that got no answer. */
  other = 0;
  readonly times: number[] = [];

  add(outcome: Outcome) {
    this.requests++;
    this.times.push(outcome.ms);
    if (typeof outcome.status === "number" && outcome.status >= 500) this.fiveXx++;
    else if (!outcome.expected) this.other++;
  }
}

const COLUMNS = [
  ["minute", 6],
  ["RSS MB", 7],
  ["heap MB", 8],
  ["V8 MB", 6],
  ["ext MB", 7],
  ["delay p50", 10],
  ["delay p99", 10],
  ["delay max", 10],
  ["requests", 9],
  ["req p99", 8],
  ["5xx", 4],
  ["other", 6],
  ["errors", 7],
  ["site CPU", 9],
  ["bench CPU", 10],
] as const;
const row = (cells: (string | number)[]) => cells.map((cell, i) => String(cell).padStart(COLUMNS[i]![1])).join(" ");

interface SoakResult {
  database: string;
  rssAfterWarmUp: number;
  rssAtEnd: number;
  rssHighest: number;
  delay: DelayFigures;
  requests: number;
  fiveXx: number;
  other: number;
  errorLines: number;
  warnLines: number;
  alert: string;
  siteCore: number;
  benchCore: number;
}

/** One database's soak: its server, its load, a line a minute and its summary. */
async function soakOn(
  kind: "pglite" | "postgres",
  minutes: number,
  sinks: Awaited<ReturnType<typeof startSinks>>,
): Promise<SoakResult> {
  const database = kind === "pglite" ? "PGlite" : "PostgreSQL";
  const output = new ServerOutput();
  const server = await startServer({
    kind,
    env: { ...sinksEnv(sinks), TRUST_PROXY: "loopback" },
    seed: (env) => seedSubscribers(env, sinks.gatewayUrl),
    nodeFlags: ["--import", PROBE],
    pipe: true,
    onLine: output.onLine,
  });
  try {
    const probe = probeOf(server.child);
    const cookie = await signIn(server.origin);
    const publicRoutes = await publicRoutesOf(server.origin);
    const streams = streamsFor(server.origin, publicRoutes, cookie);
    const totalSeconds = minutes * 60;
    const warmUpSeconds = Math.min(5 * 60, totalSeconds / 12);
    const alertAtSeconds = totalSeconds / 4;
    console.log(
      `\n${database}, ${minutesOf(minutes)}: ${streams.map((stream) => `${stream.name} ${stream.perSecond}/s`).join(", ")} ` +
        `(${publicRoutes.length + PUBLIC_EXTRAS.length} public addresses in both languages, the forms each from a ` +
        `parent's own address); the alert to ${count(SUBSCRIBERS.emails + SUBSCRIBERS.mobiles)} subscribers at ` +
        `${clock(alertAtSeconds)}; RSS's level after the warm-up taken over the minute from ${clock(warmUpSeconds)}. Times in ms: "delay" is ` +
        `the event loop's, inside the server, "req" the requests' answers; "errors" the lines the server logged at ` +
        `error or on stderr; the CPU columns are shares of one core, the bench's (the load generator's) beside the site's.`,
    );
    console.log(row(COLUMNS.map(([title]) => title)));

    const totals = new Map<string, { tally: Tally; statuses: Map<string, number> }>();
    const unexpected = new Map<string, number>();
    let minute = new Tally();
    const whole = new Tally();
    const started = performance.now();
    const elapsed = () => (performance.now() - started) / 1000;
    await probe("start");
    const load = startLoad(server.origin, streams, (outcome) => {
      minute.add(outcome);
      whole.add(outcome);
      const total = totals.get(outcome.stream) ?? { tally: new Tally(), statuses: new Map<string, number>() };
      totals.set(outcome.stream, total);
      total.tally.add(outcome);
      total.statuses.set(String(outcome.status), (total.statuses.get(String(outcome.status)) ?? 0) + 1);
      if (!outcome.expected) {
        const key = `${outcome.stream}: ${outcome.path} → ${outcome.status}`;
        unexpected.set(key, (unexpected.get(key) ?? 0) + 1);
      }
    });

    // RSS every few seconds. Its level is the mean over a minute (the first twelfth of a shorter run): one reading
    // falls wherever the garbage collector happens to be, which alone moves it by a tenth.
    const levelSeconds = Math.min(60, warmUpSeconds);
    const rssSamples: { at: number; mb: number }[] = [];
    const sampler = setInterval(() => rssSamples.push({ at: elapsed(), mb: rssMb(server.pid) }), RSS_SAMPLE_MS);
    const rssLevel = (from: number, to: number) => {
      const within = rssSamples.filter(({ at }) => at >= from && at <= to).map(({ mb }) => mb);
      return Math.round(within.reduce((sum, mb) => sum + mb, 0) / Math.max(1, within.length));
    };

    let alert = "not sent";
    const alertSent = new Promise<void>((resolve) => setTimeout(resolve, alertAtSeconds * 1000)).then(async () => {
      const at = clock(elapsed());
      try {
        const sent: AlertSent = await sendAlert(server.origin, cookie);
        alert =
          `published at ${at} in ${sent.publishMs} ms; ${count(sent.delivered)} delivered, ${sent.failed} failed, ` +
          `all out after ${sent.seconds.toFixed(1)} s`;
      } catch (error) {
        alert = `published at ${at}, failed: ${error instanceof Error ? error.message : String(error)}`;
      }
      console.log(`  the alert: ${alert}`);
    });

    const cpu = { site: cpuSeconds([server.pid]), bench: process.cpuUsage() };
    const cpuAtStart = { ...cpu };
    let errorsBefore = output.errors;
    for (let window = 1; ; window++) {
      const windowEnd = Math.min(window * 60, totalSeconds);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, (windowEnd - elapsed()) * 1000)));
      const seconds = elapsed();
      const report = await probe();
      const site = cpuSeconds([server.pid]);
      const bench = process.cpuUsage();
      const windowSeconds = seconds - (window - 1) * 60;
      const benchSeconds = (bench.user + bench.system - cpu.bench.user - cpu.bench.system) / 1e6;
      console.log(
        row([
          clock(windowEnd),
          rssMb(server.pid),
          mb(report.heapUsed),
          mb(report.heapTotal),
          mb(report.external),
          ms(report.sinceLast.p50),
          ms(report.sinceLast.p99),
          ms(report.sinceLast.max),
          minute.requests,
          ms(percentile(minute.times, 0.99)),
          minute.fiveXx,
          minute.other,
          output.errors - errorsBefore,
          ((site - cpu.site) / windowSeconds).toFixed(2),
          (benchSeconds / windowSeconds).toFixed(2),
        ]),
      );
      Object.assign(cpu, { site, bench });
      errorsBefore = output.errors;
      minute = new Tally();
      if (windowEnd >= totalSeconds) break;
    }
    const final = await probe();
    rssSamples.push({ at: elapsed(), mb: rssMb(server.pid) });
    clearInterval(sampler);
    const rssAfterWarmUp = rssLevel(warmUpSeconds, warmUpSeconds + levelSeconds);
    const rssAtEnd = rssLevel(elapsed() - levelSeconds, elapsed());
    const rssHighest = Math.max(...rssSamples.filter(({ at }) => at >= warmUpSeconds).map(({ mb }) => mb));
    await load.stop();
    // An alert still going out at the end is waited for (its requests are not in the figures).
    await alertSent;
    const runSeconds = elapsed();
    const benchUsage = process.cpuUsage(cpuAtStart.bench);
    const siteCore = (cpuSeconds([server.pid]) - cpuAtStart.site) / runSeconds;
    const benchCore = (benchUsage.user + benchUsage.system) / 1e6 / runSeconds;
    await server.stop();

    console.log(`\n${database}, by kind of request (statuses as answered; "other" is what was not expected):`);
    console.table(
      [...totals].map(([stream, { tally, statuses }]) => ({
        requests: stream,
        count: tally.requests,
        "p50 ms": ms(percentile(tally.times, 0.5)),
        "p99 ms": ms(percentile(tally.times, 0.99)),
        "max ms": ms(percentile(tally.times, 1)),
        statuses: [...statuses].map(([status, times]) => `${status} ×${times}`).join(", "),
        "5xx": tally.fiveXx,
        other: tally.other,
      })),
    );
    if (load.notSent() > 0) console.log(`  ${load.notSent()} requests not sent: ${MAX_IN_FLIGHT} were under way`);
    for (const [what, times] of first(unexpected)) console.log(`  unexpected: ${what} (×${times})`);
    const levels = [...output.levels].map(([level, times]) => `${level} ${count(times)}`).join(", ");
    console.log(`  the server's log: ${levels}`);
    // The same line over and over is listed once, with how often and when first.
    const listed = new Map<string, { first: number; times: number }>();
    for (const { seconds, level, text } of output.noted) {
      const key = `${level}: ${text.slice(0, 300)}`;
      const seen = listed.get(key) ?? { first: seconds, times: 0 };
      seen.times++;
      listed.set(key, seen);
    }
    for (const [line, { first: at, times }] of first(listed)) {
      console.log(`  ${clock(at)} ${line}${times > 1 ? ` (×${times})` : ""}`);
    }

    const delay = final.sinceStart;
    const result: SoakResult = {
      database,
      rssAfterWarmUp,
      rssAtEnd,
      rssHighest,
      delay,
      requests: whole.requests,
      fiveXx: whole.fiveXx,
      other: whole.other + load.notSent(),
      errorLines: output.errors,
      warnLines: output.levels.get("warn") ?? 0,
      alert,
      siteCore,
      benchCore,
    };
    console.log(`\n${database}, against the goals:`);
    for (const line of verdicts(result)) console.log(`  ${line}`);
    return result;
  } finally {
    await server.stop();
  }
}

/** Whether each goal was met. */
const goalsMet = (result: SoakResult) => ({
  rss: result.rssAtEnd <= result.rssAfterWarmUp * 1.1,
  delay: result.delay.p99 < 50,
  fiveXx: result.fiveXx === 0,
  errors: result.errorLines === 0,
});

/** The goals, each with its figures and whether it was met. */
function verdicts(result: SoakResult) {
  const met = goalsMet(result);
  return [
    `RSS ${result.rssAfterWarmUp} MB over the minute after the warm-up, ${result.rssAtEnd} MB over the last ` +
      `(${percent(result.rssAtEnd, result.rssAfterWarmUp)}), ${result.rssHighest} MB at most after the warm-up ` +
      `(${percent(result.rssHighest, result.rssAfterWarmUp)}); the goal, within 10 % at the end: ${verdict(met.rss)}`,
    `Event-loop delay over the run: p50 ${ms(result.delay.p50)} ms, p99 ${ms(result.delay.p99)} ms, max ` +
      `${ms(result.delay.max)} ms; the goal, p99 under 50 ms: ${verdict(met.delay)}`,
    `${count(result.requests)} requests, ${result.fiveXx} 5xx, ${result.other} other failures; the goal, no 5xx: ` +
      verdict(met.fiveXx),
    `${result.errorLines} lines logged at error or on stderr (${result.warnLines} at warn); the goal, none: ` +
      verdict(met.errors),
    `The alert: ${result.alert}`,
    `CPU: the site ${result.siteCore.toFixed(2)} core on average, the bench's load generator ` +
      `${result.benchCore.toFixed(2)} core`,
  ];
}

/** The soak on PGlite, then on PostgreSQL; the figures of both side by side at the end. */
export async function benchSoak(minutes: number, databases = soakDatabases([])) {
  // The site builds itself first when its sources changed since its last build (npm start): built here beforehand,
  // so that the build's own output is not counted among the lines the server writes.
  const building = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (building.status !== 0) throw new Error("npm run build failed: the soak needs the site built");
  const sinks = await startSinks();
  let postgres: Awaited<ReturnType<typeof startPostgres>> | null = null;
  try {
    const results: SoakResult[] = [];
    if (databases.includes("pglite")) results.push(await soakOn("pglite", minutes, sinks));
    if (databases.includes("postgres")) {
      if (!process.env.DATABASE_URL) {
        postgres = await startPostgres();
        console.log(`\nA throwaway PostgreSQL server for the soak, ${new URL(postgres.url).host}`);
        // freshDatabase makes the run's database on it, as on DATABASE_URL's.
        process.env.DATABASE_URL = postgres.url;
      }
      results.push(await soakOn("postgres", minutes, sinks));
    }
    console.log(`\nThe soak, ${minutesOf(minutes)} on ${databases.length === 1 ? "its database" : "each database"}:`);
    console.table(
      Object.fromEntries(
        results.map((result) => [
          result.database,
          {
            "RSS after warm-up MB": result.rssAfterWarmUp,
            "RSS at end MB": result.rssAtEnd,
            "RSS growth": percent(result.rssAtEnd, result.rssAfterWarmUp),
            "delay p99 ms": ms(result.delay.p99),
            requests: result.requests,
            "5xx": result.fiveXx,
            other: result.other,
            "error lines": result.errorLines,
            goals: verdict(Object.values(goalsMet(result)).every(Boolean)),
          },
        ]),
      ),
    );
  } finally {
    if (postgres) {
      postgres.stop();
      delete process.env.DATABASE_URL;
    }
    sinks.child.kill("SIGTERM");
  }
}
