// Runs the unit and integration tests with the machine's clock moved to the moments where a date-bound test breaks:
// a year ahead, the last evening of a session (31 March, 23:30 in the school's zone), and the first minutes of a
// year in the school's zone (1 January, 00:15), which is still 31 December in UTC. No test may depend on the day or
// the hour it runs (docs/developing.md).
//
// The clock is moved by Debian's libfaketime (`apt-get install faketime`), preloaded into Vitest and every process
// it starts, as an offset from the real clock, so that every process sees the same moved time and it goes on
// ticking. The embedded database (PGlite) reads that clock too; a PostgreSQL server's clock cannot be moved from
// here, so DATABASE_URL is left out and the tests run on PGlite alone. The kernel's clock stays where it is, and it
// stamps the files: the embedded database's lock, which proper-lockfile judges stale by its file's time against the
// process's clock, would look a year old at once, so its test (no date in it) is left out of these runs.
//
//   npm run test:clock                                   all three moments, every unit and integration test
//   npm run test:clock -- --moment=january              one moment (year, march, january)
//   npm run test:clock -- tests/integration/alerts/alerts.test.ts   some files, as Vitest takes them
// Plain TypeScript with relative imports: Node runs it directly.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

import { DEFAULT_SCHOOL_TIMEZONE, schoolInstant } from "../db/time.ts";

type Moment = { name: string; label: string; at: (now: Date) => Date };

/** The first `month-day` at `time` in the school's zone after `now`. */
function next(monthDay: string, time: string, now: Date): Date {
  let year = now.getUTCFullYear();
  let at = schoolInstant(`${year}-${monthDay}`, time, DEFAULT_SCHOOL_TIMEZONE);
  while (at <= now) at = schoolInstant(`${++year}-${monthDay}`, time, DEFAULT_SCHOOL_TIMEZONE);
  return at;
}

export const MOMENTS: Moment[] = [
  { name: "year", label: "a year ahead", at: (now) => new Date(now.getTime() + 365 * 24 * 3600 * 1000) },
  { name: "march", label: "31 March, 23:30 in the school's zone", at: (now) => next("03-31", "23:30:00", now) },
  { name: "january", label: "1 January, 00:15 in the school's zone", at: (now) => next("01-01", "00:15:00", now) },
];

/** The tests that compare a file's time, as the kernel stamps it, with the process's clock (see above). */
const KERNEL_CLOCK_TESTS = "tests/integration/operations/control-socket.test.ts";

/** Debian's libfaketime, wherever the machine's architecture keeps it. */
function libfaketime(): string | undefined {
  const roots = ["/usr/lib", ...readdirSafe("/usr/lib").map((dir) => path.join("/usr/lib", dir))];
  return roots.map((root) => path.join(root, "faketime", "libfaketime.so.1")).find((file) => existsSync(file));
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function main(args: string[]) {
  const library = libfaketime();
  if (!library) {
    console.error("The moved-clock tests need Debian's libfaketime: apt-get install faketime");
    process.exit(1);
  }
  const chosen = args.find((arg) => arg.startsWith("--moment="))?.slice("--moment=".length);
  const vitestArgs = args.filter((arg) => !arg.startsWith("--moment="));
  const moments = chosen ? MOMENTS.filter((moment) => moment.name === chosen) : MOMENTS;
  if (moments.length === 0) {
    console.error(`No moment "${chosen}": choose one of ${MOMENTS.map((moment) => moment.name).join(", ")}.`);
    process.exit(1);
  }

  const results: string[] = [];
  for (const moment of moments) {
    const now = new Date();
    const at = moment.at(now);
    const offset = Math.round((at.getTime() - now.getTime()) / 1000);
    console.log(`\n== The tests at ${moment.label}: ${at.toISOString()} (the clock moved by ${offset} s)`);
    const { DATABASE_URL: _postgres, ...inherited } = process.env;
    const env = { ...inherited, LD_PRELOAD: library, FAKETIME: `+${offset}`, FAKETIME_DONT_FAKE_MONOTONIC: "1" };
    const run = spawnSync("npx", ["vitest", "run", `--exclude=${KERNEL_CLOCK_TESTS}`, ...vitestArgs], {
      env,
      stdio: "inherit",
    });
    results.push(`${run.status === 0 ? "passed" : "FAILED"}: ${moment.label}`);
  }
  console.log(`\n${results.join("\n")}`);
  if (results.some((result) => result.startsWith("FAILED"))) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2));
