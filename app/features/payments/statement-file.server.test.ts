import { readFileSync } from "node:fs";
import { join } from "node:path";
import { utils, write } from "@e965/xlsx";
import { describe, expect, it } from "vitest";

import { matchCredits } from "./matching";
import { readStatement, type StatementReading } from "./statement";
import { emptyMapping } from "./statement-columns";
import { readStatementBytes, readStatementFile, STATEMENT_FILE_MESSAGES } from "./statement-file.server";

// Written by tests/fixtures/statements/build-statements.ts, in the shapes of the banks' downloads.
const fixture = (name: string) => new Uint8Array(readFileSync(join("tests/fixtures/statements", name)));

function credits(name: string) {
  const file = readStatementBytes(fixture(name));
  if (!file.ok) throw new Error(file.message);
  const reading = readStatement(file.grid);
  if (!reading.ok) throw new Error(reading.message);
  return reading;
}
const summary = (reading: StatementReading & { ok: true }) =>
  reading.credits.map(({ line, date, amount }) => [line, date, amount]);

describe("bank statements as the banks send them", () => {
  it("SBI, an .xlsx of text cells: dates as 1 Dec 2026, amounts as 1,20,000.00", () => {
    const reading = credits("sbi.xlsx");
    expect(reading.headerLine).toBe(8);
    expect(summary(reading)).toEqual([
      [9, "2026-12-01", 12_000_000],
      [11, "2026-12-03", 2_500_000],
      [12, "2026-12-04", 1_550_050],
    ]);
    expect(reading.credits[0]!.narration).toContain("434512345678");
    expect([reading.debits, reading.problems]).toEqual([1, []]);
  });

  it("HDFC, a legacy .xls: dates as 01/12/26, a narration wrapped onto the next row, a summary after", () => {
    const reading = credits("hdfc.xls");
    expect(summary(reading)).toEqual([
      [6, "2026-12-01", 12_000_000],
      [9, "2026-12-03", 4_500_000],
    ]);
    expect(reading.credits[0]!.narration).toMatch(/-434512345678- 27I0042K7QM ADMISSION FEE$/);
    expect(reading.credits[0]!.reference).toBe("0000434512345678");
    expect([reading.debits, reading.problems]).toEqual([1, []]);
  });

  it("ICICI, an .xlsx with Excel's dates and (INR ) in its headers", () => {
    const reading = credits("icici.xlsx");
    expect(summary(reading)).toEqual([
      [5, "2026-12-01", 12_000_000],
      [7, "2026-12-05", 20_000_000],
    ]);
    expect([reading.debits, reading.problems]).toEqual([1, []]);
  });

  it("Axis, a CSV: its two bad lines reported by line, its totals left out", () => {
    const reading = credits("axis.csv");
    expect(summary(reading)).toEqual([
      [6, "2026-12-01", 12_000_000],
      [10, "2026-12-05", 3_000_000],
    ]);
    expect(reading.problems).toEqual([
      { line: 8, message: "The date “32-12-2026” is not a date." },
      { line: 9, message: "The credit “12O.00” is not an amount." },
    ]);
  });

  it("Kotak, a CSV of one amount column and a Dr/Cr column, dates with their times", () => {
    const reading = credits("kotak.csv");
    expect(summary(reading)).toEqual([
      [6, "2026-12-01", 12_000_000],
      [8, "2026-12-05", 1_550_050],
    ]);
    expect(reading.credits[1]!.reference).toBe("UPI-434598765432");
  });

  it("PNB, an HTML table named .xls: its dates still day first, its Cr suffixes read", () => {
    const reading = credits("pnb.xls");
    expect(summary(reading)).toEqual([
      [1 + 1, "2026-12-01", 12_000_000],
      [4, "2026-05-12", 750_000],
    ]);
  });

  it("a bank it does not know: staff map the columns", async () => {
    const file = await readStatementFile(new File([fixture("unknown-bank.csv")], "statement.csv"));
    expect(file.ok && readStatement(file.grid)).toMatchObject({ ok: false, reason: "unrecognised" });
    const kept = { signature: "postingdt|remarks|ref|amount", bankName: "Co-op", mapping: { ...emptyMapping(), date: 0, narration: 1, reference: 2, amount: 3 } }; // prettier-ignore
    const reading = file.ok && readStatement(file.grid, [kept]);
    expect(reading && reading.ok && summary(reading)).toEqual([[3, "2026-12-01", 12_000_000]]);
  });

  it("the same UPI payment matches once in each bank's statement", () => {
    const payment = { id: "a", amount: 12_000_000, reference: "27I0042K7QM", reportedUtrs: ["434512345678"] };
    for (const name of ["sbi.xlsx", "hdfc.xls", "icici.xlsx", "axis.csv", "kotak.csv", "pnb.xls"]) {
      const { matches } = matchCredits(credits(name).credits, [payment]);
      expect(
        matches.map((match) => match.paymentId),
        name,
      ).toEqual(["a"]);
    }
  });
});

describe("files that are not statements", () => {
  it("refuses an empty, a broken, an oversized or a missing file with a message", async () => {
    expect(await readStatementFile(null)).toEqual({ ok: false, message: STATEMENT_FILE_MESSAGES.noFile });
    expect(await readStatementFile(new File([], "a.xlsx"))).toEqual({
      ok: false,
      message: STATEMENT_FILE_MESSAGES.empty,
    });
    const broken = new TextEncoder().encode("PK\x03\x04 not a zip at all");
    expect(readStatementBytes(broken)).toEqual({ ok: false, message: STATEMENT_FILE_MESSAGES.unreadable });
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.csv");
    expect(await readStatementFile(huge)).toEqual({ ok: false, message: STATEMENT_FILE_MESSAGES.tooLarge });
  });

  it("reads Windows-1252 text, tab-separated text and a 1904-dated workbook", () => {
    const latin = new Uint8Array([...new TextEncoder().encode("Date,Particulars,Credit\r\n01/12/2026,CAF"), 0xc9, ...new TextEncoder().encode(",10\r\n")]); // prettier-ignore
    const read = readStatementBytes(latin);
    expect(read.ok && readStatement(read.grid)).toMatchObject({ ok: true, credits: [{ narration: "CAFÉ" }] });
    const tabs = readStatementBytes(
      new TextEncoder().encode("Date\tParticulars\tCredit\n01/12/2026\tA, B\t1,000.00\n"),
    );
    expect(tabs.ok && readStatement(tabs.grid)).toMatchObject({
      ok: true,
      credits: [{ narration: "A, B", amount: 100_000 }],
    });
    const book = utils.book_new();
    utils.book_append_sheet(
      book,
      utils.aoa_to_sheet([
        ["Date", "Particulars", "Credit"],
        [44895, "A", 10],
      ]),
      "S",
    );
    book.Workbook = { WBProps: { date1904: true } };
    const old = readStatementBytes(new Uint8Array(write(book, { type: "buffer", bookType: "xlsx" })));
    expect(old.ok && readStatement(old.grid)).toMatchObject({ ok: true, credits: [{ date: "2026-12-01" }] });
  });
});
