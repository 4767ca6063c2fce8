// A statement's dates and amounts as Indian banks write them (decision 0085): day first always, never the American
// month first; amounts in paise, with the Indian grouping, "Cr"/"Dr" after them, or a sign. Shared by the browser
// and the server.
import { paiseOfNumber, paiseOfText, type Paise } from "./money";
import type { Cell } from "./statement-columns";

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
  "november", "december"]; // prettier-ignore

/** "2026-12-01" when the three parts are a real day, else null. A two-digit year is in this century. */
function isoDate(year: number, month: number, day: number): string | null {
  const fullYear = year < 100 ? 2000 + year : year;
  if (fullYear < 1990 || fullYear > 2200 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(fullYear, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

// Excel counts days from 30 December 1899 (its day 60 is a 29 February 1900 that never was, so every day from 61 on
// is right from this start), or, in a workbook of the 1904 system, from 1 January 1904.
const EXCEL_EPOCH_1900 = Date.UTC(1899, 11, 30);
const EXCEL_EPOCH_1904 = Date.UTC(1904, 0, 1);
const DAY_MS = 86_400_000;

/** An Excel serial date (its time of day, the fraction, left out) as "2026-12-01"; null outside 1990 to 2200. */
export function dateOfExcelSerial(serial: number, date1904 = false): string | null {
  if (!Number.isFinite(serial)) return null;
  const date = new Date((date1904 ? EXCEL_EPOCH_1904 : EXCEL_EPOCH_1900) + Math.floor(serial) * DAY_MS);
  const year = date.getUTCFullYear();
  return year >= 1990 && year <= 2200 ? date.toISOString().slice(0, 10) : null;
}

/**
 * A statement's date as "2026-12-01", or null: "01/12/2026", "1/12/26", "01-12-2026", "01.12.2026", "01-Dec-2026",
 * "1 Dec 26", "01/DEC/2026", "01 December 2026", "2026-12-01", each with a time after it or not; a number is an
 * Excel serial date. The day comes first, as every Indian bank writes it: "01/12/2026" is 1 December.
 */
export function statementDate(cell: Cell, date1904 = false): string | null {
  if (typeof cell === "number") return dateOfExcelSerial(cell, date1904);
  const text = String(cell ?? "")
    .trim()
    .replace(/[\sT]+\d{1,2}:\d{2}(?::\d{2})?(?:\.\d+)?\s*(?:[ap]\.?m\.?)?$/i, "");
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4}|\d{2})$/.exec(text);
  if (match) return isoDate(Number(match[3]), Number(match[2]), Number(match[1]));
  match = /^(\d{1,2})[/.\- ]*([a-z]{3,9})[/.\-, ]*(\d{4}|\d{2})$/i.exec(text);
  if (match) {
    const named = (match[2] ?? "").toLowerCase();
    // The month's name whole, its first three letters, or "sept": not any word that starts like one.
    const month =
      MONTHS.findIndex(
        (name) => name === named || name.slice(0, 3) === named || (named === "sept" && name === "september"),
      ) + 1;
    if (month === 0) return null;
    return isoDate(Number(match[3]), month, Number(match[1]));
  }
  return null;
}

/** Which way money went: into the account (credit) or out of it (debit). */
export type Direction = "credit" | "debit";

/** A Dr/Cr column's word: "CR", "Cr.", "C", "Credit", "Deposit" or "DR", "D", "Debit", "Withdrawal". */
export function directionOfWord(cell: Cell): Direction | null {
  const word = String(cell ?? "")
    .trim()
    .toLowerCase()
    .replace(/\.$/, "");
  if (["cr", "c", "credit", "deposit", "+"].includes(word)) return "credit";
  if (["dr", "d", "debit", "withdrawal", "-"].includes(word)) return "debit";
  return null;
}

/** An amount cell read: its paise, and the way it went when the cell itself says (a sign, brackets, Cr or Dr). */
export type AmountCell = { paise: Paise; direction: Direction | null };

/**
 * An amount cell: "1,20,000.00", "1,20,000.00 Cr", "500.00Dr", "-500.00", "(500.00)", "+500", "₹ 500", a number
 * (negative: a debit). Blank: null. Anything else: "bad".
 */
export function amountCell(cell: Cell): AmountCell | null | "bad" {
  if (cell === null) return null;
  if (typeof cell === "number") {
    const paise = paiseOfNumber(Math.abs(cell));
    if (paise === null) return "bad";
    return { paise, direction: cell < 0 ? "debit" : null };
  }
  let text = cell.replace(/\u00a0/g, " ").trim();
  if (text === "" || text === "-" || text === "--") return null;
  let direction: Direction | null = null;
  const suffix = /\s*\(?\s*(cr|dr)\.?\s*\)?$/i.exec(text);
  if (suffix) {
    direction = suffix[1]!.toLowerCase() === "cr" ? "credit" : "debit";
    text = text.slice(0, suffix.index).trim();
  }
  const bracketed = /^\((.*)\)$/.exec(text);
  if (bracketed) {
    text = bracketed[1]!.trim();
    direction ??= "debit";
  }
  const sign = /^([+-])\s*/.exec(text);
  if (sign) {
    text = text.slice(sign[0].length);
    direction ??= sign[1] === "-" ? "debit" : "credit";
  }
  const paise = paiseOfText(text);
  return paise === null ? "bad" : { paise, direction };
}

/** A cell as text: trimmed, non-breaking spaces as spaces, runs of spaces as one; a number as written. */
export function cellText(cell: Cell): string {
  if (cell === null) return "";
  return String(cell)
    .replace(/\u00a0/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
