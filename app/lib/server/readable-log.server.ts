// The log as a person reads it on a terminal (decision 0038): the same lines
// as the JSON log, each as its local time, level and message; a request as its
// method, path, status and duration; a link (the first-run setup link) on a
// line of its own, to be clicked or copied whole; an error's stack below it.
// Written here rather than by pino-pretty: a dozen lines, no worker thread, and
// the log's writes stay batched (decision 0034).

/** How the log is written to `output`: readable on a terminal, JSON lines to a file, a pipe or the journal. */
export function logFormatFor(output: { isTTY?: boolean }): "readable" | "json" {
  return output.isTTY ? "readable" : "json";
}

// Shown in the line itself, or not at all: the request's id is in the JSON log for tools to follow.
const SHOWN_ABOVE = new Set(["level", "time", "msg", "req", "res", "durationMs", "err", "requestId"]);
const INDENT = " ".repeat(15);

interface SerializedError {
  message?: string;
  stack?: string;
  cause?: SerializedError;
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** One JSON line of the log (with its newline) as readable lines, ending in a newline. */
export function readableLine(jsonLine: string): string {
  let fields: Record<string, unknown>;
  try {
    fields = JSON.parse(jsonLine) as Record<string, unknown>;
  } catch {
    return jsonLine;
  }
  const time = new Date(String(fields.time));
  const clock = Number.isNaN(time.getTime())
    ? "--:--:--"
    : `${twoDigits(time.getHours())}:${twoDigits(time.getMinutes())}:${twoDigits(time.getSeconds())}`;
  const level = String(fields.level ?? "").toUpperCase();
  const request = fields.req as { method?: string; path?: string } | undefined;
  const answer = fields.res as { status?: number } | undefined;
  let message = String(fields.msg ?? "");
  if (request && answer) {
    const line = `${request.method} ${request.path} ${answer.status} ${fields.durationMs} ms`;
    message = message === "request" ? line : `${message}: ${line}`;
  }
  const below: string[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (SHOWN_ABOVE.has(name)) continue;
    if (typeof value === "string" && /^https?:\/\/\S+$/.test(value)) below.push(value);
    else message += ` ${name}=${typeof value === "string" ? value : JSON.stringify(value)}`;
  }
  if (fields.requestId && !request) message += ` requestId=${String(fields.requestId)}`;
  for (let error = fields.err as SerializedError | undefined, depth = 0; error; error = error.cause, depth++) {
    const text = error.stack ?? error.message ?? "";
    below.push(...(depth > 0 ? `Caused by: ${text}` : text).split("\n"));
  }
  return [`${clock} ${level.padEnd(5)}  ${message}`, ...below.map((line) => INDENT + line)].join("\n") + "\n";
}
