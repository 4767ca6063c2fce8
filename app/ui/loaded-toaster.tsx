// The toast library itself, loaded with the first toast (./toaster.tsx).
import { useEffect } from "react";
import { toast as sonner, Toaster as Sonner } from "sonner";

import { deliverToasts } from "./toast-queue";

/** How long a toast with a button (Undo) stays up, unless the pointer or focus is on it. */
const UNDO_MS = 8000;

export default function LoadedToaster() {
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
      containerAriaLabel="Notifications"
      hotkey={["altKey", "KeyT"]}
      richColors
      closeButton
    />
  );
}
