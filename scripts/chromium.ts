// Debian's Chromium, as the browser tests (playwright.config.ts) and the bench
// start it. Plain TypeScript importing only Node's own modules: Playwright's
// config loads it.
import fs from "node:fs";

/**
 * Debian's Chromium, the whole browser, or CHROMIUM_PATH: the bench measures with it what a parent's browser does
 * with a page (Lighthouse, a slow network). Nothing is downloaded.
 */
export const chromiumPath = () => process.env.CHROMIUM_PATH || "/usr/bin/chromium";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The browser tests' Chromium, or CHROMIUM_PATH: Debian's headless shell (`apt-get install
 * chromium-headless-shell`) where it is installed, the same Blink and V8 without the whole browser around them,
 * which runs the tests in about half the time (decision 0063); else the whole browser.
 */
export const testChromiumPath = () =>
  process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath());

/** Chromium's own calls home are refused on a closed network; these keep it quiet. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
