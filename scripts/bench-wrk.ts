// The benchmark's load generator: wrk, Debian's package, with one thread.
// autocannon (Node) topped out near 25,000 requests a second on a two-core
// machine, so beside nginx it measured itself (decision 0034). Each run also
// measures the CPU time wrk used, and that of the processes under load, so a
// reader can see that the load generator is not what limits the figure.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { ensureInstalled } from "./bench-debian";

/** What Chromium sends: the servers must answer compressed, as they do for a browser. */
export const BROWSER_HEADERS = { "Accept-Encoding": "gzip, deflate, br, zstd" };

export interface LoadFigures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Socket errors, timeouts and answers other than 2xx and 3xx. */
  errors: number;
  /** CPU time wrk used, as a share of one core (1 = a whole core: wrk would be the bottleneck). */
  wrkCore: number;
  /** CPU time the measured processes used, as a share of one core. */
  serverCore: number;
  /** The measured processes' CPU time per request, in microseconds. */
  serverMicroseconds: number;
}

// wrk's hook at the end of a run, which prints the 95th percentile of its latencies.
const P95_SCRIPT = path.join(import.meta.dirname, "bench-wrk-p95.lua");

const ensureWrk = () => ensureInstalled("wrk", ["/usr/bin/wrk", "/usr/local/bin/wrk"], ["wrk"]);

let clockTicks: number | undefined;

/** CPU seconds used so far by `pids` (all their threads), from Linux's /proc. */
export function cpuSeconds(pids: number[]): number {
  clockTicks ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  let ticks = 0;
  for (const pid of pids) {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // After the command's name in parentheses: state is field 3, utime 14 and stime 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / clockTicks;
}

const MS = { us: 0.001, ms: 1, s: 1000 } as const;

/** "1.23ms", "850.00us", "1.05s" as milliseconds. */
function milliseconds(text: string): number {
  const [, value, unit] = /^([\d.]+)(us|ms|s)$/.exec(text) ?? [];
  if (!value) throw new Error(`wrk printed a latency of "${text}"`);
  return Number(value) * MS[unit as keyof typeof MS];
}

/** wrk's report and the CPU time it used (the shell's `times`: user and system time of its children). */
function runWrk(args: string[]): Promise<{ report: string; wrkSeconds: number }> {
  const binary = ensureWrk();
  return new Promise((resolve, reject) => {
    const child = spawn("sh", ["-c", `"$0" "$@"; status=$?; times; exit $status`, binary, ...args], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code !== 0) return reject(new Error(`wrk failed (${code}):\n${output}`));
      // `times` prints two lines: the shell's own times, then its children's.
      const times = output.trimEnd().split("\n").slice(-2);
      const [user = 0, system = 0] = [...times[1]!.matchAll(/(\d+)m([\d.]+)s/g)].map(
        ([, minutes, seconds]) => Number(minutes) * 60 + Number(seconds),
      );
      resolve({ report: output, wrkSeconds: user + system });
    });
  });
}

/**
 * `url` under load from `connections` connections for `seconds`, after a
 * second's warm-up that is not counted (the JIT compiles the hot path, the
 * page cache fills); `pids` are the processes whose CPU time is measured.
 */
export async function wrk(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string>; pids: number[] },
): Promise<LoadFigures> {
  const headers = Object.entries({ ...BROWSER_HEADERS, ...options.headers }).flatMap(([name, value]) => [
    "-H",
    `${name}: ${value}`,
  ]);
  const common = [
    "-t1",
    `-c${options.connections}`,
    "--latency",
    "--timeout",
    "10s",
    "-s",
    P95_SCRIPT,
    ...headers,
    url,
  ];
  await runWrk(["-d1s", ...common]);
  const cpuBefore = cpuSeconds(options.pids);
  const { report, wrkSeconds } = await runWrk([`-d${options.seconds}s`, ...common]);
  const serverSeconds = cpuSeconds(options.pids) - cpuBefore;

  const figure = (pattern: RegExp) => {
    const found = pattern.exec(report)?.[1];
    if (found === undefined) throw new Error(`No ${pattern.source} in wrk's report for ${url}:\n${report}`);
    return found;
  };
  const requests = Number(figure(/(\d+) requests in/));
  const elapsed = milliseconds(figure(/requests in ([\d.]+(?:us|ms|s)),/)) / 1000;
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
  return {
    rps: Math.round(Number(figure(/Requests\/sec:\s+([\d.]+)/))),
    p50: round(milliseconds(figure(/^\s+50%\s+(\S+)\s*$/m)), 2),
    // wrk's own table has the 50th, 75th, 90th and 99th; the 95th is what the goals name, so its script prints it.
    p95: round(Number(figure(/^p95 ([\d.]+)us$/m)) / 1000, 2),
    p99: round(milliseconds(figure(/^\s+99%\s+(\S+)\s*$/m)), 2),
    errors:
      Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0) +
      (socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0),
    wrkCore: round(wrkSeconds / elapsed, 2),
    serverCore: round(serverSeconds / elapsed, 2),
    serverMicroseconds: Math.round((serverSeconds / requests) * 1e6),
  };
}
