// The outbox's rounds in a process started as `npm start` starts the site (--expose-gc): a round of a few messages,
// then one of a burst whose work leaves a heap of garbage behind, as sending an alert to thousands does. The worker
// logs what it gave back after each burst (decision 0095); this prints "done" with the process's RSS at the end.
import { pollOutbox } from "~/features/mail/mail-worker.server";
import { BURST_MESSAGES } from "~/lib/server/memory.server";

const rounds = [BURST_MESSAGES - 1, BURST_MESSAGES];
let kept: unknown[][] = [];
const worker = pollOutbox(async () => {
  const handled = rounds.shift() ?? 0;
  // Some 100 MB of short-lived objects, each round's last few kept until the next: what V8 grows its heap for.
  for (let message = 0; message < handled; message++) {
    kept.push(Array.from({ length: 2_000 }, (_, i) => ({ message, i, text: `message ${message} line ${i}` })));
    if (kept.length > 20) kept.shift();
  }
  kept = [];
  if (!rounds.length) setImmediate(() => void worker.stop().then(() => console.log(JSON.stringify({ done: true }))));
  return { sent: handled, retry: 0, failed: 0 };
}, "The test's outbox could not be read");
