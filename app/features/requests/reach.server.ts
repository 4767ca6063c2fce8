// The links that reach the sender of a request from a phone (decision 0027):
// the list's cards and the record page offer the same two.
import { phoneHref, whatsappUrl } from "~/lib/contact-links";

import type { RequestDefinition } from "./request-definition.server";
import type { Reach, RequestRecord } from "./request-kind";

/** A call, and WhatsApp with the school's greeting typed in, to the phone the request gave; nulls without one. */
export function reachOf<Rec extends RequestRecord>(
  definition: RequestDefinition<Rec>,
  record: Omit<Rec, "createdAt" | "consentedAt">,
  schoolName: string,
): Reach {
  const { name, phone } = definition.contactOf(record);
  const greeting = `Namaste${name ? ` ${name}` : ""}, this is ${schoolName} about your ${definition.noun}.`;
  return { phone, tel: phone ? phoneHref(phone) : null, whatsapp: phone ? whatsappUrl(phone, greeting) : null };
}
