// A bank statement file read into rows (decision 0085), judged by its bytes, not its name: an .xlsx (a zip), a
// legacy .xls (Excel 97–2003's compound file), and the text that many banks' portals send with an .xls name (an HTML
// table, tab-separated or comma-separated text) are each read by what they are. Workbooks go through SheetJS; text
// through csv-parse, as the other CSV imports (decision 0071). Nothing is guessed from a cell: "01/12/2026" stays
// text for statement-values.ts to read day first.
import { read, utils, type WorkBook } from "@e965/xlsx";
import { parse } from "csv-parse/sync";

import type { StatementGrid } from "./statement";
import type { Cell } from "./statement-columns";

export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;
/** A year of a busy school account is some thousands of lines; more is a file that is not a statement. */
export const MAX_STATEMENT_ROWS = 20_000;

export const STATEMENT_FILE_MESSAGES = {
  noFile: "Please choose the bank statement file.",
  empty: "The file is empty.",
  tooLarge: "The file must be 5 MB or smaller.",
  tooManyRows: `The statement has more than ${MAX_STATEMENT_ROWS.toLocaleString("en-IN")} rows. Download a shorter period.`,
  unreadable:
    "This file cannot be read as a statement. Download it from the bank again as Excel (.xls or .xlsx) or CSV.",
  encrypted: "This file is protected by a password. Download it from the bank again without one.",
} as const;

export type StatementFileReading = { ok: true; grid: StatementGrid } | { ok: false; message: string };

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Reads a statement file into rows; a file that is none of the kinds above, or is too large, is refused. */
export async function readStatementFile(file: File | null | undefined): Promise<StatementFileReading> {
  if (!file) return { ok: false, message: STATEMENT_FILE_MESSAGES.noFile };
  if (file.size === 0) return { ok: false, message: STATEMENT_FILE_MESSAGES.empty };
  if (file.size > MAX_STATEMENT_BYTES) return { ok: false, message: STATEMENT_FILE_MESSAGES.tooLarge };
  return readStatementBytes(new Uint8Array(await file.arrayBuffer()));
}

export function readStatementBytes(bytes: Uint8Array): StatementFileReading {
  if (bytes.length === 0) return { ok: false, message: STATEMENT_FILE_MESSAGES.empty };
  if (bytes.length > MAX_STATEMENT_BYTES) return { ok: false, message: STATEMENT_FILE_MESSAGES.tooLarge };
  let grid: StatementGrid | null;
  try {
    if (startsWith(bytes, ZIP) || startsWith(bytes, COMPOUND_FILE)) grid = gridOfWorkbook(bytes);
    else {
      const text = decodeText(bytes);
      grid = /^\s*</.test(text) ? gridOfWorkbook(bytes) : gridOfText(text);
    }
  } catch (error) {
    const message = String((error as Error)?.message ?? error);
    if (/password/i.test(message)) return { ok: false, message: STATEMENT_FILE_MESSAGES.encrypted };
    return { ok: false, message: STATEMENT_FILE_MESSAGES.unreadable };
  }
  if (!grid) return { ok: false, message: STATEMENT_FILE_MESSAGES.unreadable };
  if (grid.rows.length > MAX_STATEMENT_ROWS) return { ok: false, message: STATEMENT_FILE_MESSAGES.tooManyRows };
  return { ok: true, grid };
}

/** UTF-8 (a byte-order mark dropped), or, failing that, Windows-1252, which older bank exports are written in. */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/**
 * A workbook's sheet with the most filled rows (a statement's own, not a cover or summary sheet), each row with its
 * spreadsheet row number. Numbers stay numbers (amounts, serial dates); text stays text, never read as a date or a
 * number (`raw`), which in an HTML table SheetJS would otherwise do the American way.
 */
function gridOfWorkbook(bytes: Uint8Array): StatementGrid | null {
  const workbook: WorkBook = read(bytes, {
    type: "array",
    raw: true,
    dense: true,
    cellDates: false,
    cellFormula: false,
    cellHTML: false,
    cellNF: false,
    cellStyles: false,
    sheetRows: MAX_STATEMENT_ROWS + 1,
  });
  let best: StatementGrid["rows"] = [];
  for (const name of workbook.SheetNames) {
    const sheet = workbook.Sheets[name];
    if (!sheet?.["!ref"]) continue;
    const firstRow = utils.decode_range(sheet["!ref"]).s.r;
    const values = utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
    const rows = values.map((cells, index) => ({ line: firstRow + index + 1, cells: cells.map(cellOf) }));
    const filled = (list: typeof rows) => list.filter((row) => row.cells.some((cell) => cell !== null)).length;
    if (filled(rows) > filled(best)) best = rows;
  }
  if (best.length === 0) return null;
  return { rows: best, date1904: Boolean(workbook.Workbook?.WBProps?.date1904) };
}

function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "boolean") return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  const text = String(value);
  return text.trim() === "" ? null : text;
}

/**
 * Comma- or tab-separated text (a semicolon or a bar too), its separator the one that splits the first lines most
 * evenly; each record with the line it starts on.
 */
function gridOfText(text: string): StatementGrid {
  const sample = text.split(/\r?\n/).slice(0, 80);
  const delimiter =
    [",", "\t", ";", "|"]
      .map((candidate) => ({ candidate, lines: sample.filter((line) => line.split(candidate).length >= 3).length }))
      .sort((a, b) => b.lines - a.lines)[0]?.candidate ?? ",";
  const records = parse(text, {
    bom: true,
    delimiter,
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
  }) as unknown as { record: string[]; info: { lines: number } }[];
  let endOfLast = 0;
  const rows = records.map(({ record, info }) => {
    const row = { line: endOfLast + 1, cells: record.map((cell) => (cell.trim() === "" ? null : cell)) };
    endOfLast = info.lines;
    return row;
  });
  return { rows, date1904: false };
}
