// npm run bench: how fast and how heavy each public page is, on the production
// build, beside nginx serving the home page's own bytes (decision 0034); how much
// memory the server holds idle and under load; how the back office's
// dashboard and longest lists hold up with 20,000 enquiries and 5,000 applications; and Lighthouse's
// mobile scores for every public page, the pages of applying online, and three back office pages.
// `npm run bench -- --home` measures the home page beside nginx alone;
// `npm run bench -- --back-office` the applications list with its table of classes, and three back office pages'
// first load and Lighthouse's scores on them, signed in, alone; `npm run bench -- --applications` the applications
// list alone; `npm run bench -- --public` every
// public page in both languages, its weight, speed and Lighthouse's scores, alone; `npm run bench -- --notices` the
// Notice Board with 5,000 notices, filtered, and its pages' weight and scores; `npm run bench -- --sending` an
// alert sent to 5,000 subscribers, queued and delivered (bench-sending.ts), without a server; `npm run bench -- --soak`
// an hour of mixed load on each database, its memory, event-loop delay, errors and 5xx (bench-soak.ts;
// `--minutes=N` for a shorter one).
// Starts its own server on a fresh database (PGlite in a temporary directory,
// or a new database on DATABASE_URL's server), loads it with wrk from this
// machine (one thread; its own CPU time printed beside each figure), and prints
// tables. Figures, not a test.
import http from "node:http";
import os from "node:os";
import { gzipSync } from "node:zlib";

import { APPLICATION_COUNT, NOTICE_COUNT, NOTICE_PHOTO_COUNT, SEARCHED_NAME } from "./bench-data";
import { lighthouseScores } from "./bench-lighthouse";
import { startNginx, type PageBytes } from "./bench-nginx";
import { benchSending, seedSubscribers, sinksEnv, startSinks } from "./bench-sending";
import { publicRoutesOf, rssMb, signIn, startServer } from "./bench-site";
import { slowNetworkSends } from "./bench-slow-network";
import { benchSoak, soakDatabases, soakMinutes } from "./bench-soak";
import { BROWSER_HEADERS, cpuSeconds, wrk, type LoadFigures } from "./bench-wrk";
import { START_ENV, START_FLAGS } from "./start-flags";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const gzipped = async (origin: string, url: string) =>
  gzipSync(Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer())).length;

/**
 * Bytes of the page's HTML; gzipped bytes of the JavaScript it loads on first
 * load (modulepreload, script src, import() and inline scripts), each file's
 * too; and all it loads (HTML, CSS and JavaScript gzipped, images as they are).
 * `headers` go with the page's request: a session cookie weighs a back office page.
 */
async function weigh(origin: string, route: string, headers: Record<string, string> = {}) {
  const page = await fetch(origin + route, { headers });
  const html = await page.text();
  if (!page.ok || page.redirected) throw new Error(`${route} answered ${page.status} at ${page.url}`);
  const scripts = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)) scripts.add(match[1]!);
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)/g)) scripts.add(match[1]!);
  let jsGzip = 0;
  const files = new Map<string, number>();
  for (const script of scripts) {
    files.set(script, await gzipped(origin, script));
    jsGzip += files.get(script)!;
  }
  const inline = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("");
  const inlineGzip = gzipSync(Buffer.from(inline)).length;
  jsGzip += inlineGzip;
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
    inlineGzip,
    scripts: scripts.size,
    files,
    total: htmlGzip + cssGzip + jsGzip + images,
  };
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

let serverPid = 0;

/** The site under load; its figures, with the CPU time it and wrk used. */
const load = (url: string, headers: Record<string, string> = {}) =>
  wrk(url, { connections: CONNECTIONS, seconds: DURATION_SECONDS, headers, pids: [serverPid] });

/** A share of one core's time: "0.93 core". */
const core = (share: number) => `${share.toFixed(2)} core`;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The columns of a route's figures under load, the same in every table. */
const loadColumns = (speed: Awaited<ReturnType<typeof load>>) => ({
  "req/s": speed.rps,
  "p50 ms": speed.p50,
  "p95 ms": speed.p95,
  "p99 ms": speed.p99,
  errors: speed.errors,
  "site CPU": core(speed.serverCore),
  "wrk CPU": core(speed.wrkCore),
});

const DASHBOARD_RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 200);

