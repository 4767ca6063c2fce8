// What the Admissions page and the apply page say of the applications' window (docs/specification.md §22), in the
// page's language: one message each, for both pages, and for a submission refused once they closed.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";

import { longDate, type DateLanguage } from "../../../../db/time";
import type { ApplicationsWindow } from "./setup.server";

/** Before the opening day: "Online applications for 2027-28 open on 1 December 2026." */
export const opensOnText = (session: string, opensOn: string, language: DateLanguage): MessageDescriptor => {
  const date = longDate(opensOn, language);
  return msg`Online applications for ${session} open on ${date}.`;
};

/** After the closing day: "Online applications for 2027-28 closed on 31 March 2027." */
export const closedOnText = (session: string, closesOn: string, language: DateLanguage): MessageDescriptor => {
  const date = longDate(closesOn, language);
  return msg`Online applications for ${session} closed on ${date}.`;
};

/** What a parent is told on the apply page, or when a submission is refused, while applications are not open; null while they are. */
export function windowNotice(i18n: I18n, window: ApplicationsWindow): string | null {
  if (window.state === "none") return t(i18n)`Online applications are not open.`;
  if (window.state === "open") return null;
  const { session, opensOn, closesOn } = window.setup;
  const language = i18n.locale === "hi" ? "hi" : "en";
  return i18n._(
    window.state === "before" ? opensOnText(session, opensOn, language) : closedOnText(session, closesOn, language),
  );
}
