// npm run restore -- FILE
// Restores a backup (npm run backup, or one the server took) into an empty
// database (DATA_DIR or DATABASE_URL) and an empty uploads folder or bucket,
// all or nothing (decision 0030). Start the site afterwards: it applies any
// newer migrations when it starts.
import path from "node:path";
import { parseArgs } from "node:util";

import { BackupFileError, restoreBackup, RestoreRefusedError } from "~/features/backups/restore.server";
import { formatBytes } from "~/features/dashboard/format";
import { databaseConfigFromEnv } from "~/lib/database/db.server";
import { keepNewFilesPrivate } from "~/lib/database/private-files.server";
import { s3SettingsOf } from "~/lib/files/storage.server";
import { env } from "~/lib/server/env.server";

// What this writes (the database, a backup, the socket beside DATA_DIR) is this user's alone (decision 0042).
keepNewFilesPrivate();

const usage = "Usage: npm run restore -- FILE   (a backup file, e.g. backups/school-backup-…tar.gz)";

let file: string | undefined;
try {
  const { positionals } = parseArgs({ allowPositionals: true, strict: true });
  if (positionals.length !== 1) throw new Error("Name one backup file.");
  file = path.resolve(positionals[0]!);
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(1);
}

const settings = env();
const s3 = s3SettingsOf(settings);
const uploadsDir = path.resolve(settings.UPLOADS_DIR);
const database = databaseConfigFromEnv(settings);
console.log(`Restoring ${file}…`);
try {
  const summary = await restoreBackup(file, {
    database,
    uploads: s3 ? { kind: "bucket", s3 } : { kind: "folder", dir: uploadsDir },
  });
  const into = database.kind === "postgres" ? "the PostgreSQL database at DATABASE_URL" : database.dataDir;
  console.log(
    [
      `Restored the backup taken ${summary.takenAt} (of ${summary.from === "embedded" ? "the embedded database" : "a PostgreSQL database"}):`,
      `  ${summary.rows} rows in ${summary.tables} tables into ${into}`,
      `  ${summary.uploads} uploaded files (${formatBytes(summary.uploadBytes)}) into ${s3 ? `the bucket ${s3.bucket}` : uploadsDir}`,
      "Start the site with npm start: it applies any newer migrations when it starts.",
    ].join("\n"),
  );
} catch (error) {
  if (error instanceof RestoreRefusedError || error instanceof BackupFileError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
