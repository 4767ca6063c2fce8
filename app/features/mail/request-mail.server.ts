// The e-mails a new request from the public sets off (decision 0024): one
// to the office with every field and a link to the record, and, when the parent
// gave an e-mail address, a confirmation to them (a visit's with an .ics file).
// Composed before the request is stored, queued in its transaction.
import ical from "ical-generator";

import { DATA_REQUEST_KIND_LABELS, DATA_REQUEST_KIND_NAMES, dueDateOf } from "~/features/data-requests/schema";
import { requestPath } from "~/features/follow-up/request-types";
import { formatReceived } from "~/features/requests/format";
import { PLACEHOLDERS } from "~/features/settings/schema";
import { postalAddress, type SchoolSettings } from "~/features/settings/settings";
import type { Tx } from "~/lib/db.server";
import { consumeRateLimits } from "~/lib/rate-limit.server";

import type { admissionEnquiries, contactMessages, dataRequests, visitRequests } from "../../../db/schema";
import { longDate, schoolDate, schoolInstant } from "../../../db/time";
import { mailboxOf } from "./mailbox";
import { queueMail, type MailRecord, type OutgoingMail } from "./outbox.server";

// What the mails say of a request: not the staff's marks on it, nor the consent behind it.
type Fields<Table extends { $inferSelect: object }> = Omit<
  Table["$inferSelect"],
  "status" | "followUpOn" | "consentedAt" | "consentNoticeVersion" | "keepReason"
>;

/** A request as just received: its id is chosen before it is stored, so its mails can link to it. */
export type NewRequest =
  | { type: "visit_request"; record: Fields<typeof visitRequests> }
  | { type: "enquiry"; record: Fields<typeof admissionEnquiries> }
  | { type: "contact_message"; record: Fields<typeof contactMessages> }
  | { type: "data_request"; record: Fields<typeof dataRequests> };

/** How many confirmations one mailbox (however its address is spelled) or phone number may set off in an hour. */
export const CONFIRMATIONS_PER_HOUR = 3;

/** Where the office opens a record: the back office page of the request. */
export const recordUrl = (origin: string, { type, id }: MailRecord) => `${origin}${requestPath(type, id)}`;

/** "Wednesday, 25 November 2026" from a yyyy-MM-dd date, whatever the server's zone. */
const dayOf = (date: string) =>
  `${new Intl.DateTimeFormat("en-IN", { weekday: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`))}, ${longDate(date)}`;

/** "10:00 AM" → "10:00:00". */
function clockOf(visitTime: string) {
  const [, hours, minutes, half] = /^(\d{1,2}):(\d{2}) ?(AM|PM)$/i.exec(visitTime.trim()) ?? [];
  if (!hours) return "09:00:00";
  const hour = (Number(hours) % 12) + (half!.toUpperCase() === "PM" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${minutes}:00`;
}

/** Lines of "Label: value"; an empty value is shown as a dash, a message below its label. */
function fieldLines(fields: [label: string, value: string | null | undefined][]) {
  return fields
    .map(([label, value]) => {
      const text = value?.trim() ? value.trim() : "-";
      return text.includes("\n") ? `${label}:\n${text}` : `${label}: ${text}`;
    })
    .join("\n");
}

/** The school's ways to be reached, for the end of a parent's mail. */
function schoolContacts(settings: SchoolSettings) {
  return [
    `Address: ${postalAddress(settings)}`,
    ...(settings.mapUrl ? [`Map: ${settings.mapUrl}`] : []),
    `Phone: ${[settings.phonePrimary, settings.phoneSecondary].filter(Boolean).join(", ")}`,
    `Office hours: ${settings.officeHoursWeekdays}; ${settings.officeHoursSaturday}`,
  ].join("\n");
}

/** A usable address: set, and not the seed's placeholder. */
export const realAddress = (address: string | null | undefined) =>
  address && address.trim() && address.trim() !== PLACEHOLDERS.email ? address.trim() : null;

