// The public addresses of an application (docs/specification.md §22), in the page's language (§21): the status
// page, and the private link that opens an application's status without its number and date of birth.
import { pathIn, type Locale } from "~/lib/locale";

/** Where a parent looks an application up by its number and the child's date of birth. */
export const STATUS_PATH = "/admissions/status";

/** The application's private status page, `/admissions/status/<token>` (under /hi in Hindi). */
export const statusPath = (token: string, locale: Locale): string =>
  pathIn(locale, `${STATUS_PATH}/${encodeURIComponent(token)}`);
