// The request handler, built by Vite together with the app (see vite.config.ts)
// so the server and the routes share one database handle.
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";

import { cachedPageAt } from "~/cached-pages";
import { startDueNoticesSchedule } from "~/features/announcements/announcements.server";
import { backupStore } from "~/features/backups/backup-store.server";
import {
  backupBeforeMigrating,
  recordBackupBeforeMigrating,
  startBackupSchedule,
} from "~/features/backups/backups.server";
import { startGatewayWorker } from "~/features/broadcasts/gateway.server";
import { registerControlCommands } from "~/features/control/control-commands.server";
import { startLinkCheckSchedule } from "~/features/links/links.server";
import { startMailWorker } from "~/features/mail/mail-worker.server";
import {
  listenForPageChanges,
  pageFillContext,
  servePageCache as servePages,
  type PageCacheLocals,
} from "~/features/page-cache/page-cache.server";
import { startRetentionSchedule } from "~/features/retention/retention.server";
import { issueSetupLink } from "~/features/setup/setup.server";
import { controlCommandsFinished } from "~/lib/database/control.server";
import { databaseConfigFromEnv, openDatabase, setCurrentDatabase } from "~/lib/database/db.server";
import { env } from "~/lib/server/env.server";
import { log, startRequestLog } from "~/lib/server/log.server";
import { clientAddressContext } from "~/lib/server/request-context";
import { inRequestScope } from "~/lib/server/request-scope.server";
import { isUsableHost, siteAddressSummary } from "~/lib/server/site-url.server";

export { env, log, siteAddressSummary };

/** The page cache's middleware (server/main.ts puts it first), over the pages app/cached-pages.ts lists. */
export const servePageCache = (securityHeaders: readonly string[]) => servePages(cachedPageAt, securityHeaders);

/**
 * First of every request, static files included, but after the page cache,
 * which does the same for the pages it answers (server/main.ts): its id (the
 * X-Request-Id header, both ways) on every line logged while it is handled, and
 * one JSON line when it is answered (decision 0028).
 */
export const requestLogging: express.RequestHandler = (req, res, next) => {
  const requestId = startRequestLog(req, res);
  res.setHeader("X-Request-Id", requestId);
  inRequestScope(requestId, next, res);
};

const NO_HOST = "Bad Request: the request names no host (Host header)";

/**
 * First of all, before the page cache: a request must name a host, since
 * every page is answered for a URL made of it. HTTP/1.0 may send no Host, and
 * an empty or malformed one names none either: refused with 400 and one line
 * in the log, never a 500 (decision 0017). /healthz is answered as ever (its
 * answer names no address), so that a load balancer's HTTP/1.0 check works.
 */
export const requireHost: express.RequestHandler = (req, res, next) => {
  // Behind a trusted proxy (TRUST_PROXY, the app's "trust proxy") the host is the first X-Forwarded-Host, when
  // there is one, as Express's req.hostname reads it.
  const forwarded = env().TRUST_PROXY ? req.get("X-Forwarded-Host")?.split(",")[0]?.trim() : undefined;
  if (isUsableHost(req.headers.host) && (!forwarded || isUsableHost(forwarded))) return next();
  if (req.path === "/healthz") {
    req.headers.host = "localhost";
    delete req.headers["x-forwarded-host"];
    return next();
  }
  log.warn(
    { req: { method: req.method, path: req.path }, res: { status: 400 } },
    `Refused: 400 Bad Request: the request names no host`,
  );
  res.status(400).set("X-Content-Type-Options", "nosniff").type("text/plain").send(NO_HOST);
};

/**
 * Opens the configured database, hands it to the app, and migrates and seeds
 * it; when this version brings migrations to a database that has data, it
 * first takes a backup of it as it is (decision 0030).
 */
