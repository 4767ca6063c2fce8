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

/**
 * The staff list's designations (docs/specification.md §28), in the order the list shows them. Appendix IX asks
 * for the principal, the teachers by post, the special educator and the counsellor and wellness teacher.
 */
export const STAFF_DESIGNATIONS = [
  "Principal",
  "Vice Principal",
  "Headmistress",
  "PGT",
  "TGT",
  "PRT",
  "Pre-primary Teacher",
  "Special Educator",
  "Counsellor",
  "Wellness Teacher",
  "Physical Education Teacher",
  "Librarian",
  "Other",
] as const;

export type StaffDesignation = (typeof STAFF_DESIGNATIONS)[number];

/** The designations that teach a class: the teachers the ratios count (decision 0071). */
export const CLASS_TEACHERS: readonly StaffDesignation[] = ["PGT", "TGT", "PRT", "Pre-primary Teacher"];

/** Which designations answer the items about one post. */
export const DESIGNATIONS_OF = {
  principal: ["Principal"],
  special_educator: ["Special Educator"],
  counsellor: ["Counsellor", "Wellness Teacher"],
} as const satisfies Partial<Record<DisclosureTable, readonly StaffDesignation[]>>;
