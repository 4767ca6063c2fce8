// Reading a CSV file staff upload to fill one of the disclosure's tables (docs/specification.md §28, decision 0071).
// The whole file is read and checked before anything is stored: each bad row is reported with its line, as a
// spreadsheet numbers it, so staff can mend the file and upload it again.
import { CsvError, parse } from "csv-parse/sync";
import type { z } from "zod";

export const MAX_CSV_BYTES = 1024 * 1024;
export const MAX_CSV_ROWS = 2000;
/** Past so many, the rest are counted, not listed: a file wrong throughout needs mending once, not 2000 lines read. */
export const MAX_CSV_PROBLEMS_LISTED = 50;

export const CSV_MESSAGES = {
  noFile: "Please choose a CSV file.",
  tooLarge: "The file must be 1 MB or smaller.",
  notUtf8:
    "This file is not UTF-8 text. In Excel, choose Save As and the type “CSV UTF-8 (Comma delimited)”; in Google Sheets, Download as “Comma-separated values”.",
  empty: "The file is empty.",
  noRows: "The file has a header line but no rows below it.",
  tooManyRows: `The file has more than ${MAX_CSV_ROWS} rows.`,
} as const;

/** A column of the file: the header staff see in the template, and the field of the row it fills. */
export type CsvColumn<Key extends string = string> = {
  key: Key;
  header: string;
  /** Other headers taken for it ("Sr No" for "Position"…); compared as headers are, without case or spaces. */
  aliases?: readonly string[];
  /** A file without this column is refused; an optional one may be left out, and its cells are empty. */
  required: boolean;
};

/** What is wrong, and where: `line` is the file's line (1 is the header), null for the file as a whole. */
export type CsvProblem = { line: number | null; message: string };

export type CsvReading<T> =
  | { ok: true; rows: { line: number; value: T }[] }
  | { ok: false; problems: CsvProblem[]; /** How many past those listed. */ more: number };

/** "Line 4: Name is required", or the file's own problem as it is. */
export const describeProblem = ({ line, message }: CsvProblem) =>
  line === null ? message : `Line ${line}: ${message}`;

const headerKey = (header: string) => header.replace(/\*/g, "").replace(/\s+/g, " ").trim().toLowerCase();

const refuse = <T>(message: string, line: number | null = null): CsvReading<T> => ({
  ok: false,
  problems: [{ line, message }],
  more: 0,
});

/** The header line a template file starts with: what `readCsv` expects. */
export const csvHeaderLine = (columns: readonly CsvColumn[]) =>
  columns.map(({ header }) => (/[",\n]/.test(header) ? `"${header.replace(/"/g, '""')}"` : header)).join(",");

/**
 * Reads `file` as a CSV whose first line names its columns (in any order, any case), each row checked by `row`.
 * Refused as a whole when anything is wrong: every problem is returned, each with its line.
 */
export async function readCsv<T>(
  file: File | null | undefined,
  columns: readonly CsvColumn[],
  row: z.ZodType<T>,
): Promise<CsvReading<T>> {
  if (!file || file.size === 0) return refuse(file ? CSV_MESSAGES.empty : CSV_MESSAGES.noFile);
  if (file.size > MAX_CSV_BYTES) return refuse(CSV_MESSAGES.tooLarge);

  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return refuse(CSV_MESSAGES.notUtf8);
  }

  let records: { record: string[]; info: { lines: number } }[];
  // The line the last whole record ended on: a quotation mark never closed opened the record after it.
  let lastLine = 0;
  try {
    // With `info`, each record comes with where it ended; csv-parse's types do not follow the option.
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      on_record: (record, context) => {
        lastLine = context.lines;
        return record;
      },
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = error.code === "CSV_QUOTE_NOT_CLOSED" ? lastLine + 1 : ((error as { lines?: number }).lines ?? null);
      return refuse(parseErrorMessage(error), line);
    }
    throw error;
  }

  const [header, ...body] = records;
  if (!header) return refuse(CSV_MESSAGES.empty);
  if (body.length === 0) return refuse(CSV_MESSAGES.noRows);
  if (body.length > MAX_CSV_ROWS) return refuse(CSV_MESSAGES.tooManyRows);

  // Which column of the file fills which field.
  const problems: CsvProblem[] = [];
  const fieldAt: (string | null)[] = [];
  const known = new Map<string, CsvColumn>();
  for (const column of columns) {
    for (const name of [column.header, ...(column.aliases ?? [])]) known.set(headerKey(name), column);
  }
  const expected = columns.map((column) => column.header).join(", ");
  for (const name of header.record) {
    const column = known.get(headerKey(name));
    if (name === "" || (column && fieldAt.includes(column.key))) {
      fieldAt.push(null);
      if (column) problems.push({ line: header.info.lines, message: `The column “${column.header}” is given twice.` });
    } else if (column) {
      fieldAt.push(column.key);
    } else {
      fieldAt.push(null);
      problems.push({
        line: header.info.lines,
        message: `The column “${name}” is not one this table has. Its columns are: ${expected}.`,
      });
    }
  }
  for (const column of columns) {
    if (column.required && !fieldAt.includes(column.key)) {
      problems.push({ line: header.info.lines, message: `The column “${column.header}” is missing.` });
    }
  }
  if (problems.length > 0) return { ok: false, problems, more: 0 };

  const rows: { line: number; value: T }[] = [];
  for (const { record, info } of body) {
    const line = info.lines;
    if (record.length > fieldAt.length) {
      problems.push({
        line,
        message: `It has ${record.length} values, but the header names ${fieldAt.length} columns.`,
      });
      continue;
    }
    const fields: Record<string, string> = {};
    for (const [index, key] of fieldAt.entries()) if (key) fields[key] = record[index] ?? "";
    for (const column of columns) fields[column.key] ??= "";
    const parsed = row.safeParse(fields);
    if (parsed.success) rows.push({ line, value: parsed.data });
    else for (const issue of parsed.error.issues) problems.push({ line, message: issue.message });
  }

  if (problems.length > 0) {
    return {
      ok: false,
      problems: problems.slice(0, MAX_CSV_PROBLEMS_LISTED),
      more: Math.max(0, problems.length - MAX_CSV_PROBLEMS_LISTED),
    };
  }
  return { ok: true, rows };
}

/** csv-parse's errors, in staff's words. */
function parseErrorMessage(error: CsvError) {
  switch (error.code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return 'A quotation mark (") opens a value that is never closed.';
    case "CSV_INVALID_CLOSING_QUOTE":
    case "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE":
      return 'A value has text after its closing quotation mark ("). Put the whole value in quotation marks.';
    default:
      return "This line cannot be read as CSV.";
  }
}
