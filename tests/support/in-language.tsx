// What the entries do for every page (app/entry.server.tsx, decision 0051): a render in one language, with that
// language's Lingui instance. A component that says words needs it.
import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";

import { i18nFor } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";

export async function inLanguage(locale: Locale, children: ReactNode) {
  return <I18nProvider i18n={await i18nFor(locale)}>{children}</I18nProvider>;
}
