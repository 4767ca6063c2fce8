// npm run backup [-- --output FILE]
// A backup of the whole database and every uploaded file, in one .tar.gz
// (decision 0030): into the backup store (BACKUP_DIR, or the bucket's backups/
// folder with object storage), or into FILE. On the embedded database while
// the site runs, the site itself takes it: no second process opens DATA_DIR.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import { databaseIsEmpty } from "~/features/backups/backup-file.server";
import { takeBackup, writeBackupTo, type TakenBackup } from "~/features/backups/backups.server";
import { formatBytes } from "~/features/dashboard/format";
import { askRunningServer } from "~/lib/database/control.server";
import { databaseConfigFromEnv, openDatabase, setCurrentDatabase } from "~/lib/database/db.server";
import { keepNewFilesPrivate } from "~/lib/database/private-files.server";
import { env } from "~/lib/server/env.server";

// What this writes (the database, a backup, the socket beside DATA_DIR) is this user's alone (decision 0042).
keepNewFilesPrivate();

const usage = "Usage: npm run backup [-- --output FILE]";

let output: string | undefined;
try {
  ({
    values: { output },
  } = parseArgs({ options: { output: { type: "string" } }, strict: true }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(1);
}

const config = databaseConfigFromEnv(env());
const nothingYet =
  "There is nothing to back up yet: the site has never been started on this database " +
  (config.kind === "pglite" ? `(DATA_DIR ${config.dataDir}).` : "(DATABASE_URL).");
let taken: TakenBackup | undefined;
try {
  if (config.kind === "pglite") {
    const asked = await askRunningServer(config.dataDir, "backup", { output: output && path.resolve(output) });
    if (asked.answered) taken = asked.result as TakenBackup;
  }
  if (!taken) {
    if (config.kind === "pglite" && !fs.existsSync(config.dataDir)) throw new Error(nothingYet);
    // The database as it is: a backup neither migrates nor seeds it.
    const database = await openDatabase(config);
    try {
      setCurrentDatabase(database);
      if (await databaseIsEmpty()) throw new Error(nothingYet);
      taken = output ? await writeBackupTo(output) : ((await takeBackup("manual")) as TakenBackup);
    } finally {
      await database.close();
    }
  }
} catch (error) {
  // A failed query's own words are in its cause (drizzle's message repeats the SQL).
  const { message, cause } = error as Error & { cause?: Error };
  console.error(`The backup failed: ${cause?.message ?? message}`);
  process.exit(1);
}
console.log(`Backup written: ${taken.fileName} (${formatBytes(taken.bytes)}) in ${taken.where}`);
