// Starts the production server for the browser tests on a database of its own:
// a new PostgreSQL database when DATABASE_URL is set, else a new PGlite directory.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { freshDatabase } from "../../../scripts/fresh-database.ts";
import { START_ENV, START_FLAGS } from "../../../scripts/start-flags.ts";
import { TestMailServer } from "../../support/smtp.ts";
import { E2E_ADMIN } from "./accounts.ts";

const database = await freshDatabase("e2e");
// A real SMTP server in this process; each mail it receives is kept as a file in E2E_MAIL_DIR (playwright.config.ts).
const smtp = await TestMailServer.start({ saveTo: process.env.E2E_MAIL_DIR });
// Backups of this throwaway database go to a folder of the run's own, and only when a test asks.
const backups = fs.mkdtempSync(path.join(os.tmpdir(), "school-e2e-backups-"));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  ...START_ENV,
  NODE_ENV: "production",
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
  // The folder playwright.config.ts made for this run (not one the caller chose).
  const mailDir = process.env.E2E_MAIL_DIR;
  if (mailDir && path.basename(mailDir).startsWith("school-e2e-mail-"))
    fs.rmSync(mailDir, { recursive: true, force: true });
};

// The first admin, made the way the README tells the school's vendor to.
const created = spawnSync(
  "node_modules/.bin/tsx",
  ["scripts/admin-create.ts", "--email", E2E_ADMIN.email, "--password", E2E_ADMIN.password, "--name", "E2E Admin"],
  { env, stdio: "inherit" },
);
if (created.status !== 0) process.exit(created.status ?? 1);
const fixtures = spawnSync("node_modules/.bin/tsx", ["tests/e2e/support/fixtures.ts"], { env, stdio: "inherit" });
if (fixtures.status !== 0) process.exit(fixtures.status ?? 1);

const server = spawn(process.execPath, [...START_FLAGS, "server/main.ts"], { env, stdio: "inherit" });
const stop = () => server.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => {
  void cleanup().finally(() => process.exit(code ?? 0));
});
