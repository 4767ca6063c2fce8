import { describe, expect, it } from "vitest";

import { decimalRupees, paiseOfNumber, paiseOfRupees, paiseOfText, rupeesText } from "./money";
import {
  encodeUpiValue,
  isPaymentReference,
  isUpiAddress,
  paymentNote,
  paymentReference,
  readUpiPayLink,
  UPI_MESSAGES,
  UPI_NOTE_MAX,
  upiAddressProblem,
  upiPayLink,
} from "./upi-link";

const fixedRandom = (values: number[]) => (bytes: Uint8Array) => {
  bytes.set(values);
  return bytes;
};

describe("money in paise", () => {
  it("writes a UPI amount with two decimals and the Indian grouping for people", () => {
    expect([12_000_000, 150, 5, 0].map(decimalRupees)).toEqual(["120000.00", "1.50", "0.05", "0.00"]);
    expect([12_000_000, 12_000_050, 99_99_99_999_00].map(rupeesText)).toEqual([
      "₹1,20,000",
      "₹1,20,000.50",
      "₹99,99,99,999",
    ]);
    expect(paiseOfRupees(120000)).toBe(12_000_000);
    expect(() => paiseOfRupees(1.5)).toThrow(RangeError);
  });

  it("reads amounts as statements write them, exactly, and refuses what is not one", () => {
    const read = ["1,20,000.00", "120000", "120,000.5", "₹ 500", "Rs. 500.25", "INR 1,00,00,000.00", "0.10"];
    expect(read.map(paiseOfText)).toEqual([12_000_000, 12_000_000, 12_000_050, 50_000, 50_025, 10_000_000_00, 10]);
    for (const bad of ["", "12O.00", "1,2,0", "-500", "500.005", "1.2.3", "12,00.00", "five"]) {
      expect(paiseOfText(bad), bad).toBeNull();
    }
    // A float's error never reaches the paise: 0.1 + 0.2 is not 0.3, but is 30 paise.
    expect([120000.1, 0.1 + 0.2, 9999999999.99, 15500.5].map(paiseOfNumber)).toEqual([
      12_000_010, 30, 999_999_999_999, 1_550_050,
    ]);
    expect([120000.005, -5, Number.NaN].map(paiseOfNumber)).toEqual([null, null, null]);
  });
});

describe("the school's UPI ID (also School Settings' check)", () => {
  it("takes the IDs PSPs issue", () => {
    const good = [
      "9876543210@ybl",
      "school.fees@sbi",
      "dps_fatehabad@okaxis",
      "shanti-niketan@okhdfcbank",
      "12345678901@SBIN0001234.ifsc.npci",
      "  fees@paytm ",
    ];
    for (const address of good) expect(isUpiAddress(address), address).toBe(true);
  });

  it("says what is wrong with one that is not", () => {
    expect(upiAddressProblem("school fees@sbi")).toBe(UPI_MESSAGES.addressCharacters);
    expect(upiAddressProblem("fees#1@sbi")).toBe(UPI_MESSAGES.addressCharacters);
    for (const bad of ["school", "@sbi", "fees@", "fees@sbi@ybl", "fees@1bank", "fees@sbi.", "fees@sb i", ""]) {
      expect(upiAddressProblem(bad), bad).toBe(UPI_MESSAGES.address);
    }
    expect(upiAddressProblem(`${"a".repeat(251)}@sbi1`)).toBe(UPI_MESSAGES.addressTooLong);
  });
});

