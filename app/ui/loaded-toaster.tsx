// The toast library itself, loaded with the first toast (./toaster.tsx).
import { useEffect } from "react";
import { toast as sonner, Toaster as Sonner } from "sonner";

import { deliverToasts } from "./toaster";

export default function LoadedToaster() {
  // Sonner's own toaster below listens from its effect, which runs before this one.
  useEffect(() => deliverToasts(({ id, type, title, description }) => sonner[type](title, { id, description })), []);
  return (
    <Sonner
      position="bottom-right"
      containerAriaLabel="Notifications"
      hotkey={["altKey", "KeyT"]}
      richColors
      closeButton
    />
  );
}
