import { describe, expect, it } from "vitest";

import { creditFingerprints, isUtr, matchCredits, normalisedUtr, utrsIn, type OpenPayment } from "./matching";
import type { StatementCredit } from "./statement";

let nextLine = 10;
const credit = (narration: string, amount: number, extra: Partial<StatementCredit> = {}): StatementCredit => ({
  line: nextLine++,
  date: "2026-12-01",
  narration,
  reference: "",
  amount,
  balance: null,
  ...extra,
});
const fee = (id: string, amount: number, reference: string, reportedUtrs: string[] = []): OpenPayment => ({
  id,
  amount,
  reference,
  reportedUtrs,
});

describe("UTRs", () => {
  it("are 12 digits, typed with spaces or hyphens or not", () => {
    expect(["434512345678", "4345 1234 5678", "4345-1234-5678", "43451234567", "4345123456789", "43451234567a"].map(normalisedUtr)).toEqual(
      ["434512345678", "434512345678", "434512345678", null, null, null],
    ); // prettier-ignore
    expect(isUtr("034512345678")).toBe(true);
  });

  it("are found in a narration whatever stands beside them, and padded with zeros in a reference", () => {
    expect(utrsIn("UPI/CR/434512345678/RAVI")).toEqual(["434512345678"]);
    expect(utrsIn("UPIAR434512345678RAVI")).toEqual(["434512345678"]);
    expect(utrsIn("0000434512345678")).toEqual(["434512345678"]);
    expect(utrsIn("NEFT 1434512345678 43451234567 4345-1234-5678")).toEqual([]);
  });
});

describe("matching credits to the payments awaited", () => {
  const ravi = fee("ravi", 12_000_000, "27I0042K7QM", ["434512345678"]);
  const asha = fee("asha", 1_550_050, "27LKG0007AB3C");
  const meena = fee("meena", 4_500_000, "27V0011Z9Z9", ["433712345678"]);

  it("matches by a reported UTR, by the payment's own reference, or both, and says which", () => {
    const result = matchCredits(
      [
        credit("UPI/CR/434512345678/RAVI KUMAR/SBIN/ravi@oksbi/27I0042K7QM", 12_000_000),
        credit("UPI-ASHA RANI-27LKG0007AB3C-Fee", 1_550_050),
        credit("IMPS", 4_500_000, { reference: "0000433712345678" }),
      ],
      [ravi, asha, meena],
    );
    expect(result.matches.map(({ paymentId, reasons, utr }) => [paymentId, reasons, utr])).toEqual([
      ["ravi", ["utr", "reference"], "434512345678"],
      ["asha", ["reference"], null],
      ["meena", ["utr"], "433712345678"],
    ]);
    expect(result.unmatched).toEqual([]);
  });

  it("finds the reference in a narration the bank cut, spaced, hyphenated and upper-cased", () => {
    const result = matchCredits([credit("UPI/ASHA RANI/27lkg0007-ab3c fee/PUNB", 1_550_050)], [asha]);
    expect(result.matches.map((match) => match.paymentId)).toEqual(["asha"]);
  });

  it("matches only the exact amount due, to the paisa", () => {
    const result = matchCredits(
      [credit("UPI/434512345678", 11_999_999), credit("27LKG0007AB3C", 1_550_000)],
      [ravi, asha],
    );
    expect(result.matches).toEqual([]);
    expect(result.unmatched.map(({ why, paymentIds }) => [why, paymentIds])).toEqual([
      ["amount-differs", ["ravi"]],
      ["amount-differs", ["asha"]],
    ]);
  });

  it("leaves to the office a credit that names nothing, several payments, or one paid already", () => {
    const twin = fee("twin", 12_000_000, "27I0043QQQQ", ["434512345678"]);
    const result = matchCredits(
      [
        credit("NEFT/N339260000001/SUNITA", 12_000_000),
        credit("UPI/434512345678", 12_000_000),
        credit("UPI/555512345678/27V0011Z9Z9", 4_500_000),
        credit("UPI/666612345678/27V0011Z9Z9 again", 4_500_000),
      ],
      [ravi, twin, meena],
    );
    expect(result.matches.map((match) => [match.line, match.paymentId])).toEqual([
      [result.fingerprints[2]!.line, "meena"],
    ]);
    expect(result.unmatched.map(({ why, paymentIds }) => [why, paymentIds])).toEqual([
      ["nothing", []],
      ["several", ["ravi", "twin"]],
      ["paid-already", ["meena"]],
    ]);
  });

  it("matches nothing twice when the same statement, or one overlapping it, is imported again", () => {
    const december = [
      credit("UPI/434512345678/RAVI", 12_000_000, { balance: 62_000_000 }),
      credit("27LKG0007AB3C", 1_550_050, { balance: 63_550_050 }),
    ];
    const first = matchCredits(december, [ravi, asha]);
    expect(first.matches).toHaveLength(2);
    const kept = new Set(first.matches.map((match) => match.fingerprint));
    // The same lines further down a download with a longer preamble: other line numbers, the same fingerprints.
    const again = december.map((line) => ({ ...line, line: line.line + 5 }));
    const second = matchCredits(again, [ravi, asha], kept);
    expect([second.matches, second.unmatched]).toEqual([[], []]);
    expect(second.seenBefore.map((seen) => seen.line)).toEqual(again.map((line) => line.line));
  });

  it("tells identical lines apart by their balance, or else by their order", () => {
    const cash = (balance: number | null) => credit("BY CASH", 50_000, { balance });
    const [a, b] = creditFingerprints([cash(100_000), cash(150_000)]);
    expect(a).not.toBe(b);
    const [c, d] = creditFingerprints([cash(null), cash(null)]);
    expect([c!.endsWith("|1"), d!.endsWith("|2")]).toEqual([true, true]);
    expect(creditFingerprints([cash(null), cash(null)])).toEqual([c, d]);
  });
});
