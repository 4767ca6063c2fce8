import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";

// A Vitest log and a Playwright JSON report as a run leaves them: one slow unit file, one unit failure, one browser
// test that failed and one that passed on its retry (a timeout, whose second error names the step that waited).
const folder = mkdtempSync(path.join(tmpdir(), "ci-report-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const unitLog = path.join(folder, "tests.log");
writeFileSync(
  unitLog,
  [
    " ✓ tests/integration/slow.test.ts (3 tests) 45200ms",
    " ❯ app/features/x/rule.test.ts (2 tests | 1 failed) 12ms",
    " FAIL  app/features/x/rule.test.ts > a rule > refuses a date that is none",
    "AssertionError: expected 200 to be 400",
    "  12| expect(status).toBe(400)",
  ].join("\n"),
);

const spec = (title: string, status: string, errors: object[]) => ({
  title,
  tests: [
    {
      status,
      results: [
        { duration: 61_000, errors },
        { duration: 3_000, errors: [] },
      ],
    },
  ],
});
const e2eReport = path.join(folder, "e2e.json");
writeFileSync(
  e2eReport,
  JSON.stringify({
    suites: [
      {
        file: "site/pages.spec.ts",
        title: "site/pages.spec.ts",
        specs: [
          spec("staff remove a page", "unexpected", [
            { message: "Test timeout of 60000ms exceeded." },
            {
              message: "Error: locator.click: Test timeout of 60000ms exceeded.",
              location: { file: path.resolve("tests/e2e/site/pages.spec.ts"), line: 42 },
            },
          ]),
          spec("a parent finds it", "flaky", [{ message: "\u001b[31mExpected: 0\u001b[39m\nReceived: 1" }]),
          spec("a parent reads it", "expected", []),
        ],
      },
    ],
  }),
);

// Run as .ci/run runs it: by the project's own Node, which takes TypeScript as it is.
const report = (...flags: string[]) =>
  execFileSync(
    path.resolve("node_modules/.bin/node"),
    ["scripts/ci-report.ts", "--unit-log", unitLog, "--e2e-report", e2eReport, ...flags],
    {
      encoding: "utf8",
    },
  );

describe("CI's last lines (scripts/ci-report.ts)", () => {
  test("name the slowest files, and on a failure each failed test with its error and the line it stopped at", () => {
    const out = report("--failed");
    expect(out).toContain("  192.0 s  tests/e2e/site/pages.spec.ts"); // each try of its three tests, summed
    expect(out).toContain("   45.2 s  tests/integration/slow.test.ts");
    const failed = out.slice(out.indexOf("== what failed"));
    expect(failed).toContain("FAIL  app/features/x/rule.test.ts > a rule > refuses a date that is none");
    expect(failed).toContain("AssertionError: expected 200 to be 400");
    expect(failed).toContain("FAIL tests/e2e/site/pages.spec.ts > staff remove a page");
    expect(failed).toContain("  (at tests/e2e/site/pages.spec.ts:42)");
    expect(failed).toContain("FLAKY tests/e2e/site/pages.spec.ts > a parent finds it\nExpected: 0\nReceived: 1");
    expect(failed).not.toContain("a parent reads it");
  });

  test("on a pass, name the browser tests that passed only on their retry", () => {
    const out = report();
    expect(out).not.toContain("== what failed");
    expect(out).toContain("== flaky: passed on the retry\n");
    expect(out).toContain("FLAKY tests/e2e/site/pages.spec.ts > a parent finds it");
  });
});
