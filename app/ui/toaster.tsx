import { useEffect } from "react";
import { toast as showToast, Toaster as Sonner } from "sonner";

type ServerToast = { id: string; type: "success" | "error" | "info"; title: string; description?: string };

/**
 * Notifications, bottom-right, in a region labelled "Notifications" (Alt+T).
 * A toast sent by the server across a redirect shows once; without JavaScript
 * it is printed on the page instead.
 */
export function Toaster({ toast }: { toast: ServerToast | null }) {
  useEffect(() => {
    if (!toast) return;
    showToast[toast.type](toast.title, { id: toast.id, description: toast.description });
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