/**
 * `route` asked for `runs` times one after another by one member of staff: its p50, p95 and slowest, and the
 * server's CPU time per request (PGlite's queries included; PostgreSQL's are its own processes'), which other work
 * on a shared machine does not lengthen as it does the times.
 */
async function oneAfterAnother(origin: string, route: string, headers: Record<string, string>, runs: number) {
  const first = await fetch(origin + route, { headers });
  const html = await first.text();
  if (first.status !== 200) throw new Error(`${route} answered ${first.status}`);
  const times: number[] = [];
  const cpuBefore = cpuSeconds([serverPid]);
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await (await fetch(origin + route, { headers })).text();
    times.push(performance.now() - started);
  }
  const cpu = ((cpuSeconds([serverPid]) - cpuBefore) * 1000) / runs;
  times.sort((a, b) => a - b);
  const at = (share: number) => Math.round(times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)]!);
  return {
    html,
    row: {
      route,
      requests: runs,
      "p50 ms": at(0.5),
      "p95 ms": at(0.95),
      "max ms": at(1),
      "server CPU ms": Math.round(cpu * 10) / 10,
    },
  };
}

/**
 * The dashboard for one member of staff (decision 0021: p95 under 50 ms): an admin,
 * so every figure is read, DASHBOARD_RUNS requests one after another.
 */
async function benchDashboard(origin: string, headers: Record<string, string>) {
  const { html, row } = await oneAfterAnother(origin, "/admin/dashboard", headers, DASHBOARD_RUNS);
  if (!html.includes("Needs attention")) throw new Error("The dashboard shows no figures");
  console.table([{ ...row, HTML: kb(Buffer.byteLength(html)) }]);
}

/**
 * The applications list with the session's table of classes above it (docs/specification.md §22; the goal: p95
 * under 50 ms with 5,000 applications), for one member of staff: the list as it opens, one class's figure, a
 * search, a page far in, and the CSV of one class.
 */
