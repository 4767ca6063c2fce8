import { describe, expect, it } from "vitest";

import { readStatement, readStatementWithMapping, rememberMapping, type StatementGrid } from "./statement";
import { emptyMapping, fieldOfHeader, headerKey, mappingFromNames, STATEMENT_FIELDS } from "./statement-columns";
import { amountCell, dateOfExcelSerial, directionOfWord, statementDate } from "./statement-values";

const grid = (...rows: (string | number | null)[][]): StatementGrid => ({
  rows: rows.map((cells, index) => ({ line: index + 1, cells })),
  date1904: false,
});

describe("a statement's dates", () => {
  it("reads the day first, in the ways Indian banks write it", () => {
    const written = [
      "01/12/2026", "1/12/26", "01-12-2026", "01-12-26", "01.12.2026", "01-Dec-2026", "1 Dec 2026", "01 DEC 26",
      "01/Dec/2026", "1-December-2026", "1 Sept 2026", "2026-12-01", "01/12/2026 10:42:17", "01-12-2026 10:42 AM",
    ]; // prettier-ignore
    expect(written.map((text) => statementDate(text))).toEqual([
      "2026-12-01", "2026-12-01", "2026-12-01", "2026-12-01", "2026-12-01", "2026-12-01", "2026-12-01", "2026-12-01",
      "2026-12-01", "2026-12-01", "2026-09-01", "2026-12-01", "2026-12-01", "2026-12-01",
    ]); // prettier-ignore
    expect(statementDate("12/05/2026")).toBe("2026-05-12");
  });

  it("reads Excel's serial dates, in both of its date systems", () => {
    expect(dateOfExcelSerial(46357)).toBe("2026-12-01");
    expect(dateOfExcelSerial(46357.75)).toBe("2026-12-01");
    expect(dateOfExcelSerial(44895, true)).toBe("2026-12-01");
    expect(statementDate(46357)).toBe("2026-12-01");
    expect(dateOfExcelSerial(3)).toBeNull();
  });

  it("refuses what is not a day", () => {
    const bad = ["32/12/2026", "29/02/2027", "00/12/2026", "01/13/2026", "1 Decx 2026", "Dec 1, 2026", "", "Opening"];
    for (const text of bad) expect(statementDate(text), text).toBeNull();
    expect(statementDate("29/02/2028")).toBe("2028-02-29");
    expect(statementDate(null)).toBeNull();
  });
});

describe("a statement's amounts", () => {
  it("reads the way money went from a suffix, a sign, brackets or a Dr/Cr word", () => {
    expect(amountCell("1,20,000.00")).toEqual({ paise: 12_000_000, direction: null });
    expect(amountCell("1,20,000.00 Cr")).toEqual({ paise: 12_000_000, direction: "credit" });
    expect(amountCell("500.00Dr")).toEqual({ paise: 50_000, direction: "debit" });
    expect(amountCell("500.00 (Dr.)")).toEqual({ paise: 50_000, direction: "debit" });
    expect(amountCell("-500")).toEqual({ paise: 50_000, direction: "debit" });
    expect(amountCell("(500.00)")).toEqual({ paise: 50_000, direction: "debit" });
    expect(amountCell(-9850.75)).toEqual({ paise: 985_075, direction: "debit" });
    expect(amountCell(" ")).toBeNull();
    expect(amountCell("-")).toBeNull();
    expect(amountCell("12O.00")).toBe("bad");
    expect(["CR", "Cr.", "c", "Credit", "DR", "d", "Withdrawal", "X"].map(directionOfWord)).toEqual([
      "credit", "credit", "credit", "credit", "debit", "debit", "debit", null,
    ]); // prettier-ignore
  });
});

describe("a statement's columns", () => {
  it("knows each bank's names, without case, punctuation or the currency", () => {
    expect(headerKey("Withdrawal Amount (INR )")).toBe("withdrawalamount");
    expect(headerKey("Chq./Ref.No.")).toBe("chqrefno");
    const names = ["Txn Date", "Narration", "Chq./Ref.No.", "Deposit Amt.", "Withdrawal Amt.", "Dr / Cr", "BAL"];
    expect(names.map(fieldOfHeader)).toEqual([
      "date",
      "narration",
      "reference",
      "credit",
      "debit",
      "direction",
      "balance",
    ]);
    expect(fieldOfHeader("Deposit Amount (INR )")).toBe("credit");
    expect(fieldOfHeader("Posting Dt")).toBeNull();
  });

  it("takes the first column of a name, and the value date when there is no other", () => {
    const kotak = [
      "Sl. No.",
      "Transaction Date",
      "Value Date",
      "Description",
      "Chq / Ref No.",
      "Amount",
      "Dr / Cr",
      "Balance",
      "Dr / Cr",
    ];
    expect(mappingFromNames(kotak)).toEqual({
      date: 1, valueDate: 2, narration: 3, reference: 4, credit: null, debit: null, amount: 5, direction: 6, balance: 7,
    }); // prettier-ignore
    expect(mappingFromNames(["Value Date", "Particulars", "Credit"]).date).toBe(0);
    expect(STATEMENT_FIELDS.every((field) => field in emptyMapping())).toBe(true);
  });
});

