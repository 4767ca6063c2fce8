// A contact message (SPEC §5 "Contact form", decision 0026), defined once
// (decision 0044): what the Contact page's form stores, its table, list and CSV, its
// mails and what the privacy notice says the form collects.
import { msg, t } from "@lingui/core/macro";
import { count, eq } from "drizzle-orm";

import { acknowledgement } from "~/features/mail/request-mail.server";
import { CONSENT_NOTICE_FIELD } from "~/features/privacy/consent";
import { defineRequest } from "~/features/requests/request-definition.server";
import { searchIn } from "~/features/requests/requests.server";
import { db } from "~/lib/database/db.server";

import { contactMessages } from "../../../db/schema";
import { contactMessageKind, UNREAD_CONTACT_MESSAGES } from "./contact-message-kind";
import { CONTACT_FORM, type ContactInput } from "./schema";

export interface ContactMessageFigures {
  /** Messages nobody has opened yet (status new): parents waiting for a first reading. */
  unread: number;
}

async function contactMessageFigures(): Promise<ContactMessageFigures> {
  const [row] = await db()
    .select({ value: count() })
    .from(contactMessages)
    .where(eq(contactMessages.status, UNREAD_CONTACT_MESSAGES));
  return { unread: row?.value ?? 0 };
}

export const contactMessageDefinition = defineRequest<typeof contactMessages.$inferSelect, ContactInput>({
  kind: contactMessageKind,
  type: "contact_message",
  purpose: "To answer the message the person sent from the Contact page.",
  noun: {
    about: msg({ message: "your message", context: "after 'about'" }),
    yours: msg({ message: "Your message", context: "a reply's subject" }),
  },
  contactOf: (record) => ({ name: record.name, email: record.email, phone: record.phone }),
  afterReply: { from: ["new", "read"], to: "replied" },
  table: contactMessages,
  // Newest first; the id keeps pages stable (the list index holds this order).
  order: [contactMessages.createdAt, contactMessages.id],
  filterWhere: searchIn(contactMessages.searchText),
  csv: {
    name: "contact-messages",
    columns: [
      ["Name", (record) => record.name],
      ["Email", (record) => record.email],
      ["Phone", (record) => record.phone],
      ["Message", (record) => record.message],
    ],
  },
  form: {
    name: CONTACT_FORM,
    values: ({ name, email, phone, message }) => ({ name, email, phone, message }),
    notice: { en: "Send us a Message (Contact page)", hi: "हमें संदेश भेजें (संपर्क पृष्ठ)" },
    fields: [
      { key: "name", en: "Name", hi: "नाम" },
      { key: "email", en: "Email", hi: "ईमेल" },
      { key: "phone", en: "Phone", hi: "फ़ोन" },
      { key: "message", en: "Message", hi: "संदेश" },
      CONSENT_NOTICE_FIELD,
    ],
  },
  mails: {
    officeAddress: (settings) => settings.notifyContactEmail,
    office: (r) => ({
      subject: `New message from ${r.name}`,
      lead: "A new message has come in through the Contact page.",
      fields: [
        ["Name", r.name],
        ["Email", r.email],
        ["Phone", r.phone],
        ["Message", r.message],
      ],
    }),
    confirmation: (_, { settings, i18n }) => {
      const school = settings.schoolName;
      return {
        subject: t(i18n)`We have your message: ${school}`,
        paragraphs: acknowledgement(i18n, t(i18n)`Thank you for your message.`),
      };
    },
  },
  attention: { key: "contactMessages", figures: () => contactMessageFigures() },
  personalData: { phones: ["phone"], email: "email", provesIdentity: true },
  audit: {
    action: "contact_message",
    targetType: "contact_message",
    deleted: (record) => ({ name: record.name, email: record.email }),
  },
});
