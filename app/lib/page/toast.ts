// The one toast of the site: what the server sends (across a redirect, or in
// an action's answer) and what a page shows itself. Shown by ~/ui/toaster.
// Plain types: every page loads this, so no schema library comes with it
// (the server checks a toast read from a cookie: ./toast.server).

export const TOAST_TYPES = ["success", "error", "info"] as const;

export interface Toast {
  /** Unique per toast, so the same message twice shows twice (and one id shows once). */
  id: string;
  type: (typeof TOAST_TYPES)[number];
  title: string;
  description?: string;
}

/**
 * A toast a page shows itself, which may carry a button (Undo) and then stays
 * up longer. Only the page's own: a function never crosses from the server.
 */
export type PageToast = Toast & { action?: { label: string; onClick: () => void } };

/** A toast before it has an id: one is made unless the caller names it. */
export type ToastInput = Omit<Toast, "id"> & { id?: string };

export function toToast({ id, type, title, description }: ToastInput): Toast {
  return {
    id: id ?? crypto.randomUUID(),
    type,
    title,
    // A description that says the title again says nothing.
    ...(description && description !== title ? { description } : {}),
  };
}
