// Fresh databases for integration tests: always an in-memory PGlite, and also a
// new database on the PostgreSQL server at DATABASE_URL when one is set (CI).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import postgres from "postgres";
import { afterAll, beforeAll, inject } from "vitest";

import { db, migrationsFolder, openDatabase, setCurrentDatabase, type Database } from "~/lib/database/db.server";

import * as schema from "../../db/schema";
import { seedDatabase } from "../../db/seed";

export type TestDatabaseKind = "pglite" | "postgres";

/** A well-formed id that no row has. */
export const MISSING_ID = "6f1d3c1e-8a55-4b5e-9d7e-2f0a1b2c3d4e";

/**
 * The databases every test runs on: PGlite, and PostgreSQL when DATABASE_URL is set. TEST_DATABASES=pglite or
 * TEST_DATABASES=postgres runs one of them alone, while working on one (docs/developing.md).
 */
export const testDatabaseKinds: TestDatabaseKind[] = (
  process.env.DATABASE_URL ? (["pglite", "postgres"] as const) : (["pglite"] as const)
).filter((kind) => !process.env.TEST_DATABASES || process.env.TEST_DATABASES.split(",").includes(kind));

export interface TestDatabase extends Database {
  /** A second connection to the same database (PostgreSQL only), for concurrency tests. */
  url?: string;
  destroy(): Promise<void>;
}

/**
 * A new PGlite database's files, as initdb leaves them, made once per worker: a test's database starts from them,
 * in a fifth of the time initdb takes (decision 0078).
 */
let blankPglite: Promise<Blob> | undefined;
export function blankPgliteImage() {
  blankPglite ??= (async () => {
    const client = await PGlite.create();
    try {
      return await client.dumpDataDir("none");
    } finally {
      await client.close();
    }
  })();
  return blankPglite;
}

/**
 * A migrated and seeded PGlite database's files, made once per worker from the blank one: what `useTestDatabase`
 * starts from, instead of migrating and seeding for each file (decision 0089).
 */
let preparedPglite: Promise<Blob> | undefined;
function preparedPgliteImage() {
  preparedPglite ??= (async () => {
    const client = await PGlite.create({ loadDataDir: await blankPgliteImage() });
    try {
      const prepared = drizzle({ client, schema });
      await migrate(prepared, { migrationsFolder });
      await seedDatabase(prepared);
      return await client.dumpDataDir("none");
    } finally {
      await client.close();
    }
  })();
  return preparedPglite;
}

/**
 * A new directory holding a migrated and seeded PGlite database, for a test that opens it by its path or from a
 * process of its own: the worker's prepared files written there, in about a second rather than the six that initdb,
 * the migrations and the seed take. A test of what a new install does starts from an empty directory instead.
 */
export async function preparedPgliteDirectory(prefix: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const client = await PGlite.create({ dataDir, loadDataDir: await preparedPgliteImage() });
  await client.close();
  return dataDir;
}

/** The address of database `name` on DATABASE_URL's server, or DATABASE_URL's own. */
function postgresUrl(name?: string) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("DATABASE_URL is not set");
  if (!name) return serverUrl;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// Any fixed number: the workers take turns making the run's template.
const TEMPLATE_LOCK_KEY = 7_420_125_051;

/**
 * The run's migrated and seeded PostgreSQL database, made by the first worker that needs it while the others wait,
 * and dropped when the run ends (tests/support/database-run.ts): what `useTestDatabase` copies (decision 0089).
 */
let postgresTemplate: Promise<string> | undefined;
function preparedPostgresTemplate() {
  postgresTemplate ??= (async () => {
    const name = postgresTemplateName(inject("testRun"));
    const admin = postgres(postgresUrl(), { max: 1, onnotice: () => {} });
    try {
      // Held by this session until it ends.
      await admin`select pg_advisory_lock(${TEMPLATE_LOCK_KEY})`;
      const [made] = await admin`select 1 from pg_database where datname = ${name}`;
      if (!made) {
        await admin.unsafe(`create database ${name}`);
        const template = await openDatabase({ kind: "postgres", url: postgresUrl(name) });
        try {
          await template.prepare();
        } finally {
          await template.close();
        }
      }
    } finally {
      await admin.end();
    }
    return name;
  })();
  return postgresTemplate;
}

/** The name of run `run`'s template on the PostgreSQL server. */
export const postgresTemplateName = (run: string) => `test_template_${run}`;

/**
 * A new database of `kind`: empty, for `prepare()` to migrate and seed it, or `prepared` already, a copy of the
 * run's template.
 */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  { prepared = false }: { prepared?: boolean } = {},
): Promise<TestDatabase> {
  if (kind === "pglite") {
    const image = prepared ? await preparedPgliteImage() : await blankPgliteImage();
    const database = await openDatabase({ kind: "memory", image });
    return { ...database, destroy: () => database.close() };
  }
  const template = prepared ? await preparedPostgresTemplate() : undefined;
  const name = `test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = postgres(postgresUrl(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ""}`);
  const url = postgresUrl(name);
  const database = await openDatabase({ kind: "postgres", url });
  return {
    ...database,
    url,
    async destroy() {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * A new database of `kind` for the tests of the describe block that calls this:
 * made prepared (migrated and seeded, a copy of the run's) and made the app's current database
 * before them, destroyed after them. Its hooks are registered here, so a
 * `beforeAll` of the block's own runs after it, with the database ready.
 * What it returns reads the database of the moment (`database.db` and the rest
 * are getters), so it may be held from the start of the block.
 */
export function useTestDatabase(kind: TestDatabaseKind): TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind, { prepared: true });
    setCurrentDatabase(database);
  });
  afterAll(() => database?.destroy());

  const current = () => {
    if (!database) throw new Error("The test database is made in beforeAll: use it in a hook or a test");
    return database;
  };
  return {
    get kind() {
      return current().kind;
    },
    get db() {
      return current().db;
    },
    get url() {
      return current().url;
    },
    prepare: () => current().prepare(),
    ping: () => current().ping(),
    close: () => current().close(),
    destroy: () => current().destroy(),
  };
}

/** Inserts `count` rows into `table` of the current database: `row(0)`, `row(1)`, … */
export async function insertRows<Table extends PgTable>(
  table: Table,
  count: number,
  row: (index: number) => PgInsertValue<Table>,
) {
  await db()
    .insert(table)
    .values(Array.from({ length: count }, (_, index) => row(index)));
}

/** What the public forms leave, and staff's work on it: the requests of every kind, their history and their mail. */
export const REQUEST_TABLES: PgTable[] = [
  schema.visitRequests,
  schema.admissionEnquiries,
  schema.contactMessages,
  schema.dataRequests,
  schema.requestHistory,
  schema.mailOutbox,
];

/** Empties `tables` of the current database, in that order: for tests that count only the rows they made. */
export async function emptyTables(...tables: PgTable[]) {
  for (const table of tables) await db().delete(table);
}

export { rowsOf } from "~/lib/database/db.server";
