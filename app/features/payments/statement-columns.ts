// Which column of a bank statement is which (decision 0085): the names the big Indian banks' downloads give their
// columns, the header row found below a statement's preamble by them, and a mapping staff make once for a layout
// these names miss, remembered by the header's signature. Shared by the browser (the mapping screen) and the server.

/** What a statement's columns can be. Balance is read only to tell identical lines apart (matching.ts). */
export const STATEMENT_FIELDS = [
  "date",
  "valueDate",
  "narration",
  "reference",
  "credit",
  "debit",
  "amount",
  "direction",
  "balance",
] as const;
export type StatementField = (typeof STATEMENT_FIELDS)[number];

/** Which column (0 is the first) holds each field; null: the statement has none. */
export type ColumnMapping = Record<StatementField, number | null>;

/** A mapping staff made for a layout, kept for the next statement whose header has the same signature. */
export interface RememberedMapping {
  /** `headerSignature` of the header row it was made for. */
  signature: string;
  /** What staff called it: "SBI current account". */
  bankName: string;
  mapping: ColumnMapping;
}

/** A cell as a statement file gives it: text, a number (amounts, Excel's serial dates) or nothing. */
export type Cell = string | number | null;

/**
 * How a header cell is compared: lower case, the currency in brackets or at the end dropped ("Deposit Amount (INR )"
 * is "deposit amount"), then letters and digits only ("Chq./Ref.No." is "chqrefno").
 */
export function headerKey(cell: Cell): string {
  return String(cell ?? "")
    .toLowerCase()
    .replace(/\((?:inr|rs\.?|₹)\s*\)|\b(?:in\s+)?(?:inr|rs)\.?\s*$|₹/g, "")
    .replace(/[^a-z0-9]/g, "");
}

// Each field's names, as the banks' statements write them (SBI, HDFC, ICICI, Axis, PNB, Kotak, Bank of Baroda,
// Canara, Union Bank, IDBI, Yes Bank, IndusInd) and as a person would, compared by headerKey.
const NAMES: Record<StatementField, readonly string[]> = {
  date: [
    "Txn Date", "Transaction Date", "Tran Date", "Trans Date", "Date", "Posting Date", "Post Date", "Txn. Date",
    "Transaction Posted Date", "Tran. Date", "Book Date", "Entry Date",
  ],
  valueDate: ["Value Date", "Value Dt", "Val Date", "Value Dt."],
  narration: [
    "Description", "Narration", "Particulars", "Transaction Remarks", "Remarks", "Transaction Details", "Details",
    "Transaction Description", "Transaction Particulars", "Narrative",
  ],
  reference: [
    "Ref No./Cheque No.", "Chq./Ref.No.", "Chq / Ref No.", "Chq/Ref No", "Cheque Number", "Cheque No.", "Cheque No",
    "Chq No", "Chq. No.", "CHQNO", "CHQ.NO.", "Instrument No", "Instrument Number", "Ref No", "Reference No",
    "Reference Number", "Ref. No.", "Ref", "Reference", "UTR", "UTR No", "UTR Number", "Transaction ID", "Tran Id", "Txn ID", "Chq No/Ref No",
  ],
  credit: [
    "Credit", "Credits", "Deposit", "Deposits", "Deposit Amt.", "Deposit Amount", "CR", "Credit Amount", "Credit Amt",
    "DEPOSIT(CR)", "Cr Amount", "Amount Credited", "Receipts",
  ],
  debit: [
    "Debit", "Debits", "Withdrawal", "Withdrawals", "Withdrawal Amt.", "Withdrawal Amount", "DR", "Debit Amount",
    "Debit Amt", "WITHDRAWAL(DR)", "Dr Amount", "Amount Debited", "Payments",
  ],
  amount: ["Amount", "Transaction Amount", "Txn Amount", "Tran Amount", "Amt"],
  direction: ["Dr / Cr", "Dr/Cr", "Cr/Dr", "CR/DR", "DR/CR", "Debit/Credit", "Credit/Debit", "Type", "Txn Type", "Transaction Type", "D/C", "C/D"],
  balance: ["Balance", "Closing Balance", "BAL", "Available Balance", "Running Balance", "Balance Amt", "BALANCE(INR)"],
}; // prettier-ignore

const FIELD_OF = new Map<string, StatementField>();
for (const field of STATEMENT_FIELDS) for (const name of NAMES[field]) FIELD_OF.set(headerKey(name), field);

/** The field a header cell names, if it is one of the known names. */
export const fieldOfHeader = (cell: Cell): StatementField | null => FIELD_OF.get(headerKey(cell)) ?? null;

/** The signature of a header row, by which a remembered mapping is found again: its cells' keys, in order. */
export const headerSignature = (row: readonly Cell[]) =>
  row
    .map(headerKey)
    .filter((key) => key !== "")
    .join("|");

export const emptyMapping = (): ColumnMapping =>
  Object.fromEntries(STATEMENT_FIELDS.map((field) => [field, null])) as ColumnMapping;

/**
 * The mapping a header row's names give: each field at the first column that names it (Kotak's second "Dr / Cr"
 * belongs to its balance, after the amount's). With no transaction date, the value date stands in.
 */
export function mappingFromNames(row: readonly Cell[]): ColumnMapping {
  const mapping = emptyMapping();
  row.forEach((cell, column) => {
    const field = fieldOfHeader(cell);
    if (field && mapping[field] === null) mapping[field] = column;
  });
  if (mapping.date === null) mapping.date = mapping.valueDate;
  return mapping;
}

/**
 * What a mapping lacks to read credits, in staff's words, or null when it has enough: a date, money (a credit
 * column, or an amount column) and something to match on (a narration or a reference).
 */
export function mappingProblem(mapping: ColumnMapping): string | null {
  if (mapping.date === null) return "Choose the column with each transaction's date.";
  if (mapping.credit === null && mapping.amount === null) {
    return "Choose the column with the amounts credited, or the one amount column.";
  }
  if (mapping.narration === null && mapping.reference === null) {
    return "Choose the column with the narration (description, particulars) or the reference.";
  }
  const used = STATEMENT_FIELDS.map((field) => mapping[field]).filter((column) => column !== null);
  if (new Set(used).size !== used.length) return "Each column can be chosen for one thing only.";
  return null;
}

/** How far down a statement its header is looked for: past the preamble (holder, address, period, branch…). */
export const HEADER_SEARCH_ROWS = 60;

export type HeaderFound = {
  /** The header's index in the rows. */
  index: number;
  signature: string;
  mapping: ColumnMapping;
  /** The remembered mapping's bank, when it was one; null when the known names were enough. */
  bankName: string | null;
};

/** The header row: the first whose signature was remembered, or whose names give a mapping with what it needs. */
export function findHeader(
  rows: readonly (readonly Cell[])[],
  remembered: readonly RememberedMapping[],
): HeaderFound | null {
  const bySignature = new Map(remembered.map((entry) => [entry.signature, entry]));
  for (const [index, row] of rows.slice(0, HEADER_SEARCH_ROWS).entries()) {
    const signature = headerSignature(row);
    if (!signature) continue;
    const kept = bySignature.get(signature);
    if (kept) return { index, signature, mapping: kept.mapping, bankName: kept.bankName };
    const mapping = mappingFromNames(row);
    if (mappingProblem(mapping) === null) return { index, signature, mapping, bankName: null };
  }
  return null;
}
