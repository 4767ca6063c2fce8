// npm run backup [-- --output FILE]
// A backup of the whole database and every uploaded file, in one .tar.gz
// (decision 0030): into the backup store (BACKUP_DIR, or the bucket's backups/
// folder with object storage), or into FILE. On the embedded database while
// the site runs, the site itself takes it: no second process opens DATA_DIR.
import path from "node:path";
import { parseArgs } from "node:util";

import { takeBackup, writeBackupTo, type TakenBackup } from "~/features/backups/backups.server";
import { formatBytes } from "~/features/dashboard/format";
import { askRunningServer } from "~/lib/control.server";
import { databaseConfigFromEnv, openDatabase, setCurrentDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";

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
let taken: TakenBackup | undefined;
try {
  if (config.kind === "pglite") {
    const asked = await askRunningServer(config.dataDir, "backup", { output: output && path.resolve(output) });
    if (asked.answered) taken = asked.result as TakenBackup;
  }
  if (!taken) {
    // The database as it is: a backup neither migrates nor seeds it.
    const database = await openDatabase(config);
    try {
      setCurrentDatabase(database);
      taken = output ? await writeBackupTo(output) : ((await takeBackup("manual")) as TakenBackup);
    } finally {
      await database.close();
    }
  }
} catch (error) {
  console.error(`The backup failed: ${(error as Error).message}`);
  process.exit(1);
}
console.log(`Backup written: ${taken.fileName} (${formatBytes(taken.bytes)}) in ${taken.where}`);
