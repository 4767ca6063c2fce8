// The browser's entry. React's renderer (62 kB of React DOM) loads when a
// visitor starts to use a public page, not with it: until then the page works
// as it does without JavaScript (decision 0036). Pages marked
// data-hydrate="now" (the back office, a page with a toast) hydrate at once.
import { startTransition, StrictMode, useEffect } from "react";
import { HydratedRouter } from "react-router/dom";

import { onFirstUse, takeEarlyPress } from "~/lib/first-use";

// A press on a button that only scripts handle, made before React was there
// to hear it, would be lost: the page remembers it from its first byte
// (REMEMBER_EARLY_PRESS, in root.tsx), and it is pressed again once the page
// has hydrated. From hydrateRoot on, React hears (and replays) presses itself.
let pressedTooSoon: HTMLButtonElement | undefined;

function Hydrated() {
  // The effects of the whole page have run before this, its outermost one.
  useEffect(() => {
    pressedTooSoon?.click();
    pressedTooSoon = undefined;
  }, []);
  return <HydratedRouter />;
}

async function hydrate() {
  const { hydrateRoot } = await import("react-dom/client");
  pressedTooSoon = takeEarlyPress();
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
