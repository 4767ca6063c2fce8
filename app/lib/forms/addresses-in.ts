// The addresses in a text staff wrote, for the link check (docs/specification.md §25): a content block's, a notice's.

/** Addresses written in a text: web addresses and this site's stored files, without a sentence's last stop. */
export function addressesIn(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"'()[\]{}]+|(?<![\w/])\/uploads\/[a-z0-9/-]+\.(?:pdf|webp)\b/gi) ?? [];
  return [...new Set(found.map((address) => address.replace(/[.,;:!?]+$/, "")))];
}
