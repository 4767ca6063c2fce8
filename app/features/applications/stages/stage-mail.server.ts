// What the parent is told of each stage of their application but Submitted, which the confirmation told
// (docs/specification.md §22): in the language they applied in, with the dates, times and class as they read them
// (docs/hindi-glossary.md). Why no seat was offered is never said. The mail module frames and queues it (decision 0059).
import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import ical from "ical-generator";

import { classIn, dayIn, greetingTo } from "~/features/mail/parent-words";
import { postalAddress, type SchoolSettings } from "~/features/settings/settings";

import type { applications } from "../../../../db/schema";
import { clockTime, longDate, schoolDate } from "../../../../db/time";
import { rupees } from "../options";
import type { Stage } from "../rules";

type Application = typeof applications.$inferSelect;

/** The stages the parent is told of: all but Submitted, and the interaction again when it moves. */
export type MailedStage = Exclude<Stage, "submitted"> | "interaction_moved";

/** How long an interaction is put in the parent's calendar for. */
const INTERACTION_MS = 3600_000;

/** "HH:mm" of `instant` on the school's clock. */
export function schoolClock(instant: Date, timeZone: string) {
  return new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(
    instant,
  );
}

export interface StageMailContext {
  settings: SchoolSettings;
  i18n: I18n;
  timeZone: string;
  /** The site's host name, for the calendar file's id. */
  host: string;
  /** How many times the interaction was mailed before: the calendar file's SEQUENCE, so a calendar updates it. */
  interactionsMailed: number;
  /** Its place on the waitlist, once put on it. */
  waitlistPlace: number | null;
  /**
   * At an offer, when the school takes fees online (docs/specification.md §34): the amount due, as "₹25,000", and
   * the status page's address, where the parent pays it.
   */
  payOnline?: { amount: string; statusPage: string } | null;
}

/** The calendar file of the interaction, in the parent's language. */
function interactionIcs(application: Application, at: Date, context: StageMailContext) {
  const { settings, i18n, host } = context;
  const school = settings.schoolName;
  const child = application.childName;
  const number = application.number;
  const phone = settings.phonePrimary;
  const calendar = ical({ name: school, prodId: { company: school, product: "Admissions" } });
  calendar.createEvent({
    id: `application-interaction-${application.id}@${host}`,
    sequence: context.interactionsMailed,
    start: at,
    end: new Date(at.getTime() + INTERACTION_MS),
    summary: t(i18n)`Admission interaction: ${school}`,
    description: t(i18n)`Interaction for ${child}, application ${number}. Phone: ${phone}`,
    location: postalAddress(settings),
  });
  return calendar.toString();
}

/**
 * The parent's mail of `stage` about `application` as it now stands: its subject and paragraphs (the mail module adds
 * the school's contacts), and the interaction's calendar file.
 */
export function stageMail(
  application: Application,
  stage: MailedStage,
  context: StageMailContext,
): {
  subject: string;
  paragraphs: string[];
  attachments?: { filename: string; contentType: string; content: string }[];
} {
  const { i18n, settings, timeZone } = context;
  const language = application.language;
  const number = application.number;
  const child = application.childName;
  const className = classIn(language, application.classSought);
  const session = application.session;
  const school = settings.schoolName;
  const greeting = greetingTo(i18n, application.parentName);
  const questions = t(i18n)`If you have any questions, please call the school office.`;
  switch (stage) {
    case "documents_checked":
      return {
        subject: t(i18n)`Application ${number}: documents checked`,
        paragraphs: [
          greeting,
          t(i18n)`The school office has checked the documents of the application of ${child} (${number}).`,
          t(i18n)`We will write to you again about the next step.`,
        ],
      };
    case "interaction":
    case "interaction_moved": {
      const at = application.interactionAt!;
      const date = schoolDate(at, timeZone);
      const clock = schoolClock(at, timeZone);
      const day = dayIn(language, date);
      const time = clockTime(clock, language);
      const shortDate = longDate(date, language);
      const address = postalAddress(settings);
      return {
        subject:
          stage === "interaction"
            ? t(i18n)`Application ${number}: interaction on ${shortDate}`
            : t(i18n)`Application ${number}: the interaction is now on ${shortDate}`,
        paragraphs: [
          greeting,
          stage === "interaction"
            ? t(i18n)`For admission to ${className}, the school would like to meet ${child} and you for an interaction:`
            : t(i18n)`The interaction with ${child} and you has moved to a new date and time:`,
          [t(i18n)`Date: ${day}`, t(i18n)`Time: ${time}`, t(i18n)`Place: ${address}`].join("\n"),
          t(
            i18n,
          )`The attached file adds it to your calendar. If the time does not suit you, please call the school office.`,
        ],
        attachments: [
          {
            filename: "admission-interaction.ics",
            contentType: "text/calendar",
            content: interactionIcs(application, at, context),
          },
        ],
      };
    }
    case "offered": {
      const dueBy = longDate(application.feeDueOn!, language);
      const { payOnline } = context;
      const amount = payOnline?.amount;
      const statusPage = payOnline?.statusPage;
      return {
        subject: t(i18n)`Application ${number}: a seat is offered`,
        paragraphs: [
          greeting,
          t(i18n)`We are glad to offer ${child} a seat in ${className} for the ${session} session.`,
          payOnline
            ? t(
                i18n,
              )`To take the seat, please pay the admission fee of ${amount} by ${dueBy}: by UPI or bank transfer from your application's status page, ${statusPage} (with the link in the confirmation e-mail, or the application number and your child's date of birth), or at the school office.`
            : t(i18n)`To take the seat, please pay the admission fee at the school office by ${dueBy}.`,
          questions,
        ],
      };
    }
    case "fee_received": {
      const amount = rupees(application.feeAmount!);
      const receipt = application.feeReceipt!;
      return {
        subject: t(i18n)`Application ${number}: fee received`,
        paragraphs: [
          greeting,
          t(
            i18n,
          )`We have received your payment of ${amount} for the admission of ${child}. Receipt number: ${receipt}.`,
          t(i18n)`Please keep the receipt. The school office will write to you once the admission is complete.`,
        ],
      };
    }
    case "admitted":
      return {
        subject: t(i18n)`${child} is admitted to ${className}`,
        paragraphs: [
          greeting,
          t(
            i18n,
          )`We are happy to tell you that ${child} is admitted to ${className} at ${school} for the ${session} session.`,
          t(i18n)`The school office will be in touch before the session starts.`,
        ],
      };
    case "waitlisted": {
      const position = context.waitlistPlace!;
      return {
        subject: t(i18n)`Application ${number}: on the waitlist`,
        paragraphs: [
          greeting,
          t(i18n)`The application of ${child} for ${className} is on the waitlist, at number ${position}.`,
          t(i18n)`If a seat becomes free, the school office will write to you.`,
        ],
      };
    }
    case "withdrawn":
      return {
        subject: t(i18n)`Application ${number}: withdrawn`,
        paragraphs: [
          greeting,
          t(i18n)`The application of ${child} for ${className} (${number}) has been withdrawn.`,
          t(i18n)`If this is not what you wanted, please call the school office.`,
        ],
      };
    case "not_offered":
      // Never the reason: it is the office's alone (docs/specification.md §22).
      return {
        subject: t(i18n)`Application ${number}: no seat offered`,
        paragraphs: [
          greeting,
          t(
            i18n,
          )`We are sorry: the school is not able to offer ${child} a seat in ${className} for the ${session} session.`,
          questions,
        ],
      };
  }
}
