// The embedded database's lock and control socket (decision 0029):
// a live holder refuses a second opener; a holder killed with SIGKILL leaves
// nothing that delays the next start; two starters never both get it; a
// command-line tool's question reaches the holder's handler.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

import {
  askRunningServer,
  claimDataDir,
  controlSocketPath,
  DatabaseInUseError,
  registerControlCommand,
} from "~/lib/database/control.server";
import { openDatabase } from "~/lib/database/db.server";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "school-lock-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
let count = 0;
const newDataDir = () => path.join(scratch, `data-${++count}`);

/** A child process holding `dataDir` as the site would, once it says so. */
async function holder(dataDir: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/database-holder-process.ts"], {
    env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
    child.once("exit", (code) => reject(new Error(`The holder stopped (${code}) before it was ready`)));
  });
  return child;
}

describe("the embedded database's lock", () => {
  it("refuses a second opener while its holder lives, and frees it when the holder is killed", async () => {
    const dataDir = newDataDir();
    const child = await holder(dataDir);
    await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toBeInstanceOf(DatabaseInUseError);
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));
    // The socket file is still there, but nobody answers it: taken over at once, no waiting for staleness.
    expect(fs.existsSync(controlSocketPath(dataDir))).toBe(true);
    const started = Date.now();
    const database = await openDatabase({ kind: "pglite", dataDir });
    expect(Date.now() - started).toBeLessThan(5_000);
    await database.close();
    expect(fs.existsSync(controlSocketPath(dataDir))).toBe(false);
  });

  it("goes to exactly one of several processes that find a dead holder's socket at the same moment", async () => {
    const dataDir = newDataDir();
    fs.mkdirSync(dataDir);
    const child = await holder(dataDir);
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));
    const claims = await Promise.allSettled(Array.from({ length: 5 }, () => claimDataDir(dataDir)));
    const won = claims.filter((claim) => claim.status === "fulfilled");
    expect(won).toHaveLength(1);
    for (const claim of claims) {
      if (claim.status === "rejected") expect(claim.reason).toBeInstanceOf(DatabaseInUseError);
    }
    await (won[0] as PromiseFulfilledResult<{ release(): Promise<void> }>).value.release();
  });

  it("keeps its socket for its own user only", async () => {
    const dataDir = newDataDir();
    const claim = await claimDataDir(dataDir);
    expect(fs.statSync(controlSocketPath(dataDir)).mode & 0o777).toBe(0o600);
    await claim.release();
  });
});

describe("the control socket", () => {
  it("answers a command with its handler's result, and its failure with its message", async () => {
    const dataDir = newDataDir();
    const claim = await claimDataDir(dataDir);
    const forget = [
      registerControlCommand("test:echo", async (args) => ({ echoed: args })),
      registerControlCommand("test:fail", async () => {
        throw new Error("The disk is full.");
      }),
    ];
    try {
      expect(await askRunningServer(dataDir, "test:echo", { a: 1 })).toEqual({
        answered: true,
        result: { echoed: { a: 1 } },
      });
      await expect(askRunningServer(dataDir, "test:fail")).rejects.toThrow("The disk is full.");
      await expect(askRunningServer(dataDir, "test:unknown")).rejects.toThrow(
        'does not know the command "test:unknown"',
      );
    } finally {
      for (const forgetOne of forget) forgetOne();
      await claim.release();
    }
  });

  it("says nobody answered when no process holds the database, or the holder died", async () => {
    const dataDir = newDataDir();
    expect(await askRunningServer(dataDir, "test:echo")).toEqual({ answered: false });
    fs.mkdirSync(dataDir);
    const child = await holder(dataDir);
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));
    expect(await askRunningServer(dataDir, "test:echo")).toEqual({ answered: false });
  });
});
