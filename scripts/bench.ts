// npm run bench: how fast and how heavy each public page is, on the production
// build. Starts its own server on a fresh database (PGlite in a temporary
// directory, or a new database on DATABASE_URL's server), loads it with
// autocannon from this machine, and prints a table. Figures, not a test.
import { spawn } from "node:child_process";
import net from "node:net";
import os from "node:os";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { mainNavigation, type NavItem } from "~/features/site-layout/navigation";
import { freshDatabase } from "./fresh-database";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const routes = (items: NavItem[]): string[] => items.flatMap((item) => [item.to, ...routes(item.children ?? [])]);

async function freePort() {
  return new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const database = await freshDatabase("bench");
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", PORT: String(port), ...database.env };
  const child = spawn(process.execPath, ["server/main.ts"], { env, stdio: ["ignore", "ignore", "inherit"] });
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
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      await database.cleanup();
    },
  };
}

/** Bytes of the page's HTML, and gzipped bytes of the JavaScript it loads. */
async function weigh(origin: string, route: string) {
  const html = await (await fetch(origin + route)).text();
  const scripts = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)) scripts.add(match[1]!);
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)/g)) scripts.add(match[1]!);
  let jsGzip = 0;
  for (const script of scripts) {
    jsGzip += gzipSync(Buffer.from(await (await fetch(new URL(script, origin))).arrayBuffer())).length;
  }
  const inline = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("");
  jsGzip += gzipSync(Buffer.from(inline)).length;
  return { htmlBytes: Buffer.byteLength(html), htmlGzip: gzipSync(html).length, jsGzip, scripts: scripts.size };
}

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const server = await startServer();
try {
  console.log(
    `Production build, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route, ${os.cpus().length} cores\n`,
  );
  const rows = [];
  for (const route of routes(mainNavigation)) {
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
    });
  }
  console.table(rows);
} finally {
  await server.stop();
}
