// A backup file's name says when it was taken (UTC) and why, so that the
// store needs no index: school-backup-20261124T203000Z-scheduled.tar.gz.
export const BACKUP_KINDS = ["scheduled", "manual", "before_migration"] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

const NAME =
  /^school-backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z-(scheduled|manual|before_migration)\.tar\.gz$/;

export function backupFileName(takenAt: Date, kind: BackupKind) {
  const stamp = takenAt
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  return `school-backup-${stamp}-${kind}.tar.gz`;
}

/** When and why a backup was taken, from its name; null for any other name. */
export function parseBackupFileName(name: string): { takenAt: Date; kind: BackupKind } | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, year, month, day, hours, minutes, seconds, kind] = match;
  const takenAt = new Date(`${year}-${month}-${day}T${hours}:${minutes}:${seconds}Z`);
  return Number.isNaN(takenAt.getTime()) ? null : { takenAt, kind: kind as BackupKind };
}
