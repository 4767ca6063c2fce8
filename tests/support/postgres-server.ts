// A PostgreSQL server of a test's own, on a free port and a folder of its own, that the test may stop and start
// (the one at DATABASE_URL is every other test's). Its binaries are found as .ci/run finds them; as root, it runs
// as the `postgres` user (or .ci/run's `pgci`), since PostgreSQL refuses to run as root.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { freePort } from "../../scripts/free-port.ts";

function serverBinaries(): string {
  const candidates = [
    ...(process.env.PATH ?? "").split(path.delimiter),
    ...(fs.existsSync("/usr/lib/postgresql")
      ? fs
          .readdirSync("/usr/lib/postgresql")
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []),
  ];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, "pg_ctl")));
  if (!found) {
    throw new Error("This test starts a PostgreSQL server of its own: install PostgreSQL (initdb and pg_ctl)");
  }
  return found;
}

function serverUser(): string | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const user of ["postgres", "pgci"]) {
    try {
      execFileSync("id", ["-u", user], { stdio: "ignore" });
      return user;
    } catch {
      // not on this machine
    }
  }
  throw new Error("PostgreSQL refuses to run as root: add a `postgres` user");
}

export interface PostgresServer {
  /** `postgres://…/postgres` on the server. */
  url: string;
  stop(): void;
  start(): void;
  /** Stops it for good and removes its folder. */
  destroy(): void;
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = serverBinaries();
  const user = serverUser();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "school-pg-"));
  const dataDir = path.join(folder, "data");
  const port = await freePort();
  const run = (command: string, args: string[]) =>
    execFileSync(
      user ? "runuser" : path.join(bin, command),
      user ? ["-u", user, "--", path.join(bin, command), ...args] : args,
      {
        cwd: "/",
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
  if (user) execFileSync("chown", [user, folder]);
  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run("pg_ctl", ["-D", dataDir, "-l", path.join(folder, "log"), "-o", options, "-w", "start"]);
  const stop = () => run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
