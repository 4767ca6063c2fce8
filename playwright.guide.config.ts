// The office guide's pictures (docs/using.md): `npm run guide:pictures` opens the product as the browser tests do (its
// own server on a fresh database, Debian's Chromium) and writes each picture to docs/images/. Not part of `npm test`:
// the pictures are taken again when the pages they show change.
import { defineConfig } from "@playwright/test";

import browserTests from "./playwright.config.ts";

export default defineConfig({
  ...browserTests,
  testDir: "scripts/guide",
  retries: 0,
  workers: 1,
  reporter: "line",
  projects: [{ name: "guide" }],
});
