// Money as whole paise (decision 0085): an amount is an integer number of paise from the moment it is read, so two
// amounts are equal or not, never "nearly" equal as two floats of rupees can be. Shared by the browser and the server.

/** An amount in paise: a safe, non-negative integer. */
export type Paise = number;

export const PAISE_PER_RUPEE = 100;

export const isPaise = (value: unknown): value is Paise =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0;

/** Whole rupees (as fee heads keep them, SPEC §29) in paise. */
export function paiseOfRupees(rupees: number): Paise {
  if (!Number.isSafeInteger(rupees) || rupees < 0) throw new RangeError(`Not a whole number of rupees: ${rupees}`);
  return rupees * PAISE_PER_RUPEE;
}

/** "120000.00": rupees with exactly two decimals and no grouping, as a UPI link's `am` is written. */
export function decimalRupees(paise: Paise): string {
  if (!isPaise(paise)) throw new RangeError(`Not an amount in paise: ${paise}`);
  return `${Math.floor(paise / PAISE_PER_RUPEE)}.${String(paise % PAISE_PER_RUPEE).padStart(2, "0")}`;
}

/** "₹1,20,000" or "₹1,20,000.50": the Indian grouping with Latin digits (SPEC §29's way), paise only when there are. */
export function rupeesText(paise: Paise): string {
  if (!isPaise(paise)) throw new RangeError(`Not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / PAISE_PER_RUPEE).toLocaleString("en-IN");
  const rest = paise % PAISE_PER_RUPEE;
  return rest === 0 ? `₹${rupees}` : `₹${rupees}.${String(rest).padStart(2, "0")}`;
}

/**
 * Reads an amount as a statement or a person writes it: "1,20,000.00", "120000", "1,20,000.5", "₹ 500", "Rs. 500",
 * "INR 500". Returns paise, or null when the text is not one amount (a sign, letters, a third decimal, commas in
 * odd places are all refused rather than guessed). Grouping commas may be Indian (1,20,000) or Western (120,000).
 */
export function paiseOfText(text: string): Paise | null {
  const cleaned = text
    .replace(/^\s*(?:₹|rs\.?|inr)\s*/i, "")
    .replace(/\s+/g, "")
    .trim();
  const match = /^(\d{1,3}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const [, whole = "", fraction = ""] = match;
  const rupees = Number(whole.replace(/,/g, ""));
  const paise = rupees * PAISE_PER_RUPEE + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(paise) ? paise : null;
}

/**
 * A spreadsheet's number cell in paise. A cell holds a binary float (120000.1 is not exact), so the number is
 * written with two decimals first and read back as text: the paise are exact, and a cell with a third decimal
 * (120000.005, never a bank's amount) is refused.
 */
export function paiseOfNumber(value: number): Paise | null {
  if (!Number.isFinite(value) || value < 0) return null;
  const paise = value * PAISE_PER_RUPEE;
  // A thousandth of a paisa: wider than a float's error up to crores of rupees, narrower than any third decimal.
  if (Math.abs(paise - Math.round(paise)) > 1e-3) return null;
  return paiseOfText(value.toFixed(2));
}
