// Option lists of SPEC §3, shared by the admissions forms, the server and the back office.
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

export const RELATIONSHIPS = ["Father", "Mother", "Guardian", "Sibling", "Relative", "Other"] as const;

export const VISIT_TIMES = [
  "09:00 AM",
  "10:00 AM",
  "11:00 AM",
  "12:00 PM",
  "01:00 PM",
  "02:00 PM",
  "03:00 PM",
  "04:00 PM",
] as const;
