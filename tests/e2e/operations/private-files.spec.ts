// The embedded database is its user's alone (decision 0042): a server started
// on a DATA_DIR that does not exist yet makes it 0700, and every file PGlite
// writes in it is 0600, whatever the umask it was started with (here none at
// all); the socket beside it and the backups (BACKUP_DIR and each file) too. A
// folder left readable by an older version is made private at start, and the
// log says so in one line.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

import { freePort } from "../../../scripts/free-port.ts";
import { contactPost, npmRun, startOwnServer, type OwnServer } from "../support/own-server.ts";
import { expect, test } from "../support/test";

/** Every folder and file under `dir` (itself included) whose mode is not 0700 or 0600: "<mode> <path>". */
function notPrivate(dir: string): string[] {
  const found: string[] = [];
  const visit = (target: string) => {
    const stat = fs.lstatSync(target);
    const mode = stat.mode & 0o777;
    if (mode !== (stat.isDirectory() ? 0o700 : 0o600)) found.push(`${mode.toString(8)} ${path.relative(dir, target)}`);
    if (stat.isDirectory()) for (const entry of fs.readdirSync(target)) visit(path.join(target, entry));
  };
  visit(dir);
  return found;
}

const modeOf = (target: string) => (fs.statSync(target).mode & 0o777).toString(8);
const filesUnder = (dir: string) => fs.readdirSync(dir, { recursive: true }).length;

/** Runs `start` (which must create its process at once) with no umask at all, as the loosest machine would. */
function withoutUmask<T>(start: () => T): T {
  const before = process.umask(0);
  try {
    return start();
  } finally {
    process.umask(before);
  }
}

/** The server's own, started with no umask, on a port chosen first (so that it is spawned at once). */
async function startLooseServer(env: Record<string, string>): Promise<OwnServer> {
  const port = await freePort();
  return withoutUmask(() => startOwnServer(env, { port }));
}

let scratch: string;
let env: Record<string, string>;
test.beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "school-private-"));
  env = {
    DATABASE_URL: "",
    DATA_DIR: path.join(scratch, "data"),
    BACKUP_DIR: path.join(scratch, "backups"),
    UPLOADS_DIR: path.join(scratch, "uploads"),
  };
});
test.afterEach(() => fs.rmSync(scratch, { recursive: true, force: true }));

test("a new embedded database, its socket and its backups are readable by the site's user only", async () => {
  test.setTimeout(120_000);
  let server = await startLooseServer(env);
  try {
    await fetch(`${server.origin}/contact`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.origin },
      body: contactPost("kept in a private folder"),
    });
    expect(modeOf(`${env.DATA_DIR}.sock`)).toBe("600");
    // Taken by the running site, asked over its socket.
    const backedUp = await withoutUmask(() => npmRun("backup", [], env));
    expect(backedUp.code, backedUp.output).toBe(0);
    expect(await server.stop()).toBe(0);
    // Opened again: PostgreSQL rewrites files of its own at start (pg_internal.init, with its own mode).
    server = await startLooseServer(env);
    expect(modeOf(`${env.DATA_DIR}.sock`)).toBe("600");
  } finally {
    await server.stop();
  }
  // And `npm run backup` with the site stopped: the command opens the database itself.
  const backedUp = await withoutUmask(() => npmRun("backup", [], env));
  expect(backedUp.code, backedUp.output).toBe(0);

  expect(filesUnder(env.DATA_DIR!)).toBeGreaterThan(500);
  expect(notPrivate(env.DATA_DIR!)).toEqual([]);
  expect(fs.readdirSync(env.BACKUP_DIR!)).toHaveLength(2);
  expect(notPrivate(env.BACKUP_DIR!)).toEqual([]);
  expect(server.stdout()).not.toContain("readable by this user only");
});

test("a data folder others could read is made private at start, and the log says so once", async () => {
  test.setTimeout(120_000);
  // As an older version left it: PGlite's own modes (files 0666), in a folder of 0755.
  withoutUmask(() => fs.mkdirSync(env.DATA_DIR!, { mode: 0o755 }));
  const old = await PGlite.create(env.DATA_DIR!);
  await old.close();
  expect(notPrivate(env.DATA_DIR!).length).toBeGreaterThan(500);
  expect(modeOf(env.DATA_DIR!)).toBe("755");

  const server = await startLooseServer(env);
  await server.stop();
  const said = server
    .stdout()
    .split("\n")
    .filter((line) => line.includes("readable by this user only"));
  expect(said).toHaveLength(1);
  expect(JSON.parse(said[0]!)).toMatchObject({
    level: "warn",
    msg: expect.stringMatching(
      /^Made the embedded database in .+ readable by this user only \(folder 0700, files 0600\): \d+ of its files and folders could be read by other users of this machine$/,
    ),
  });
  expect(notPrivate(env.DATA_DIR!)).toEqual([]);

  // Private since: the next start has nothing to say.
  const again = await startLooseServer(env);
  await again.stop();
  expect(again.stdout()).not.toContain("readable by this user only");
  expect(notPrivate(env.DATA_DIR!)).toEqual([]);
});
