// The steps of an application (docs/specification.md §22), in their order, and which may be opened when: no
// schema in here, so that a page that only names the steps does not load zod (decision 0036).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The steps, one page each, in their order; each is the `?step=` of the draft's address. */
export const STEPS = ["child", "parents", "previous-school", "siblings", "documents", "review"] as const;
export type Step = (typeof STEPS)[number];

/** The steps every application needs, in their order: the others may be left empty. */
export const REQUIRED_STEPS: readonly Step[] = ["child", "parents"];

export const isStep = (value: unknown): value is Step => STEPS.includes(value as Step);

/**
 * The first step that `step` needs and `saved` does not hold (the child, then the parents), or null when it may be
 * opened and saved: a step is never opened, or saved, before the steps it needs.
 */
export function missingBefore(step: Step, saved: (step: Step) => boolean): Step | null {
  const index = STEPS.indexOf(step);
  return REQUIRED_STEPS.find((needed) => STEPS.indexOf(needed) < index && !saved(needed)) ?? null;
}

/** The step after `step`, or null after the review. */
export const stepAfter = (step: Step): Step | null => STEPS[STEPS.indexOf(step) + 1] ?? null;

/** The step before `step`, or null before the child. */
export const stepBefore = (step: Step): Step | null => STEPS[STEPS.indexOf(step) - 1] ?? null;

/** Each step's name as the page and its list of steps give it. */
export const STEP_NAMES: Record<Step, MessageDescriptor> = {
  child: msg({ message: "Child", context: "application step" }),
  parents: msg({ message: "Parents", context: "application step" }),
  "previous-school": msg({ message: "Previous school", context: "application step" }),
  siblings: msg({ message: "Siblings", context: "application step" }),
  documents: msg({ message: "Documents", context: "application step" }),
  review: msg({ message: "Review", context: "application step" }),
};
