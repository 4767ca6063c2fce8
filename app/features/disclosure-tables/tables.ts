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

/** What the item dialog's "Shows" offers for each table (docs/specification.md §28), in the back office's words. */
export const DISCLOSURE_TABLE_LABELS: Record<DisclosureTable, string> = {
  fees: "Fees (a link to the fee page)",
  smc: "School Management Committee members",
  pta: "PTA members",
  results: "Class X and XII results",
  principal: "Principal",
  teachers: "Teachers: counts and the staff list",
  ratio: "Teacher–section and teacher–student ratios",
  special_educator: "Special educator",
  counsellor: "Counsellor and wellness teacher",
};

/** The two board classes whose results the disclosure shows. */
export const BOARD_CLASSES = ["X", "XII"] as const;

/** The two committees whose members the disclosure lists. */
export const COMMITTEES = ["smc", "pta"] as const;
export type Committee = (typeof COMMITTEES)[number];
export const COMMITTEE_NAMES: Record<Committee, string> = {
  smc: "School Management Committee",
  pta: "Parent Teacher Association",
};

/** A result's pass percentage, one decimal ("97.5"); none when no one was registered. */
export const passPercentage = ({ registered, passed }: { registered: number; passed: number }) =>
  registered > 0 ? ((passed / registered) * 100).toFixed(1) : null;

/** The ratios worked out from the staff and the seats (decision 0071); null where a count is missing. */
export function workedOutRatios({ teachers, sections, seats }: { teachers: number; sections: number; seats: number }) {
  return {
    /** Teachers a section, one decimal: "1.6". */
    perSection: teachers > 0 && sections > 0 ? (teachers / sections).toFixed(1) : null,
    /** Students a teacher, whole: the 24 of "1 : 24". */
    studentsPerTeacher: teachers > 0 && seats > 0 ? String(Math.round(seats / teachers)) : null,
  };
}
