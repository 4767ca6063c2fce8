// The server's log (decision 0028): one JSON line per event, from pino. Every line
// written while a request is handled carries its request id. Nothing a parent
// or member of staff typed is logged: request lines name the path without its
// query, and errors pass through `scrub`, which blanks e-mail addresses and
// phone numbers (a failed query's message lists its parameters).
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import pino, { type DestinationStream, type Logger } from "pino";

import { env } from "./env.server";
import { logFormatFor, readableLine } from "./readable-log.server";
import { currentRequestId } from "./request-scope.server";

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// Ten or more digits, with spaces, dashes, dots or a leading + between them: a phone number.
const PHONE = /\+?\d(?:[\s.-]?\d){9,}/g;

/** `text` without e-mail addresses and phone numbers. */
export function scrub(text: string): string {
  return text.replace(EMAIL, "[email]").replace(PHONE, "[phone]");
}

/** An error as a log line holds it: its type, message and stack (scrubbed), and its cause, without its other fields. */
function errorOf(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: scrub(String(error)) };
  return {
    type: error.name,
    message: scrub(error.message),
    ...(error.stack ? { stack: scrub(error.stack) } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: errorOf(error.cause, depth + 1) } : {}),
  };
}

/**
 * Standard output, a turn of the event loop at a time: one write for all the
 * lines of a busy moment rather than one per request (a write to a file or
 * pipe is synchronous, and under a crowd it cost a sixth of the throughput).
 * What is left is written when the process exits. On a terminal each line is
 * written for a person to read (decision 0038); anywhere else, as JSON.
 */
function batchedStandardOutput(): DestinationStream {
  const readable = logFormatFor(process.stdout) === "readable";
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const text = pending.join("");
    pending = [];
    process.stdout.write(text);
  };
  process.once("exit", flush);
  return {
    write(line: string) {
      if (pending.push(readable ? readableLine(line) : line) === 1) setImmediate(flush);
    },
  };
}

// Where lines go: standard output, unless a test listens.
let sink: DestinationStream = batchedStandardOutput();

/** Sends the log's lines to `write` (tests); returns the way back to standard output. */
export function captureLog(write: (line: string) => void) {
  const before = sink;
  sink = { write };
  return () => {
    sink = before;
  };
}

export function createLogger(level: string): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // The request's id; a new object each line, since pino merges the line's fields into it.
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      serializers: { err: errorOf },
      // Belt and braces: fields that must never be written, should a caller pass them.
      redact: { paths: ["password", "*.password", "email", "*.email", "phone", "*.phone"], censor: "[redacted]" },
    },
    { write: (line: string) => sink.write(line) },
  );
}

let instance: Logger | undefined;

/** The server's logger, made on first use (after the settings a test may set have been read). */
export function logger(): Logger {
  return (instance ??= createLogger(env().LOG_LEVEL));
}

/** `log.info(…)`, `log.error({ err }, …)`: the server's logger, wherever it is called from. */
export const log = new Proxy({} as Logger, {
  get(_, key) {
    const target = logger();
    const value = Reflect.get(target, key, target) as unknown;
    return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
  },
});

// A proxy's request id is kept when it looks like one; otherwise each request gets its own.
const REQUEST_ID = /^[\w.:-]{8,128}$/;

/**
 * The request's id (a proxy's X-Request-Id when it looks like one, else a new
 * one), and one line in the log when it is answered: id, method, path (never
 * the query, which may hold a search for a parent's e-mail), status and
 * duration. The caller sends the id back as X-Request-Id. Written here rather
 * than by pino-http, whose two child loggers a request took a fifth of the
 * time a cached page takes to serve (decision 0034).
 */
export function startRequestLog(req: IncomingMessage & { originalUrl?: string }, res: ServerResponse): string {
  const incoming = req.headers["x-request-id"];
  const requestId = typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
  const startedAt = Date.now();
  // "finish" when the answer is sent; "close" alone when the visitor left first.
  const answered = () => {
    res.off("finish", answered).off("close", answered);
    const failed = res.statusCode >= 500;
    logger()[failed ? "error" : "info"](
      {
        requestId,
        req: { method: req.method, path: (req.originalUrl ?? req.url ?? "").split("?")[0] },
        res: { status: res.statusCode },
        durationMs: Date.now() - startedAt,
      },
      failed ? "request failed" : "request",
    );
  };
  res.on("finish", answered).on("close", answered);
  return requestId;
}
