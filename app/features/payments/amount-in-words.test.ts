import { describe, expect, it } from "vitest";

import { amountInWords, wholeNumberInWords } from "./amount-in-words";

const rupees = (n: number) => n * 100;

describe("an amount in words, English", () => {
  it("groups by crore, lakh, thousand and hundred", () => {
    expect(amountInWords(rupees(120000), "en")).toBe("Rupees One Lakh Twenty Thousand Only");
    expect(amountInWords(rupees(100000), "en")).toBe("Rupees One Lakh Only");
    expect(amountInWords(rupees(10000000), "en")).toBe("Rupees One Crore Only");
    expect(amountInWords(rupees(999999999), "en")).toBe(
      "Rupees Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only",
    );
    expect(amountInWords(rupees(1050315), "en")).toBe("Rupees Ten Lakh Fifty Thousand Three Hundred Fifteen Only");
    expect(amountInWords(rupees(20000101), "en")).toBe("Rupees Two Crore One Hundred One Only");
  });

  it("says zero, paise alone, and rupees and paise", () => {
    expect(amountInWords(0, "en")).toBe("Rupees Zero Only");
    expect(amountInWords(50, "en")).toBe("Fifty Paise Only");
    expect(amountInWords(1, "en")).toBe("One Paisa Only");
    expect(amountInWords(rupees(1), "en")).toBe("Rupees One Only");
    expect(amountInWords(rupees(15500) + 50, "en")).toBe("Rupees Fifteen Thousand Five Hundred and Fifty Paise Only");
    expect(amountInWords(rupees(999999999) + 99, "en")).toMatch(/Nine Hundred Ninety Nine and Ninety Nine Paise Only$/);
  });

  it("counts crores in words past 99 crore", () => {
    expect(wholeNumberInWords(1_000_000_000, "en")).toBe("One Hundred Crore");
    expect(wholeNumberInWords(12_345_678_901, "en")).toBe(
      "One Thousand Two Hundred Thirty Four Crore Fifty Six Lakh Seventy Eight Thousand Nine Hundred One",
    );
  });

  it("writes every number below a hundred", () => {
    expect([0, 7, 11, 19, 20, 21, 40, 58, 99].map((n) => wholeNumberInWords(n, "en"))).toEqual([
      "Zero", "Seven", "Eleven", "Nineteen", "Twenty", "Twenty One", "Forty", "Fifty Eight", "Ninety Nine",
    ]); // prettier-ignore
  });

  it("refuses what is not an amount", () => {
    expect(() => amountInWords(-100, "en")).toThrow(RangeError);
    expect(() => amountInWords(10.5, "en")).toThrow(RangeError);
  });
});

describe("an amount in words, Hindi", () => {
  it("groups by करोड़, लाख, हज़ार and सौ", () => {
    expect(amountInWords(rupees(120000), "hi")).toBe("एक लाख बीस हज़ार रुपये मात्र");
    expect(amountInWords(rupees(100000), "hi")).toBe("एक लाख रुपये मात्र");
    expect(amountInWords(rupees(10000000), "hi")).toBe("एक करोड़ रुपये मात्र");
    expect(amountInWords(rupees(999999999), "hi")).toBe("निन्यानवे करोड़ निन्यानवे लाख निन्यानवे हज़ार नौ सौ निन्यानवे रुपये मात्र");
    expect(amountInWords(rupees(2550), "hi")).toBe("दो हज़ार पाँच सौ पचास रुपये मात्र");
  });

  it("says zero, paise alone, and rupees and paise", () => {
    expect(amountInWords(0, "hi")).toBe("शून्य रुपये मात्र");
    expect(amountInWords(75, "hi")).toBe("पचहत्तर पैसे मात्र");
    expect(amountInWords(rupees(101) + 1, "hi")).toBe("एक सौ एक रुपये और एक पैसा मात्र");
    expect(amountInWords(rupees(1) + 2, "hi")).toBe("एक रुपया और दो पैसे मात्र");
  });

  it("has a word of its own for each number below a hundred, not tens and ones", () => {
    const words = Array.from({ length: 100 }, (_, n) => wholeNumberInWords(n, "hi"));
    expect(new Set(words).size).toBe(100);
    for (const word of words) expect(word).not.toContain(" ");
    expect([1, 5, 6, 9, 15, 18, 19, 29, 39, 44, 49, 51, 53, 59, 67, 69, 79, 89, 91, 95, 99].map((n) => words[n])).toEqual([
      "एक", "पाँच", "छह", "नौ", "पंद्रह", "अठारह", "उन्नीस", "उनतीस", "उनतालीस", "चवालीस", "उनचास", "इक्यावन", "तिरपन",
      "उनसठ", "सड़सठ", "उनहत्तर", "उन्यासी", "नवासी", "इक्यानवे", "पंचानवे", "निन्यानवे",
    ]); // prettier-ignore
  });
});
