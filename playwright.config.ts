import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

import { CHROMIUM_FLAGS, testChromiumPath } from "./scripts/chromium.ts";
import { freePort } from "./scripts/free-port.ts";

// Browser tests drive Debian's Chromium, its headless shell where installed (or CHROMIUM_PATH); nothing is downloaded.
const executablePath = testChromiumPath();
if (!fs.existsSync(executablePath)) {
  throw new Error(
    `No Chromium at ${executablePath}. Install Debian's (apt-get install chromium-headless-shell) ` +
      `or set CHROMIUM_PATH to a Chromium or Chrome executable.`,
  );
}

// Free ports, chosen once: Playwright loads this file again in each worker,
// which inherits them from the runner and so finds the same servers.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_SITE_WIDE_PORT ??= String(await freePort());
// Where the browser tests' SMTP servers keep the mail they receive (tests/e2e/support/serve.ts,
// tests/e2e/support/mail.ts).
process.env.E2E_MAIL_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "school-e2e-mail-"));
const port = Number(process.env.E2E_PORT);
const siteWidePort = Number(process.env.E2E_SITE_WIDE_PORT);
export const baseURL = `http://localhost:${port}`;

// Specs that change what every page shows: the settings (back-office/settings and logo-settings), the alerts
// (site/alerts), and the pages in every menu (site/school-pages). Matched by file name, whatever the folder. They
// run on a server and database of their own, beside the others, which read the seeded values (decision 0094).
const SITE_WIDE_CHANGES = /(settings|alerts|school-pages)\.spec\.ts$/;

// The two sites, each a production build on a fresh database of its own (tests/e2e/support/serve.ts), prepared at
// once; the site-wide one answers first, so the address Playwright waits for means both are up.
const webServer = {
  command: "node tests/e2e/support/serve.ts",
  url: `http://localhost:${port}/healthz`,
  // Requests are not logged (thousands of lines); warnings and errors are. E2E_LOG_LEVEL=info shows them all.
  env: { LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn" },
  reuseExistingServer: false,
  timeout: 240_000,
  stdout: "pipe" as const,
  stderr: "pipe" as const,
  // SIGTERM, not Playwright's default SIGKILL, so serve.ts removes the run's databases.
  gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Three on two cores: a browser test waits on the page, the server and the database as much as it works, and a
  // third worker fills those waits (decision 0089).
  workers: 3,
  // The longest tests sign in several times (each a deliberately slow password hash): on a slow two-core
  // machine they take close to Playwright's default 30 s.
  timeout: 60_000,
  // In CI, also a JSON report (E2E_REPORT) from which .ci/run prints the slowest specs and what failed.
  reporter: process.env.CI
    ? [["line"], ...(process.env.E2E_REPORT ? [["json", { outputFile: process.env.E2E_REPORT }] as const] : [])]
    : "list",
  use: {
    baseURL,
    // A trace costs every test half as much again in the browser's and the worker's CPU (decision 0089). In CI, a
    // test that fails is run once more with one, so what failed still has its trace; while working, every failure
    // keeps the trace of its one run.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath,
      args: CHROMIUM_FLAGS,
    },
  },
  // Playwright runs one project's tests before the next's: the site-wide specs, a few long tests, go first, so the
  // run ends on the many short ones of the whole-site sweeps rather than on a long test with the other workers idle.
  projects: [
    { name: "site-wide changes", testMatch: SITE_WIDE_CHANGES, use: { baseURL: `http://localhost:${siteWidePort}` } },
    { name: "site", testIgnore: SITE_WIDE_CHANGES },
  ],
  webServer,
});
