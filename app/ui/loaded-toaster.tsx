// The toast library itself, loaded with the first toast (./toaster.tsx).
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { toast as sonner, Toaster as Sonner } from "sonner";

import { deliverToasts } from "./toast-queue";

/** How long a toast with a button (Undo) stays up, unless the pointer or focus is on it. */
const UNDO_MS = 8000;

// Sonner's own rich colours put text on its pale backgrounds at 3.1:1 to 4.4:1; WCAG AA asks 4.5:1
// of text this size. The same backgrounds, with darker text (5.8:1 to 8.1:1).
const READABLE_COLOURS = {
  "--success-text": "#166534",
  "--info-text": "#1e40af",
  "--warning-text": "#92400e",
  "--error-text": "#b91c1c",
} as React.CSSProperties;

export default function LoadedToaster() {
  const { t } = useLingui();
  // Sonner's own toaster below listens from its effect, which runs before this one.
  useEffect(
    () =>
      deliverToasts(({ id, type, title, description, action }) =>
        // A toast with a button stays up twice as long: time to read it and reach for Undo.
        sonner[type](title, { id, description, ...(action ? { action, duration: UNDO_MS } : {}) }),
      ),
    [],
  );
  // Above the phone bar where it shows (app/app.css, decision 0039); sonner's own 24px and 16px besides.
  return (
    <Sonner
      position="bottom-right"
      offset={{ bottom: "calc(24px + var(--contact-bar-space, 0px))" }}
      mobileOffset={{ bottom: "calc(16px + var(--contact-bar-space, 0px))" }}
      // In the page's language: a Hindi page's toasts are Hindi (docs/specification.md §21).
      containerAriaLabel={t`Notifications`}
      toastOptions={{ closeButtonAriaLabel: t`Close toast` }}
      hotkey={["altKey", "KeyT"]}
      richColors
      style={READABLE_COLOURS}
      closeButton
    />
  );
}
