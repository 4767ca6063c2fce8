// A database of its own for a throwaway server (browser tests, benchmark): a new
// database on DATABASE_URL's PostgreSQL server when set, else a new PGlite directory.
// Plain TypeScript with relative imports: Node runs it directly too.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";

/** The kinds a test can ask for: PGlite always, PostgreSQL when DATABASE_URL names a server. */
export const databaseKinds = (): ("pglite" | "postgres")[] =>
  process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/** By default PostgreSQL when DATABASE_URL is set, else PGlite; `kind` chooses. */
export async function freshDatabase(
  prefix: string,
  kind?: "pglite" | "postgres",
): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }> {
  if (kind !== "pglite" && process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    const name = `${prefix}_${process.pid}`;
    const admin = postgres(url.toString(), { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name}`);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      async cleanup() {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `school-${prefix}-`));
  return {
    // DATABASE_URL emptied: the server must not take the PostgreSQL one from the environment.
    env: { DATA_DIR: dataDir, DATABASE_URL: "" },
    async cleanup() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
