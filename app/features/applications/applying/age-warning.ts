// The warning a parent reads when the child is outside the class's age rule (docs/specification.md §22), as the
// date of birth and the class are chosen and again when the step is saved: a warning, never a refusal (RTE Act
// s.14: the office decides). In the language of the page; the browser reads this module too.
import type { I18n } from "@lingui/core";
import { msg, plural, t } from "@lingui/core/macro";

import { CLASS_LABELS } from "~/features/admissions/option-labels";

import { longDate } from "../../../../db/time";
import { ageAgainst, ageInMonths, yearsAndMonths, type AgeRule, type ClassName } from "../rules";

/** An age in whole months as a parent says it: "3 years 2 months", "6 years", "11 months". */
export function ageWords(i18n: I18n, totalMonths: number) {
  const { years, months } = yearsAndMonths(Math.max(0, totalMonths));
  const yearsWords = i18n._(msg`${plural(years, { one: "# year", other: "# years" })}`);
  const monthsWords = i18n._(msg`${plural(months, { one: "# month", other: "# months" })}`);
  if (years === 0) return monthsWords;
  if (months === 0) return yearsWords;
  return `${yearsWords} ${monthsWords}`;
}

/**
 * What the parent is told when a child born on `dateOfBirth` (yyyy-MM-dd) is outside `rule` of `className`; null
 * when the child is inside it, or the date is not a date yet.
 */
export function ageWarning(
  i18n: I18n,
  { dateOfBirth, className, rule }: { dateOfBirth: string; className: ClassName; rule: AgeRule },
): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) || ageAgainst(dateOfBirth, rule) === "inside") return null;
  const date = longDate(rule.cutOff, i18n.locale === "hi" ? "hi" : "en");
  const age = ageWords(i18n, ageInMonths(dateOfBirth, rule.cutOff));
  const theClass = i18n._(CLASS_LABELS[className]);
  const youngest = rule.minMonths === null ? null : ageWords(i18n, rule.minMonths);
  const oldest = rule.maxMonths === null ? null : ageWords(i18n, rule.maxMonths);
  if (youngest !== null && oldest !== null) {
    return t(
      i18n,
    )`By ${date} your child will be ${age} old. ${theClass} usually takes children from ${youngest} to ${oldest}. You can still apply: the school will look at it.`;
  }
  if (youngest !== null) {
    return t(
      i18n,
    )`By ${date} your child will be ${age} old. ${theClass} usually takes children from ${youngest}. You can still apply: the school will look at it.`;
  }
  return t(
    i18n,
  )`By ${date} your child will be ${age} old. ${theClass} usually takes children up to ${oldest}. You can still apply: the school will look at it.`;
}