async function benchApplications(origin: string, headers: Record<string, string>) {
  const list = "/admin/applications";
  const html = await (await fetch(origin + list, { headers })).text();
  const session = /Session (\d{4}-\d{2})/.exec(html.replace(/<!-- -->/g, ""))?.[1];
  if (!session) throw new Error(`${list} shows no table of classes`);
  const routes = [
    // For comparison on the same machine at the same moment: the enquiries' list, 20,000 rows (decision 0010).
    "/admin/enquiries",
    list,
    `${list}?session=${session}&class=Class+I&status=submitted`,
    `${list}?q=${encodeURIComponent(SEARCHED_NAME)}`,
    `${list}?status=applied&page=100`,
  ];
  const rows = [];
  for (const route of routes) {
    const { html: page, row } = await oneAfterAnother(origin, route, headers, DASHBOARD_RUNS);
    rows.push({
      ...row,
      HTML: kb(Buffer.byteLength(page)),
      shows: /(?:Showing|No) [^<]*/.exec(page.replace(/<!-- -->/g, ""))?.[0] ?? "",
    });
  }
  console.log(
    `The applications list and its table of classes, ${APPLICATION_COUNT.toLocaleString("en-IN")} applications, one member of staff (the goal: p95 under 50 ms):`,
  );
  console.table(rows);
  const csv = `${list}/export.csv?session=${session}&class=Class+I`;
  const { row } = await oneAfterAnother(origin, csv, headers, 20);
  console.table([row]);
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
    "/admin/applications",
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
      ...loadColumns(speed),
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

/**
 * Three back office pages as a member of staff first opens them, signed in as
 * the benchmark's admin: the dashboard, a list, and one enquiry's record page
 * (the list's first row).
 */
async function backOfficePages(origin: string, headers: Record<string, string>) {
  const list = "/admin/enquiries";
  const html = await (await fetch(origin + list, { headers })).text();
  const record = /href="(\/admin\/enquiries\/[0-9a-f-]{36})/.exec(html)?.[1];
  if (!record) throw new Error(`${list} shows no enquiry to open`);
  return { dashboard: "/admin/dashboard", list, record };
}

/**
 * The back office's first load, signed in (the goal: JS gzip at most 150 kB),
 * its largest scripts, and Lighthouse's scores on the same pages (the goal:
 * accessibility and best practices 100 each).
 */
async function benchBackOfficePages(origin: string) {
  const headers = { Cookie: await signIn(origin) };
  await benchApplications(origin, headers);
  const pages = Object.entries(await backOfficePages(origin, headers));
  const lighthouse = await lighthouseScores(
    origin,
    pages.map(([, route]) => route),
    headers,
  );
  const weights: (Awaited<ReturnType<typeof weigh>> & {
    name: string;
    route: string;
    /** Every script of its first load and its gzipped bytes, whether the HTML names it or not. */
    loaded: Map<string, number>;
    jsLoaded: number;
  })[] = [];
  for (const [name, route] of pages) {
    const weight = await weigh(origin, route, headers);
    // A back office page hydrates at once (decision 0040), so its first load also runs what the scripts its HTML
    // names import as it starts (React DOM): every script the browser fetched in Lighthouse's load.
    const loaded = new Map(weight.files);
    let imported = 0;
    for (const url of lighthouse.scripts.get(route) ?? []) {
      const { origin: from, pathname } = new URL(url);
      if (from !== origin || loaded.has(pathname)) continue;
      loaded.set(pathname, await gzipped(origin, pathname));
      imported += loaded.get(pathname)!;
    }
    weights.push({ name, route, ...weight, loaded, jsLoaded: weight.jsGzip + imported });
  }
  console.log(
    '\nBack office pages, signed in as an admin (the goal: JS gzip at most 150 kB on first load; "JS in HTML" is ' +
      'what the HTML names, as for public pages, "JS loaded" adds what those scripts import as the page hydrates):',
  );
  console.table(
    weights.map((weight) => ({
      route: weight.route,
      HTML: kb(weight.htmlBytes),
      "HTML gzip": kb(weight.htmlGzip),
      "JS in HTML": kb(weight.jsGzip),
      "JS loaded": kb(weight.jsLoaded),
      "JS files": weight.loaded.size,
      "all gzip": kb(weight.total - weight.jsGzip + weight.jsLoaded),
    })),
  );

  // What to defer first, should a page go over its goal: the largest files, and the pages that load each.
  const sizes = new Map(weights.flatMap((weight) => [...weight.loaded]));
  const large = [...sizes].filter(([, bytes]) => bytes >= 1024).sort((a, b) => b[1] - a[1]);
  const row = (file: string, bytesOn: (weight: (typeof weights)[number]) => number | undefined) => ({
    file,
    ...Object.fromEntries(weights.map((weight) => [weight.name, kb(bytesOn(weight) ?? 0).replace(/^0\.0 kB$/, "")])),
  });
  console.log("Their JavaScript (gzip): the files of 1 kB or more, * where the HTML does not name it:");
  console.table([
    ...large.map(([file, bytes]) =>
      row(
        weights.some((weight) => weight.loaded.has(file) && !weight.files.has(file)) ? `${file} *` : file,
        (weight) => (weight.loaded.has(file) ? bytes : undefined),
      ),
    ),
    row("smaller files", (weight) =>
      [...weight.loaded.values()].filter((bytes) => bytes < 1024).reduce((sum, bytes) => sum + bytes, 0),
    ),
    row("inline scripts", (weight) => weight.inlineGzip),
  ]);
  console.log(
    "\nLighthouse on the back office, mobile, signed in as an admin (the goal: accessibility and best practices 100 " +
      "each; its pages ask search engines to keep away, so SEO loses is-crawlable on purpose):",
  );
  console.table(lighthouse.rows);
}

/** One answer's status, headers and body as they came, compressed or not. */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .once("error", reject);
  });
}

/**
 * The home page's bytes as the site sends them: as they are, gzipped, and
 * brotli-compressed (the page cache makes its brotli copy a moment after the
 * first render, and sends gzip until then).
 */
