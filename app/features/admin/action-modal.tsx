import type { ReactNode } from "react";

import { Modal } from "~/ui/modal";

/** A back office dialog whose form is being sent: it stays open until the answer comes. */
export function ActionModal({
  action,
  onClose,
  title,
  description,
  children,
}: {
  action: { busy: boolean };
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Modal open onOpenChange={(open) => !open && !action.busy && onClose()} title={title} description={description}>
      {children}
    </Modal>
  );
}
