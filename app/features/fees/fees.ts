// The fee structure (docs/specification.md §29, decision 0072): how often a head of fee is paid, and how the fee
// page sets a session's fees beside the session before it. Shared by the browser and the server.
import { CLASSES } from "~/features/admissions/options";
import { wordedChoices } from "~/lib/forms/worded-choices";

/**
 * How often a head of fee is paid, as `fee_heads.per` stores it, with the back office's words for each (the public
 * page's are in fee-labels.ts, in both languages).
 */
export const FEE_PER = wordedChoices({
  admission: "Once, at admission",
  year: "Every year",
  quarter: "Every quarter",
  month: "Every month",
});
export type FeePer = (typeof FEE_PER.values)[number];

/** How many times a year a head is paid: what its amount counts for in the year's total. Admission: not at all. */
export const TIMES_A_YEAR: Record<FeePer, number> = { admission: 0, year: 1, quarter: 4, month: 12 };

export type ClassName = (typeof CLASSES)[number];

export const MAX_FEE_AMOUNT = 1_000_000;

/** "2026-27" → "2025-26": the session before. */
export function sessionBefore(session: string): string {
  const start = Number(session.slice(0, 4)) - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** A head of fee as the fee page compares it. */
export interface FeeHeadRow {
  className: string;
  head: string;
  headHi: string | null;
  per: FeePer;
  amount: number;
}

/** The increase from `before` to `now`, a percentage with one decimal; null when there was nothing to grow from. */
export function increasePercent(before: number, now: number): number | null {
  if (before <= 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}

/** What a head's or a total's change says: "+5.0%", "New" (not there before), "—" (gone, or nothing to grow from). */
export type Change = { kind: "percent"; percent: number } | { kind: "new" } | { kind: "gone" } | { kind: "none" };

export interface ComparedHead {
  head: string;
  headHi: string | null;
  per: FeePer;
  /** Null: not in that session. */
  before: number | null;
  now: number | null;
  change: Change;
}

export interface ComparedTotal {
  before: number | null;
  now: number | null;
  change: Change;
}

export interface ComparedClass {
  className: ClassName;
  heads: ComparedHead[];
  /** The year's total (month ×12, quarter ×4, year ×1). */
  yearly: ComparedTotal;
  /** The heads paid once, at admission, added up apart. */
  atAdmission: ComparedTotal;
}

/** Heads are the same head in two sessions when their names (without case or extra spaces) and how often agree. */
const headKey = (row: Pick<FeeHeadRow, "head" | "per">) =>
  `${row.per}:${row.head.replace(/\s+/g, " ").trim().toLowerCase()}`;

function changeOf(before: number | null, now: number | null): Change {
  if (before === null) return now === null ? { kind: "none" } : { kind: "new" };
  if (now === null) return { kind: "gone" };
  const percent = increasePercent(before, now);
  return percent === null ? { kind: "none" } : { kind: "percent", percent };
}

function total(rows: readonly FeeHeadRow[], times: (per: FeePer) => number): number | null {
  const counted = rows.filter((row) => times(row.per) > 0);
  return counted.length === 0 ? null : counted.reduce((sum, row) => sum + row.amount * times(row.per), 0);
}

const totalOf = (before: readonly FeeHeadRow[] | null, now: readonly FeeHeadRow[], times: (per: FeePer) => number) => {
  const was = before ? total(before, times) : null;
  const is = total(now, times);
  return { before: was, now: is, change: before ? changeOf(was, is) : { kind: "none" as const } };
};

/**
 * Each class with fees in `current` (in the order of SPEC §3's classes): its heads beside the same heads in
 * `previous` (null: the session before has no fees, so nothing is compared), then the heads that are gone; the
 * year's total and the admission-time total, each with its change.
 */
export function compareSessions(current: readonly FeeHeadRow[], previous: readonly FeeHeadRow[] | null) {
  const classes: ComparedClass[] = [];
  for (const className of CLASSES) {
    const now = current.filter((row) => row.className === className);
    if (now.length === 0) continue;
    const before = previous ? previous.filter((row) => row.className === className) : null;
    const beforeByKey = new Map((before ?? []).map((row) => [headKey(row), row]));
    const nowKeys = new Set(now.map(headKey));
    const heads: ComparedHead[] = now.map((row) => {
      const was = beforeByKey.get(headKey(row));
      return {
        head: row.head,
        headHi: row.headHi,
        per: row.per,
        before: was?.amount ?? null,
        now: row.amount,
        change: before ? changeOf(was?.amount ?? null, row.amount) : { kind: "none" },
      };
    });
    for (const row of before ?? []) {
      if (nowKeys.has(headKey(row))) continue;
      heads.push({
        head: row.head,
        headHi: row.headHi,
        per: row.per,
        before: row.amount,
        now: null,
        change: { kind: "gone" },
      });
    }
    classes.push({
      className,
      heads,
      yearly: totalOf(before, now, (per) => TIMES_A_YEAR[per]),
      atAdmission: totalOf(before, now, (per) => (per === "admission" ? 1 : 0)),
    });
  }
  return classes;
}

/** "+5.0%", "-2.5%", "0.0%". */
export const percentText = (percent: number) => `${percent > 0 ? "+" : ""}${percent.toFixed(1)}%`;
