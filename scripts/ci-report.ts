// What .ci/run prints last: the slowest test files of the run, and on a failure the failed tests with their first
// lines of error (on a pass, the browser tests that passed only on their retry), so that the end of CI's output
// (often all a reader gets) says what broke.
// Reads Vitest's output as printed and Playwright's JSON report. Plain TypeScript: Node runs it directly.
//   node scripts/ci-report.ts --unit-log FILE --e2e-report FILE [--failed]
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: { "unit-log": { type: "string" }, "e2e-report": { type: "string" }, failed: { type: "boolean" } },
});

const stripColours = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, ""); // eslint-disable-line no-control-regex
const read = (file: string | undefined) =>
  file && fs.existsSync(file) ? stripColours(fs.readFileSync(file, "utf8")) : "";

interface FileTime {
  file: string;
  ms: number;
}

/** Vitest's line for each file: ` ✓ tests/x.test.ts (13 tests) 4520ms` (or ❯ with its failures). */
function unitFileTimes(log: string): FileTime[] {
  return [...log.matchAll(/^\s*[✓❯×]\s+(\S+\.test\.tsx?)\s+\(\d+ tests?[^)]*\)\s+(\d+)ms/gm)].map((match) => ({
    file: match[1]!,
    ms: Number(match[2]),
  }));
}

interface ReportError {
  message?: string;
  location?: { file: string; line: number };
}

interface Suite {
  file?: string;
  title: string;
  suites?: Suite[];
  specs?: {
    title: string;
    tests: { status: string; results: { duration: number; errors?: ReportError[] }[] }[];
  }[];
}

function* specsOf(suite: Suite, file: string): Generator<{ file: string; spec: NonNullable<Suite["specs"]>[number] }> {
  for (const spec of suite.specs ?? []) yield { file, spec };
  for (const inner of suite.suites ?? []) yield* specsOf(inner, file);
}

function e2eSpecs(reportText: string) {
  if (!reportText) return [];
  const report = JSON.parse(reportText) as { suites: Suite[] };
  return report.suites.flatMap((suite) => [...specsOf(suite, suite.file ?? suite.title)]);
}

const unitLog = read(values["unit-log"]);
const specs = e2eSpecs(read(values["e2e-report"]));

const e2eTimes = new Map<string, number>();
for (const { file, spec } of specs) {
  const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
  e2eTimes.set(file, (e2eTimes.get(file) ?? 0) + ms);
}
const times = [
  ...unitFileTimes(unitLog),
  ...[...e2eTimes].map(([file, ms]) => ({ file: `tests/e2e/${file}`, ms })),
].sort((a, b) => b.ms - a.ms);
if (times.length > 0) {
  console.log("\n== the slowest 15 test files (each file's own time; two run at once)");
  for (const { file, ms } of times.slice(0, 15)) console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
}

// On a failure, what failed; on a pass too, a browser test that passed only on its retry, so a flaky one is seen.
{
  const lines: string[] = [];
  // Vitest: each failure's heading, and the lines of its error up to the source excerpt.
  const unitLines = values.failed ? unitLog.split("\n") : [];
  unitLines.forEach((line, i) => {
    if (!/^\s*FAIL\s/.test(line)) return;
    lines.push(line.trim(), ...unitLines.slice(i + 1, i + 6).filter((next) => next.trim() && !/^\s*\d+\|/.test(next)));
  });
  for (const { file, spec } of specs) {
    const test = spec.tests.find((one) => one.status === "unexpected" || one.status === "flaky");
    if (!test) continue;
    lines.push(`${test.status === "flaky" ? "FLAKY" : "FAIL"} tests/e2e/${file} > ${spec.title}`);
    // Each error of the first failed try, with the line it stopped at: a timeout's second error names the step that
    // waited.
    for (const error of test.results.find((result) => result.errors?.length)?.errors ?? []) {
      const where = error.location
        ? `  (at ${path.relative(process.cwd(), error.location.file)}:${error.location.line})`
        : "";
      lines.push(
        ...stripColours(error.message ?? "")
          .split("\n")
          .slice(0, 4),
        ...(where ? [where] : []),
      );
    }
  }
  if (values.failed) {
    console.log("\n== what failed");
    console.log(lines.length > 0 ? lines.join("\n") : "(no failed test found in the reports: see the output above)");
  } else if (lines.length > 0) {
    console.log("\n== flaky: passed on the retry");
    console.log(lines.join("\n"));
  }
}
