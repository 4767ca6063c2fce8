// Components say their words through Lingui (decision 0051): a test renders them inside a provider, in English
// unless it asks for Hindi, as the entries do for a page's address.
import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";

import { i18nFor } from "~/lib/language/i18n";
import type { Locale } from "~/lib/language/locale";

const instances = { en: await i18nFor("en"), hi: await i18nFor("hi") };

/** The Lingui instance a page in `locale` renders with. */
export const i18nOf = (locale: Locale) => instances[locale];

/** `node` inside the provider of `locale`'s words. */
export function inLanguage(node: ReactNode, locale: Locale = "en") {
  return <I18nProvider i18n={instances[locale]}>{node}</I18nProvider>;
}
