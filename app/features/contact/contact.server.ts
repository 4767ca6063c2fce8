// contact_messages: the Contact page's insert, and where the back office's
// shared list, CSV, status change and delete find the table (decision 0026).
import { consentGivenNow } from "~/features/privacy/consent.server";
import { defineRequestStore, searchWhere } from "~/features/requests/requests.server";
import type { Tx } from "~/lib/db.server";

import { contactMessages } from "../../../db/schema";
import { contactMessageKind } from "./contact-message-kind";
import type { ContactInput } from "./schema";

/** Stores a message from the Contact page in `tx`; its status starts as new. */
export async function insertContactMessage(tx: Tx, input: ContactInput) {
  const [row] = await tx
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      message: input.message,
      ...consentGivenNow(),
    })
    .returning();
  return { type: "contact_message" as const, record: row! };
}

export const contactMessageStore = defineRequestStore({
  kind: contactMessageKind,
  type: "contact_message",
  noun: "message",
  contactOf: (record) => ({ name: record.name, email: record.email, phone: record.phone }),
  afterReply: { from: ["new", "read"], to: "replied" },
  table: contactMessages,
  // Newest first; the id keeps pages stable (the list index holds this order).
  order: [contactMessages.createdAt, contactMessages.id],
  filterWhere: ({ q }) => {
    const { name, email, phone, message } = contactMessages;
    return q ? searchWhere(q, [name, email, phone, message]) : undefined;
  },
  csv: {
    name: "contact-messages",
    columns: [
      ["Name", (record) => record.name],
      ["Email", (record) => record.email],
      ["Phone", (record) => record.phone],
      ["Message", (record) => record.message],
    ],
  },
  audit: {
    action: "contact_message",
    targetType: "contact_message",
    deleted: (record) => ({ name: record.name, email: record.email }),
  },
});
