import { describe, expect, it } from "vitest";

import { csvResponse, csvText, guardCell } from "./csv.server";

describe("a CSV cell a spreadsheet could run as a formula", () => {
  it.each(["=1+1", "+91 98765 43210", "-2", "@SUM(A1)", "\tcmd", "\rcmd", '=HYPERLINK("http://x")'])(
    "%j starts with an apostrophe",
    (value) => {
      expect(guardCell(value)).toBe(`'${value}`);
    },
  );

  it.each(["Asha Rani", "9876543210", "आशा रानी", "a=b", " =1", ""])("%j stays as it is", (value) => {
    expect(guardCell(value)).toBe(value);
  });

  it("is empty for a missing value", () => {
    expect(guardCell(null)).toBe("");
    expect(guardCell(undefined)).toBe("");
  });
});

describe("CSV text", () => {
  it("quotes commas, quotes and line breaks, and ends lines with CRLF", () => {
    expect(csvText([["a,b", 'say "hi"', "two\nlines"]])).toBe('"a,b","say ""hi""","two\nlines"\r\n');
  });
});

describe("a CSV download", () => {
  it("is UTF-8 text with a BOM, an attachment, and every batch in order", async () => {
    async function* batches() {
      yield [["आशा", "=1+1"]];
      yield [["Ravi", null]];
    }
    const response = csvResponse("enquiries", ["Name", "Note"], batches());
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe("Name,Note\r\nआशा,'=1+1\r\nRavi,\r\n");
  });
});
