// What the Admissions page and the apply page say of the applications' window (docs/specification.md §22), in the
// page's language: one message each, for both pages.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import { longDate, type DateLanguage } from "../../../db/time";

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