function officeRecipient(request: NewRequest, settings: SchoolSettings) {
  const chosen = {
    visit_request: settings.notifyVisitRequestsEmail,
    enquiry: settings.notifyEnquiriesEmail,
    contact_message: settings.notifyContactEmail,
    // The person the privacy notice names answers these (decision 0031).
    data_request: settings.privacyContactEmail,
  }[request.type];
  return realAddress(chosen) ?? realAddress(settings.email);
}

function officeMail(request: NewRequest, settings: SchoolSettings, origin: string, timeZone: string): OutgoingMail {
  const mailRecord = { type: request.type, id: request.record.id };
  const received = `Received: ${formatReceived(request.record.createdAt, timeZone)}`;
  const open = `Open it in the back office: ${recordUrl(origin, mailRecord)}`;
  const base = { purpose: `office.${request.type}`, to: [], record: mailRecord };
  if (request.type === "visit_request") {
    const r = request.record;
    return {
      ...base,
      replyTo: r.email,
      subject: `New visit request: ${r.studentName}, ${longDate(r.visitDate)} at ${r.visitTime}`,
      text: [
        "A parent has asked to visit the school.",
        fieldLines([
          ["Student", r.studentName],
          ["Class for admission", r.classForAdmission],
          ["Contact number", r.contactNo],
          ["Email", r.email],
          ["Previous school", r.previousSchool],
          ["Visit date", dayOf(r.visitDate)],
          ["Visit time", r.visitTime],
          ["Message", r.message],
        ]),
        received,
        open,
      ].join("\n\n"),
    };
  }
  if (request.type === "enquiry") {
    const r = request.record;
    return {
      ...base,
      replyTo: r.email,
      subject: `New admission enquiry: ${r.studentName} (${r.classForAdmission})`,
      text: [
        "A new admission enquiry has come in from the website.",
        fieldLines([
          ["Enquirer", r.enquirerName],
          ["Relationship", r.relationship],
          ["Student", r.studentName],
          ["Class for admission", r.classForAdmission],
          ["Contact number", r.contactNo],
          ["Email", r.email],
          ["Previous school", r.previousSchool],
          ["Message", r.message],
        ]),
        received,
        open,
      ].join("\n\n"),
    };
  }
  if (request.type === "data_request") {
    const r = request.record;
    const due = longDate(dueDateOf(schoolDate(r.createdAt, timeZone)));
    return {
      ...base,
      replyTo: r.email,
      subject: `New data request: ${DATA_REQUEST_KIND_NAMES[r.kind]} from ${r.name}`,
      text: [
        `A parent has asked, under the DPDP Act, to: ${DATA_REQUEST_KIND_LABELS[r.kind].toLowerCase()}. It must be answered by ${due}.`,
        fieldLines([
          ["Name", r.name],
          ["Phone", r.phone],
          ["Email", r.email],
          ["Details", r.details],
        ]),
        received,
        open,
      ].join("\n\n"),
    };
  }
  const r = request.record;
  return {
    ...base,
    replyTo: r.email,
    subject: `New message from ${r.name}`,
    text: [
      "A new message has come in through the Contact page.",
      fieldLines([
        ["Name", r.name],
        ["Email", r.email],
        ["Phone", r.phone],
        ["Message", r.message],
      ]),
      received,
      open,
    ].join("\n\n"),
  };
}

/** The calendar file of a visit: one hour from its time, at the school. */
export function visitIcs(
  visit: { id: string; visitDate: string; visitTime: string; studentName: string },
  settings: SchoolSettings,
  host: string,
  timeZone: string,
) {
  const start = schoolInstant(visit.visitDate, clockOf(visit.visitTime), timeZone);
  const calendar = ical({ name: settings.schoolName, prodId: { company: settings.schoolName, product: "Visits" } });
  calendar.createEvent({
    id: `visit-${visit.id}@${host}`,
    start,
    end: new Date(start.getTime() + 3600_000),
    summary: `School visit: ${settings.schoolName}`,
    description: `Campus visit for ${visit.studentName}. Phone: ${settings.phonePrimary}`,
    location: postalAddress(settings),
  });
  return calendar.toString();
}

