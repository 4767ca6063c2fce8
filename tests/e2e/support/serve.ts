// Starts the browser tests' production servers (playwright.config.ts), the sites at E2E_PORT and at
// E2E_SITE_WIDE_PORT (decision 0094), each on a database of its own: a new PostgreSQL database when DATABASE_URL is
// set, else a new PGlite directory.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { freshDatabase } from "../../../scripts/fresh-database.ts";
import { START_ENV, START_FLAGS } from "../../../scripts/start-flags.ts";
import { TestMailServer } from "../../support/smtp.ts";
import { E2E_ADMIN } from "./accounts.ts";

/** One site on a fresh database of its own, at `port`, prepared but not yet started. */
async function prepareSite(port: string) {
  const database = await freshDatabase(`e2e_${port}`);
  // A real SMTP server in this process; each mail it receives is kept as a file in E2E_MAIL_DIR (playwright.config.ts).
  const smtp = await TestMailServer.start({ saveTo: process.env.E2E_MAIL_DIR });
  // Backups of this throwaway database go to a folder of the run's own, and only when a test asks.
  const backups = fs.mkdtempSync(path.join(os.tmpdir(), "school-e2e-backups-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...START_ENV,
    NODE_ENV: "production",
    PORT: port,
    ...database.env,
    // As long as a real install's folder, with no hyphen to break at: the dashboard must wrap it on a phone.
    BACKUP_DIR: path.join(backups, "srv", "fatehabadschool", "website", "backups"),
    BACKUP_SCHEDULE: "off",
    // A weekly link check would follow every spec's links in the middle of the run (docs/specification.md §25).
    LINK_CHECK: "off",
    SMTP_URL: smtp.url,
    MAIL_FROM: "School Office <office@e2e.school.test>",
  };
  const cleanup = async () => {
    await smtp.stop();
    await database.cleanup();
    fs.rmSync(backups, { recursive: true, force: true });
  };
  try {
    // The first admin, made the way the README tells the school's vendor to; then the fixtures.
    await run(
      ["scripts/admin-create.ts", "--email", E2E_ADMIN.email, "--password", E2E_ADMIN.password, "--name", "E2E Admin"],
      env,
    );
    await run(["tests/e2e/support/fixtures.ts"], env);
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { env, cleanup };
}

/** A TypeScript script run with tsx, its output shown; rejects if it fails. */
function run(args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn("node_modules/.bin/tsx", args, { env, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${args[0]} exited with ${code}`))));
  });
}

/** Answers once the site at `port` answers /healthz, or the run is being stopped. */
async function healthy(port: string) {
  while (!stopping) {
    const answered = await fetch(`http://localhost:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// A stop asked for while the sites are prepared is kept until they are, so that what was prepared is removed.
const servers: ChildProcess[] = [];
let stopping = false;
const stop = () => {
  stopping = true;
  for (const server of servers) server.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

// Both sites are prepared at once; the second starts once the first answers, so that only one server builds the
// site when its sources changed, and Playwright, which waits for the second's address (playwright.config.ts), finds
// both up.
const ports = [process.env.E2E_SITE_WIDE_PORT, process.env.E2E_PORT].filter((port): port is string => !!port);
const prepared = await Promise.allSettled(ports.map(prepareSite));
const sites = prepared.flatMap((site) => (site.status === "fulfilled" ? [site.value] : []));
if (sites.length < ports.length) {
  for (const site of prepared) if (site.status === "rejected") console.error(site.reason);
  await Promise.all(sites.map((site) => site.cleanup()));
  process.exit(1);
}

// Once a server exits, the others are stopped (the run cannot go on with half its sites), then every site's
// database, mail server and backups are removed, started or not, and the process exits with the first one's code.
let finishing: Promise<void> | undefined;
const finish = (code: number) => {
  finishing ??= (async () => {
    stop();
    await Promise.all(
      servers.map((server) =>
        server.exitCode === null && server.signalCode === null ? once(server, "exit") : undefined,
      ),
    );
    await Promise.all(sites.map((site) => site.cleanup()));
    // The folder playwright.config.ts made for this run (not one the caller chose).
    const mailDir = process.env.E2E_MAIL_DIR;
    if (mailDir && path.basename(mailDir).startsWith("school-e2e-mail-"))
      fs.rmSync(mailDir, { recursive: true, force: true });
    process.exit(code);
  })();
};
for (const [index, site] of sites.entries()) {
  if (stopping) break;
  const server = spawn(process.execPath, [...START_FLAGS, "server/main.ts"], { env: site.env, stdio: "inherit" });
  servers.push(server);
  server.on("exit", (code) => finish(code ?? 0));
  if (index < sites.length - 1) await healthy(ports[index]!);
}
// Stopped before any server started: nothing will exit to clean up after the run.
if (servers.length === 0) finish(0);