export async function openAppDatabase() {
  const database = await openDatabase(databaseConfigFromEnv(env()));
  try {
    setCurrentDatabase(database);
    const before = await backupBeforeMigrating().catch((error: unknown) => {
      throw new Error(
        `Could not take a backup before applying this version's migrations, so none were applied: ${(error as Error).message}`,
        { cause: error },
      );
    });
    await database.prepare();
    if (before) await recordBackupBeforeMigrating(before);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** While no admin exists: a one-time link to the setup page, for the start-up log (decision 0022). */
export function setupLinkIfNeeded() {
  const { SITE_URL, PORT } = env();
  return issueSetupLink(SITE_URL ? new URL(SITE_URL).origin : `http://localhost:${PORT}`);
}

/** The start-up line that says where e-mail goes (the SMTP server's host, never its password). */
export function mailSummary() {
  const { SMTP_URL, MAIL_FROM } = env();
  if (!SMTP_URL) return "E-mail: not set up (SMTP_URL); mail waits in the outbox until it is";
  const { hostname, port, protocol } = new URL(SMTP_URL);
  return `E-mail: sent as ${MAIL_FROM} through ${protocol}//${hostname}${port ? `:${port}` : ""}`;
}

/**
 * The work the server does besides answering requests: sending the mail
 * outbox and the gateway's messages, the nightly backup, the daily retention run, the weekly link check, the command-line
 * tools' commands, and hearing which pages other processes changed.
 * `stop()` lets each finish or stop safely, before the database closes.
 */
export function startBackgroundWork() {
  const pageChanges = listenForPageChanges();
  const mail = startMailWorker();
  const gateway = startGatewayWorker();
  const backups = startBackupSchedule();
  const retention = startRetentionSchedule();
  const dueNotices = startDueNoticesSchedule();
  const links = env().LINK_CHECK === "off" ? null : startLinkCheckSchedule();
  registerControlCommands();
  return {
    async stop() {
      await Promise.all([
        mail?.stop(),
        gateway.stop(),
        backups?.stop(),
        retention.stop(),
        dueNotices.stop(),
        links?.stop(),
        controlCommandsFinished(),
        pageChanges.stop(),
      ]);
    },
  };
}

/** The start-up line that says when and where backups are taken. */
export function backupSummary() {
  const { BACKUP_SCHEDULE, SCHOOL_TIMEZONE } = env();
  const where = backupStore().describe();
  return BACKUP_SCHEDULE === "off"
    ? `Backups: nightly backups are off (BACKUP_SCHEDULE=off); npm run backup writes to ${where}`
    : `Backups: every night at ${BACKUP_SCHEDULE} (${SCHOOL_TIMEZONE}) to ${where}`;
}

export const app = express();
app.disable("x-powered-by");
app.set("trust proxy", trustProxySetting(env().TRUST_PROXY));
// Pages are read (GET, HEAD) and forms are sent (POST); nothing else is served.
// Other methods are refused here: TRACE and CONNECT cannot even become a
// fetch Request, so they would otherwise end in a 500.
const ALLOWED_METHODS = ["GET", "HEAD", "POST"];
app.use((req, res, next) => {
  if (ALLOWED_METHODS.includes(req.method)) return next();
  res.set("Allow", ALLOWED_METHODS.join(", ")).status(405).type("text/plain").send("Method Not Allowed");
});
app.use(
  createRequestHandler({
    // The build itself in production, so React Router prepares its table of routes once, not on every request as
    // it does for a function (decision 0061); in development, the function that gives the build as files change.
    build: import.meta.env.PROD
      ? await import("virtual:react-router/server-build")
      : () => import("virtual:react-router/server-build"),
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(clientAddressContext, req.ip ?? req.socket.remoteAddress ?? "unknown");
      context.set(pageFillContext, (res.locals as PageCacheLocals).pageFill ?? null);
      return context;
    },
  }),
);

function trustProxySetting(value: string | undefined): boolean | number | string {
  if (!value || value === "false") return false;
  if (value === "true") return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}
