// npm run bench: how fast and how heavy each public page is, on the production
// build, beside nginx serving the home page's own bytes (issue 15); how much
// memory the server holds idle and under load; how the back office's
// dashboard and longest lists hold up with 20,000 enquiries; and Lighthouse's
// mobile scores for every public page.
// Starts its own server on a fresh database (PGlite in a temporary directory,
// or a new database on DATABASE_URL's server), loads it with autocannon from
// this machine, and prints tables. Figures, not a test.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

import { footerStatementLinks, mainNavigation, type NavItem } from "~/features/site-layout/navigation";

import { BENCH_ADMIN, ENQUIRY_COUNT, SEARCHED_NAME, seedBenchData, VISIT_COUNT } from "./bench-data";
import { lighthouseScores } from "./bench-lighthouse";
import { startNginx } from "./bench-nginx";
import { slowNetworkSends } from "./bench-slow-network";
import { freePort } from "./free-port";
import { freshDatabase } from "./fresh-database";
import { START_FLAGS } from "./start-flags";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const routes = (items: NavItem[]): string[] => items.flatMap((item) => [item.to, ...routes(item.children ?? [])]);

async function startServer() {
  const port = await freePort();
  const database = await freshDatabase("bench");
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", PORT: String(port), ...database.env };
  // Written before the server opens the database: PGlite allows one process at a time.
  const seeding = performance.now();
  await seedBenchData(env);
  console.log(
    `Seeded ${ENQUIRY_COUNT.toLocaleString("en-IN")} enquiries and ${VISIT_COUNT.toLocaleString("en-IN")} visit requests in ${Math.round(performance.now() - seeding)} ms`,
  );
  const child = spawn(process.execPath, [...START_FLAGS, "server/main.ts"], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 600 || child.exitCode !== null) throw new Error("The server did not start.");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    origin,
    pid: child.pid!,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      await database.cleanup();
    },
  };
}

const gzipped = async (origin: string, url: string) =>
  gzipSync(Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer())).length;

/**
 * Bytes of the page's HTML; gzipped bytes of the JavaScript it loads on first
 * load; and all it loads (HTML, CSS and JavaScript gzipped, images as they are).
 */
async function weigh(origin: string, route: string) {
  const html = await (await fetch(origin + route)).text();
  const scripts = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)) scripts.add(match[1]!);
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)/g)) scripts.add(match[1]!);
  let jsGzip = 0;
  for (const script of scripts) jsGzip += await gzipped(origin, script);
  const inline = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("");
  jsGzip += gzipSync(Buffer.from(inline)).length;
  let cssGzip = 0;
  for (const [, sheet] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) {
    cssGzip += await gzipped(origin, sheet!);
  }
  let images = 0;
  const sources = new Set([...html.matchAll(/<img[^>]+src="(\/[^"]+)"/g)].map((match) => match[1]!));
  for (const source of sources) images += (await (await fetch(new URL(source, origin))).arrayBuffer()).byteLength;
  const htmlGzip = gzipSync(html).length;
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzip,
    jsGzip,
    scripts: scripts.size,
    total: htmlGzip + cssGzip + jsGzip + images,
  };
}

