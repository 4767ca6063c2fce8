import { schoolDate } from "../../../db/time";
import { env } from "../server/env.server";

/** The calendar year now, in the school's time zone. */
export function currentSchoolYear(now = new Date()) {
  return Number(schoolDate(now, env().SCHOOL_TIMEZONE).slice(0, 4));
}

/** Today's date (yyyy-MM-dd) in the school's time zone. */
export function schoolToday(now = new Date()) {
  return schoolDate(now, env().SCHOOL_TIMEZONE);
}
