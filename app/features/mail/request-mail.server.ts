// The e-mails a new request from the public sets off (decision 0024): one
// to the office with every field and a link to the record, and, when the parent
// gave an e-mail address, a confirmation to them. What each says is its kind's
// (its definition's `mail`, decision 0044); this module frames them the same
// way for every kind and queues them in the request's transaction. The office's
// mail is in English; the parent's in the language of the request's form
// (docs/specification.md §21), whatever the office's.
import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";

import { PLACEHOLDERS } from "~/features/settings/schema";
import { postalAddress, type SchoolSettings } from "~/features/settings/settings";
import type { Tx } from "~/lib/database/db.server";
import { consumeRateLimits } from "~/lib/database/rate-limit.server";
import { i18nFor } from "~/lib/language/i18n";
import { LANGUAGE_NAMES, type Locale } from "~/lib/language/locale";
import { formatReceived } from "~/lib/page/received-time";

import { mailboxOf } from "./mailbox";
import { queueMail, type MailAttachment, type MailRecord, type OutgoingMail } from "./outbox.server";
import { greetingTo } from "./parent-words";

/** How many confirmations one mailbox (however its address is spelled) or phone number may set off in an hour. */
export const CONFIRMATIONS_PER_HOUR = 3;

/** A line of a mail's fields: "Label: value". */
export type MailField = readonly [label: string, value: string | null | undefined];

/** What a kind of request says in its mails about a new request `record`: declared by its definition. */
export interface RequestMails<Rec> {
  /** The settings' address for its office notices; when not real, the school's own address. */
  officeAddress: (settings: SchoolSettings) => string | null | undefined;
  /** The office's notice: its subject, a sentence that says what came in, and every field. */
  office: (record: Rec, context: MailContext) => { subject: string; lead: string; fields: readonly MailField[] };
  /**
   * The parent's confirmation, in the request's language (`context.i18n`): its subject, its paragraphs (the
   * school's contacts follow them), any attachment.
   */
  confirmation: (
    record: Rec,
    context: MailContext,
  ) => { subject: string; paragraphs: readonly string[]; attachments?: MailAttachment[] };
}

/** What a kind's mails may read besides the request. */
export interface MailContext {
  settings: SchoolSettings;
  /** The site's host name, for the ids of calendar files. */
  host: string;
  timeZone: string;
  /** The request's language, for what the parent reads; the office's notice does not use it. */
  i18n: I18n;
  /** The parent's private link to the request, when it has one (an application's status page), in their language. */
  privateLink?: string;
}

/** A request as just stored, with what its mails are made of. */
export interface NewRequest<
  Rec extends { id: string; createdAt: Date; language: Locale } = { id: string; createdAt: Date; language: Locale },
> {
  type: MailRecord["type"];
  record: Rec;
  mails: RequestMails<Rec>;
  /** How the parent can be reached: the confirmation goes to the e-mail, and both are counted against its limit. */
  contact: { email: string | null; phone: string | null };
  /** Its page in the back office, `/admin/enquiries/<id>`: the office's notice links to it. */
  path: string;
  /** The parent's private link to it, when it has one (an application's status page): a path of the site. */
  privatePath?: string;
}

/** The plain confirmation of an enquiry or a message: thanks (`thanks`, the kind's own sentence), and a call for what is urgent. */
export const acknowledgement = (i18n: I18n, thanks: string) => [
  greetingTo(i18n, null),
  `${thanks} ${t(i18n)`The school office will get back to you soon.`}`,
  t(i18n)`If it is urgent, please call us during office hours.`,
];

/** Lines of "Label: value"; an empty value is shown as a dash, a message below its label. */
function fieldLines(fields: readonly MailField[]) {
  return fields
    .map(([label, value]) => {
      const text = value?.trim() ? value.trim() : "-";
      return text.includes("\n") ? `${label}:\n${text}` : `${label}: ${text}`;
    })
    .join("\n");
}

