import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";

import { showToast } from "~/ui/toaster";

import type { AdminReply } from "./reply";

/**
 * One request of a back office page to its section's action (a form, a
 * switch, a confirmed delete). When the answer comes, its toast shows; on
 * success `onDone` runs (a dialog closes, say).
 */
export function useAdminAction<Reply extends AdminReply = AdminReply>(onDone?: (reply: Reply) => void) {
  const fetcher = useFetcher<Reply>();
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer) return;
    showToast(answer.toast);
    if (answer.ok) done.current?.(answer as Reply);
  }, [answer]);
  return { fetcher, reply: fetcher.data, busy: fetcher.state !== "idle" };
}

export type AdminAction = ReturnType<typeof useAdminAction>;
