import { describe, expect, it } from "vitest";

import { parseReceiptNumber, receiptNumber } from "./receipt-number";

describe("a receipt's number", () => {
  it("is R, the session and four digits at least", () => {
    expect(receiptNumber("2027-28", 42)).toBe("R/2027-28/0042");
    expect(receiptNumber("2099-00", 1)).toBe("R/2099-00/0001");
    expect(receiptNumber("2027-28", 12345)).toBe("R/2027-28/12345");
  });

  it("refuses a session or a number that is not one", () => {
    expect(() => receiptNumber("2027-29", 1)).toThrow(RangeError);
    expect(() => receiptNumber("2027", 1)).toThrow(RangeError);
    expect(() => receiptNumber("2027-28", 0)).toThrow(RangeError);
    expect(() => receiptNumber("2027-28", 1.5)).toThrow(RangeError);
  });

  it("reads back as written or as typed", () => {
    expect(parseReceiptNumber("R/2027-28/0042")).toEqual({ session: "2027-28", sequence: 42 });
    expect(parseReceiptNumber(" r / 2027-28 / 42 ")).toEqual({ session: "2027-28", sequence: 42 });
    expect(parseReceiptNumber(receiptNumber("2027-28", 12345))).toEqual({ session: "2027-28", sequence: 12345 });
    for (const bad of ["R/2027-29/0042", "R/2027-28/0000", "2027-28/0042", "X/2027-28/1", "R/2027-28/4a"]) {
      expect(parseReceiptNumber(bad), bad).toBeNull();
    }
  });
});
