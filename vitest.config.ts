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
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
