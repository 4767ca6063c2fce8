// A `upi://pay` link for a fee, as NPCI's UPI linking specification writes one, with the school's UPI ID, the amount,
// a note and a reference of the payment's own (decision 0085). Shared by the browser and the server; it imports no
// other feature, so that School Settings can check its UPI ID with `isUpiAddress` (decision 0044: no circles).
import { decimalRupees, isPaise, type Paise } from "./money";

/** A UPI ID (VPA): "name@handle", at most this long. */
export const UPI_ADDRESS_MAX = 255;
/** What UPI apps keep of a note (`tn`): more is cut off, or the link refused, by some apps. */
export const UPI_NOTE_MAX = 50;
/** What a payee name (`pn`) is cut to: apps show the bank's verified name beside it, and some cut it anyway. */
export const UPI_PAYEE_NAME_MAX = 50;

export const UPI_MESSAGES = {
  address: "UPI ID must look like name@bank, for example school.fees@sbi",
  addressCharacters: "UPI ID can only have letters, digits, dot (.), hyphen (-) and underscore (_) before the @",
  addressTooLong: `UPI ID must be at most ${UPI_ADDRESS_MAX} characters`,
} as const;

// Before the @: letters, digits, dot, hyphen, underscore (what PSPs issue: 9876543210@ybl, school.fees@sbi,
// dps_fatehabad@okaxis). After it: the handle, letters then letters and digits, in parts joined by dots for the
// account-and-IFSC form (12345678901@SBIN0001234.ifsc.npci). Case does not matter to UPI.
const ADDRESS = /^[a-z0-9._-]+@[a-z][a-z0-9]*(?:\.[a-z0-9]+)*$/i;

/** What is wrong with a UPI ID as typed (trimmed), or null when it is one. School Settings' check too. */
export function upiAddressProblem(value: string): string | null {
  const address = value.trim();
  if (address.length > UPI_ADDRESS_MAX) return UPI_MESSAGES.addressTooLong;
  if (ADDRESS.test(address)) return null;
  const [name, ...handle] = address.split("@");
  if (handle.length === 1 && name && !/^[a-z0-9._-]+$/i.test(name)) return UPI_MESSAGES.addressCharacters;
  return UPI_MESSAGES.address;
}

export const isUpiAddress = (value: string) => upiAddressProblem(value) === null;

/**
 * Percent-encodes a value as RFC 3986 asks: everything but letters, digits and `-._~`, so a space is %20 (never
 * "+", which several UPI apps show as a plus sign) and `!'()*`, which encodeURIComponent leaves, are encoded too.
 */
export const encodeUpiValue = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A name or note as a UPI app shows it: printable ASCII only, spaces collapsed, cut to `max`. */
function plainText(value: string, max: number): string {
  return value
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max)
    .trim();
}

// ------------------------------------------------------------------ the payment's reference

/** Crockford's base 32: digits and capitals without I, L, O and U, which are read as 1, 1, 0 and V. */
const REFERENCE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const REFERENCE_RANDOM_LENGTH = 4;

/**
 * A payment's own reference, e.g. "27I0042K7QM" for application 2027-28/I/0042: the session's first year, the
 * class's code and the application's number, then four random characters that tell one payment of an application
 * from another. Capitals and digits only and short, because a bank's narration is upper-cased, loses its
 * punctuation and spaces, and is cut after some 30 to 60 characters: matching (matching.ts) looks for the reference
 * in the narration with everything but letters and digits taken out, so it survives all three, and the note starts
 * with it so that a cut keeps it. Random from `crypto.getRandomValues`, in the browser and on the server.
 */
