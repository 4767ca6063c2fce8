// The disclosure's tables (docs/specification.md §28, decision 0071): what each shows in its Appendix IX place. A
// disclosure item names one in `shows`; this list is the one source of their keys.
export const DISCLOSURE_TABLES = [
  "fees",
  "smc",
  "pta",
  "results",
  "principal",
  "teachers",
  "ratio",
  "special_educator",
  "counsellor",
] as const;

export type DisclosureTable = (typeof DISCLOSURE_TABLES)[number];

export const isDisclosureTable = (value: unknown): value is DisclosureTable =>
  (DISCLOSURE_TABLES as readonly unknown[]).includes(value);
