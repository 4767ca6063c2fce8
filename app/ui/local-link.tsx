// Links between public pages stay in the language of the page they are on
// (docs/specification.md §21): a Hindi page links to Hindi pages.
import { forwardRef, type ComponentProps } from "react";
import { Link, useLocation } from "react-router";

import { localeOf, pathIn, type Locale } from "~/lib/language/locale";

/** The language of the page being shown, read from its address. */
export function useLocale(): Locale {
  return localeOf(useLocation().pathname);
}

/** `to` (a site path, in English) in the language of the page being shown. */
export function useLocalPath() {
  const locale = useLocale();
  return (to: string) => (to.startsWith("/") ? pathIn(locale, to) : to);
}

/** A React Router link whose site path (`to`, written in English) leads to the page in the current language. */
export const LocalLink = forwardRef<HTMLAnchorElement, ComponentProps<typeof Link>>(function LocalLink(
  { to, ...props },
  ref,
) {
  const localPath = useLocalPath();
  return <Link ref={ref} to={typeof to === "string" ? localPath(to) : to} {...props} />;
});
