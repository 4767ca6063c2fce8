// A request's status, changed with one tap and undone from the toast
// (decision 0050): the page's one status fetcher, the select, the label.
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";

import type { AdminReply } from "~/features/admin/reply";
import { showToast } from "~/ui/toaster";

import { capitalised } from "./filters";

interface Change {
  id: string;
  from: string;
  to: string;
}

/**
 * The page's one status fetcher. It lives in the page, not in a row: a row can
 * leave the list when its new status no longer matches the filter, and its
 * answer (the toast, with its Undo) must still be shown.
 */
export function useStatusChange() {
  const fetcher = useFetcher<AdminReply>();
  const last = useRef<Change | null>(null);
  const submit = useRef(fetcher.submit);
  useEffect(() => {
    submit.current = fetcher.submit;
  });
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer) return;
    const change = last.current;
    if (!answer.ok || answer.intent !== "set_status" || !change) return showToast(answer.toast);
    showToast({
      ...answer.toast,
      action: {
        label: "Undo",
        onClick: () => {
          last.current = null;
          void submit.current(
            { intent: "undo_status", id: change.id, status: change.from, from: change.to },
            { method: "post" },
          );
        },
      },
    });
  }, [answer]);
  const busy = fetcher.state !== "idle";
  return {
    /** Moves request `id` from status `from` to `to`, now. */
    change(id: string, from: string, to: string) {
      last.current = { id, from, to };
      void fetcher.submit({ intent: "set_status", id, status: to }, { method: "post" });
    },
    /** The status on its way for request `id` (a change or its undo), shown until the answer comes; or null. */
    pendingOf(id: string): string | null {
      return busy && fetcher.formData?.get("id") === id ? (fetcher.formData.get("status") as string | null) : null;
    },
  };
}

export type StatusChange = ReturnType<typeof useStatusChange>;

/**
 * The status of one request, saved as soon as it changes. While the change is
 * on its way the select shows the new value; if it is refused, the old one comes back.
 */
export function StatusSelect<Status extends string>({
  id,
  selectId,
  status,
  statuses,
  label,
  change,
  className = "",
}: {
  id: string;
  /** The select's own id, where a visible label names it. */
  selectId?: string;
  status: Status;
  statuses: readonly Status[];
  /** The select's accessible name, e.g. "Status of Asha Rani". */
  label: string;
  change: StatusChange;
  className?: string;
}) {
  return (
    <select
      id={selectId}
      aria-label={label}
      value={change.pendingOf(id) ?? status}
      name="status"
      onChange={(event) => change.change(id, status, event.currentTarget.value)}
      className={`min-h-11 rounded-md border border-slate-300 bg-white px-2 py-2 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none sm:text-sm ${className}`.trim()}
    >
      {statuses.map((value) => (
        <option key={value} value={value}>
          {capitalised(value)}
        </option>
      ))}
    </select>
  );
}

// Every kind lists its statuses from the first step to the last: waiting, under way, done, closed.
const TONES = [
  "bg-amber-100 text-amber-950 ring-amber-400",
  "bg-sky-100 text-sky-950 ring-sky-300",
  "bg-emerald-100 text-emerald-950 ring-emerald-300",
  "bg-slate-100 text-slate-800 ring-slate-300",
];

/** A status as a label, in words, its colour only a help. */
export function StatusBadge<Status extends string>({
  status,
  statuses,
}: {
  status: Status;
  statuses: readonly Status[];
}) {
  const tone = TONES[Math.min(Math.max(statuses.indexOf(status), 0), TONES.length - 1)];
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${tone}`}>
      {capitalised(status)}
    </span>
  );
}
