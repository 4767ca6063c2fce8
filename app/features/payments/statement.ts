// A bank statement's rows read into credits (decision 0085): the header found below the preamble, each row below it
// read by the mapping, debits left out, and every row that cannot be read reported with its line and why, without
// stopping the rest. The file itself is read by statement-file.server.ts. Shared by the browser and the server.
import type { Paise } from "./money";
import {
  findHeader,
  HEADER_SEARCH_ROWS,
  headerSignature,
  mappingProblem,
  type Cell,
  type ColumnMapping,
  type RememberedMapping,
} from "./statement-columns";
import {
  amountCell,
  cellText,
  directionOfWord,
  statementDate,
  type AmountCell,
  type Direction,
} from "./statement-values";

/** A statement file's rows, each with its line: the spreadsheet's row number, or the text file's line. */
export interface StatementGrid {
  rows: { line: number; cells: Cell[] }[];
  /** A workbook of Excel's 1904 date system (old Mac files): its serial dates count from 1904. */
  date1904: boolean;
}

/** One credit of the statement. */
export interface StatementCredit {
  line: number;
  /** "2026-12-01". */
  date: string;
  narration: string;
  reference: string;
  amount: Paise;
  /** The balance after it, when the statement has a balance column: tells identical lines apart (matching.ts). */
  balance: Paise | null;
}

export type StatementProblem = { line: number; message: string };

export type StatementReading =
  | {
      ok: true;
      headerLine: number;
      signature: string;
      mapping: ColumnMapping;
      /** The remembered mapping's bank; null when the column names were known. */
      bankName: string | null;
      credits: StatementCredit[];
      /** How many debits were left out: the office sees that the whole statement was read. */
      debits: number;
      problems: StatementProblem[];
    }
  | {
      ok: false;
      /** "empty": nothing in the file; "unrecognised": no header row this reader knows, so staff map the columns. */
      reason: "empty" | "unrecognised";
      message: string;
      /** The first rows as text, for staff to pick the header row and its columns. */
      preview: { line: number; cells: string[] }[];
    };

export const STATEMENT_MESSAGES = {
  empty: "The statement has no rows.",
  unrecognised:
    "The columns of this statement are not ones we know. Choose its header row and which column is which; the choice is remembered for this bank.",
} as const;

/** Reads a statement: its header by a remembered mapping or by the known names, then its credits. */
export function readStatement(grid: StatementGrid, remembered: readonly RememberedMapping[] = []): StatementReading {
  const rows = grid.rows.filter((row) => row.cells.some((cell) => cellText(cell) !== ""));
  if (rows.length === 0) return { ok: false, reason: "empty", message: STATEMENT_MESSAGES.empty, preview: [] };
  const header = findHeader(
    rows.map((row) => row.cells),
    remembered,
  );
  if (!header) {
    const preview = rows.slice(0, HEADER_SEARCH_ROWS).map(({ line, cells }) => ({ line, cells: cells.map(cellText) }));
    return { ok: false, reason: "unrecognised", message: STATEMENT_MESSAGES.unrecognised, preview };
  }
  const headerRow = rows[header.index]!;
  return readRows(grid, headerRow.line, header.mapping, header.bankName);
}

/**
 * Reads a statement by a mapping staff chose, with the header on `headerLine`: what the mapping screen calls, and
 * then `rememberMapping` keeps it for the bank.
 */
export function readStatementWithMapping(grid: StatementGrid, headerLine: number, mapping: ColumnMapping) {
  const problem = mappingProblem(mapping);
  if (problem) throw new RangeError(problem);
  return readRows(grid, headerLine, mapping, null);
}

/** The remembered mapping for the layout of the header on `headerLine`. */
export function rememberMapping(
  grid: StatementGrid,
  headerLine: number,
  mapping: ColumnMapping,
  bankName: string,
): RememberedMapping {
  const header = grid.rows.find((row) => row.line === headerLine);
  if (!header) throw new RangeError(`No line ${headerLine} in the statement`);
  return { signature: headerSignature(header.cells), bankName: bankName.trim(), mapping };
}

/** Where a statement's summary starts, below its last transaction: nothing after it is read. */
const SUMMARY_START = /\b(?:statement summary|summary of (?:the )?account|end of statement)\b/i;
const SUMMARY_LINE =
  /\b(?:opening balance|closing balance|total|balance (?:b\/f|c\/f|brought forward|carried forward))\b/i;

