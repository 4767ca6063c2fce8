// The browser's entry. React's renderer (62 kB of React DOM) loads when a
// visitor starts to use a public page, not with it: until then the page works
// as it does without JavaScript (decision 0036). Pages marked
// data-hydrate="now" (the back office, a page with a toast) hydrate at once.
import { startTransition, StrictMode, useEffect } from "react";
import { HydratedRouter } from "react-router/dom";

import { onFirstUse } from "~/lib/first-use";

// A press on a button that only scripts handle, made before React was there
// to hear it, would be lost: it is pressed again once the page has hydrated.
// Links, forms and the menu's <summary> already did their plain-HTML part.
// From hydrateRoot on, React hears (and replays) presses itself.
let pressedTooSoon: HTMLButtonElement | null = null;
function rememberPress(event: MouseEvent) {
  pressedTooSoon = (event.target as Element).closest?.<HTMLButtonElement>('button[type="button"]') ?? null;
}

function Hydrated() {
  // The effects of the whole page have run before this, its outermost one.
  useEffect(() => {
    pressedTooSoon?.click();
    pressedTooSoon = null;
  }, []);
  return <HydratedRouter />;
}

async function hydrate() {
  const { hydrateRoot } = await import("react-dom/client");
  removeEventListener("click", rememberPress, true);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Hydrated />
      </StrictMode>,
    );
  });
}

addEventListener("click", rememberPress, true);
// A visitor already in a form field when the scripts arrive (a slow network) has started.
const started = document.activeElement?.closest("form") != null;
if (document.documentElement.dataset.hydrate === "now" || started) void hydrate();
else onFirstUse(() => void hydrate());
