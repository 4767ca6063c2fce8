// A visit request (SPEC §2 "Visit requests", §4, §5, §7), defined once
// (decision 0044): what the Schedule a Visit form stores, its table, list and
// CSV, its mails (the parent's with a calendar file) and what the privacy
// notice says the form collects.
import type { I18n } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { and, asc, count, eq, gte, inArray, lt, lte } from "drizzle-orm";
import ical from "ical-generator";

import {
  ADMISSION_CSV_COLUMNS,
  ADMISSION_NOTICE_FIELDS,
  admissionMailFields,
  admissionValues,
} from "~/features/admissions/admission-request.server";
import { classIn, clockIn, dayIn, greetingTo, hourAndMinute } from "~/features/mail/parent-words";
import { CONSENT_NOTICE_FIELD } from "~/features/privacy/consent";
import { defineRequest } from "~/features/requests/request-definition.server";
import { postalAddress, type SchoolSettings } from "~/features/settings/settings";
import { db } from "~/lib/database/db.server";
import { schoolToday } from "~/lib/database/time.server";

import { visitRequests } from "../../../db/schema";
import { addDays, longDate, schoolInstant } from "../../../db/time";
import { DUE_VISITS } from "./due-visits";
import { VISIT_FORM, type VisitRequestInput } from "./schema";
import { visitRequestKind } from "./visit-request-kind";