function readRows(
  grid: StatementGrid,
  headerLine: number,
  mapping: ColumnMapping,
  bankName: string | null,
): StatementReading & { ok: true } {
  const header = grid.rows.find((row) => row.line === headerLine);
  if (!header) throw new RangeError(`No line ${headerLine} in the statement`);
  const credits: StatementCredit[] = [];
  const problems: StatementProblem[] = [];
  const signature = headerSignature(header.cells);
  let debits = 0;
  // The credit on the row above, whose narration a wrapped line carries on; null after any other row.
  let above: StatementCredit | null = null;
  const at = (cells: Cell[], column: number | null): Cell => (column === null ? null : (cells[column] ?? null));

  for (const { line, cells } of grid.rows.filter((row) => row.line > headerLine)) {
    const text = cells.map(cellText);
    // A blank line, or the header again on a new page.
    if (text.every((cell) => cell === "") || headerSignature(cells) === signature) continue;
    const narration = cellText(at(cells, mapping.narration));
    const reference = cellText(at(cells, mapping.reference));
    if (SUMMARY_START.test(text.join(" "))) break;
    const dateCell = at(cells, mapping.date);
    const undated = cellText(dateCell) === "";
    // Lines of the statement's own: opening and closing balances, totals, balances brought or carried forward.
    if ((undated || statementDate(dateCell, grid.date1904) === null) && SUMMARY_LINE.test(text.join(" "))) {
      above = null;
      continue;
    }
    const money = readMoney(cells, mapping, at);
    if (money === null) {
      // No amount and no date: a narration wrapped onto the next line. Otherwise not a transaction (a footer's
      // "computer generated statement"), and not a problem either.
      if (undated && above) {
        above.narration = [above.narration, narration].filter(Boolean).join(" ");
        if (reference) above.reference = [above.reference, reference].filter(Boolean).join(" ");
      } else {
        above = null;
      }
      continue;
    }
    above = null;
    if (typeof money === "string") {
      problems.push({ line, message: money });
      continue;
    }
    const date = statementDate(dateCell, grid.date1904);
    if (!date) {
      problems.push({
        line,
        message: undated ? "The date is missing." : `The date “${cellText(dateCell)}” is not a date.`,
      });
      continue;
    }
    if (money.direction === "debit") {
      debits++;
      continue;
    }
    if (money.paise === 0) continue;
    const balance = amountCell(at(cells, mapping.balance));
    above = {
      line,
      date,
      narration,
      reference,
      amount: money.paise,
      balance: balance && balance !== "bad" ? balance.paise : null,
    };
    credits.push(above);
  }
  return { ok: true, headerLine, signature, mapping, bankName, credits, debits, problems };
}

/**
 * A row's money: its amount and way (credit or debit); null when it has no amount at all; a message when it cannot
 * be read. Two columns: the one filled says the way. One amount column: a Dr/Cr column, or the cell's own Cr/Dr,
 * sign or brackets; with none of those it is a credit.
 */
function readMoney(
  cells: Cell[],
  mapping: ColumnMapping,
  at: (cells: Cell[], column: number | null) => Cell,
): { paise: Paise; direction: Direction } | string | null {
  const bad = (column: string, cell: Cell) => `The ${column} “${cellText(cell)}” is not an amount.`;
  if (mapping.credit !== null || mapping.debit !== null) {
    const credit = amountCell(at(cells, mapping.credit));
    const debit = amountCell(at(cells, mapping.debit));
    if (credit === "bad") return bad("credit", at(cells, mapping.credit));
    if (debit === "bad") return bad("debit", at(cells, mapping.debit));
    const isCredit = credit !== null && credit.paise > 0;
    const isDebit = debit !== null && debit.paise > 0;
    if (isCredit && isDebit) return "It has both a credit and a debit.";
    if (isCredit) return { paise: credit.paise, direction: credit.direction === "debit" ? "debit" : "credit" };
    if (isDebit) return { paise: debit.paise, direction: "debit" };
    if (credit || debit) return { paise: 0, direction: "credit" };
    if (mapping.amount === null) return null;
  }
  const amount: AmountCell | null | "bad" = amountCell(at(cells, mapping.amount));
  if (amount === null) return null;
  if (amount === "bad") return bad("amount", at(cells, mapping.amount));
  if (mapping.direction !== null) {
    const word = at(cells, mapping.direction);
    const direction = directionOfWord(word) ?? amount.direction;
    if (!direction) return `The Dr/Cr “${cellText(word)}” is neither Dr nor Cr.`;
    return { paise: amount.paise, direction };
  }
  return { paise: amount.paise, direction: amount.direction ?? "credit" };
}
