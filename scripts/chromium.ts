// Debian's Chromium as the browser tests (playwright.config.ts) and the bench's
// Lighthouse start it. Plain TypeScript with no imports: Playwright's config loads it.

/** Debian's Chromium, or CHROMIUM_PATH; nothing is downloaded. */
export const chromiumPath = () => process.env.CHROMIUM_PATH || "/usr/bin/chromium";

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
