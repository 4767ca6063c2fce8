// The browser's entry. React's renderer (62 kB of React DOM) loads when a
// visitor starts to use a public page, not with it: until then the page works
// as it does without JavaScript (decision 0036). A page with anything marked
// data-hydrate="now" (the back office, a page with a toast, an open dialog, a
// form sent back with its messages) hydrates at once (decision 0040).
import { I18nProvider } from "@lingui/react";
import { startTransition, StrictMode, useEffect } from "react";
import { HydratedRouter } from "react-router/dom";

import { localeOf } from "~/lib/language/locale";
import { onFirstUse, takeEarlyPress } from "~/lib/page/first-use";

function Hydrated() {
  // The effects of the whole page have run before this, its outermost one: the page is React's now.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    // A press on a button that only scripts handle, made before React could hear it (before its scripts came, or
    // while it hydrated, waiting for a form's code), would be lost: the page remembered it from its first byte
    // (REMEMBER_EARLY_PRESS, in root.tsx), and it is pressed again now, once.
    takeEarlyPress()?.click();
  }, []);
  return <HydratedRouter />;
}

async function hydrate() {
  // Lingui's core and the catalog of the page's language, and only it, load beside React's renderer (decision
  // 0051): the server's HTML already holds the words, so the first load needs none of them.
  const [{ hydrateRoot }, i18n] = await Promise.all([
    import("react-dom/client"),
    import("~/lib/language/i18n").then(({ i18nFor }) => i18nFor(localeOf(window.location.pathname))),
  ]);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <Hydrated />
        </I18nProvider>
      </StrictMode>,
    );
  });
}

// A visitor already in a form field when the scripts arrive (a slow network) has started. A page, or a part of it
// (an open dialog, a form the server sent back with its messages), marked data-hydrate="now" is in use already.
const started = document.activeElement?.closest("form") != null;
if (document.querySelector('[data-hydrate="now"]') || started) void hydrate();
else onFirstUse(() => void hydrate());