describe("reading a statement's rows", () => {
  // The header again on a new page: read once, the second passed over.
  const header = ["Date", "Narration", "Ref", "Debit", "Credit", "Balance"];
  const statement = grid(
    ["Account Name", ":", "SHANTI NIKETAN PUBLIC SCHOOL"],
    ["Date", ":", "06/12/2026"],
    [],
    header,
    ["", "OPENING BALANCE", "", "", "", "5,00,000.00"],
    ["01/12/2026", "UPI/434512345678/RAVI", "", "", "1,20,000.00", "6,20,000.00"],
    ["", "27I0042K7QM ADMISSION FEE", "", "", "", ""],
    ["02/12/2026", "ELECTRICITY", "", "12,450.00", "", "6,07,550.00"],
    ["03/12/2026", "CASH", "", "100.00", "100.00", ""],
    ["31/11/2026", "UPI/434598765432/ASHA", "", "", "500.00", ""],
    ["", "NO DATE", "", "", "700.00", ""],
    ["04/12/2026", "UPI/434511112222/MEENA", "", "", "5OO", ""],
    header,
    ["05/12/2026", "NEFT/N339260000001/SUNITA", "N339260000001", "", "25,000.00", "6,32,550.00"],
    ["", "TOTAL", "", "12,550.00", "1,45,100.00", ""],
    ["** Computer generated statement **"],
  );

  it("finds the header below the preamble and keeps only credits, a wrapped narration joined", () => {
    const reading = readStatement(statement);
    if (!reading.ok) throw new Error(reading.message);
    expect(reading.headerLine).toBe(4);
    expect(reading.bankName).toBeNull();
    expect(reading.credits).toEqual([
      {
        line: 6,
        date: "2026-12-01",
        narration: "UPI/434512345678/RAVI 27I0042K7QM ADMISSION FEE",
        reference: "",
        amount: 12_000_000,
        balance: 62_000_000,
      },
      {
        line: 14,
        date: "2026-12-05",
        narration: "NEFT/N339260000001/SUNITA",
        reference: "N339260000001",
        amount: 2_500_000,
        balance: 63_255_000,
      },
    ]);
    expect(reading.debits).toBe(1);
  });

  it("reports each row it cannot read, with its line and why, and reads the rest", () => {
    const reading = readStatement(statement);
    expect(reading.ok && reading.problems).toEqual([
      { line: 9, message: "It has both a credit and a debit." },
      { line: 10, message: "The date “31/11/2026” is not a date." },
      { line: 11, message: "The date is missing." },
      { line: 12, message: "The credit “5OO” is not an amount." },
    ]);
  });

  it("reads one amount column by its Dr/Cr column, or by its own sign", () => {
    const withWord = readStatement(
      grid(["Date", "Particulars", "Amount", "Dr/Cr"], ["01-12-2026", "A", "1,000.00", "CR"], ["01-12-2026", "B", "5.00", "DR"], ["01-12-2026", "C", "5.00", "?"]),
    ); // prettier-ignore
    expect(withWord.ok && withWord.credits.map((c) => c.narration)).toEqual(["A"]);
    expect(withWord.ok && withWord.problems).toEqual([{ line: 4, message: "The Dr/Cr “?” is neither Dr nor Cr." }]);
    const signed = readStatement(
      grid(["Date", "Particulars", "Amount"], ["01-12-2026", "A", 1000], ["01-12-2026", "B", -5]),
    );
    expect(signed.ok && signed.credits.map((c) => [c.narration, c.amount])).toEqual([["A", 100_000]]);
  });

  it("asks staff for the columns it does not know, then remembers their choice by the header's signature", () => {
    const unknown = grid(
      ["Co-op Bank"],
      ["Posting Dt", "Remarks", "Amount(INR)"],
      ["01.12.2026", "UPI 434512345678", "120000.00 Cr"],
    );
    const first = readStatement(unknown);
    expect(first).toMatchObject({ ok: false, reason: "unrecognised" });
    expect(!first.ok && first.preview[1]).toEqual({ line: 2, cells: ["Posting Dt", "Remarks", "Amount(INR)"] });
    const mapping = { ...emptyMapping(), date: 0, narration: 1, amount: 2 };
    const mapped = readStatementWithMapping(unknown, 2, mapping);
    expect(mapped.credits.map((c) => c.amount)).toEqual([12_000_000]);
    const kept = rememberMapping(unknown, 2, mapping, " Co-op Bank ");
    expect(kept).toEqual({ signature: "postingdt|remarks|amount", bankName: "Co-op Bank", mapping });
    const again = readStatement(unknown, [kept]);
    expect(again.ok && [again.bankName, again.credits.length]).toEqual(["Co-op Bank", 1]);
    expect(() => readStatementWithMapping(unknown, 2, { ...emptyMapping(), date: 0 })).toThrow(RangeError);
    expect(() => readStatementWithMapping(unknown, 9, mapping)).toThrow(RangeError);
  });

  it("says when there is nothing to read", () => {
    expect(readStatement(grid([], [null, ""]))).toMatchObject({ ok: false, reason: "empty" });
  });
});