async function homePageBytes(origin: string): Promise<PageBytes> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const br = await rawGet(`${origin}/`, { "Accept-Encoding": "br" });
    if (br.headers["x-cache"] === "hit" && br.headers["content-encoding"] === "br") {
      return {
        identity: (await rawGet(`${origin}/`)).body,
        gzip: (await rawGet(`${origin}/`, { "Accept-Encoding": "gzip" })).body,
        br: br.body,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("The home page was never answered in brotli");
}

/**
 * The home page beside nginx serving the same bytes, each with one process
 * (one nginx worker), the same connections and a browser's Accept-Encoding:
 * requests a second, latency, the CPU time each used, and their ratio.
 */
async function benchAgainstNginx(origin: string) {
  const nginx = await startNginx(await homePageBytes(origin));
  try {
    // Both answer a browser with the same compressed bytes, or the comparison means nothing.
    const [site, static_] = [
      await rawGet(`${origin}/`, BROWSER_HEADERS),
      await rawGet(`${nginx.origin}/`, BROWSER_HEADERS),
    ];
    const encoding = site.headers["content-encoding"];
    if (!encoding || static_.headers["content-encoding"] !== encoding || !site.body.equals(static_.body)) {
      throw new Error(
        `The site and nginx answer a browser differently: ${encoding ?? "uncompressed"}, ${site.body.length} bytes ` +
          `against ${static_.headers["content-encoding"] ?? "uncompressed"}, ${static_.body.length} bytes`,
      );
    }
    // Turn about, ROUNDS times each, and the best round of each: a busy moment of the machine's other work
    // then costs one round, not the comparison.
    const rounds: { ours: LoadFigures; theirs: LoadFigures }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      rounds.push({
        ours: await load(`${origin}/`),
        theirs: await wrk(`${nginx.origin}/`, {
          connections: CONNECTIONS,
          seconds: DURATION_SECONDS,
          pids: nginx.pids,
        }),
      });
    }
    const best = (figures: LoadFigures[]) => figures.reduce((a, b) => (b.rps > a.rps ? b : a));
    const ours = best(rounds.map((round) => round.ours));
    const theirs = best(rounds.map((round) => round.theirs));
    const row = (server: string, figures: LoadFigures) => ({
      server,
      "req/s": figures.rps,
      "p50 ms": figures.p50,
      "p99 ms": figures.p99,
      errors: figures.errors,
      "CPU per request": `${figures.serverMicroseconds} µs`,
      "server CPU": core(figures.serverCore),
      "wrk CPU": core(figures.wrkCore),
    });
    console.log(
      `Both answer "Accept-Encoding: ${BROWSER_HEADERS["Accept-Encoding"]}" with the same ${site.body.length} bytes ` +
        `of ${encoding}. The best of ${ROUNDS} rounds each, taken in turn. wrk runs one thread: at 1.00 core it ` +
        `would be the bottleneck.`,
    );
    console.table([row("this site: /", ours), row("nginx, one worker: the same bytes", theirs)]);
    console.log(
      `Ratio: ${(ours.rps / theirs.rps).toFixed(3)} of nginx's requests a second (the goal: at least 0.25, p99 under ` +
        `20 ms); ${(theirs.serverMicroseconds / ours.serverMicroseconds).toFixed(3)} of its CPU time per request`,
    );
  } finally {
    await nginx.stop();
  }
}

/** Each public page's weight and speed, one after another. */
async function benchPublicPages(origin: string, publicRoutes: string[]) {
  const rows = [];
  for (const route of publicRoutes) {
    const weight = await weigh(origin, route);
    const speed = await load(origin + route);
    rows.push({
      route,
      ...loadColumns(speed),
      HTML: kb(weight.htmlBytes),
      "HTML gzip": kb(weight.htmlGzip),
      "JS gzip": kb(weight.jsGzip),
      "JS files": weight.scripts,
      "all gzip": kb(weight.total),
    });
  }
  console.log("\nPublic pages, one after another (the goal: JS gzip at most 100 kB on first load):");
  console.table(rows);
}

const LIGHTHOUSE_GOAL = "\nLighthouse, mobile (the goal: performance at least 95, the others 100):";

/**
 * The Notice Board with 5,000 notices and 20,000 photos (decision 0077), filtered as parents filter it. A category
 * or session is kept in the page cache after its first render; a search never is, so every one of its requests
 * reads the database.
 */
async function benchNotices(origin: string, { alone }: { alone: boolean }) {
  const rows = [];
  for (const route of [
    "/notices",
    "/notices?category=circular",
    "/notices?category=examination&session=2024-25",
    "/notices?page=40",
    "/notices?q=sports",
    "/notices?category=result&q=board",
    "/hi/notices?q=exhibition",
  ]) {
    const started = performance.now();
    const first = await fetch(origin + route);
    await first.text();
    const firstMs = Math.round(performance.now() - started);
    const again = await fetch(origin + route);
    await again.text();
    const kept = again.headers.get("x-cache") ?? "never";
    // A search is rendered for each request: with one parent at a time, its own time; with ten, they queue.
    for (const connections of kept === "never" ? [1, CONNECTIONS] : [CONNECTIONS]) {
      const speed = await wrk(origin + route, { connections, seconds: DURATION_SECONDS, pids: [serverPid] });
      rows.push({ route, connections, "first ms": firstMs, kept, ...loadColumns(speed) });
    }
  }
  console.log(
    `\nThe Notice Board with ${NOTICE_COUNT.toLocaleString("en-IN")} notices and ` +
      `${NOTICE_PHOTO_COUNT.toLocaleString("en-IN")} photos (the goal: a filter's p95 under 50 ms):`,
  );
  console.table(rows);
  // With everything else, the public pages' table and Lighthouse's already hold the board's pages.
  if (!alone) return;
  const pages = (await publicRoutesOf(origin)).filter((route) => /^(\/hi)?\/notices/.test(route));
  await benchPublicPages(origin, pages);
  console.log(LIGHTHOUSE_GOAL);
  console.table((await lighthouseScores(origin, pages)).rows);
}

