// A job every server process looks to run soon after it starts and then at a fixed interval: the job itself claims
// its period (a day, a week) in the database, so that of several processes one does it (decisions 0032, 0068).
import { log } from "~/lib/server/log.server";

export interface Schedule {
  /** Stops looking, and waits for a run under way. */
  stop(): Promise<void>;
  /** Waits for the run under way, if any. */
  settled(): Promise<unknown>;
}

/** Runs `job` after `firstAfterMs` and then every `everyMs`; a failure is logged as `failure` and the next look tries again. */
export function startSchedule(
  job: () => Promise<unknown>,
  { firstAfterMs, everyMs, failure }: { firstAfterMs: number; everyMs: number; failure: string },
): Schedule {
  let running: Promise<unknown> = Promise.resolve();
  const look = () => {
    running = job().catch((error: unknown) => log.error({ err: error }, failure));
  };
  const first = setTimeout(look, firstAfterMs);
  const every = setInterval(look, everyMs);
  first.unref();
  every.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
    settled: () => running,
  };
}
