// Loaded into the server by `npm run bench -- --soak` (node --import, before the site's own code): the event loop's
// delay, measured inside the server's process as only it can be, and its heap. It answers on file descriptor 3, a
// pipe the bench opened, so the site gains no address and its log no line: each line the bench writes there is
// answered with one line of JSON, the delay since the line before and since "start", which starts both again.
// Plain TypeScript: Node runs it directly, in the server's process.
import net from "node:net";
import { monitorEventLoopDelay } from "node:perf_hooks";

// Node samples the loop with a timer of this period and records the time between its runs, the period included.
const RESOLUTION_MS = 10;
// One for the time since the bench's last line, one since its "start" (the loop's histograms cannot be added up).
const sinceLast = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
const sinceStart = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
sinceLast.enable();
sinceStart.enable();

/** A recorded time as the loop's delay, in ms: beyond the timer's own period. */
const delayMs = (nanoseconds: number) => Math.max(0, nanoseconds / 1e6 - RESOLUTION_MS);

const figures = (histogram: typeof sinceLast) => ({
  p50: delayMs(histogram.percentile(50)),
  p99: delayMs(histogram.percentile(99)),
  max: delayMs(histogram.max),
  samples: histogram.count,
});

const channel = new net.Socket({ fd: 3, readable: true, writable: true });
// It never keeps the server running, and the bench going away is no error of the server's.
channel.unref();
channel.on("error", () => {});
channel.setEncoding("utf8");
let received = "";
channel.on("data", (chunk: string) => {
  received += chunk;
  for (let end = received.indexOf("\n"); end >= 0; end = received.indexOf("\n")) {
    const line = received.slice(0, end);
    received = received.slice(end + 1);
    if (line === "start") sinceStart.reset();
    const { heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    const report = {
      sinceLast: figures(sinceLast),
      sinceStart: figures(sinceStart),
      heapUsed,
      heapTotal,
      external,
      arrayBuffers,
    };
    sinceLast.reset();
    channel.write(`${JSON.stringify(report)}\n`);
  }
});
