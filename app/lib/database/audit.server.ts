import { auditLog } from "../../../db/schema";
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

/** Who did it, and from where: what every audit row of a signed-in change carries. */
type AuditActor = Pick<AuditEntry, "actorUserId" | "actorEmail" | "ipAddress">;

/**
 * The audit writer of one kind of target ("announcement"), for an area that writes many rows about it: each names
 * its action in full ("announcement.delete"), the row it is about and what it keeps.
 */
export const auditWriter =
  (targetType: string) =>
  (writer: Writer, actor: AuditActor, action: string, targetId: string, details: Record<string, unknown>) =>
    recordAudit(writer, { ...actor, action, targetType, targetId, details });

/** A value as an audit row keeps it: a time as its ISO string, anything else as it is. */
const auditValue = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/**
 * The `fields` whose value differs between `before` and `after`, each with both values ({ title: { from, to } }):
 * what an audit row of a change keeps, so that what was there before can be read again.
 */
export function fieldChanges<Row extends Record<string, unknown>>(
  before: Row,
  after: Row,
  fields: readonly (keyof Row & string)[],
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of fields) {
    const from = auditValue(before[field]);
    const to = auditValue(after[field]);
    if (from !== to) changes[field] = { from, to };
  }
  return changes;
}
