// Fresh databases for integration tests: always an in-memory PGlite, and also a
// new database on the PostgreSQL server at DATABASE_URL when one is set (CI).
import crypto from "node:crypto";
import postgres from "postgres";

import { openDatabase, type Database } from "~/lib/db.server";

export type TestDatabaseKind = "pglite" | "postgres";

export const testDatabaseKinds: TestDatabaseKind[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export interface TestDatabase extends Database {
  /** A second connection to the same database (PostgreSQL only), for concurrency tests. */
  url?: string;
  destroy(): Promise<void>;
}

/** A new, empty database of `kind`; call `prepare()` to migrate and seed it. */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const database = await openDatabase({ kind: "memory" });
    return { ...database, destroy: () => database.close() };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("DATABASE_URL is not set");
  const name = `test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString() });
  return {
    ...database,
    url: url.toString(),
    async destroy() {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Rows of a raw `db.execute()` result, whichever driver answered. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}
