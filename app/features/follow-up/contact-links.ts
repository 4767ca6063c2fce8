// Ways to reach a parent from a record (issue 12, point 4): WhatsApp with a
// message ready to send, and a phone call. Parents type their numbers every
// way: "98765 43210", "098765-43210", "+91 98765 43210", "919876543210".
import { telHref } from "~/features/settings/settings";

/**
 * The number as wa.me wants it: country code and digits, no "+". Indian
 * numbers (ten digits starting 6–9, with or without 0 or 91 before them) get
 * 91; a number typed with "+" keeps its own country code. Null when it cannot
 * be a phone number.
 */
export function whatsappNumber(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) return digits.length >= 8 && digits.length <= 15 ? digits : null;
  const indian = /^(?:0|91)?([6-9]\d{9})$/.exec(digits)?.[1];
  if (indian) return `91${indian}`;
  return digits.length >= 11 && digits.length <= 15 && !digits.startsWith("0") ? digits : null;
}

/** A wa.me link that opens WhatsApp on `phone` with `message` typed in. */
export function whatsappUrl(phone: string, message: string): string | null {
  const number = whatsappNumber(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(message)}` : null;
}

/** A tel: link: "+91…" for an Indian number, else the school's way (`telHref`: the digits as typed). */
export function phoneHref(phone: string): string {
  const whatsapp = whatsappNumber(phone);
  return whatsapp?.startsWith("91") && whatsapp.length === 12 ? `tel:+${whatsapp}` : telHref(phone);
}
