import { describe, expect, it } from "vitest";
import { z } from "zod";

import {
  CSV_MESSAGES,
  csvHeaderLine,
  describeProblem,
  MAX_CSV_PROBLEMS_LISTED,
  readCsv,
  type CsvColumn,
} from "./csv-import.server";

const columns: CsvColumn[] = [
  { key: "name", header: "Name", required: true },
  { key: "role", header: "Role", aliases: ["Post"], required: true },
  { key: "note", header: "Note", required: false },
];
const row = z.object({
  name: z.string().min(1, "Name is required"),
  role: z.string().min(1, "Role is required").max(20, "Role must be at most 20 characters"),
  note: z.string(),
});
const csv = (text: string, name = "list.csv") => new File([text], name, { type: "text/csv" });

describe("readCsv", () => {
  it("reads each row by its header, in any order and case, with its line", async () => {
    const reading = await readCsv(
      csv('\uFEFFrole, NAME \nChair,Asha Rani\n\n"Member, parent","Ravi ""R"" Kumar"\n'),
      columns,
      row,
    );
    expect(reading).toEqual({
      ok: true,
      rows: [
        { line: 2, value: { name: "Asha Rani", role: "Chair", note: "" } },
        { line: 4, value: { name: 'Ravi "R" Kumar', role: "Member, parent", note: "" } },
      ],
    });
  });

  it("takes Hindi text, an alias header, Windows line ends and skips rows of empty cells", async () => {
    const reading = await readCsv(csv("Name,Post,Note\r\nसुनीता देवी,सदस्य,\r\n,,\r\n"), columns, row);
    expect(reading).toEqual({ ok: true, rows: [{ line: 2, value: { name: "सुनीता देवी", role: "सदस्य", note: "" } }] });
  });

  it("reports every bad row with its line, and stores nothing", async () => {
    const reading = await readCsv(
      csv("Name,Role\nAsha,Chair\n,Member\nRavi,\nMeena,A role far longer than twenty\nSita,Member,extra\n"),
      columns,
      row,
    );
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.problems.map(describeProblem)).toEqual([
      "Line 3: Name is required",
      "Line 4: Role is required",
      "Line 5: Role must be at most 20 characters",
      "Line 6: It has 3 values, but the header names 2 columns.",
    ]);
  });

  it("refuses a header that names an unknown, a repeated or no required column", async () => {
    const reading = await readCsv(csv("Name,Name,Designation\nAsha,Asha,Chair\n"), columns, row);
    expect(reading.ok ? [] : reading.problems.map(describeProblem)).toEqual([
      "Line 1: The column “Name” is given twice.",
      "Line 1: The column “Designation” is not one this table has. Its columns are: Name, Role, Note.",
      "Line 1: The column “Role” is missing.",
    ]);
  });

  it("says plainly what is wrong with a file as a whole", async () => {
    const messages = async (file: File | null) => {
      const reading = await readCsv(file, columns, row);
      return reading.ok ? [] : reading.problems.map(describeProblem);
    };
    expect(await messages(null)).toEqual([CSV_MESSAGES.noFile]);
    expect(await messages(csv(""))).toEqual([CSV_MESSAGES.empty]);
    expect(await messages(csv("Name,Role\n"))).toEqual([CSV_MESSAGES.noRows]);
    // "é" in Windows-1252, as Excel's plain "CSV" saves it.
    expect(await messages(new File([new Uint8Array([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0xe9, 0x0a])], "x.csv"))).toEqual([
      CSV_MESSAGES.notUtf8,
    ]);
    expect(await messages(csv(`Name,Role\n${"Asha,Chair\n".repeat(2001)}`))).toEqual([CSV_MESSAGES.tooManyRows]);
    expect(await messages(csv("x".repeat(1024 * 1024 + 1)))).toEqual([CSV_MESSAGES.tooLarge]);
    expect(await messages(csv('Name,Role\nAsha,Chair\n"Ravi,Member\n'))).toEqual([
      'Line 3: A quotation mark (") opens a value that is never closed.',
    ]);
  });

  it("lists the first problems and counts the rest", async () => {
    const reading = await readCsv(csv(`Name,Role\n${",Chair\n".repeat(80)}`), columns, row);
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.problems).toHaveLength(MAX_CSV_PROBLEMS_LISTED);
    expect(reading.more).toBe(80 - MAX_CSV_PROBLEMS_LISTED);
  });

  it("writes the header line a template file starts with", () => {
    expect(csvHeaderLine([...columns, { key: "x", header: "Amount, ₹", required: false }])).toBe(
      'Name,Role,Note,"Amount, ₹"',
    );
  });
});
