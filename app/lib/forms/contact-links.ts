// Links that call or open WhatsApp on a number: staff reaching a parent from a
// record (decision 0027) and parents reaching the school from the phone bar
// (decision 0039). Numbers are typed every way: "98765 43210", "098765-43210",
// "+91 98765 43210", "919876543210".

/** A phone number as a tel: link target: digits and a leading plus only. */
export function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

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
