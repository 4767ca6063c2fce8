// V8 keeps the pages a burst of work filled, ready to fill them again, and gives them back only once the process
// is idle. A site that is never idle for long kept some 30–45 MB more for good after sending an alert to 5,000
// subscribers. After such a burst, one collection that gives them back (decision 0095).
import { log } from "./log.server";

/** Messages one round of a worker must have handled to count as a burst: an alert's sending, not a day's mail. */
export const BURST_MESSAGES = 200;

type Collect = (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;

/**
 * A full collection that also gives V8's unused pages back to the system (its "last resort": an ordinary one keeps
 * them). Only in a process started with `--expose-gc`, as `npm start` starts the site; elsewhere null. It holds the
 * event loop for some tens of milliseconds, so it follows a burst, never a request.
 */
export function giveBackMemory(after: string) {
  const collect = (globalThis as { gc?: Collect }).gc;
  if (!collect) return null;
  const rssBefore = process.memoryUsage.rss();
  const started = performance.now();
  collect({ type: "major", execution: "sync", flavor: "last-resort" });
  const figures = {
    after,
    ms: Math.round(performance.now() - started),
    givenBackMb: Math.round((rssBefore - process.memoryUsage.rss()) / 1048576),
  };
  log.info(figures, "Memory given back after a burst");
  return figures;
}
