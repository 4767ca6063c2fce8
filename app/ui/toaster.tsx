import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";

import type { Toast } from "~/lib/page/toast";

import { showToast, subscribeToWanted, toastsWanted } from "./toast-queue";

export { showToast } from "./toast-queue";

// The toast library loads with the first toast, not with every page (decision 0036):
// most visits never show one. Toasts asked for before it is ready wait here.
const loadToaster = () => import("./loaded-toaster");
const LoadedToaster = lazy(loadToaster);

/** Fetches the toast library ahead of a toast that will come (a form's thanks, say), without showing anything. */
export function preloadToaster() {
  void loadToaster();
}
/**
 * Notifications, bottom-right, in a region labelled "Notifications" (Alt+T),
 * from the first toast on. A toast sent by the server across a redirect shows
 * once; without JavaScript it is printed on the page instead.
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  useEffect(() => {
    if (toast) showToast(toast);
  }, [toast]);
  const loaded = useSyncExternalStore(subscribeToWanted, toastsWanted, () => false);
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
