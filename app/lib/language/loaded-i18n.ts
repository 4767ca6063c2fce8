// A route's `meta` runs while its page renders, but outside React's tree, so it cannot ask <I18nProvider> for the
// render's Lingui instance. It asks here instead, for its language's: one instance per language, made from that
// language's catalog once a render has loaded it (app/entry.server.tsx loads it before every render,
// app/entry.client.tsx before hydration). A catalog never changes once loaded and this instance is never
// activated or handed to a provider, so it gives every render of its language the same words and no other
// language's (decision 0051). Nothing of Lingui is imported here at run time: the pages' first load stays as it was.
import type { I18n } from "@lingui/core";

import type { Locale } from "./locale";

const loaded: Partial<Record<Locale, I18n>> = {};

/** Kept by `i18nFor` (./i18n.ts) when it loads a language's catalog. */
export function keepLoadedI18n(locale: Locale, make: () => I18n) {
  loaded[locale] ??= make();
}

/** The Lingui instance of `locale`, for code that renders outside React's tree: a route's meta (./meta.ts). */
export function loadedI18n(locale: Locale): I18n {
  const i18n = loaded[locale];
  if (!i18n) throw new Error(`The ${locale} messages are not loaded: a render awaits i18nFor("${locale}") first.`);
  return i18n;
}