/** The public pages alone, in both languages: their weight, their speed and Lighthouse's scores. */
async function benchPublicOnly(origin: string) {
  const publicRoutes = await publicRoutesOf(origin);
  await benchPublicPages(origin, publicRoutes);
  console.log(LIGHTHOUSE_GOAL);
  console.table((await lighthouseScores(origin, publicRoutes)).rows);
}

/** The home page beside nginx, every public page, the back office, the memory, and Lighthouse. */
async function benchEverything({ origin, pid }: { origin: string; pid: number }) {
  const publicRoutes = await publicRoutesOf(origin);
  // Idle: every public page read once, then left alone for two seconds.
  for (const route of publicRoutes) await (await fetch(origin + route)).text();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idle = rssMb(pid);

  const publicLoad = await peakRss(pid, async () => {
    console.log("The home page beside nginx:");
    await benchAgainstNginx(origin);
    await benchPublicPages(origin, publicRoutes);
    await benchNotices(origin, { alone: false });
  });
  // Ten admins at once paging and searching 20,000 enquiries and exporting them: more than any school's office.
  const backOfficeLoad = await peakRss(pid, async () => {
    console.log("\nBack office, signed in as an admin:");
    await benchBackOffice(origin);
  });
  console.log(
    `\nMemory (RSS): ${idle} MB idle, ${publicLoad.peak} MB at most under the public pages' load, ` +
      `${backOfficeLoad.peak} MB under the back office's (the goal: at most 300 MB idle, 500 MB under load); ` +
      `${rssMb(pid, "VmHWM")} MB at its highest since it started, start-up included`,
  );

  console.log("\nSending a form on a slow phone network, 400 kbit/s and 400 ms (the goal: thanks within 2,000 ms):");
  console.table(await slowNetworkSends(origin));

  console.log(LIGHTHOUSE_GOAL);
  console.table((await lighthouseScores(origin, publicRoutes)).rows);

  await benchBackOfficePages(origin);
}

/** One of the bench's parts, or all of them, on one server. */
async function benchOnce() {
  // With --sending, the server sends mail and gateway messages to receivers of the bench's own.
  const sinks = process.argv.includes("--sending") ? await startSinks() : null;
  const server = await startServer(
    sinks ? { env: sinksEnv(sinks), seed: (env) => seedSubscribers(env, sinks.gatewayUrl) } : {},
  );
  serverPid = server.pid;
  try {
    console.log(
      `Production build, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route, ${os.cpus().length} cores, ${Object.entries(
        START_ENV,
      )
        .map(([name, value]) => `${name}=${value} `)
        .join("")}node ${START_FLAGS.join(" ")} (as npm start)\n`,
    );
    if (process.argv.includes("--home")) {
      console.log("The home page beside nginx:");
      await benchAgainstNginx(server.origin);
    } else if (process.argv.includes("--back-office")) await benchBackOfficePages(server.origin);
    else if (process.argv.includes("--applications")) {
      await benchApplications(server.origin, { Cookie: await signIn(server.origin) });
    } else if (process.argv.includes("--public")) await benchPublicOnly(server.origin);
    else if (process.argv.includes("--notices")) await benchNotices(server.origin, { alone: true });
    else if (sinks) await benchSending(server.origin, await signIn(server.origin));
    else await benchEverything(server);
  } finally {
    await server.stop();
    sinks?.child.kill("SIGTERM");
  }
}

// The soak starts servers of its own, one on each database (bench-soak.ts).
if (process.argv.includes("--soak")) await benchSoak(soakMinutes(process.argv), soakDatabases(process.argv));
else await benchOnce();
