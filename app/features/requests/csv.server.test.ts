import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

import { acceptsGzip, csvResponse, csvText, guardCell } from "./csv.server";

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
  async function* batches() {
    yield [["आशा", "=1+1"]];
    yield [["Ravi", null]];
  }
  const asking = (acceptEncoding?: string) =>
    new Request("http://localhost/admin/enquiries/export.csv", {
      headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {},
    });

  it("is UTF-8 text with a BOM, an attachment, and every batch in order", async () => {
    const response = csvResponse(asking(), "enquiries", ["Name", "Note"], batches());
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe("Name,Note\r\nआशा,'=1+1\r\nRavi,\r\n");
  });

  it("is gzipped by itself when the browser takes gzip, and the same text inside", async () => {
    const response = csvResponse(asking("gzip, deflate, br, zstd"), "enquiries", ["Name", "Note"], batches());
    expect(response.headers.get("Content-Encoding")).toBe("gzip");
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    const text = gunzipSync(Buffer.from(await response.arrayBuffer())).toString("utf8");
    expect(text).toBe("\ufeffName,Note\r\nआशा,'=1+1\r\nRavi,\r\n");
  });

  it.each([
    ["gzip", true],
    ["br, gzip;q=0.5", true],
    ["*", true],
    ["GZIP", true],
    ["gzip;q=0", false],
    ["*, gzip;q=0", false],
    ["br", false],
    ["identity", false],
    [null, false],
  ])("Accept-Encoding %j takes gzip: %j", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
