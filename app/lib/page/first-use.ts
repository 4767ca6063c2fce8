// A public page works as plain HTML until its visitor starts to use it; the
// code that only using it needs (React's renderer, a form and its checks)
// loads then rather than with the page (decision 0036).
import { lazy, type ComponentType } from "react";

/**
 * Written inline at the top of every page, so that it runs before any script
 * has arrived: remembers the last press on a button that only scripts handle
 * (`type="button"`: a day of the visit calendar, say), which the browser
 * entry presses again once the page has hydrated. Links, forms and the
 * menu's <summary> do their plain-HTML part themselves.
 */
export const REMEMBER_EARLY_PRESS =
  "window.__rememberPress=function(e){var b=e.target.closest&&e.target.closest('button[type=\"button\"]');" +
  "if(b)window.__pressedTooSoon=b};addEventListener('click',window.__rememberPress,true)";

declare global {
  interface Window {
    __rememberPress?: (event: MouseEvent) => void;
    __pressedTooSoon?: HTMLButtonElement;
  }
}

/** The press REMEMBER_EARLY_PRESS kept, if any; from now on presses are not remembered. */
export function takeEarlyPress() {
  if (window.__rememberPress) removeEventListener("click", window.__rememberPress, true);
  const pressed = window.__pressedTooSoon;
  window.__pressedTooSoon = undefined;
  return pressed;
}

/** What a visitor does first when they start to use a page: press, touch, type or move focus. */
const FIRST_USE = ["pointerdown", "touchstart", "keydown", "focusin"] as const;

/** Runs `run` once, at the visitor's first press, touch, key or focus on the page. Does nothing on the server. */
export function onFirstUse(run: () => void) {
  if (typeof document === "undefined") return;
  const once = () => {
    for (const type of FIRST_USE) removeEventListener(type, once, true);
    run();
  };
  for (const type of FIRST_USE) addEventListener(type, once, { capture: true, passive: true });
}

/**
 * A component whose code loads when the visitor starts to use the page, or
 * when it is first rendered if that is sooner. Use it without <Suspense>: the
 * server then waits for it and sends it whole, and in the browser the page
 * hydrates once it has arrived, keeping what was typed into it meanwhile.
 */
export function lazyOnFirstUse<Props>(load: () => Promise<ComponentType<Props>>) {
  onFirstUse(() => void load());
  return lazy(async () => ({ default: await load() }));
}
