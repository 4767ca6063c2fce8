// `npm start` (production) and `npm run dev`: one Express server in front of
// the app, adding compression, static files with caching and security headers.
// Runs directly on Node 24 (type stripping), so it keeps to plain TypeScript.
// `npm run dev` adds `--conditions=development`: Vite loads React Router's
// development build for the app, and Node must load the same one for
// @react-router/express, or the two disagree about what a router context is.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";

import { oneDrainListener } from "./one-drain-listener.ts";

// What the site creates (the embedded database, backups, the socket beside
// DATA_DIR, uploads) is its user's alone, whatever umask it was started with
// (decision 0042). First, before anything is written.
process.umask(0o077);

const root = path.resolve(import.meta.dirname, "..");
const buildDirectory = path.resolve(root, process.env.BUILD_DIR ?? "build");
const serverBuild = path.join(buildDirectory, "server/index.js");
const development = process.argv.includes("--dev");
process.env.NODE_ENV ??= development ? "development" : "production";

interface AppModule {
  app: express.Express;
  env(): { PORT: number; SITE_URL?: string; ALLOWED_HOSTS: string[] };
  siteAddressSummary(settings: { SITE_URL?: string; ALLOWED_HOSTS: string[] }): string;
  openAppDatabase(): Promise<{ close(): Promise<void> }>;
  setupLinkIfNeeded(): Promise<string | null>;
  startBackgroundWork(): { stop(): Promise<void> };
  mailSummary(): string;
  backupSummary(): string;
  requestLogging: express.RequestHandler;
  requireHost: express.RequestHandler;
  servePageCache(securityHeaders: readonly string[]): express.RequestHandler;
  log: { info(fields: object, message?: string): void; fatal(fields: object, message?: string): void };
}

const server = express();
server.disable("x-powered-by");
// Once the server is stopping, a connection whose request is answered is closed
// after the answer, so a keep-alive connection cannot carry a new request in.
let stopping = false;
server.use((req, res, next) => {
  res.once("finish", () => {
    if (stopping) req.socket.end();
  });
  if (stopping) res.setHeader("Connection", "close");
  next();
});
const securityHeaders = helmet({
  // The HTML's policy carries a per-request nonce: app/entry.server.tsx sets it.
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  frameguard: { action: "deny" },
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
});
let appModule: AppModule;
if (development) {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ root, server: { middlewareMode: true } });
  const load = () => viteServer.ssrLoadModule("./server/app.ts") as Promise<AppModule>;
  appModule = await load();
  server.use(appModule.requireHost);
  server.use(securityHeaders);
  server.use(appModule.requestLogging);
  server.use(compression(), oneDrainListener);
  server.use(viteServer.middlewares);
  server.use(async (req, res, next) => {
    try {
      (await load()).app(req, res, next);
    } catch (error) {
      if (error instanceof Error) viteServer.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  if (buildIsStale()) build();
  appModule = (await import(serverBuild)) as AppModule;
  // Public pages are served from memory until something they show changes
  // (not in development, where the code changes under them); first, since
  // they are what crowds of parents ask for. A kept page is answered with the
  // same security headers, request id and log line as any other answer, put
  // together once rather than per request (decision 0034). Before it: a
  // request that names no host is refused, whatever its path.
  server.use(appModule.requireHost);
  server.use(appModule.servePageCache(headersSetBy(securityHeaders)));
  server.use(securityHeaders);
  server.use(appModule.requestLogging);
  // After the page cache, whose pages are compressed once, when they are kept.
  server.use(compression(), oneDrainListener);
  // Hashed file names change with their content, so they can be cached for a year. Each was compressed once as the
  // site was built, brotli and gzip (scripts/precompress-assets.ts): the copy the browser accepts is sent, and
  // compression() above passes over an answer already encoded (decision 0099).
  server.use(
    "/assets",
    expressStaticGzip(path.join(buildDirectory, "client/assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y" },
    }),
  );
  server.use(express.static(path.join(buildDirectory, "client"), { maxAge: "1h" }));
  server.use(appModule.app);
}

const port = appModule.env().PORT;
let database: { close(): Promise<void> };
let setupLink: string | null;
try {
  database = await appModule.openAppDatabase();
  setupLink = await appModule.setupLinkIfNeeded();
} catch (error) {
  appModule.log.fatal({ err: error }, error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const background = appModule.startBackgroundWork();
const listener = server.listen(port, () => {
  // The log is JSON lines, start-up included, so that one reader handles all of it.
  appModule.log.info({ port }, `School website ready on http://localhost:${port}`);
  appModule.log.info({}, appModule.siteAddressSummary(appModule.env()));
  appModule.log.info({}, appModule.mailSummary());
  appModule.log.info({}, appModule.backupSummary());
  if (setupLink) {
    appModule.log.info(
      { setupLink },
      `No admin account exists yet. Create the first one at ${setupLink} (it works once, for 24 hours), ` +
        `or run: npm run admin:create -- --email EMAIL --password PASSWORD --name NAME`,
    );
  }
});

// SIGTERM (systemd, Docker) and SIGINT (Ctrl-C): take no new connections,
// finish the requests under way (10 s at most), let the mail worker, a backup
// and the command-line tools' commands finish or stop safely, close the
// database, and leave.
const GRACE_MS = 10_000;
let closing: Promise<void> | undefined;
function stop(signal: string) {
  closing ??= (async () => {
    stopping = true;
    appModule.log.info({ signal }, "Stopping: finishing the requests under way");
    const drained = new Promise<void>((resolve) => listener.close(() => resolve()));
    listener.closeIdleConnections();
    const late = setTimeout(() => listener.closeAllConnections(), GRACE_MS);
    await drained;
    clearTimeout(late);
    await background.stop();
    await database.close();
    appModule.log.info({}, "Stopped");
  })()
    .catch((error: unknown) => {
      appModule.log.fatal({ err: error }, "Could not stop cleanly");
      process.exitCode = 1;
    })
    .finally(() => process.exit());
}
process.once("SIGTERM", () => stop("SIGTERM"));
process.once("SIGINT", () => stop("SIGINT"));

/**
 * The headers `middleware` sets, as `writeHead` takes them: helmet's, configured
 * as here, are the same on every answer whatever the request.
 */
function headersSetBy(middleware: express.RequestHandler): string[] {
  const headers: string[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.push(name, String(value)),
    removeHeader() {},
  };
  middleware({} as express.Request, recorder as unknown as express.Response, () => {});
  return headers;
}

/** True when there is no build, or a source file changed after it was made. */
function buildIsStale() {
  if (!fs.existsSync(serverBuild)) return true;
  const builtAt = fs.statSync(serverBuild).mtimeMs;
  const sources = [
    "app",
    "server",
    "db",
    "public",
    "package-lock.json",
    "vite.config.ts",
    "react-router.config.ts",
    "scripts/precompress-assets.ts",
  ];
  return sources.some((source) => newestChange(path.join(root, source)) > builtAt);
}

function newestChange(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry))), stat.mtimeMs);
}

function build() {
  console.log("Building the site for production…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
