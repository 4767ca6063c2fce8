// One backup is one .tar.gz file (decision 0030):
//   manifest.json                     what it holds, with the SHA-256 of every other entry
//   database/<schema>.<table>.jsonl   each row as PostgreSQL's row_to_json writes it, one per line
//   uploads/<key>                     every uploaded file, byte for byte
// It is a logical copy, not PGlite's own files, so a backup of either database
// restores on the other. The migrations' table is in it: a restore rebuilds the
// schema the backup had, and the server migrates on from there when it starts.
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import * as tar from "tar";

import { db, migrationsFolder, rowsOf, type Tx } from "~/lib/database/db.server";
import { isSafeKey, storage } from "~/lib/files/storage.server";

const FORMAT = "school-website-backup";
const VERSION = 1;
/** The app's tables, and drizzle's record of the migrations applied. */
const SCHEMAS = ["public", "drizzle"];
const MIGRATIONS_TABLE = { schema: "drizzle", name: "__drizzle_migrations" };
/** Rows per INSERT on restore: one JSON parameter each, well inside any limit. */
const ROWS_PER_INSERT = 500;

export interface BackupManifest {
  format: typeof FORMAT;
  version: number;
  takenAt: string;
  database: { kind: string; version: string };
  /** The migrations applied, as drizzle records them: oldest first. */
  migrations: { hash: string; createdAt: number }[];
  tables: { schema: string; name: string; rows: number; sha256: string }[];
  sequences: { schema: string; name: string; value: number }[];
  uploads: { key: string; bytes: number; sha256: string }[];
}

/** A backup file that cannot be restored, with a message for the person restoring it. */
export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupFileError";
  }
}

const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");
const tableFile = (table: { schema: string; name: string }) => `database/${table.schema}.${table.name}.jsonl`;
const tableName = (table: { schema: string; name: string }) =>
  sql`${sql.identifier(table.schema)}.${sql.identifier(table.name)}`;

// --------------------------------------------------------------------- writing

/**
 * Writes a backup of the current database and of every uploaded file to
 * `target`: the database as one consistent snapshot, then the files. The file
 * appears under its name only when it is complete.
 */
