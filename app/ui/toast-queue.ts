// The toasts asked for before the toast library has loaded wait here, and the
// loaded toaster takes them (decision 0036). Both the toaster and the loaded
// toaster read this module; neither imports the other's code.
import { toToast, type PageToast, type ToastInput } from "~/lib/page/toast";

const waiting: PageToast[] = [];
let deliver: ((toast: PageToast) => void) | null = null;
let wanted = false;
const wantedListeners = new Set<() => void>();

/** Shows a toast now: the one way the site's pages show one. */
export function showToast({ action, ...input }: ToastInput & Pick<PageToast, "action">) {
  const toast: PageToast = { ...toToast(input), ...(action ? { action } : {}) };
  if (deliver) return deliver(toast);
  waiting.push(toast);
  if (!wanted) {
    wanted = true;
    for (const listener of wantedListeners) listener();
  }
}

/** For the loaded toaster, once it listens: shows the toasts that waited, then each new one. */
export function deliverToasts(show: (toast: PageToast) => void) {
  deliver = show;
  for (const toast of waiting.splice(0)) show(toast);
  return () => {
    deliver = null;
  };
}

/** Whether a toast was asked for yet: the toaster loads its library from then on. */
export const toastsWanted = () => wanted;

export const subscribeToWanted = (listener: () => void) => {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
};
