import { defineConfig } from "vitest/config";

import { linguiPlugins } from "./vite.config.ts";

// Unit and integration tests (real databases, no browser). Browser tests: playwright.config.ts.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: linguiPlugins(),
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "db/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "eslint/**/*.test.ts",
      "tests/integration/**/*.test.{ts,tsx}",
    ],
    environment: "node",
    // Two files at a time on a two-core machine (Vitest's default leaves one core idle): most files spend their time
    // waiting on a database, a child process or a socket.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
