// The addresses of an application's pages (docs/specification.md §22), written in English: a public page gives
// them in its own language with `pathIn` (~/lib/locale). The status page's are built here for the confirmation,
// its mail and the status page alike.
import type { Step } from "./steps";

/** Where a parent starts an application: its first step, or why applications are not open. */
export const APPLY_PATH = "/admissions/apply";

/** A draft's private address, at `step` (its first step still to do when none is given). */
export const draftPath = (token: string, step?: Step) => `${APPLY_PATH}/${token}${step ? `?step=${step}` : ""}`;

/** Where a parent asks where an application stands, by its number and the child's date of birth. */
export const STATUS_PATH = "/admissions/status";

/** A submitted application's private status page. */
export const statusPath = (token: string) => `${STATUS_PATH}/${token}`;

/** Where the office enters a paper form (decision 0057), and a draft of one at `step`. */
export const PAPER_FORM_PATH = "/admin/applications/new";
export const paperDraftPath = (draftId: string, step?: Step) =>
  `${PAPER_FORM_PATH}/${draftId}${step ? `?step=${step}` : ""}`;