export async function writeBackupFile(target: string, options: { signal?: AbortSignal } = {}) {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), "school-backup-"));
  const partial = `${target}.partial`;
  try {
    const database = await dumpDatabase(work);
    options.signal?.throwIfAborted();
    const uploads = await copyUploads(work, options.signal);
    const manifest: BackupManifest = {
      format: FORMAT,
      version: VERSION,
      takenAt: new Date().toISOString(),
      ...database,
      uploads,
    };
    await fs.writeFile(path.join(work, "manifest.json"), JSON.stringify(manifest, null, 1));
    // A backup holds every parent's phone number: readable by the site's own user only.
    await tar.create({ gzip: true, file: partial, cwd: work, portable: true, mode: 0o600 }, [
      "manifest.json",
      "database",
      "uploads",
    ]);
    await fs.chmod(partial, 0o600);
    await fs.rename(partial, target);
    const { size } = await fs.stat(target);
    return { bytes: size, manifest };
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/** Every table's rows from one snapshot: a read-only REPEATABLE READ transaction. */
async function dumpDatabase(work: string) {
  await fs.mkdir(path.join(work, "database"));
  return db().transaction(
    async (tx) => {
      // Timestamps written in UTC, so the same rows give the same file on either database.
      await tx.execute(sql`set local time zone 'UTC'`);
      const tables = rowsOf<{ schema: string; name: string }>(
        await tx.execute(sql`
          select table_schema as schema, table_name as name from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema in ${SCHEMAS} order by 1, 2`),
      );
      const written: BackupManifest["tables"] = [];
      let migrations: BackupManifest["migrations"] = [];
      for (const table of tables) {
        const rows = rowsOf<{ row: string }>(
          await tx.execute(sql`select row_to_json(t)::text as row from ${tableName(table)} t`),
        ).map(({ row }) => row);
        const text = rows.map((row) => `${row}\n`).join("");
        await fs.writeFile(path.join(work, tableFile(table)), text);
        written.push({ ...table, rows: rows.length, sha256: sha256(text) });
        if (table.schema === MIGRATIONS_TABLE.schema && table.name === MIGRATIONS_TABLE.name) {
          migrations = rows
            .map((row) => JSON.parse(row) as { hash: string; created_at: number })
            .map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }))
            .sort((a, b) => a.createdAt - b.createdAt);
        }
      }
      const sequences = rowsOf<{ schema: string; name: string; value: string }>(
        await tx.execute(sql`
          select schemaname as schema, sequencename as name, last_value::text as value from pg_sequences
          where schemaname in ${SCHEMAS} and last_value is not null order by 1, 2`),
      ).map((sequence) => ({ ...sequence, value: Number(sequence.value) }));
      const [{ version }] = rowsOf<{ version: string }>(await tx.execute(sql`select version()`)) as [
        { version: string },
      ];
      return {
        database: { kind: /wasm|emscripten/i.test(version) ? "embedded" : "postgresql", version },
        migrations,
        tables: written,
        sequences,
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** Every uploaded file, read through the storage the site uses (a folder or a bucket). */
async function copyUploads(work: string, signal?: AbortSignal) {
  await fs.mkdir(path.join(work, "uploads"));
  const copied: BackupManifest["uploads"] = [];
  for (const key of await storage().list()) {
    signal?.throwIfAborted();
    const file = await storage().get(key);
    // Deleted since it was listed: the snapshot taken before no longer needs it.
    if (!file) continue;
    const target = path.join(work, "uploads", key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, file.body);
    copied.push({ key, bytes: file.body.length, sha256: sha256(file.body) });
  }
  return copied;
}

// --------------------------------------------------------------------- reading

export interface OpenedBackup {
  manifest: BackupManifest;
  /** The path of an entry of the backup, unpacked. */
  entry(name: string): string;
  close(): Promise<void>;
}

/**
 * Unpacks a backup file into a temporary folder and checks every entry
 * against the manifest. Throws BackupFileError, having changed nothing, when
 * the file is not a whole, unchanged backup that this version can restore.
 */
export async function openBackupFile(file: string): Promise<OpenedBackup> {
  const stat = await fs.stat(file).catch(() => null);
  if (!stat?.isFile()) throw new BackupFileError(`There is no backup file at ${file}.`);
  const work = await fs.mkdtemp(path.join(os.tmpdir(), "school-restore-"));
  // Retried: after a damaged archive, the unpacker may still be closing files it had begun.
  const close = () => fs.rm(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
  try {
    const manifest = await unpack(file, work);
    checkMigrations(manifest);
    return { manifest, entry: (name) => path.join(work, name), close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function unpack(file: string, work: string): Promise<BackupManifest> {
  const damaged = (why: string) =>
    new BackupFileError(`${file} is not a whole backup file: ${why}. Nothing was restored.`);
  try {
    // Strict: a cut-off or damaged archive is an error, not a warning. Only
    // plain files and folders are unpacked, and never outside the folder.
    await tar.extract({
      file,
      cwd: work,
      strict: true,
      filter: (_path, entry) => "type" in entry && (entry.type === "File" || entry.type === "Directory"),
    });
  } catch (error) {
    const reason = (error as Error).message;
    throw damaged(/end of file|unexpected end|truncated/i.test(reason) ? "it ends too early" : reason);
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(work, "manifest.json"), "utf8")) as BackupManifest;
  } catch {
    throw damaged("it has no readable manifest.json");
  }
  if (manifest.format !== FORMAT) throw damaged("it is not a backup of this website");
  if (manifest.version !== VERSION) {
    throw new BackupFileError(
      `${file} is a backup in format ${manifest.version}; this version of the site reads format ${VERSION}. ` +
        `Restore it with the version of the site that made it. Nothing was restored.`,
    );
  }
  for (const table of manifest.tables) {
    // Names as PostgreSQL's catalogue gives them for this app's tables: nothing that could leave the folder.
    if (!SCHEMAS.includes(table.schema) || !/^[a-z_][a-z0-9_]*$/.test(table.name)) {
      throw damaged(`it names a table ${JSON.stringify(`${table.schema}.${table.name}`)}, which the site never has`);
    }
    const text = await fs.readFile(path.join(work, tableFile(table)), "utf8").catch(() => null);
    if (text === null) throw damaged(`${tableFile(table)} is missing`);
    const rows = text === "" ? 0 : text.split("\n").length - 1;
    if (sha256(text) !== table.sha256 || rows !== table.rows) throw damaged(`${tableFile(table)} has changed`);
  }
  for (const upload of manifest.uploads) {
    if (!isSafeKey(upload.key)) throw damaged(`it names an upload ${upload.key}, which the site never makes`);
    const bytes = await fs.readFile(path.join(work, "uploads", upload.key)).catch(() => null);
    if (bytes === null) throw damaged(`uploads/${upload.key} is missing`);
    if (bytes.length !== upload.bytes || sha256(bytes) !== upload.sha256) {
      throw damaged(`uploads/${upload.key} has changed`);
    }
  }
  return manifest;
}

/** This version must have every migration the backup's database had, the same ones. */
function checkMigrations(manifest: BackupManifest) {
  const known = readMigrationFiles({ migrationsFolder });
  manifest.migrations.forEach((migration, index) => {
    const same = known[index];
    if (!same || same.folderMillis !== migration.createdAt || same.hash !== migration.hash) {
      throw new BackupFileError(
        same
          ? `The backup's database has a migration this version of the site does not have (number ${index + 1}). ` +
              `Restore it with the version of the site that made it. Nothing was restored.`
          : `The backup was made by a newer version of the site (its database has ${manifest.migrations.length} ` +
              `migrations, this version knows ${known.length}). Install that version or a newer one, then restore. ` +
              `Nothing was restored.`,
      );
    }
  });
}

// ------------------------------------------------------------------- restoring

/** Whether the current database has none of the site's tables (nor types): the only kind a restore fills. */
export async function databaseIsEmpty(handle: Pick<Tx, "execute"> = db()) {
  const [{ count }] = rowsOf<{ count: number | string }>(
    await handle.execute(sql`
      select (select count(*) from information_schema.tables where table_schema in ${SCHEMAS})
           + (select count(*) from pg_type t join pg_namespace n on n.oid = t.typnamespace
              where n.nspname = 'public' and t.typtype = 'e') as count`),
  ) as [{ count: number | string }];
  return Number(count) === 0;
}

export class DatabaseNotEmptyError extends Error {}

/**
 * Fills the current, empty database from an opened backup, in one
 * transaction: the schema as the backup had it (this version's own migration
 * files, up to the backup's last), then every row, parents before children,
 * then the sequences. Any failure leaves the database as empty as it was.
 */
export async function restoreDatabase(backup: OpenedBackup, options: { beforeCommit?: () => Promise<void> } = {}) {
  const { manifest } = backup;
  return db().transaction(async (tx) => {
    if (!(await databaseIsEmpty(tx))) throw new DatabaseNotEmptyError("The database is not empty.");
    await tx.execute(sql`set local time zone 'UTC'`);
    for (const migration of readMigrationFiles({ migrationsFolder }).slice(0, manifest.migrations.length)) {
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    }
    // The same table drizzle's migrator makes; its rows come from the backup.
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(sql`
      create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);

    let rows = 0;
    for (const table of await insertOrder(tx, manifest.tables)) {
      const lines = (await fs.readFile(backup.entry(tableFile(table)), "utf8")).split("\n").filter(Boolean);
      const columns = await insertableColumns(tx, table);
      for (let start = 0; start < lines.length; start += ROWS_PER_INSERT) {
        const json = `[${lines.slice(start, start + ROWS_PER_INSERT).join(",")}]`;
        await tx.execute(sql`
          insert into ${tableName(table)} (${columns.list}) ${columns.overriding}
          select ${columns.list} from json_populate_recordset(null::${tableName(table)}, ${json}::json)`);
      }
      rows += lines.length;
    }
    for (const sequence of manifest.sequences) {
      await tx.execute(
        sql`select setval(format('%I.%I', ${sequence.schema}::text, ${sequence.name}::text)::regclass, ${sequence.value})`,
      );
    }
    // Whatever must appear with the rows (the uploads folder) is put in place inside the transaction.
    await options.beforeCommit?.();
    return { tables: manifest.tables.length, rows };
  });
}

/** The backup's tables, each after every table it refers to by a foreign key. */
async function insertOrder(tx: Tx, tables: BackupManifest["tables"]) {
  const key = (table: { schema: string; name: string }) => `${table.schema}.${table.name}`;
  const references = rowsOf<{ child: string; parent: string }>(
    await tx.execute(sql`
      select cn.nspname || '.' || c.relname as child, pn.nspname || '.' || p.relname as parent
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
      join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
      where k.contype = 'f'`),
  );
  const ordered: BackupManifest["tables"] = [];
  const placed = new Set<string>();
  let remaining = [...tables];
  while (remaining.length > 0) {
    const ready = remaining.filter((table) =>
      references.every(
        (reference) =>
          reference.child !== key(table) ||
          reference.parent === key(table) ||
          placed.has(reference.parent) ||
          !remaining.some((other) => key(other) === reference.parent),
      ),
    );
    // A cycle of foreign keys cannot be ordered: take the rest as they come and let the database say.
    const next = ready.length > 0 ? ready : remaining;
    for (const table of next) placed.add(key(table));
    ordered.push(...next);
    remaining = remaining.filter((table) => !placed.has(key(table)));
  }
  return ordered;
}

/** The columns a row's values go into: all but generated ones; identity ALWAYS columns need OVERRIDING. */
async function insertableColumns(tx: Tx, table: { schema: string; name: string }) {
  const columns = rowsOf<{ name: string; always: boolean }>(
    await tx.execute(sql`
      select column_name as name, identity_generation = 'ALWAYS' as always from information_schema.columns
      where table_schema = ${table.schema} and table_name = ${table.name} and is_generated = 'NEVER'
      order by ordinal_position`),
  );
  return {
    list: sql.join(
      columns.map((column) => sql.identifier(column.name)),
      sql`, `,
    ),
    overriding: columns.some((column) => column.always) ? sql`overriding system value` : sql``,
  };
}
