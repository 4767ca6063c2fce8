// One database handle for the whole process: PGlite in a local directory by
// default, a PostgreSQL server when DATABASE_URL is set. Same schema, same SQL.
import fs from "node:fs";
import path from "node:path";
// Not the global setImmediate, which a test's fake clock may hold.
import { setImmediate as nextTurn } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";

import * as schema from "../../../db/schema";
import { seedDatabase } from "../../../db/seed";
import { log } from "../server/log.server";
import { claimDataDir, DatabaseInUseError } from "./control.server";
import { postgresClient } from "./postgres-client.server";
import { makeFolderPrivate, PrivateNodeFS } from "./private-files.server";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of `db().transaction(async (tx) => …)`: what a write that must go with others takes. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type DatabaseConfig = (
  | { kind: "postgres"; url: string }
  | {
      kind: "pglite";
      dataDir: string;
      /** How long after it stopped the embedded database is first opened again (then twice as long, up to 30 s). */
      reopenAfterMs?: number;
    }
  /** In memory, from `image` (PGlite's `dumpDataDir`) when given: a new database starts without running initdb. */
  | { kind: "memory"; image?: Blob }
) & {
  /** The school's time zone, in which a new database's example dates fall (Asia/Kolkata unless set). */
  timeZone?: string;
};

export interface Database {
  kind: DatabaseConfig["kind"];
  db: Db;
  /** Applies pending migrations and fills a new database, once, under a lock. */
  prepare(): Promise<void>;
  /** Answers whether the database can run a query now. */
  ping(): Promise<boolean>;
  /**
   * PostgreSQL's LISTEN and NOTIFY, for news every process of the site must
   * hear; absent on the embedded database, which only one process opens.
   */
  channel?: NotificationChannel;
  close(): Promise<void>;
}

export interface NotificationChannel {
  /** Calls `onMessage` with each payload; `onListening` each time it (re)connects, when messages may have been missed. */
  listen(
    name: string,
    onMessage: (payload: string) => void,
    onListening: () => void,
  ): Promise<{ stop(): Promise<void> }>;
  notify(name: string, payload: string): Promise<void>;
}

// npm scripts run from the project root, in development and production alike.
export const migrationsFolder = path.resolve(process.cwd(), "db/migrations");

// Any fixed number, the same in every process of this app.
const MIGRATION_LOCK_KEY = 7_420_125_050;

export { DatabaseInUseError };

export function databaseConfigFromEnv(settings: {
  DATABASE_URL?: string;
  DATA_DIR: string;
  SCHOOL_TIMEZONE: string;
}): Extract<DatabaseConfig, { kind: "postgres" | "pglite" }> {
  const timeZone = settings.SCHOOL_TIMEZONE;
  return settings.DATABASE_URL
    ? { kind: "postgres", url: settings.DATABASE_URL, timeZone }
    : { kind: "pglite", dataDir: path.resolve(settings.DATA_DIR), timeZone };
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.kind === "postgres" ? openPostgres(config) : openPglite(config);
}

