// One Lingui instance per page render (decision 0051): the server makes it for each request in
// app/entry.server.tsx and the browser for itself in app/entry.client.tsx, each in the page's language
// (~/lib/locale), with that language's catalog alone. No instance is shared, so concurrent requests cannot
// see each other's language.
import { setupI18n, type Messages } from "@lingui/core";

import { keepLoadedI18n } from "./loaded-i18n";
import type { Locale } from "./locale";

// One chunk per language, loaded only by a page in that language.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("../../locales/en/messages.po"),
  hi: () => import("../../locales/hi/messages.po"),
};

export async function i18nFor(locale: Locale) {
  const { messages } = await catalogs[locale]();
  const make = () => setupI18n({ locale, messages: { [locale]: messages } });
  // A separate instance of the same catalog, for a route's meta (./loaded-i18n.ts).
  keepLoadedI18n(locale, make);
  return make();
}
