// What a parent is told when applications are not open (docs/specification.md §22), in the page's language: not
// set up yet, not open yet, or closed. The apply page and a refused submission say it.
import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";

import { longDate } from "../../../db/time";
import type { ApplicationsWindow } from "./setup.server";

/** The sentence for a window that is not open; null while it is. */
export function windowNotice(i18n: I18n, window: ApplicationsWindow): string | null {
  if (window.state === "none") return t(i18n)`Online applications are not open.`;
  if (window.state === "open") return null;
  const { session, opensOn, closesOn } = window.setup;
  const language = i18n.locale === "hi" ? "hi" : "en";
  if (window.state === "before") {
    const day = longDate(opensOn, language);
    return t(i18n)`Online applications for ${session} open on ${day}.`;
  }
  const day = longDate(closesOn, language);
  return t(i18n)`Online applications for ${session} closed on ${day}.`;
}
