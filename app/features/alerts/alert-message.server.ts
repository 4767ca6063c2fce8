// An alert as a message to its subscribers (docs/specification.md §24 "Sending"): its severity in words and its
// text in the reader's language, and its link (else the home page) to read more.
import { headlineOf, linkIn, type Composer } from "~/features/broadcasts/messages.server";
import { localized } from "~/lib/language/localized";

import type { alerts } from "../../../db/schema";
import { SEVERITY_NAMES } from "./alerts";

export const composeAlert: Composer<typeof alerts.$inferSelect> = (row, language, i18n, { origin }) => {
  const said = `${i18n._(SEVERITY_NAMES[row.severity])}: ${localized(row.text, row.textHi, language).text}`;
  return { headline: headlineOf(said), paragraphs: [said], link: linkIn(origin, language, row.link ?? "/") };
};
