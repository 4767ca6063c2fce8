// The public addresses of an application (docs/specification.md §22), in the page's language (§21): the status
// page, and the private link that opens an application's status without its number and date of birth.
import { pathIn, type Locale } from "~/lib/language/locale";

import type { Step } from "./applying/steps";

/** Where a parent looks an application up by its number and the child's date of birth. */
export const STATUS_PATH = "/admissions/status";

/** The application's private status page, `/admissions/status/<token>` (under /hi in Hindi). */
export const statusPath = (token: string, locale: Locale): string =>
  pathIn(locale, `${STATUS_PATH}/${encodeURIComponent(token)}`);

// The pages that fill an application in (decision 0057), written in English: a public page gives them in its own
// language with `pathIn`.

/** Where a parent starts an application: its first step, or why applications are not open. */
export const APPLY_PATH = "/admissions/apply";

/** A draft's private address, at `step` (its first step still to do when none is given). */
export const draftPath = (token: string, step?: Step) => `${APPLY_PATH}/${token}${step ? `?step=${step}` : ""}`;

/** Where the office enters a paper form (decision 0057), and a draft of one at `step`. */
export const PAPER_FORM_PATH = "/admin/applications/new";
export const paperDraftPath = (draftId: string, step?: Step) =>
  `${PAPER_FORM_PATH}/${draftId}${step ? `?step=${step}` : ""}`;