describe("a payment's reference and note", () => {
  it("is the application's number squeezed, then four random characters of Crockford's alphabet", () => {
    expect(paymentReference("2027-28/I/0042", fixedRandom([20, 7, 55, 255]))).toBe("27I0042M7QZ");
    expect(paymentReference("2027-28/UKG/0105", fixedRandom([0, 1, 2, 3]))).toBe("27UKG01050123");
    const made = new Set(Array.from({ length: 500 }, () => paymentReference("2027-28/XII/0007")));
    expect(made.size).toBeGreaterThan(495);
    for (const reference of made) expect(isPaymentReference(reference), reference).toBe(true);
    expect(() => paymentReference("2027-28/I/42")).toThrow(RangeError);
  });

  it("survives a bank that drops punctuation, spaces and case: capitals and digits only", () => {
    for (let i = 0; i < 100; i++) expect(paymentReference("2027-28/LKG/0001")).toMatch(/^[0-9A-Z]{11,13}$/);
    expect(isPaymentReference("27I0042M7QI")).toBe(false); // I is never drawn
  });

  it("starts the note with the reference and keeps it within UPI's 50 characters", () => {
    expect(paymentNote("27I0042M7QZ", "2027-28/I/0042")).toBe("27I0042M7QZ Admission fee 2027-28/I/0042");
    const long = paymentNote("27UKG01050123", "2027-28/UKG/010500", "Admission fee and annual charges, first term");
    expect(long.length).toBeLessThanOrEqual(UPI_NOTE_MAX);
    expect(long.startsWith("27UKG01050123 ")).toBe(true);
    expect(long.endsWith(" 2027-28/UKG/010500")).toBe(true);
    expect(paymentNote("27I0042M7QZ", "2027-28/I/0042", "शुल्क Fee")).toBe("27I0042M7QZ Fee 2027-28/I/0042");
  });
});

describe("the upi://pay link", () => {
  const payment = {
    payeeAddress: "school.fees@sbi",
    payeeName: "Shanti Niketan Public School (Fatehabad)",
    amount: 12_000_000,
    note: "27I0042M7QZ Admission fee 2027-28/I/0042",
    reference: "27I0042M7QZ",
  };

  it("encodes each value with %20 for a space, never +, and the amount with two decimals", () => {
    expect(upiPayLink(payment)).toBe(
      "upi://pay?pa=school.fees@sbi&pn=Shanti%20Niketan%20Public%20School%20%28Fatehabad%29&tr=27I0042M7QZ" +
        "&tn=27I0042M7QZ%20Admission%20fee%202027-28%2FI%2F0042&am=120000.00&cu=INR",
    );
    expect(encodeUpiValue("A+B & C's *!")).toBe("A%2BB%20%26%20C%27s%20%2A%21");
  });

  it("reads back to what it was given", () => {
    expect(readUpiPayLink(upiPayLink({ ...payment, amount: 150, merchantCode: "8211" }))).toEqual({
      pa: "school.fees@sbi",
      pn: "Shanti Niketan Public School (Fatehabad)",
      mc: "8211",
      tr: "27I0042M7QZ",
      tn: "27I0042M7QZ Admission fee 2027-28/I/0042",
      am: "1.50",
      cu: "INR",
    });
    expect(readUpiPayLink("https://example.com/?pa=x")).toBeNull();
  });

  it("keeps the payee's name to plain letters and 50 characters", () => {
    const link = upiPayLink({ ...payment, payeeName: "  शान्ति Niketan  Public   School, Fatehābād ".repeat(3) });
    const name = readUpiPayLink(link)!.pn!;
    expect(name.startsWith("Niketan Public School, Fatehabad")).toBe(true);
    expect(name.length).toBeLessThanOrEqual(50);
  });

  it("refuses what no UPI app could pay", () => {
    expect(() => upiPayLink({ ...payment, payeeAddress: "school fees@sbi" })).toThrow(RangeError);
    expect(() => upiPayLink({ ...payment, amount: 0 })).toThrow(RangeError);
    expect(() => upiPayLink({ ...payment, amount: 100.5 })).toThrow(RangeError);
    expect(() => upiPayLink({ ...payment, payeeName: "शान्ति" })).toThrow(RangeError);
    expect(() => upiPayLink({ ...payment, merchantCode: "82" })).toThrow(RangeError);
  });
});