function confirmationMail(
  request: NewRequest,
  to: string,
  settings: SchoolSettings,
  host: string,
  timeZone: string,
): OutgoingMail {
  const school = settings.schoolName;
  const base = {
    purpose: `confirmation.${request.type}`,
    to: [to],
    replyTo: realAddress(settings.email),
    record: { type: request.type, id: request.record.id },
  };
  const closing = `${school}\n${schoolContacts(settings)}`;
  if (request.type === "visit_request") {
    const r = request.record;
    return {
      ...base,
      subject: `Your visit to ${school}: ${longDate(r.visitDate)} at ${r.visitTime}`,
      text: [
        "Dear parent,",
        `Thank you for asking to visit ${school}. We have your request:`,
        fieldLines([
          ["Date", dayOf(r.visitDate)],
          ["Time", r.visitTime],
          ["Student", `${r.studentName} (${r.classForAdmission})`],
        ]),
        `The school office will call you on ${r.contactNo} to confirm the visit. The attached file adds it to your calendar.`,
        closing,
      ].join("\n\n"),
      attachments: [
        { filename: "school-visit.ics", contentType: "text/calendar", content: visitIcs(r, settings, host, timeZone) },
      ],
    };
  }
  if (request.type === "data_request") {
    const r = request.record;
    return {
      ...base,
      subject: `We have your request about your details: ${school}`,
      text: [
        `Dear ${r.name},`,
        `Thank you. We have your request to ${DATA_REQUEST_KIND_LABELS[r.kind].toLowerCase()}. The school will answer it by ${longDate(dueDateOf(schoolDate(r.createdAt, timeZone)))}, within the 90 days the law allows.`,
        "Before it acts, the school checks that the request is yours: by a link sent to the e-mail address you gave it before, or by calling the phone number you gave.",
        closing,
      ].join("\n\n"),
    };
  }
  const what = request.type === "enquiry" ? "admission enquiry" : "message";
  return {
    ...base,
    subject:
      request.type === "enquiry" ? `We have your admission enquiry: ${school}` : `We have your message: ${school}`,
    text: [
      "Dear parent,",
      `Thank you for your ${what}. The school office will get back to you soon.`,
      `If it is urgent, please call us during office hours.`,
      closing,
    ].join("\n\n"),
  };
}

/** The parent's phone number and e-mail address, as the confirmation limits count them. */
function senderKeys(request: NewRequest) {
  const phone =
    request.type === "contact_message" || request.type === "data_request"
      ? request.record.phone
      : request.record.contactNo;
  return {
    email: request.record.email?.trim().toLowerCase() || null,
    phone: phone?.replace(/\D/g, "").slice(-10) || null,
  };
}

/** What the mails of a request need to know, read before its transaction opens. */
export interface RequestMailContext {
  settings: SchoolSettings;
  /** The site's trusted address, for links to the back office. */
  origin: string;
  timeZone: string;
}

/**
 * The mails to send about a new request: the office's (when the school has a
 * real address to send it to) and the parent's confirmation (when they gave an
 * e-mail address and neither it nor their phone number has had three this hour,
 * counted in `writer`: the request's transaction).
 */
export async function mailsForNewRequest(
  request: NewRequest,
  { settings, origin, timeZone }: RequestMailContext,
  writer?: Tx,
): Promise<OutgoingMail[]> {
  const mails: OutgoingMail[] = [];
  const office = officeRecipient(request, settings);
  if (office) mails.push({ ...officeMail(request, settings, origin, timeZone), to: [office] });

  const { email, phone } = senderKeys(request);
  if (email) {
    const hour = { limit: CONFIRMATIONS_PER_HOUR, windowSeconds: 3600 };
    const { allowed } = await consumeRateLimits(
      [
        { key: `confirmation:email:${mailboxOf(email)}`, ...hour },
        ...(phone ? [{ key: `confirmation:phone:${phone}`, ...hour }] : []),
      ],
      new Date(),
      writer,
    );
    if (allowed) mails.push(confirmationMail(request, email, settings, new URL(origin).hostname, timeZone));
  }
  return mails;
}

/** Queues, in the request's own transaction, the mails it sets off. */
export async function queueRequestMail(tx: Tx, request: NewRequest, context: RequestMailContext) {
  for (const mail of await mailsForNewRequest(request, context, tx)) await queueMail(tx, mail);
}
