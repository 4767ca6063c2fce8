// A public page works as plain HTML until its visitor starts to use it; the
// code that only using it needs (React's renderer, a form and its checks)
// loads then rather than with the page (decision 0036).
import { lazy, type ComponentType } from "react";

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
