// The choices an application offers (docs/specification.md §22), as they are sent and stored; the office reads
// them in English, a parent in the page's language (./option-labels).
import { wordedChoices } from "~/lib/forms/worded-choices";

import type { FEE_MODE_VALUES } from "../../../db/enum-values";

export const GENDERS = ["Girl", "Boy", "Other"] as const;
export const BOARDS = ["CBSE", "ICSE", "State board", "Other", "None"] as const;

export type Gender = (typeof GENDERS)[number];
export type Board = (typeof BOARDS)[number];

/** How a fee was paid, in the office's words: a word for each of the database's fee_mode values. */
export const FEE_MODE = wordedChoices({
  cash: "Cash",
  cheque: "Cheque",
  upi: "UPI",
  bank_transfer: "Bank transfer",
} satisfies Record<(typeof FEE_MODE_VALUES)[number], string>);
export type FeeMode = (typeof FEE_MODE.values)[number];

/** The documents an application may have, in the office's words. */
export const DOCUMENT_KIND = wordedChoices({
  birth_certificate: "Birth certificate",
  photograph: "Photograph",
  report_card: "Last report card",
  transfer_certificate: "Transfer certificate",
  category_certificate: "Category certificate",
});
export type DocumentKind = (typeof DOCUMENT_KIND.values)[number];

/** At most this many siblings at the school. */
export const MAX_SIBLINGS = 3;

/** A fee as India writes it, in either language, with Latin digits: "₹25,000", "₹1,25,000". */
export const rupees = (amount: number) =>
  `₹${new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 }).format(amount)}`;
