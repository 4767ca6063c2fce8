// A receipt's number, "R/2027-28/0042": numbered per session (decision 0085), the number itself taken from a
// database sequence of the session when a payment is confirmed. Shared by the browser and the server.

export const RECEIPT_PREFIX = "R";

// A session is "2027-28": a year and the next one's last two digits. Written here rather than imported from
// settings, which imports this folder's UPI ID check (decision 0044: feature folders import one way only).
const SESSION = /^(\d{4})-(\d{2})$/;
const isSession = (value: string) => {
  const match = SESSION.exec(value);
  return !!match && (Number(match[1]) + 1) % 100 === Number(match[2]);
};

/** "R/2027-28/0042": the session and the receipt's number in it, four digits at least. */
export function receiptNumber(session: string, sequence: number): string {
  if (!isSession(session)) throw new RangeError(`Not a session: ${session}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`Not a receipt's number: ${sequence}`);
  return `${RECEIPT_PREFIX}/${session}/${String(sequence).padStart(4, "0")}`;
}

/**
 * A receipt number as written on a receipt or typed by staff ("r / 2027-28 / 42" too): its session and number, or
 * null when it is not one.
 */
export function parseReceiptNumber(text: string): { session: string; sequence: number } | null {
  const match = /^\s*R\s*\/\s*(\d{4}-\d{2})\s*\/\s*(\d{1,9})\s*$/i.exec(text);
  if (!match) return null;
  const [, session = "", digits = ""] = match;
  const sequence = Number(digits);
  if (!isSession(session) || sequence < 1) return null;
  return { session, sequence };
}
