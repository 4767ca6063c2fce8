// What the fee page shows (docs/specification.md §29): the newest session with fees beside the session before it,
// each class's heads with the increase, and the newest session's Form VI.
import { lastChangeOf, lastUpdatedDay } from "~/features/last-updated/last-updated.server";
import { checkedDates } from "~/features/links/links.server";
import type { Locale } from "~/lib/language/locale";
import { localized, type LocalText } from "~/lib/language/localized";

import { longDate } from "../../../db/time";
import { compareSessions, sessionBefore, type ComparedClass, type ComparedHead } from "./fees";
import { feeHeadsOf, sessionsWithFees } from "./fees.server";

export interface PublicFeeHead extends Omit<ComparedHead, "head" | "headHi"> {
  head: LocalText;
}

export interface PublicFeeClass extends Omit<ComparedClass, "heads"> {
  heads: PublicFeeHead[];
}

export interface FeePage {
  /** Null: the school has published no fees yet. */
  current: string | null;
  previous: string;
  /** False when the session before has no fees: nothing is compared. */
  compared: boolean;
  classes: PublicFeeClass[];
  formVi: { url: string; filedOn: string | null; checkedOn: string | null } | null;
  lastUpdated: string | null;
}

export async function feePage(locale: Locale): Promise<FeePage> {
  const [sessions, changed] = await Promise.all([sessionsWithFees(), lastChangeOf(["fees"])]);
  const lastUpdated = lastUpdatedDay(changed);
  const newest = sessions[0];
  if (!newest) return { current: null, previous: "", compared: false, classes: [], formVi: null, lastUpdated };
  const previous = sessionBefore(newest.session);
  const compared = sessions.some((row) => row.session === previous);
  const [current, before] = await Promise.all([
    feeHeadsOf(newest.session),
    compared ? feeHeadsOf(previous) : Promise.resolve(null),
  ]);
  const classes = compareSessions(current, before).map((row) => ({
    ...row,
    heads: row.heads.map(({ head, headHi, ...rest }) => ({ ...rest, head: localized(head, headHi, locale) })),
  }));
  let formVi: FeePage["formVi"] = null;
  if (newest.formViUrl) {
    // "Checked on <date>" beside the document, from the last link check (docs/specification.md §25).
    const checked = await checkedDates([newest.formViUrl], locale);
    formVi = {
      url: newest.formViUrl,
      filedOn: newest.formViFiledOn ? longDate(newest.formViFiledOn, locale) : null,
      checkedOn: checked[newest.formViUrl] ?? null,
    };
  }
  return { current: newest.session, previous, compared, classes, formVi, lastUpdated };
}
