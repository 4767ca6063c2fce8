// A data request under the DPDP Act (decision 0033), defined once (decision
// 0044): what the "Your data" form stores, its table, list and CSV, its mails
// and what the privacy notice says the form collects. Erasing the person
// leaves the request itself, without who sent it.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { count, inArray, min } from "drizzle-orm";

import { greetingTo } from "~/features/mail/parent-words";
import { CONSENT_NOTICE_FIELD } from "~/features/privacy/consent";
import { defineRequest } from "~/features/requests/request-definition.server";
import { searchIn } from "~/features/requests/requests.server";
import { db } from "~/lib/database/db.server";
import { env } from "~/lib/server/env.server";

import { dataRequests } from "../../../db/schema";
import { longDate, schoolDate } from "../../../db/time";
import { dataRequestKind } from "./data-request-kind";
import {
  DATA_REQUEST_FORM,
  DATA_REQUEST_KIND_LABELS,
  DATA_REQUEST_KIND_NAMES,
  dueDateOf,
  OPEN_DATA_REQUESTS,
  type DataRequestInput,
  type DataRequestKind,
} from "./schema";

/**
 * What each request asks, as the parent's mails say it after "to" ("We have your request to correct my details"):
 * in English the form's label in lower case, in Hindi a phrase that reads after "अनुरोध:".
 */
const ASKS_IN_MAIL: Record<DataRequestKind, MessageDescriptor> = {
  access: msg`see the details the school holds about me`,
  correction: msg`correct my details`,
  erasure: msg`erase my details`,
  withdrawal: msg`withdraw my consent`,
};

/** What the request `kind` asks, in the parent's mail's language. */
export const askedInMail = (i18n: I18n, kind: DataRequestKind) => i18n._(ASKS_IN_MAIL[kind]);

export interface DataRequestFigures {
  /** New or in progress: the queue's "Open" group. */
  open: number;
  /** The soonest due of the open ones, yyyy-MM-dd; null when none is open. */
  soonestDue: string | null;
  /** The school's date, to tell an overdue one. */
  today: string;
}

async function dataRequestFigures(today: string): Promise<DataRequestFigures> {
  const [row] = await db()
    .select({ open: count(), soonestDue: min(dataRequests.dueOn) })
    .from(dataRequests)
    .where(inArray(dataRequests.status, [...OPEN_DATA_REQUESTS.statuses]));
  return { open: row?.open ?? 0, soonestDue: row?.soonestDue ?? null, today };
}

export const dataRequestDefinition = defineRequest<typeof dataRequests.$inferSelect, DataRequestInput>({
  kind: dataRequestKind,
  type: "data_request",
  purpose:
    "To answer a parent's request to see, correct or erase their details or withdraw their consent (DPDP Act 2023), and to keep the record that it was answered.",
  noun: {
    about: msg({ message: "your request about your details", context: "after 'about'" }),
    yours: msg({ message: "Your request about your details", context: "a reply's subject" }),
  },
  contactOf: (record) => ({ name: record.name, email: record.email, phone: record.phone }),
  afterReply: { from: ["new"], to: "in_progress" },
  table: dataRequests,
  order: [dataRequests.createdAt, dataRequests.id],
  filterWhere: searchIn(dataRequests.searchText),
  csv: {
    name: "data-requests",
    columns: [
      ["Name", (record) => record.name],
      ["Phone", (record) => record.phone],
      ["Email", (record) => record.email],
      ["Request", (record) => DATA_REQUEST_KIND_NAMES[record.kind]],
      ["Details", (record) => record.details],
      ["Due by", (record) => longDate(record.dueOn)],
    ],
  },
  form: {
    name: DATA_REQUEST_FORM,
    // Due 90 days from the school's today. Nothing else happens until it is verified (decision 0041): the page's
    // action queues the links that verify it.
    values: (input) => ({
      kind: input.kind,
      name: input.name,
      phone: input.phone ?? null,
      email: input.email ?? null,
      details: input.details ?? null,
      dueOn: dueDateOf(schoolDate(new Date(), env().SCHOOL_TIMEZONE)),
    }),
    notice: { en: "Make a Request (Your Data page)", hi: "अनुरोध करें (आपकी जानकारी पृष्ठ)" },
    fields: [
      { key: "kind", en: "What you are asking for", hi: "आप क्या माँग रहे हैं" },
      { key: "name", en: "Your Name", hi: "आपका नाम" },
      { key: "phone", en: "Phone", hi: "फ़ोन", optional: true },
      { key: "email", en: "Email", hi: "ईमेल", optional: true },
      { key: "details", en: "Details", hi: "विवरण", optional: true },
      CONSENT_NOTICE_FIELD,
    ],
  },
  mails: {
    // The person the privacy notice names answers these (decision 0031).
    officeAddress: (settings) => settings.privacyContactEmail,
    office: (r, { timeZone }) => ({
      subject: `New data request: ${DATA_REQUEST_KIND_NAMES[r.kind]} from ${r.name}`,
      lead: `A parent has asked, under the DPDP Act, to: ${DATA_REQUEST_KIND_LABELS[r.kind].toLowerCase()}. It must be answered by ${longDate(dueDateOf(schoolDate(r.createdAt, timeZone)))}.`,
      fields: [
        ["Name", r.name],
        ["Phone", r.phone],
        ["Email", r.email],
        ["Details", r.details],
      ],
    }),
    // In the request's language (docs/specification.md §21).
    confirmation: (r, { settings, timeZone, i18n }) => {
      const school = settings.schoolName;
      const asked = askedInMail(i18n, r.kind);
      const due = longDate(dueDateOf(schoolDate(r.createdAt, timeZone)), r.language);
      return {
        subject: t(i18n)`We have your request about your details: ${school}`,
        paragraphs: [
          greetingTo(i18n, r.name),
          t(
            i18n,
          )`Thank you. We have your request to ${asked}. The school will answer it by ${due}, within the 90 days the law allows.`,
          t(
            i18n,
          )`Before it acts, the school checks that the request is yours: by a link sent to the e-mail address you gave it before, or by calling the phone number you gave.`,
        ],
      };
    },
  },
  attention: { key: "dataRequests", figures: ({ today }) => dataRequestFigures(today) },
  personalData: {
    phones: ["phone"],
    email: "email",
    provesIdentity: false,
    // The request stays, as the record that it was answered; who sent it does not.
    anonymised: { name: "Erased", phone: null, email: null, details: null, verificationNote: null },
  },
  audit: {
    action: "data_request",
    targetType: "data_request",
    // Not who sent it: the audit log outlives the request.
    deleted: (record) => ({ kind: record.kind }),
  },
});
