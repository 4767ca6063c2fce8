// A throwaway PostgreSQL server for the bench when DATABASE_URL names none, started as .ci/run starts CI's: Debian's
// initdb and pg_ctl (installed when missing), a cluster in a temporary directory that trusts local connections, a
// free port on the loopback, and no durability (fsync off), for it is thrown away. PostgreSQL refuses to run as
// root, so as root it runs as the postgres user, or a system user of its own made as CI makes one.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { ensureInstalled } from "./bench-debian";
import { freePort } from "./free-port";

/** Debian's initdb: on the PATH, or the newest version's under /usr/lib/postgresql. */
function initdbPath() {
  const versions = fs.existsSync("/usr/lib/postgresql")
    ? fs
        .readdirSync("/usr/lib/postgresql")
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin/initdb`)
    : [];
  const candidates = ["/usr/local/bin/initdb", "/usr/bin/initdb", ...versions];
  return fs.realpathSync(ensureInstalled("PostgreSQL", candidates, ["postgresql"]));
}

/** The user the server runs as: this one, or when root one that is not. */
function serverUser(): string | null {
  if (process.getuid?.() !== 0) return null;
  const exists = (name: string) => {
    try {
      execFileSync("id", [name], { stdio: "ignore" });
      return true;
    } catch {
      return false;
    }
  };
  if (exists("postgres")) return "postgres";
  if (!exists("pgci")) {
    execFileSync("useradd", ["--system", "--user-group", "--no-create-home", "--shell", "/bin/false", "pgci"]);
  }
  return "pgci";
}

/** Starts the server; its URL (the postgres database, as DATABASE_URL names one) and the way to stop and remove it. */
export async function startPostgres(): Promise<{ url: string; stop(): void }> {
  const bin = path.dirname(initdbPath());
  const user = serverUser();
  const run = (command: string, args: string[]) =>
    execFileSync(user ? "runuser" : command, user ? ["-u", user, "--", command, ...args] : args, {
      cwd: "/",
      stdio: ["ignore", "ignore", "inherit"],
    });
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pg-"));
  const data = path.join(directory, "data");
  const socket = path.join(directory, "sock");
  fs.mkdirSync(data);
  fs.mkdirSync(socket);
  if (user) execFileSync("chown", ["-R", user, directory]);
  const port = await freePort();
  let started = false;
  const stop = () => {
    if (started) run(path.join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]);
    started = false;
    fs.rmSync(directory, { recursive: true, force: true });
  };
  try {
    run(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C"]);
    const settings = ["fsync=off", "synchronous_commit=off", "full_page_writes=off", "listen_addresses=127.0.0.1"];
    run(path.join(bin, "pg_ctl"), [
      "-D",
      data,
      "-l",
      path.join(directory, "server.log"),
      "-w",
      "start",
      "-o",
      `-p ${port} -k ${socket} ${settings.map((setting) => `-c ${setting}`).join(" ")}`,
    ]);
    started = true;
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
