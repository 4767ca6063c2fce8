// What the tests of the public forms send: each form filled in as a parent
// would, valid on whatever day the tests run (a test changes only the field it
// is about), and dates no calendar has.
import { addDays, schoolDate } from "../../db/time";

/** Today in the school's time zone (the tests' default, Asia/Kolkata). */
export const today = schoolDate(new Date(), "Asia/Kolkata");

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The first day after `from` that is `wanted` (0 Sunday … 6 Saturday), or any Monday to Friday. */
function nextDay(from: string, wanted?: number) {
  let date = addDays(from, 1);
  while (wanted === undefined ? [0, 6].includes(weekday(date)) : weekday(date) !== wanted) date = addDays(date, 1);
  return date;
}

/** The next school day (Monday to Friday) after today: a date a visit may be asked for. */
export const nextWeekday = nextDay(today);
/** The next Saturday: no visits at the weekend. */
export const nextSaturday = nextDay(today, 6);

/** The admissions page's visit form, the name with spaces around it as people type it. */
export const visit = {
  intent: "visit",
  student_name: "  Asha Rani ",
  class_for_admission: "Class I",
  contact_no: "9876543210",
  email: "",
  previous_school: "",
  visit_date: nextWeekday,
  visit_time: "10:00 AM",
  message: "",
  consent: "on",
};

/** The admissions page's enquiry form. */
export const enquiry = {
  intent: "enquiry",
  enquirer_name: "Ravi Kumar",
  relationship: "Father",
  student_name: "Asha",
  class_for_admission: "UKG",
  contact_no: "9876543210",
  email: "ravi@example.com",
  consent: "on",
};

/** The contact page's form. */
export const contact = {
  name: " Meena Devi ",
  email: "meena@example.com",
  phone: "9876543210",
  // A browser sends a textarea's line breaks as CRLF.
  message: "When does the new session start?\r\nAnd is there a bus from Bhuna?",
  consent: "on",
};

/** Dates that are no date: a month or day out of range, year 0, and years past 9999. */
export const IMPOSSIBLE_DATES = [
  "2026-13-01",
  "2026-00-10",
  "2026-02-99",
  "2026-02-30",
  "0000-01-01",
  "10000-01-01",
  "+010000-01-01",
];

/** An enquiry as the database stores it, for tests that need one row and do not go through the form. */
export const enquiryRow = {
  enquirerName: "Ravi",
  relationship: "Father",
  studentName: "Asha",
  classForAdmission: "UKG",
  contactNo: "9876543210",
};
