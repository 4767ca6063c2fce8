// Matching a statement's credits to the payments awaited (decision 0085): a credit is a payment's when its
// reference or narration carries a UTR the parent reported, or the payment's own reference, and its amount is
// exactly what is due, in paise. Each statement line has a fingerprint, kept with what it matched, so a statement
// imported again (or one that overlaps the last) matches nothing twice. Shared by the browser and the server.
import type { Paise } from "./money";
import type { StatementCredit } from "./statement";

/** A UPI payment's reference number (UTR, or RRN): 12 digits. */
export const isUtr = (value: string) => /^\d{12}$/.test(value);

/** A UTR as a parent may type it, "4345 1234 5678" or "4345-1234-5678": its 12 digits, or null. */
export function normalisedUtr(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, "");
  return isUtr(digits) ? digits : null;
}

/**
 * The UTRs in a text: its runs of exactly 12 digits, whatever stands beside them (letters, "/", "-"), and longer
 * runs that are one padded with zeros, as a reference column may be ("0000434512345678").
 */
export const utrsIn = (text: string) =>
  (text.match(/\d+/g) ?? []).flatMap((run) => {
    const padded = /^0*(\d{12})$/.exec(run);
    return padded ? [padded[1]!] : [];
  });

/** A narration as matching reads it: capitals and digits only, as a bank may have left it. */
export const squeezed = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, "");

/** A payment awaited: an application's fee, offered and not yet received. */
export interface OpenPayment {
  id: string;
  amount: Paise;
  /** `paymentReference(…)`: in the link's note and reference. */
  reference: string;
  /** The UTRs the parent reported, normalised (12 digits each). */
  reportedUtrs: readonly string[];
}

export type MatchReason = "utr" | "reference";

export interface CreditMatch {
  line: number;
  fingerprint: string;
  paymentId: string;
  /** What in the line named the payment: a reported UTR, its own reference, or both. */
  reasons: MatchReason[];
  /** The UTR found, when one was. */
  utr: string | null;
  amount: Paise;
}

/** A credit that matched no payment, and why: the office looks at these by hand. */
export interface UnmatchedCredit {
  line: number;
  fingerprint: string;
  credit: StatementCredit;
  why:
    | "nothing" // names no payment awaited: another receipt into the account
    | "amount-differs" // names a payment, but its amount is not what is due
    | "several" // names more than one payment
    | "paid-already"; // names a payment an earlier line of this statement matched: paid twice?
  /** The payments it names (for all but "nothing"). */
  paymentIds: string[];
}

export interface MatchingResult {
  matches: CreditMatch[];
  unmatched: UnmatchedCredit[];
  /** Lines matched by an earlier import: left alone. */
  seenBefore: { line: number; fingerprint: string }[];
  /** Every credit's fingerprint, in the statement's order: what the import keeps. */
  fingerprints: { line: number; fingerprint: string }[];
}

/**
 * Each credit's fingerprint: its date, amount, balance after it, reference and squeezed narration, and, for lines
 * alike in all of these, which of them it is (1, 2…). The same line in the same statement downloaded again, or in
 * a statement of an overlapping period, has the same fingerprint; the line number does not enter it, as a
 * download with another preamble moves every line.
 */
export function creditFingerprints(credits: readonly StatementCredit[]): string[] {
  const seen = new Map<string, number>();
  return credits.map((credit) => {
    const key = [
      credit.date,
      credit.amount,
      credit.balance ?? "",
      squeezed(credit.reference),
      squeezed(credit.narration),
    ].join("|");
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return `${key}|${count}`;
  });
}

/** The payments a credit names, each with why. */
function paymentsNamed(credit: StatementCredit, payments: readonly OpenPayment[]) {
  const text = `${credit.reference} ${credit.narration}`;
  const utrs = new Set(utrsIn(text));
  const letters = squeezed(text);
  const named: { payment: OpenPayment; reasons: MatchReason[]; utr: string | null }[] = [];
  for (const payment of payments) {
    const utr = payment.reportedUtrs.find((reported) => utrs.has(reported)) ?? null;
    const reasons: MatchReason[] = [];
    if (utr) reasons.push("utr");
    if (payment.reference && letters.includes(squeezed(payment.reference))) reasons.push("reference");
    if (reasons.length > 0) named.push({ payment, reasons, utr });
  }
  return named;
}

/**
 * Matches a statement's credits to the payments awaited. A credit matches when it names exactly one payment (by a
 * reported UTR or the payment's reference) and its amount is what is due; a payment is matched once, by the
 * first line that does; a line whose fingerprint is in `matchedBefore` is left alone.
 */
export function matchCredits(
  credits: readonly StatementCredit[],
  payments: readonly OpenPayment[],
  matchedBefore: ReadonlySet<string> = new Set(),
): MatchingResult {
  const fingerprints = creditFingerprints(credits);
  const result: MatchingResult = { matches: [], unmatched: [], seenBefore: [], fingerprints: [] };
  const matchedNow = new Set<string>();
  credits.forEach((credit, index) => {
    const fingerprint = fingerprints[index]!;
    const line = credit.line;
    result.fingerprints.push({ line, fingerprint });
    if (matchedBefore.has(fingerprint)) {
      result.seenBefore.push({ line, fingerprint });
      return;
    }
    const named = paymentsNamed(credit, payments);
    const unmatched = (why: UnmatchedCredit["why"]) =>
      result.unmatched.push({ line, fingerprint, credit, why, paymentIds: named.map(({ payment }) => payment.id) });
    if (named.length === 0) return unmatched("nothing");
    if (named.length > 1) return unmatched("several");
    const [{ payment, reasons, utr }] = named as [(typeof named)[number]];
    if (payment.amount !== credit.amount) return unmatched("amount-differs");
    if (matchedNow.has(payment.id)) return unmatched("paid-already");
    matchedNow.add(payment.id);
    result.matches.push({ line, fingerprint, paymentId: payment.id, reasons, utr, amount: credit.amount });
  });
  return result;
}
