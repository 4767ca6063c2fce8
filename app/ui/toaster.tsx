import { useEffect } from "react";
import { toast as sonner, Toaster as Sonner } from "sonner";

import { toToast, type Toast, type ToastInput } from "~/lib/toast";

/** Shows a toast now: the one way the site's pages show one. */
export function showToast(input: ToastInput) {
  const { id, type, title, description } = toToast(input);
  sonner[type](title, { id, description });
}

/**
 * Notifications, bottom-right, in a region labelled "Notifications" (Alt+T).
 * A toast sent by the server across a redirect shows once; without JavaScript
 * it is printed on the page instead.
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  useEffect(() => {
    if (toast) showToast(toast);
  }, [toast]);
  return (
    <>
      <Sonner
        position="bottom-right"
        containerAriaLabel="Notifications"
        hotkey={["altKey", "KeyT"]}
        richColors
        closeButton
      />
      {toast ? (
        <noscript>
          <div role="status" className="fixed inset-x-0 bottom-0 z-50 bg-slate-900 px-4 py-3 text-center text-white">
            {toast.title}
          </div>
        </noscript>
      ) : null}
    </>
  );
}