/** The school's ways to be reached, for the end of a parent's mail: the labels in their language, the values as written. */
function schoolContacts(settings: SchoolSettings, i18n: I18n) {
  const address = postalAddress(settings);
  const map = settings.mapUrl;
  const phones = [settings.phonePrimary, settings.phoneSecondary].filter(Boolean).join(", ");
  const weekdays = settings.officeHoursWeekdays;
  const saturday = settings.officeHoursSaturday;
  return [
    t(i18n)`Address: ${address}`,
    ...(map ? [t(i18n)`Map: ${map}`] : []),
    t(i18n)`Phone: ${phones}`,
    t(i18n)`Office hours: ${weekdays}; ${saturday}`,
  ].join("\n");
}

/** A usable address: set, and not the seed's placeholder. */
export const realAddress = (address: string | null | undefined) =>
  address && address.trim() && address.trim() !== PLACEHOLDERS.email ? address.trim() : null;

function officeMail(request: NewRequest, to: string, context: MailContext, origin: string): OutgoingMail {
  const { subject, lead, fields } = request.mails.office(request.record, context);
  return {
    purpose: `office.${request.type}`,
    to: [to],
    replyTo: request.contact.email,
    subject,
    text: [
      lead,
      fieldLines(fields),
      // The office's mail is in English; it says which language the parent wrote in, to answer in it.
      `Form language: ${LANGUAGE_NAMES[request.record.language]}`,
      `Received: ${formatReceived(request.record.createdAt, context.timeZone)}`,
      `Open it in the back office: ${origin}${request.path}`,
    ].join("\n\n"),
    record: { type: request.type, id: request.record.id },
  };
}

/** A mail to the parent: its paragraphs, then the school's name and ways to reach it; answers go to the school. */
function parentMail(
  mail: Omit<OutgoingMail, "text" | "replyTo"> & { paragraphs: readonly string[] },
  { settings, i18n }: Pick<MailContext, "settings" | "i18n">,
): OutgoingMail {
  const { paragraphs, attachments, ...rest } = mail;
  return {
    ...rest,
    replyTo: realAddress(settings.email),
    text: [...paragraphs, `${settings.schoolName}\n${schoolContacts(settings, i18n)}`].join("\n\n"),
    ...(attachments?.length ? { attachments } : {}),
  };
}

function confirmationMail(request: NewRequest, to: string, context: MailContext): OutgoingMail {
  const { subject, paragraphs, attachments } = request.mails.confirmation(request.record, context);
  return parentMail(
    {
      purpose: `confirmation.${request.type}`,
      to: [to],
      subject,
      paragraphs,
      ...(attachments ? { attachments } : {}),
      record: { type: request.type, id: request.record.id },
    },
    context,
  );
}

/**
 * Queues in `tx` a mail to a parent beyond a request's confirmation (an application's stage, decision 0059; a
 * draft's resume link, decision 0057, with no `record`), framed as the confirmation is, in the language of `i18n`;
 * returns its id for the request's history.
 */
export function queueParentMail(
  tx: Pick<Tx, "insert">,
  mail: Omit<OutgoingMail, "text" | "replyTo"> & { paragraphs: readonly string[] },
  context: Pick<MailContext, "settings" | "i18n">,
): Promise<string> {
  return queueMail(tx, parentMail(mail, context));
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
  const context = {
    settings,
    host: new URL(origin).hostname,
    timeZone,
    i18n: await i18nFor(request.record.language),
    ...(request.privatePath ? { privateLink: `${origin}${request.privatePath}` } : {}),
  };
  const office = realAddress(request.mails.officeAddress(settings)) ?? realAddress(settings.email);
  if (office) mails.push(officeMail(request, office, context, origin));

  // As the limits count them: one mailbox however spelled, one phone number however written.
  const email = request.contact.email?.trim().toLowerCase() || null;
  const phone = request.contact.phone?.replace(/\D/g, "").slice(-10) || null;
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
    if (allowed) mails.push(confirmationMail(request, email, context));
  }
  return mails;
}

/** Queues, in the request's own transaction, the mails it sets off. */
export async function queueRequestMail(tx: Tx, request: NewRequest, context: RequestMailContext) {
  for (const mail of await mailsForNewRequest(request, context, tx)) await queueMail(tx, mail);
}
