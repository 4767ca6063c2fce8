import { Readable } from "node:stream";
import { data } from "react-router";

import { actorOf } from "~/features/admin/admin-action.server";
import { latestStoredBackup } from "~/features/backups/backups.server";
import { requireAdmin } from "~/features/users/access.server";
import { recordAudit } from "~/lib/database/audit.server";
import { db } from "~/lib/database/db.server";
import { fileUnavailable, StorageUnavailableError } from "~/lib/files/storage.server";

import type { Route } from "./+types/backup-download";

// GET /admin/backups/latest: the newest backup in the store, for admins only
// (it holds every account and every parent's details), and audited.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  let backup;
  try {
    backup = await latestStoredBackup();
  } catch (error) {
    // The bucket that keeps the backups is down (decision 0083).
    if (error instanceof StorageUnavailableError) return fileUnavailable();
    throw error;
  }
  if (!backup) throw data("There is no backup to download yet.", { status: 404 });
  await recordAudit(db(), {
    ...actorOf(user, context),
    action: "backup.download",
    targetType: "backup",
    targetId: backup.name,
    details: { bytes: backup.bytes },
  });
  return new Response(Readable.toWeb(backup.stream) as ReadableStream, {
    headers: {
      "Content-Type": "application/gzip",
      "Content-Disposition": `attachment; filename="${backup.name}"`,
      "Content-Length": String(backup.bytes),
      "Cache-Control": "no-store",
    },
  });
}
