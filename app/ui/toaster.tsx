import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";

import { toToast, type Toast, type ToastInput } from "~/lib/toast";

// The toast library loads with the first toast, not with every page (decision 0036):
// most visits never show one. Toasts asked for before it is ready wait here.
const loadToaster = () => import("./loaded-toaster");
const LoadedToaster = lazy(loadToaster);

/** Fetches the toast library ahead of a toast that will come (a form's thanks, say), without showing anything. */
export function preloadToaster() {
  void loadToaster();
}
const waiting: Toast[] = [];
let deliver: ((toast: Toast) => void) | null = null;
let wanted = false;
const wantedListeners = new Set<() => void>();

/** Shows a toast now: the one way the site's pages show one. */
export function showToast(input: ToastInput) {
  const toast = toToast(input);
  if (deliver) return deliver(toast);
  waiting.push(toast);
  if (!wanted) {
    wanted = true;
    for (const listener of wantedListeners) listener();
  }
}

/** For the loaded toaster, once it listens: shows the toasts that waited, then each new one. */
export function deliverToasts(show: (toast: Toast) => void) {
  deliver = show;
  for (const toast of waiting.splice(0)) show(toast);
  return () => {
    deliver = null;
  };
}

const subscribe = (listener: () => void) => {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
};

/**
 * Notifications, bottom-right, in a region labelled "Notifications" (Alt+T),
 * from the first toast on. A toast sent by the server across a redirect shows
 * once; without JavaScript it is printed on the page instead.
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  useEffect(() => {
    if (toast) showToast(toast);
  }, [toast]);
  const loaded = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return (
    <>
      {loaded ? (
        <Suspense fallback={null}>
          <LoadedToaster />
        </Suspense>
      ) : null}
      {toast ? (
        <noscript>
          <div
            role="status"
            className="fixed inset-x-0 bottom-[var(--contact-bar-space,0px)] z-50 bg-slate-900 px-4 py-3 text-center text-white"
          >
            {toast.title}
          </div>
        </noscript>
      ) : null}
    </>
  );
}
