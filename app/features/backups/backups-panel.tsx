import { Archive, Download } from "lucide-react";
import { Fragment } from "react";

import { formatBytes } from "~/features/dashboard/format";

/**
 * What admins see of backups on the dashboard (decision 0030), and only they (the route sends it to admins alone):
 * times already written in the school's zone.
 */
export interface BackupStatus {
  last: { finishedAt: string; bytes: number | null; error: string | null; failed: boolean } | null;
  lastGood: { finishedAt: string; bytes: number | null } | null;
  /** Where backups go: BACKUP_DIR, or the bucket's folder. */
  where: string;
  /** When the next nightly backup is due, or null when they are off. */
  next: string | null;
  /** Whether `next` is the next try of a nightly backup that failed (every hour: decision 0083). */
  retrying: boolean;
}

export const LATEST_BACKUP_PATH = "/admin/backups/latest";

export function BackupsPanel({ status }: { status: BackupStatus }) {
  const { last, lastGood, where, next, retrying } = status;
  return (
    <section aria-labelledby="backups-heading" className="mt-8">
      <div
        role={last?.failed ? "alert" : undefined}
        className={
          last?.failed
            ? "rounded-xl border border-red-300 bg-red-50 p-5 text-red-950"
            : "rounded-xl border border-slate-200 bg-white p-5 text-slate-800"
        }
      >
        <h2 id="backups-heading" className="flex items-center gap-2 font-semibold">
          <Archive aria-hidden className="h-5 w-5" />
          Backups
        </h2>
        {!last && <p className="mt-1 text-sm">No backup yet.</p>}
        {last && !last.failed && (
          <p className="mt-1 text-sm">
            Last backup: {last.finishedAt}
            {last.bytes !== null && `, ${formatBytes(last.bytes)}`}.
          </p>
        )}
        {last?.failed && (
          <>
            <p className="mt-1 text-sm font-medium">The last backup failed ({last.finishedAt}).</p>
            <p className="mt-1 text-sm">{last.error}</p>
            <p className="mt-1 text-sm">
              {lastGood ? `The last good backup is from ${lastGood.finishedAt}.` : "There is no good backup yet."} Tell
              the school&apos;s IT vendor.
            </p>
          </>
        )}
        <p className="mt-1 text-sm text-slate-600">
          {!next
            ? "Nightly backups are off: ask the school's IT vendor to turn them on."
            : retrying
              ? `It is tried again every hour. Next try: ${next}.`
              : `Next backup: ${next}.`}
        </p>
        {/* The server's own words, for whoever runs it: folded away from the office (decision 0075). */}
        <details className="mt-1 text-sm text-slate-600">
          <summary className="inline-flex min-h-11 cursor-pointer items-center">For the IT vendor</summary>
          <p>
            {next ? "" : "BACKUP_SCHEDULE is off. "}Backups are kept in{" "}
            {/* A folder is one long word: it may break after each "/" (decision 0049), or a phone would zoom out. */}
            <span className="break-words">
              {where.split(/(?<=\/)/).map((part, index) => (
                <Fragment key={index}>
                  {index > 0 ? <wbr /> : null}
                  {part}
                </Fragment>
              ))}
            </span>
            .
          </p>
        </details>
        {lastGood && (
          <a
            href={LATEST_BACKUP_PATH}
            download
            className="mt-1 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-800 hover:underline"
          >
            <Download aria-hidden className="h-4 w-4" />
            Download latest backup
          </a>
        )}
      </div>
    </section>
  );
}
