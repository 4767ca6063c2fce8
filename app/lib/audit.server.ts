import { auditLog } from "../../db/schema";
import type { Db } from "./db.server";

export interface AuditEntry {
  actorUserId?: string | null;
  actorEmail?: string | null;
  action: string;
  targetType: string;
  targetId?: string | null;
  details?: Record<string, unknown>;
  ipAddress?: string | null;
}

type Writer = Pick<Db, "insert">;

/** Writes who did what, to what, from where; in the caller's transaction. */
export async function recordAudit(writer: Writer, entry: AuditEntry) {
  await writer.insert(auditLog).values(entry);
}