/** "10:00 AM" → "10:00:00". */
function clockOf(visitTime: string) {
  const [hour, minute] = hourAndMinute(visitTime) ?? [9, 0];
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00`;
}

/** The calendar file of a visit: one hour from its time, at the school; its words in `i18n`, the parent's language. */
function visitIcs(
  visit: { id: string; visitDate: string; visitTime: string; studentName: string },
  settings: SchoolSettings,
  { host, timeZone, i18n }: { host: string; timeZone: string; i18n: I18n },
) {
  const start = schoolInstant(visit.visitDate, clockOf(visit.visitTime), timeZone);
  const school = settings.schoolName;
  const student = visit.studentName;
  const phone = settings.phonePrimary;
  const calendar = ical({ name: school, prodId: { company: school, product: "Visits" } });
  calendar.createEvent({
    id: `visit-${visit.id}@${host}`,
    start,
    end: new Date(start.getTime() + 3600_000),
    summary: t(i18n)`School visit: ${school}`,
    description: t(i18n)`Campus visit for ${student}. Phone: ${phone}`,
    location: postalAddress(settings),
  });
  return calendar.toString();
}

export interface VisitFigures {
  pending: number;
  today: { date: string; due: number };
  /** Today to Sunday (the school's week runs Monday to Sunday), each day with its due visits. */
  week: { from: string; to: string; due: number; days: { date: string; due: number }[] };
}

/** The last day (Sunday) of the Monday-to-Sunday week that `date` (yyyy-MM-dd) falls in. */
export function weekEnd(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 is Sunday
  return addDays(date, (7 - weekday) % 7);
}

async function visitFigures(today: string): Promise<VisitFigures> {
  const to = weekEnd(today);
  const [[pending], days] = await Promise.all([
    db().select({ value: count() }).from(visitRequests).where(eq(visitRequests.status, "pending")),
    db()
      .select({ date: visitRequests.visitDate, due: count() })
      .from(visitRequests)
      .where(
        and(
          gte(visitRequests.visitDate, today),
          lte(visitRequests.visitDate, to),
          inArray(visitRequests.status, [...DUE_VISITS.statuses]),
        ),
      )
      .groupBy(visitRequests.visitDate)
      .orderBy(asc(visitRequests.visitDate)),
  ]);
  return {
    pending: pending?.value ?? 0,
    today: { date: today, due: days.find((day) => day.date === today)?.due ?? 0 },
    week: { from: today, to, due: days.reduce((sum, day) => sum + day.due, 0), days },
  };
}

export const visitRequestDefinition = defineRequest<typeof visitRequests.$inferSelect, VisitRequestInput>({
  kind: visitRequestKind,
  type: "visit_request",
  purpose: "To arrange the campus visit the parent asked for and to follow up the admission interest it shows.",
  noun: {
    about: msg({ message: "your visit request", context: "after 'about'" }),
    yours: msg({ message: "Your visit request", context: "a reply's subject" }),
  },
  // The form names the student, not the parent who sent it.
  contactOf: (record) => ({ name: null, email: record.email, phone: record.contactNo }),
  table: visitRequests,
  // By visit date, then created; the id keeps pages stable. SPEC §7's order (newest first) for the past and for every
  // date; from today on, the other way, soonest first, so today's visits lead page 1 (decision 0037).
  order: [visitRequests.visitDate, visitRequests.createdAt, visitRequests.id],
  ascending: ({ when }) => when == null,
  // One day, or with `to` every day from `date` to it (`to` alone: every day until it): exactly those dates.
  // Without a date: from today on (the school's today), the past, or every date.
  filterWhere: ({ date, to, when }) => {
    if (to) return and(date ? gte(visitRequests.visitDate, date) : undefined, lte(visitRequests.visitDate, to));
    if (date) return eq(visitRequests.visitDate, date);
    if (when === "all") return undefined;
    const today = schoolToday();
    return when === "past" ? lt(visitRequests.visitDate, today) : gte(visitRequests.visitDate, today);
  },
  csv: {
    name: "visit-requests",
    columns: [
      ADMISSION_CSV_COLUMNS.student,
      ADMISSION_CSV_COLUMNS.class,
      ADMISSION_CSV_COLUMNS.contactNumber,
      ADMISSION_CSV_COLUMNS.email,
      ADMISSION_CSV_COLUMNS.previousSchool,
      ["Visit date", (record) => record.visitDate],
      ["Visit time", (record) => record.visitTime],
      ADMISSION_CSV_COLUMNS.message,
    ],
  },
  form: {
    name: VISIT_FORM,
    values: (input) => ({ ...admissionValues(input), visitDate: input.visit_date, visitTime: input.visit_time }),
    notice: { en: "Schedule a Visit (Admissions page)", hi: "विद्यालय देखने का समय (प्रवेश पृष्ठ)" },
    fields: [
      ...ADMISSION_NOTICE_FIELDS,
      { key: "visit_date", en: "Visit Date", hi: "आने की तारीख" },
      { key: "visit_time", en: "Visit Time", hi: "आने का समय" },
      { key: "message", en: "Message", hi: "संदेश", optional: true },
      CONSENT_NOTICE_FIELD,
    ],
  },
  mails: {
    officeAddress: (settings) => settings.notifyVisitRequestsEmail,
    office: (r) => ({
      subject: `New visit request: ${r.studentName}, ${longDate(r.visitDate)} at ${r.visitTime}`,
      lead: "A parent has asked to visit the school.",
      fields: [
        ...admissionMailFields(r),
        ["Visit date", dayIn("en", r.visitDate)],
        ["Visit time", r.visitTime],
        ["Message", r.message],
      ],
    }),
    // In the request's language: the dates, times and class as the parent reads them (docs/hindi-glossary.md).
    confirmation: (r, context) => {
      const { i18n } = context;
      const language = r.language;
      const school = context.settings.schoolName;
      const date = longDate(r.visitDate, language);
      const day = dayIn(language, r.visitDate);
      const time = clockIn(language, r.visitTime);
      const student = r.studentName;
      const className = classIn(language, r.classForAdmission);
      const phone = r.contactNo;
      return {
        subject: t(i18n)`Your visit to ${school}: ${date} at ${time}`,
        paragraphs: [
          greetingTo(i18n, null),
          t(i18n)`Thank you for asking to visit ${school}. We have your request:`,
          [t(i18n)`Date: ${day}`, t(i18n)`Time: ${time}`, t(i18n)`Student: ${student} (${className})`].join("\n"),
          t(
            i18n,
          )`The school office will call you on ${phone} to confirm the visit. The attached file adds it to your calendar.`,
        ],
        attachments: [
          {
            filename: "school-visit.ics",
            contentType: "text/calendar",
            content: visitIcs(r, context.settings, context),
          },
        ],
      };
    },
  },
  attention: { key: "visits", figures: ({ today }) => visitFigures(today) },
  personalData: { phones: ["contactNo"], email: "email", provesIdentity: true },
  audit: {
    action: "visit_request",
    targetType: "visit_request",
    deleted: (record) => ({
      studentName: record.studentName,
      visitDate: record.visitDate,
      visitTime: record.visitTime,
    }),
  },
});
