// The links that reach the sender of a request from a phone (decision 0027):
// the list's cards and the record page offer the same two. WhatsApp's words
// are in the language of the request's form (docs/specification.md §21): the
// office reads English, the parent their own language.
import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";

import { phoneHref, whatsappUrl } from "~/lib/forms/contact-links";
import { i18nFor } from "~/lib/language/i18n";
import type { Locale } from "~/lib/language/locale";

import type { RequestDefinition } from "./request-definition.server";
import type { Reach, RequestRecord } from "./request-kind";

/** The school's greeting, as WhatsApp types it in: "Namaste Ravi, this is <school> about your admission enquiry." */
export function whatsappGreeting<Rec extends RequestRecord>(
  definition: RequestDefinition<Rec>,
  record: Omit<Rec, "createdAt" | "consentedAt" | "searchText">,
  school: string,
  i18n: I18n,
) {
  const { name } = definition.contactOf(record);
  const about = i18n._(definition.noun.about);
  return name
    ? t(i18n)`Namaste ${name}, this is ${school} about ${about}.`
    : t(i18n)`Namaste, this is ${school} about ${about}.`;
}

/**
 * A call, and WhatsApp with the school's greeting typed in, to the phone the request gave; nulls without one.
 * `i18n` is the request's language.
 */
export function reachOf<Rec extends RequestRecord>(
  definition: RequestDefinition<Rec>,
  record: Omit<Rec, "createdAt" | "consentedAt" | "searchText">,
  schoolName: string,
  i18n: I18n,
): Reach {
  const { phone } = definition.contactOf(record);
  const greeting = whatsappGreeting(definition, record, schoolName, i18n);
  return { phone, tel: phone ? phoneHref(phone) : null, whatsapp: phone ? whatsappUrl(phone, greeting) : null };
}

/** One instance for each language among `records`, for their greetings: a list's page loads each once. */
export async function languagesOf(records: readonly { language: Locale }[]) {
  const languages = [...new Set(records.map((record) => record.language))];
  return new Map(await Promise.all(languages.map(async (language) => [language, await i18nFor(language)] as const)));
}