export function paymentReference(
  applicationNumber: string,
  randomValues: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const match = /^\d{2}(\d{2})-(\d{2})\/([A-Z]{1,4})\/(\d{4,6})$/.exec(applicationNumber);
  if (!match) throw new RangeError(`Not an application number: ${applicationNumber}`);
  const [, first, , code, sequence] = match as unknown as [string, string, string, string, string];
  const bytes = randomValues(new Uint8Array(REFERENCE_RANDOM_LENGTH));
  // 256 is a multiple of 32: each byte's low five bits are an even draw from the alphabet.
  const random = Array.from(bytes, (byte) => REFERENCE_ALPHABET[byte % 32]).join("");
  return `${first}${code}${sequence}${random}`;
}

/** A reference as `paymentReference` makes them. */
export const isPaymentReference = (value: string) =>
  /^\d{2}[A-Z]{1,4}\d{4,6}[0-9A-HJKMNP-TV-Z]{4}$/.test(value) && value.length <= 16;

/**
 * The note (`tn`): the reference first, then what is paid for and the application number, within UPI's 50
 * characters: "27I0042K7QM Admission fee 2027-28/I/0042". What is paid for is cut to fit; the reference and the
 * application number never are.
 */
export function paymentNote(reference: string, applicationNumber: string, purpose = "Admission fee"): string {
  const room = UPI_NOTE_MAX - reference.length - applicationNumber.length - 2;
  const words = plainText(purpose, Math.max(0, room));
  return [reference, words, applicationNumber].filter(Boolean).join(" ").slice(0, UPI_NOTE_MAX);
}

// ------------------------------------------------------------------ the link

export interface UpiPayment {
  /** The school's UPI ID (School Settings). */
  payeeAddress: string;
  /** The school's name in English (UPI apps show Latin letters; the bank's verified name is shown beside it). */
  payeeName: string;
  amount: Paise;
  /** `paymentNote(…)`. */
  note: string;
  /** `paymentReference(…)`. */
  reference: string;
  /** The merchant category code, only for an account the bank set up as a merchant's ("8211": schools). */
  merchantCode?: string;
}

/**
 * `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…&tr=…`: the parameters in the specification's order, each value
 * percent-encoded (`encodeUpiValue`), the amount with two decimals. Throws on what no app could pay: a UPI ID that
 * is not one, an amount that is not a positive number of paise, an empty name.
 */
export function upiPayLink(payment: UpiPayment): string {
  const address = payment.payeeAddress.trim();
  if (!isUpiAddress(address)) throw new RangeError(`Not a UPI ID: ${payment.payeeAddress}`);
  if (!isPaise(payment.amount) || payment.amount === 0) throw new RangeError(`Not an amount: ${payment.amount}`);
  const name = plainText(payment.payeeName, UPI_PAYEE_NAME_MAX);
  if (!name) throw new RangeError("A UPI link needs the payee's name");
  if (payment.merchantCode !== undefined && !/^\d{4}$/.test(payment.merchantCode)) {
    throw new RangeError(`Not a merchant category code: ${payment.merchantCode}`);
  }
  const parameters: [string, string][] = [
    // The ID is letters, digits and ._-@ only (checked above): written as it is, as apps and NPCI's samples do.
    ["pa", address],
    ["pn", encodeUpiValue(name)],
    ...(payment.merchantCode ? [["mc", payment.merchantCode] as [string, string]] : []),
    ["tr", encodeUpiValue(payment.reference)],
    ["tn", encodeUpiValue(plainText(payment.note, UPI_NOTE_MAX))],
    ["am", decimalRupees(payment.amount)],
    ["cu", "INR"],
  ];
  return `upi://pay?${parameters.map(([key, value]) => `${key}=${value}`).join("&")}`;
}

/** The parameters of a `upi://pay` link, decoded: for tests, and to show what a link asks. */
export function readUpiPayLink(link: string): Record<string, string> | null {
  const match = /^upi:\/\/pay\?(.*)$/i.exec(link);
  if (!match) return null;
  const parameters: Record<string, string> = {};
  for (const pair of (match[1] ?? "").split("&")) {
    const at = pair.indexOf("=");
    if (at <= 0) return null;
    parameters[pair.slice(0, at)] = decodeURIComponent(pair.slice(at + 1));
  }
  return parameters;
}
