// contact_messages: the Contact page's insert (decision 0026).
import type { Tx } from "~/lib/db.server";

import { contactMessages } from "../../../db/schema";
import type { ContactInput } from "./schema";

/** Stores a message from the Contact page in `tx`; its status starts as new. */
export async function insertContactMessage(tx: Tx, input: ContactInput) {
  const [row] = await tx
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, phone: input.phone, message: input.message })
    .returning({ id: contactMessages.id });
  return row!;
}
