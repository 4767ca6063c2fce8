import type { ComponentProps, ReactNode } from "react";

import { SubmitButton } from "~/ui/form-controls";
import { ConfirmModal, Modal } from "~/ui/modal";

import { AdminForm } from "./admin-form";
import type { AdminReply } from "./reply";
import { sectionPath, type SectionKey } from "./sections";
import { useAdminAction } from "./use-admin-action";

/**
 * Every back office dialog with a form (state from useAdminForm, which is
 * given what closes it): the form, its fields and a full-width button. While
 * the form is being sent the dialog stays open, so the answer (its errors, say) finds it.
 */
export function FormDialog({
  title,
  description,
  submitLabel,
  busyLabel = "Saving...",
  submitDisabled,
  children,
  ...form
}: Omit<ComponentProps<typeof AdminForm>, "submit"> & {
  title: string;
  description?: ReactNode;
  submitLabel: string;
  /** The button's words while the form is sent: "Saving..." unless told ("Adding..."). */
  busyLabel?: string;
  submitDisabled?: boolean;
}) {
  const { busy, onClose } = form.state;
  return (
    <Modal open onOpenChange={(open) => !open && !busy && onClose?.()} title={title} description={description}>
      <AdminForm
        {...form}
        submit={
          <SubmitButton busy={busy} busyLabel={busyLabel} disabled={submitDisabled} className="w-full">
            {submitLabel}
          </SubmitButton>
        }
      >
        {children}
      </AdminForm>
    </Modal>
  );
}

/**
 * Asks before something that cannot be undone, then sends `values` (with
 * their `intent`) to the section's action; closes when the answer comes. Its
 * button says what its title says ("Delete Image").
 */
export function ConfirmDialog({
  section,
  values,
  onClose,
  title,
  description,
  busyLabel = "Deleting...",
}: {
  /** Where it posts: its section's page, or the path of a page of the section (a disclosure table's). */
  section: SectionKey | { path: string };
  values: { intent: string } & Record<string, string>;
  onClose: () => void;
  title: string;
  description: string;
  busyLabel?: string;
}) {
  const action = useAdminAction<AdminReply>(onClose);
  return (
    <ConfirmModal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      confirmLabel={title}
      busyLabel={busyLabel}
      busy={action.busy}
      onConfirm={() =>
        action.fetcher.submit(values, {
          method: "post",
          action: typeof section === "string" ? sectionPath(section) : section.path,
        })
      }
    />
  );
}

/** What a confirmation asks and sends: all of ConfirmDialog but its `onClose`. */
export type Confirmation = Omit<ComponentProps<typeof ConfirmDialog>, "onClose">;

/**
 * A confirmation dialog for the things its props name (`{ event }`): the
 * shared ConfirmDialog, with the words and values `ask` gives for them.
 */
export function confirmDialog<Props extends object>(ask: (props: Props) => Confirmation) {
  return function Confirm({ onClose, ...props }: Props & { onClose: () => void }) {
    return <ConfirmDialog {...ask(props as unknown as Props)} onClose={onClose} />;
  };
}
