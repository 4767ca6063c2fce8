// A person as the personal data tool looks for them (decision 0033): by the
// phone number or e-mail address they gave, however it was written, in columns
// and in free text alike.
import { or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** Who is looked for: the last 10 digits of a phone number (an Indian mobile, with or without +91 or 0), a lower-case e-mail. */
export interface Person {
  phone: string | null;
  email: string | null;
}

/** A phone and an e-mail as typed, made comparable; null when neither names anyone. */
export function personOf(input: { phone?: string | null; email?: string | null }): Person | null {
  const digits = (input.phone ?? "").replace(/\D/g, "");
  const phone = digits.length >= 10 ? digits.slice(-10) : null;
  const email = input.email?.trim().toLowerCase() || null;
  return phone || email ? { phone, email } : null;
}

/** Where a person's phone or e-mail is written in free text: the digits with any spaces, dots or dashes between. */
export const phonePattern = (phone: string) => phone.split("").join("[-. ]?");

/** A phone column that holds the person's number, however it was written. */
export const phoneHolds = (column: SQL | AnyPgColumn, phone: string) =>
  sql`right(regexp_replace(coalesce(${column}, ''), '\\D', '', 'g'), 10) = ${phone}`;

/** An e-mail column that holds the person's address, in any case. */
export const emailHolds = (column: SQL | AnyPgColumn, email: string) =>
  sql`lower(trim(coalesce(${column}, ''))) = ${email}`;

/** Free text (a note, a mail, an audit entry's details as text) that mentions the person. */
export function textMentions(text: SQL | AnyPgColumn, person: Person): SQL | undefined {
  return or(
    person.phone ? sql`coalesce(${text}, '') ~ ${phonePattern(person.phone)}` : undefined,
    person.email ? sql`position(${person.email} in lower(coalesce(${text}, ''))) > 0` : undefined,
  );
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const ERASED = "[erased]";

/** Replaces the person's phone and e-mail in `text` (as SQL) with [erased]. */
export function redacted(text: SQL | AnyPgColumn, person: Person): SQL {
  let result: SQL = sql`${text}`;
  if (person.phone) result = sql`regexp_replace(${result}, ${phonePattern(person.phone)}, ${ERASED}, 'g')`;
  if (person.email) result = sql`regexp_replace(${result}, ${escapeRegex(person.email)}, ${ERASED}, 'gi')`;
  return result;
}
