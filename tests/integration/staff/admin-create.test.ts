import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { verifyPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { registerControlCommands } from "~/features/control/control-commands.server";
import { openDatabase, setCurrentDatabase, type Database } from "~/lib/database/db.server";

import * as schema from "../../../db/schema";
import { createTestDatabase, preparedPgliteDirectory, testDatabaseKinds } from "../../support/database";

const run = promisify(execFile);
const tsx = path.resolve("node_modules/.bin/tsx");

async function adminCreate(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(tsx, ["scripts/admin-create.ts", ...args], {
      env: { ...process.env, DATABASE_URL: "", ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The database `env` points at, opened after the command has let go of it. */
async function inspect(env: Record<string, string>): Promise<Database> {
  return env.DATABASE_URL
    ? openDatabase({ kind: "postgres", url: env.DATABASE_URL })
    : openDatabase({ kind: "pglite", dataDir: env.DATA_DIR! });
}

describe.each(testDatabaseKinds)("npm run admin:create on %s", (kind) => {
  let cleanup = async () => {};
  afterEach(async () => {
    await cleanup();
    cleanup = async () => {};
  });

  async function target(): Promise<Record<string, string>> {
    if (kind === "pglite") {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "school-cli-"));
      cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
      return { DATA_DIR: dataDir };
    }
    const database = await createTestDatabase("postgres");
    await database.close();
    cleanup = () => database.destroy().catch(() => {});
    return { DATABASE_URL: database.url! };
  }

  it("creates an admin account on a new install, then resets its password", async () => {
    const env = await target();
    const created = await adminCreate(
      ["--email", " Principal@School.Example ", "--password", "first-pass", "--name", "Principal"],
      env,
    );
    expect(created.stderr).toBe("");
    expect(created.stdout).toContain("Created the admin account principal@school.example.");
    expect(created.code).toBe(0);

    const reset = await adminCreate(["--email", "principal@school.example", "--password", "second-pass"], env);
    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain("Reset the password of principal@school.example");

    const database = await inspect(env);
    try {
      const found = await database.db.select().from(schema.users);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ email: "principal@school.example", name: "Principal" });
      const [account] = await database.db
        .select()
        .from(schema.accounts)
        .where(eq(schema.accounts.userId, found[0]!.id));
      expect(account!.providerId).toBe("credential");
      expect(account!.password).not.toContain("second-pass");
      expect(await verifyPassword({ hash: account!.password!, password: "second-pass" })).toBe(true);
      expect(await verifyPassword({ hash: account!.password!, password: "first-pass" })).toBe(false);
      const roles = await database.db.select().from(schema.userRoles);
      expect(roles.map((role) => role.role)).toEqual(["admin"]);
      const audit = await database.db.select().from(schema.auditLog);
      expect(audit.map((entry) => entry.action).sort()).toEqual(["user.create", "user.reset_password"]);
    } finally {
      await database.close();
    }
  }, 60_000); // A new install, then a reset: two processes, the first migrating and seeding a new database.
});

describe("npm run admin:create with bad input", () => {
  it.each([
    [["--email", "not-an-email", "--password", "secret1"], "Invalid email address"],
    [["--email", "a@b.example", "--password", "12345"], "Password must be at least 6 characters"],
    [["--email", "a@b.example", "--password", "x".repeat(73)], "Password must be less than 72 characters"],
    [
      ["--email", "a@b.example", "--password", "secret1", "--name", "n".repeat(101)],
      "Name must be less than 100 characters",
    ],
    [["--password", "secret1"], "Email is required"],
    [["--email", "a@b.example", "--pasword", "secret1"], "Unknown option '--pasword'"],
  ])("refuses %j with the spec's message and a non-zero exit", async (args, message) => {
    // Refused before any database is opened.
    const result = await adminCreate(args, { DATA_DIR: path.join(os.tmpdir(), "school-cli-never-created") });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(message);
  });
});

describe("npm run admin:create while the embedded database is held", () => {
  it("by another command: refuses, says what to do instead, and leaves the data alone", async () => {
    const dataDir = await preparedPgliteDirectory("school-cli-");
    const running = await openDatabase({ kind: "pglite", dataDir });
    try {
      await running.prepare();
      const result = await adminCreate(["--email", "a@b.example", "--password", "secret1"], { DATA_DIR: dataDir });
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain("is in use by another process (is the site running?)");
      expect(result.stderr).toContain("in use by another command, not by the site");
      expect(result.stderr).toContain("open the setup link the site printed in its log");
      expect(result.stderr).toContain("sign in at /admin and use User Management");
      expect(result.stderr).toContain("stop the site, run this command again");
      expect(await running.db.select().from(schema.users)).toHaveLength(0);
    } finally {
      await running.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("by the site: the site makes the account, asked over its control socket", async () => {
    const dataDir = await preparedPgliteDirectory("school-cli-");
    const running = await openDatabase({ kind: "pglite", dataDir });
    let forgetCommands = () => {};
    try {
      await running.prepare();
      setCurrentDatabase(running);
      forgetCommands = registerControlCommands();
      const result = await adminCreate(["--email", "head@b.example", "--password", "secret1", "--name", "Head"], {
        DATA_DIR: dataDir,
      });
      expect(result.stderr).toBe("");
      expect(result.stdout).toContain("Created the admin account head@b.example.");
      const [user] = await running.db.select().from(schema.users);
      expect(user).toMatchObject({ email: "head@b.example", name: "Head" });
      // Bad input is refused by the site too, with the spec's message.
      const bad = await adminCreate(["--email", "head@b.example", "--password", "secret1", "--name", "x".repeat(101)], {
        DATA_DIR: dataDir,
      });
      expect(bad.code).not.toBe(0);
    } finally {
      forgetCommands();
      await running.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
