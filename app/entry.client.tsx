// The browser's entry. React's renderer (62 kB of React DOM) loads when a
// visitor starts to use a public page, not with it: until then the page works
// as it does without JavaScript (decision 0036). A page with anything marked
// data-hydrate="now" (the back office, a page with a toast, an open dialog, a
// form sent back with its messages) hydrates at once (decision 0040).
import { startTransition, StrictMode, useEffect } from "react";
import { HydratedRouter } from "react-router/dom";

import { onFirstUse, takeEarlyPress } from "~/lib/first-use";

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
  const { hydrateRoot } = await import("react-dom/client");
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Hydrated />
      </StrictMode>,
    );
  });
}

// A visitor already in a form field when the scripts arrive (a slow network) has started. A page, or a part of it
// (an open dialog, a form the server sent back with its messages), marked data-hydrate="now" is in use already.
const started = document.activeElement?.closest("form") != null;
if (document.querySelector('[data-hydrate="now"]') || started) void hydrate();
else onFirstUse(() => void hydrate());
