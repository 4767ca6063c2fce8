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
    // Three files at a time on a two-core machine: most files spend much of their time waiting on a database, a child
    // process or a socket, and with two the cores were a sixth idle (decision 0098).
    maxWorkers: 3,
    // The files of a worker share one module graph, one after another: the app is imported once per worker, not
    // once per file (decision 0078). Each file starts from the run's environment (tests/support/each-file.ts).
    isolate: false,
    setupFiles: ["tests/support/each-file.ts"],
    // Names the run, whose migrated and seeded databases the tests copy (decision 0089).
    globalSetup: ["tests/support/database-run.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
