// /admin/applications/payments/receipts/<id> (docs/specification.md §34): a receipt as the parent has it, printable, and "Cancel
// Receipt" with a reason: it keeps its number, marked cancelled.
import { useState } from "react";

import { FormDialog } from "~/features/admin/admin-dialogs";
import { useAdminForm } from "~/features/admin/admin-form";
import { AdminPage } from "~/features/admin/admin-page";
import type { AdminReply } from "~/features/admin/reply";
import { Button } from "~/ui/button";
import { TextAreaField } from "~/ui/form-controls";

import { cancelReceiptSchema, PAYMENTS_PATH, receiptPath } from "./office-schema";
import type { ReceiptView } from "./receipt";
import { ReceiptDocument } from "./receipt-view";

export function AdminReceiptPage({ receipt, lastReply }: { receipt: ReceiptView; lastReply?: AdminReply | undefined }) {
  const [cancelling, setCancelling] = useState(false);
  return (
    <AdminPage
      title={`Receipt ${receipt.number}`}
      description="As the parent has it. It is never renumbered; a cancelled receipt stays, marked cancelled with its reason."
      back={{ to: PAYMENTS_PATH, label: "Payments" }}
      actions={
        receipt.cancelled ? null : (
          <Button variant="secondary" className="print:hidden" onClick={() => setCancelling(true)}>
            Cancel Receipt
          </Button>
        )
      }
    >
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm print:border-0 print:shadow-none">
        <ReceiptDocument receipt={receipt} />
      </div>
      {cancelling ? (
        <CancelDialog receipt={receipt} onClose={() => setCancelling(false)} lastReply={lastReply} />
      ) : null}
    </AdminPage>
  );
}

function CancelDialog({
  receipt,
  onClose,
  lastReply,
}: {
  receipt: ReceiptView;
  onClose: () => void;
  lastReply?: AdminReply | undefined;
}) {
  const state = useAdminForm({
    section: { path: receiptPath(receipt.id) },
    intent: "cancel_receipt",
    id: "cancel-receipt",
    schema: cancelReceiptSchema,
    onClose,
    lastReply,
  });
  return (
    <FormDialog
      state={state}
      hidden={{ id: receipt.id }}
      title="Cancel Receipt"
      description={`Receipt ${receipt.number} keeps its number and is marked cancelled, with your reason. Its payment is cancelled; a registration fee is due again.`}
      submitLabel="Cancel Receipt"
      busyLabel="Cancelling..."
    >
      <TextAreaField meta={state.fields.reason} label="Why" rows={3} />
    </FormDialog>
  );
}
