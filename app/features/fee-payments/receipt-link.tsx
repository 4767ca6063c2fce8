import { Link } from "react-router";

import { TEXT_LINK } from "~/ui/text-link";

import { receiptPath } from "./office-schema";

/** The link from a payment to its receipt, in the office's words: "Receipt 2026-27/0042 (cancelled)". */
export function ReceiptLink({ receipt }: { receipt: { id: string; number: string; cancelled: boolean } }) {
  return (
    <Link to={receiptPath(receipt.id)} className={TEXT_LINK}>
      Receipt {receipt.number}
      {receipt.cancelled ? " (cancelled)" : ""}
    </Link>
  );
}
