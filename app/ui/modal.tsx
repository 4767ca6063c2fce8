import { X } from "lucide-react";
import { AlertDialog, Dialog } from "radix-ui";
import type { ReactNode } from "react";

import { Button } from "./button";

// Back office dialogs: opened and closed by page state (the back office runs
// with JavaScript), portalled above the page. For public forms that must work
// without JavaScript, see ./dialog.tsx.

const overlayClass = "fixed inset-0 z-50 bg-slate-900/60";
// pointer-events-auto: pressable from the first render, as ./dialog.tsx says why.
const contentClass =
  "pointer-events-auto fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-xl bg-white p-5 shadow-xl focus:outline-none sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-6";

export const dangerButtonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-red-700 px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-red-700/60";

/** A modal dialog with a title, an optional description and a close button. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content className={contentClass} {...(description ? {} : { "aria-describedby": undefined })}>
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="-m-2.5 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
            >
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
          ) : null}
          <div className="mt-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * Asks before something that cannot be undone. The confirm button stays in the
 * dialog while the change runs (`busy`); the caller closes it when done.
 */
export function ConfirmModal({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy?: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClass} />
        <AlertDialog.Content className={contentClass}>
          <AlertDialog.Title className="text-xl font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <button type="button" className={dangerButtonClass} disabled={busy} onClick={onConfirm}>
              {busy ? busyLabel : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
