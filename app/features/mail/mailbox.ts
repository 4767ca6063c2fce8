// The mailbox an e-mail address delivers to, for counting what one inbox is
// sent: a parent's confirmations are capped at three an hour (request-mail.server.ts).
// Mail servers deliver `Parent+anything@example.com` to parent@example.com,
// and Gmail also ignores the dots of its local part and answers to
// googlemail.com as to gmail.com: spelled those ways, one inbox would count as
// many and receive a confirmation for each spelling.

/** Domains of one mailbox service whose local parts ignore dots: Gmail's, both names. */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox `address` reaches, as one key whatever its spelling: lower case,
 * without a `+tag`, and for Gmail without the local part's dots, at gmail.com.
 * Only for counting: mail is still sent to the address as the parent gave it.
 */
export function mailboxOf(address: string): string {
  const spelled = address.trim().toLowerCase();
  const at = spelled.lastIndexOf("@");
  if (at < 0) return spelled;
  let local = spelled.slice(0, at);
  let domain = spelled.slice(at + 1);
  // A local part that is only a tag ("+news@…") keeps it: there is nothing else to name the mailbox.
  const tag = local.indexOf("+");
  if (tag > 0) local = local.slice(0, tag);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll(".", "") || local;
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}
