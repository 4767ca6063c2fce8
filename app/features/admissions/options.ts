// Option lists of SPEC §3, shared by the admissions forms, the server and the back office.
// The classes live below the features, for the disclosure's tables to share (decision 0044).
export { CLASSES } from "~/lib/forms/school-classes";

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
