// The addresses a link staff write may have on a public page (decision 0077): the web, mail, a phone, or a page of
// this site. Anything else (javascript:, data:, another site's page written as //host) is no link at all.

/** `url` as a link may carry it, or null when it may not be one: "/fees", "https://…", "mailto:…", "tel:…". */
export function safeHref(url: string): string | null {
  const href = url.trim();
  if (/^\/(?!\/)/.test(href)) return href;
  try {
    const parsed = new URL(href);
    return ["https:", "http:", "mailto:", "tel:"].includes(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}