/** The server's resident memory in MB (Linux's /proc): now (VmRSS), or the most since it started (VmHWM). */
function rssMb(pid: number, which: "VmRSS" | "VmHWM" = "VmRSS"): number {
  const kb = new RegExp(`${which}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Math.round(Number(kb) / 1024);
}

/** The highest resident memory of `pid` while `work` runs, sampled every 100 ms. */
async function peakRss<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  try {
    return { result: await work(), peak: Math.max(peak, rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

async function load(url: string, headers: Record<string, string> = {}) {
  // A second's warm-up first, not counted: the JIT compiles the hot path, and the page cache fills.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The session cookie of the benchmark's admin, signed in through the real form. */
async function signIn(origin: string) {
  const body = new URLSearchParams({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password });
  const response = await fetch(`${origin}/admin`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Origin: origin },
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (response.status !== 302 || !cookie) throw new Error(`Sign-in failed: ${response.status}`);
  return cookie;
}

const DASHBOARD_RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 200);

/**
 * The dashboard for one member of staff (issue 11: p95 under 50 ms): an admin,
 * so every figure is read, DASHBOARD_RUNS requests one after another.
 */
async function benchDashboard(origin: string, headers: Record<string, string>) {
  const route = "/admin/dashboard";
  const first = await fetch(origin + route, { headers });
  const html = await first.text();
  if (first.status !== 200 || !html.includes("Needs attention")) throw new Error(`${route} answered ${first.status}`);
  const times: number[] = [];
  for (let run = 0; run < DASHBOARD_RUNS; run++) {
    const started = performance.now();
    await (await fetch(origin + route, { headers })).text();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => Math.round(times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)]!);
  console.table([
    {
      route,
      requests: DASHBOARD_RUNS,
      "p50 ms": at(0.5),
      "p95 ms": at(0.95),
      "max ms": at(1),
      HTML: kb(Buffer.byteLength(html)),
    },
  ]);
}

/** The back office lists under load, and one full CSV export timed on its own. */
async function benchBackOffice(origin: string) {
  const headers = { Cookie: await signIn(origin) };
  console.log("The dashboard, one member of staff alone:");
  await benchDashboard(origin, headers);
  const lists = [
    "/admin/dashboard",
    "/admin/enquiries",
    `/admin/enquiries?q=${encodeURIComponent(SEARCHED_NAME)}`,
    "/admin/enquiries?q=no-such-parent",
    "/admin/enquiries?status=contacted&page=100",
    "/admin/enquiries?page=400",
    "/admin/visit-requests",
    "/admin/visit-requests?status=confirmed&page=20",
  ];
  const rows = [];
  for (const route of lists) {
    const page = await fetch(origin + route, { headers });
    const html = await page.text();
    if (page.status !== 200) throw new Error(`${route} answered ${page.status}`);
    // One member of staff alone: the median of five requests one after another.
    const alone = [];
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      await (await fetch(origin + route, { headers })).text();
      alone.push(performance.now() - started);
    }
    alone.sort((a, b) => a - b);
    const speed = await load(origin + route, headers);
    rows.push({
      route,
      "alone ms": Math.round(alone[2]!),
      "req/s": speed.rps,
      "p50 ms": speed.p50,
      "p99 ms": speed.p99,
      errors: speed.errors,
      HTML: kb(Buffer.byteLength(html)),
      shows: /(?:Showing|No) [^<]*/.exec(html.replace(/<!-- -->/g, ""))?.[0] ?? "",
    });
  }
  console.table(rows);

  const exports = [];
  for (const route of [
    "/admin/enquiries/export.csv",
    `/admin/enquiries/export.csv?status=closed`,
    "/admin/visit-requests/export.csv",
  ]) {
    const times = [];
    let bytes = 0;
    let lines = 0;
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      const response = await fetch(origin + route, { headers });
      const body = Buffer.from(await response.arrayBuffer());
      times.push(performance.now() - started);
      bytes = body.length;
      lines = body.toString("utf8").split("\r\n").length - 2; // less the header and the end
    }
    times.sort((a, b) => a - b);
    exports.push({
      export: route,
      rows: lines,
      size: kb(bytes),
      "median ms": Math.round(times[1]!),
      "best ms": Math.round(times[0]!),
    });
  }
  console.table(exports);
}

const publicRoutes = [...routes(mainNavigation), ...footerStatementLinks.map((link) => link.to)];

/** The home page beside nginx serving the same bytes: requests a second, latency and their ratio. */
async function benchAgainstNginx(origin: string) {
  const html = await (await fetch(`${origin}/`)).text();
  const nginx = await startNginx(html);
  try {
    const ours = await load(`${origin}/`);
    const theirs = await load(`${nginx.origin}/`);
    console.table([
      { server: "this site: /", "req/s": ours.rps, "p50 ms": ours.p50, "p99 ms": ours.p99, errors: ours.errors },
      {
        server: "nginx: the same bytes",
        "req/s": theirs.rps,
        "p50 ms": theirs.p50,
        "p99 ms": theirs.p99,
        errors: theirs.errors,
      },
    ]);
    console.log(
      `Ratio: ${(ours.rps / theirs.rps).toFixed(3)} of nginx's requests a second (the goal: at least 0.25, p99 under 20 ms)`,
    );
  } finally {
    await nginx.stop();
  }
}

const server = await startServer();
try {
  console.log(
    `Production build, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route, ${os.cpus().length} cores, node ${START_FLAGS.join(" ")} (as npm start)\n`,
  );
  // Idle: every public page read once, then left alone for two seconds.
  for (const route of publicRoutes) await (await fetch(server.origin + route)).text();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idle = rssMb(server.pid);

  const publicLoad = await peakRss(server.pid, async () => {
    console.log("The home page beside nginx:");
    await benchAgainstNginx(server.origin);
    const rows = [];
    for (const route of publicRoutes) {
      const weight = await weigh(server.origin, route);
      const speed = await load(server.origin + route);
      rows.push({
        route,
        "req/s": speed.rps,
        "p50 ms": speed.p50,
        "p99 ms": speed.p99,
        errors: speed.errors,
        HTML: kb(weight.htmlBytes),
        "HTML gzip": kb(weight.htmlGzip),
        "JS gzip": kb(weight.jsGzip),
        "JS files": weight.scripts,
        "all gzip": kb(weight.total),
      });
    }
    console.log("\nPublic pages, one after another (the goal: JS gzip at most 100 kB on first load):");
    console.table(rows);
  });
  // Ten admins at once paging and searching 20,000 enquiries and exporting them: more than any school's office.
  const backOfficeLoad = await peakRss(server.pid, async () => {
    console.log("\nBack office, signed in as an admin:");
    await benchBackOffice(server.origin);
  });
  console.log(
    `\nMemory (RSS): ${idle} MB idle, ${publicLoad.peak} MB at most under the public pages' load, ` +
      `${backOfficeLoad.peak} MB under the back office's (the goal: at most 300 MB idle, 500 MB under load); ` +
      `${rssMb(server.pid, "VmHWM")} MB at its highest since it started, start-up included`,
  );

  console.log("\nSending a form on a slow phone network, 400 kbit/s and 400 ms (the goal: thanks within 2,000 ms):");
  console.table(await slowNetworkSends(server.origin));

  console.log("\nLighthouse, mobile (the goal: performance at least 95, the others 100):");
  console.table(await lighthouseScores(server.origin, publicRoutes));
} finally {
  await server.stop();
}
