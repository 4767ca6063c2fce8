// The school's classes (SPEC §3), Nursery to Class XII: the admissions forms', the applications' and the disclosure's
// tables' (docs/specification.md §28) one list.
export const CLASSES = [
  "Nursery",
  "LKG",
  "UKG",
  "Class I",
  "Class II",
  "Class III",
  "Class IV",
  "Class V",
  "Class VI",
  "Class VII",
  "Class VIII",
  "Class IX",
  "Class X",
  "Class XI",
  "Class XII",
] as const;
