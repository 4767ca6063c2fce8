// How the admissions forms' lists show their choices, in the language of the page (docs/specification.md §21,
// docs/hindi-glossary.md, decision 0053). What a form sends, and what is stored, stays the choice itself (./options): a visit
// asked for from a Hindi page is stored as "Class I" and "10:00 AM", as the office reads it.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import type { CLASSES, RELATIONSHIPS, VISIT_TIMES } from "./options";

export const CLASS_LABELS: Record<(typeof CLASSES)[number], MessageDescriptor> = {
  Nursery: msg({ message: "Nursery", context: "class" }),
  LKG: msg({ message: "LKG", context: "class" }),
  UKG: msg({ message: "UKG", context: "class" }),
  "Class I": msg`Class I`,
  "Class II": msg`Class II`,
  "Class III": msg`Class III`,
  "Class IV": msg`Class IV`,
  "Class V": msg`Class V`,
  "Class VI": msg`Class VI`,
  "Class VII": msg`Class VII`,
  "Class VIII": msg`Class VIII`,
  "Class IX": msg`Class IX`,
  "Class X": msg`Class X`,
  "Class XI": msg`Class XI`,
  "Class XII": msg`Class XII`,
};

export const RELATIONSHIP_LABELS: Record<(typeof RELATIONSHIPS)[number], MessageDescriptor> = {
  Father: msg({ message: "Father", context: "relationship" }),
  Mother: msg({ message: "Mother", context: "relationship" }),
  Guardian: msg({ message: "Guardian", context: "relationship" }),
  Sibling: msg({ message: "Sibling", context: "relationship" }),
  Relative: msg({ message: "Relative", context: "relationship" }),
  Other: msg({ message: "Other", context: "relationship" }),
};

export const VISIT_TIME_LABELS: Record<(typeof VISIT_TIMES)[number], MessageDescriptor> = {
  "09:00 AM": msg({ message: "09:00 AM", context: "visit time" }),
  "10:00 AM": msg({ message: "10:00 AM", context: "visit time" }),
  "11:00 AM": msg({ message: "11:00 AM", context: "visit time" }),
  "12:00 PM": msg({ message: "12:00 PM", context: "visit time" }),
  "01:00 PM": msg({ message: "01:00 PM", context: "visit time" }),
  "02:00 PM": msg({ message: "02:00 PM", context: "visit time" }),
  "03:00 PM": msg({ message: "03:00 PM", context: "visit time" }),
  "04:00 PM": msg({ message: "04:00 PM", context: "visit time" }),
};

/** SPEC §4's visiting hours, under the visit date. */
export const VISITING_HOURS_NOTE = msg`Visiting hours: 9:00 AM - 4:00 PM Monday to Friday`;

/** A list's choices for a <select>: each sends its value and shows its label in the page's language. */
export const labelledOptions = <T extends string>(
  values: readonly T[],
  labels: Record<T, MessageDescriptor>,
  translate: (descriptor: MessageDescriptor) => string,
) => values.map((value) => ({ value, label: translate(labels[value]) }));