async function openPostgres({ url, timeZone }: Extract<DatabaseConfig, { kind: "postgres" }>): Promise<Database> {
  const { client, retrying } = postgresClient(url);
  const db = drizzlePostgres(retrying, { schema });
  return {
    kind: "postgres",
    db,
    async prepare() {
      // A session-level advisory lock on a one-connection client: a second
      // process starting at the same moment waits here, then finds nothing to do.
      const single = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await single`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
        const lockedDb = drizzlePostgres(single, { schema });
        await migratePostgres(lockedDb, { migrationsFolder });
        await seedDatabase(lockedDb, { timeZone });
      } finally {
        await single.end({ timeout: 5 });
      }
    },
    ping: () => pingDb(db),
    channel: {
      async listen(name, onMessage, onListening) {
        const listening = await client.listen(name, onMessage, onListening);
        return { stop: () => listening.unlisten() };
      },
      async notify(name, payload) {
        await client.notify(name, payload);
      },
    },
    close: () => client.end({ timeout: 5 }),
  };
}

const PGLITE_SHARED_BUFFERS = "16MB";

/**
 * The embedded database stopped itself: PostgreSQL met an error it cannot go on from (a PANIC), as when its WAL
 * cannot be written on a full disk. Every statement fails with this at once until it is open again (decision 0082).
 */
export class DatabaseStoppedError extends Error {
  /** PostgreSQL's own words for what stopped it. */
  constructor(readonly reason: string) {
    super(`The embedded database has stopped (${reason}); it is opened again as soon as it can be.`);
    this.name = "DatabaseStoppedError";
  }
}

/**
 * PGlite that stops at PostgreSQL's first PANIC or FATAL (decision 0082). A PostgreSQL server ends its process there
 * and starts again from its WAL; PGlite's WebAssembly has aborted instead, and the next statement sent to it loops
 * for ever, holding the whole server with it. So from then on no statement reaches it: each fails at once with
 * DatabaseStoppedError, and `onStop` is told, once.
 */
class StoppingPGlite extends PGlite {
  stoppedBy: DatabaseStoppedError | undefined;

  constructor(
    options: ConstructorParameters<typeof PGlite>[0] & object,
    private readonly onStop: (stopped: StoppingPGlite) => void,
  ) {
    super(options);
  }

  // Every statement, and every part of one, passes here on its way to PostgreSQL.
  override execProtocolRawSync(message: Uint8Array) {
    if (this.stoppedBy) throw this.stoppedBy;
    return super.execProtocolRawSync(message);
  }

  // And PostgreSQL's errors come back through these two.
  override execProtocol(...args: Parameters<PGlite["execProtocol"]>) {
    return this.watched(super.execProtocol(...args));
  }

  override execProtocolStream(...args: Parameters<PGlite["execProtocolStream"]>) {
    return this.watched(super.execProtocolStream(...args));
  }

  private async watched<T>(answer: Promise<T>): Promise<T> {
    try {
      return await answer;
    } catch (error) {
      const severity = (error as { severity?: unknown }).severity;
      if (!this.stoppedBy && (severity === "PANIC" || severity === "FATAL")) {
        this.stoppedBy = new DatabaseStoppedError((error as Error).message);
        // Once PGlite has finished with the statement that failed (it answers the rest of it with the error above).
        setImmediate(() => {
          this.release();
          this.onStop(this);
        });
      }
      throw error;
    } finally {
      // PGlite runs in this thread and answers through promises already settled: without a turn of the event loop
      // between statements, a long transaction (an alert queued for thousands) holds every other request and timer
      // until it ends (decision 0088).
      await nextTurn();
    }
  }

  /**
   * Lets go of a PGlite that stopped, or never started, running none of PostgreSQL's code: its files' handles are
   * closed and its WebAssembly ended, so that its memory can be freed.
   */
  release() {
    const mod = this.mod as (PostgresMod & { _emscripten_force_exit?(status: number): void }) | undefined;
    try {
      (mod?.FS as { quit?(): void } | undefined)?.quit?.();
    } catch {
      // Closed already.
    }
    try {
      // Ends the runtime by throwing its ExitStatus, as PGlite's own close does.
      mod?._emscripten_force_exit?.(0);
    } catch {
      // Ended.
    }
  }
}

type PostgresMod = NonNullable<PGlite["Module"]>;

// The first wait before opening a stopped database again, and the longest: each failed try doubles it.
const REOPEN_AFTER_MS = 1_000;
const REOPEN_AT_MOST_MS = 30_000;

async function openPglite(config: Extract<DatabaseConfig, { kind: "pglite" | "memory" }>): Promise<Database> {
  // PGlite is one process's database: a second process opening the same
  // directory would corrupt it, so whoever opens it holds the socket beside
  // it, which the kernel frees however the process ends (decision 0029).
  let release: (() => Promise<void>) | undefined;
  if (config.kind === "pglite") {
    fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    ({ release } = await claimDataDir(config.dataDir));
  }
  try {
    if (config.kind === "pglite") makeDataDirPrivate(config.dataDir);
    let closing = false;
    let retry: NodeJS.Timeout | undefined;
    let reopening: Promise<void> | undefined;
    // The PGlite of the moment: the one opened again once the first has stopped.
    let current: StoppingPGlite | undefined;
    const start = async () => {
      const client = new StoppingPGlite(
        {
          // Every file PGlite writes in DATA_DIR is this user's alone, whatever the umask (decision 0042).
          ...(config.kind === "pglite" ? { fs: new PrivateNodeFS(config.dataDir) } : {}),
          ...(config.kind === "memory" && config.image ? { loadDataDir: config.image } : {}),
          // PostgreSQL's 128 MB of shared buffers live in PGlite's WebAssembly
          // memory and are touched at start; a school's database is a few MB, and
          // the files it reads past 16 MB are in the operating system's cache anyway
          // (decision 0035).
          startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
        },
        stopped,
      );
      try {
        await client.waitReady;
      } catch (error) {
        // Its recovery could not finish (the disk is still full): nothing of it is kept.
        client.release();
        throw error;
      }
      return client;
    };
    // A database on disk is opened again, and recovers from its WAL what was committed; one in memory is gone.
    const reopen = (delay: number) => {
      if (closing || config.kind !== "pglite") return;
      retry = setTimeout(() => {
        reopening = start().then(
          (next) => {
            current = next;
            log.info({ dataDir: config.dataDir }, "The embedded database was opened again after it stopped");
          },
          (error: unknown) => {
            log.debug({ err: error }, "The embedded database could not be opened again yet");
            reopen(Math.min(delay * 2, REOPEN_AT_MOST_MS));
          },
        );
      }, delay);
      retry.unref();
    };
    function stopped(client: StoppingPGlite) {
      if (client === current && config.kind === "pglite") reopen(config.reopenAfterMs ?? REOPEN_AFTER_MS);
    }
    const first = await start();
    current = first;
    const live = () => current ?? first;
    // What Drizzle holds: whichever PGlite is current when it asks.
    const client = new Proxy(first, {
      get(_, key) {
        const target = live();
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const db = drizzlePglite({ client, schema });
    return {
      kind: config.kind,
      db,
      async prepare() {
        await migratePglite(db, { migrationsFolder });
        await seedDatabase(db, { timeZone: config.timeZone });
      },
      ping: () => pingDb(db),
      async close() {
        closing = true;
        clearTimeout(retry);
        await reopening;
        if (live().stoppedBy) live().release();
        else await live().close();
        await release?.();
      },
    };
  } catch (error) {
    await release?.();
    throw error;
  }
}

/** A folder made before PGlite's files were kept private is made so, and the log says so (decision 0042). */
function makeDataDirPrivate(dataDir: string) {
  const tightened = makeFolderPrivate(dataDir);
  if (tightened === 0) return;
  log.warn(
    { dataDir, tightened },
    `Made the embedded database in ${dataDir} readable by this user only (folder 0700, files 0600): ` +
      `${tightened} of its files and folders could be read by other users of this machine`,
  );
}

async function pingDb(db: Db) {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

// ----------------------------------------------------------------- the handle

// Kept on globalThis so the development server's module reloads reuse it.
const holder = globalThis as typeof globalThis & { __schoolDatabase?: Database };

/** Makes `database` the one the app's loaders and actions use. */
export function setCurrentDatabase(database: Database) {
  holder.__schoolDatabase = database;
}

export function currentDatabase(): Database {
  const database = holder.__schoolDatabase;
  if (!database) throw new Error("The database has not been opened yet.");
  return database;
}

/** The Drizzle handle for queries: `db().select()…`. */
export function db(): Db {
  return currentDatabase().db;
}

/** The rows of a raw `db().execute(sql…)`: PGlite answers with { rows }, postgres.js with the rows themselves. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/**
 * VACUUM (ANALYZE) of the embedded database, which has no autovacuum (PGlite runs PostgreSQL as one process): without
 * it, rows deleted or changed are never cleared and the planner's statistics never renewed (decision 0061). Nothing
 * on PostgreSQL, whose autovacuum does it. The daily retention run calls it.
 */
export async function vacuumEmbeddedDatabase(): Promise<boolean> {
  if (currentDatabase().kind === "postgres") return false;
  // The counts of what was just changed are sent to the statistics at most once a second; sent after the vacuum,
  // they would count as dead the rows it has just cleared. Sent now, once this statement ends.
  await db().execute(sql`select pg_stat_force_next_flush()`);
  await db().execute(sql`vacuum (analyze)`);
  return true;
}
