import { useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import { useId, type ReactNode } from "react";

import { LocalLink } from "./local-link";

/**
 * A modal dialog. It is rendered in place (no portal) so that a server-rendered
 * page can show it open: without JavaScript, a link opens it (closeHref closes it).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  closeHref,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  closeHref: string;
  children: ReactNode;
}) {
  // Named explicitly: Radix links title and description only after hydration,
  // and the server-rendered dialog needs its name too.
  const { t } = useLingui();
  const titleId = useId();
  const descriptionId = useId();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
      <RadixDialog.Content
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        aria-modal="true"
        // A dialog open when the page arrives (its link followed before scripts ran) is about to be used: the page
        // hydrates at once rather than on first use (app/entry.client.tsx, decision 0036).
        data-hydrate="now"
        // pointer-events-auto: Radix makes the body inert as the dialog mounts and frees the dialog one render later;
        // a press in between (a parent's, as the page hydrates) would land on the overlay and be lost (decision 0062).
        className="pointer-events-auto fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-xl bg-white p-5 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-6"
      >
        <div className="flex items-start justify-between gap-4">
          <RadixDialog.Title id={titleId} className="text-xl font-semibold text-slate-900">
            {title}
          </RadixDialog.Title>
          <LocalLink
            to={closeHref}
            replace
            preventScrollReset
            aria-label={t`Close`}
            // 44 px square, the icon where it was (decision 0049).
            className="-m-3 flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
            onClick={(event) => {
              event.preventDefault();
              onOpenChange(false);
            }}
          >
            <X aria-hidden className="h-5 w-5" />
          </LocalLink>
        </div>
        {description ? (
          <RadixDialog.Description id={descriptionId} className="mt-1 text-sm text-slate-600">
            {description}
          </RadixDialog.Description>
        ) : (
          <RadixDialog.Description id={descriptionId} className="sr-only">
            {title}
          </RadixDialog.Description>
        )}
        <div className="mt-5">{children}</div>
      </RadixDialog.Content>
    </RadixDialog.Root>
  );
}
