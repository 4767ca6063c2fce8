// CSV downloads of the back office lists. Excel opens them as UTF-8 (the BOM
// keeps Hindi names readable) and never runs a cell as a formula.
import { stringify } from "csv-stringify/sync";

import { schoolToday } from "~/lib/database/time.server";
import { log } from "~/lib/server/log.server";

type Cell = string | null | undefined;

/**
 * A cell that a spreadsheet would read as a formula (=, +, -, @, tab, CR at
 * the start) gets a leading apostrophe, which spreadsheets show as plain text.
 */
export function guardCell(value: Cell): string {
  const text = value ?? "";
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Rows as CSV text: guarded cells, CRLF line ends (RFC 4180); the BOM once, at the top. */
export function csvText(rows: Cell[][], { bom = false } = {}): string {
  return stringify(
    rows.map((row) => row.map(guardCell)),
    // A line break of either kind inside a cell (a message) must be quoted too, not only CRLF.
    { bom, record_delimiter: "\r\n", quoted_match: /[\r\n]/ },
  );
}

/**
 * The answer to `request`: a download named `<name>-<today>.csv` of `header`
 * and then `batches` of rows, read one batch at a time as the browser takes
 * them: a 20,000-row list never sits in memory whole. Gzipped here when the
 * browser accepts it, not by the server's compression middleware, which loses
 * track of the listeners a long streamed answer waits with, one per wait
 * (expressjs/compression#135).
 */
export function csvResponse(
  request: Request,
  name: string,
  header: string[],
  batches: AsyncIterable<Cell[][]>,
): Response {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      controller.enqueue(encoder.encode(csvText([header], { bom: true })));
    },
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(csvText(next.value)));
      } catch (error) {
        log.error({ err: error }, `CSV export ${name} failed`);
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  const gzip = acceptsGzip(request.headers.get("Accept-Encoding"));
  return new Response(gzip ? body.pipeThrough(new CompressionStream("gzip")) : body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${schoolToday()}.csv"`,
      "Cache-Control": "private, no-store",
      Vary: "Accept-Encoding",
      ...(gzip ? { "Content-Encoding": "gzip" } : {}),
    },
  });
}

/** Whether an Accept-Encoding header takes gzip: named, or `*`, and not with q=0. */
export function acceptsGzip(header: string | null): boolean {
  const weights = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [coding = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    if (coding) weights.set(coding, q ? Number(q.slice(2)) : 1);
  }
  return (weights.get("gzip") ?? weights.get("*") ?? 0) > 0;
}
