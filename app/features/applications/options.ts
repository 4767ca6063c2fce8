// The choices an application offers (docs/specification.md §22), as they are sent and stored; the office reads
// them in English, a parent in the page's language (./option-labels).
export const GENDERS = ["Girl", "Boy", "Other"] as const;
export const BOARDS = ["CBSE", "ICSE", "State board", "Other", "None"] as const;
export const FEE_MODES = ["cash", "cheque", "upi", "bank_transfer"] as const;
export const DOCUMENT_KINDS = [
  "birth_certificate",
  "photograph",
  "report_card",
  "transfer_certificate",
  "category_certificate",
] as const;

export type Gender = (typeof GENDERS)[number];
export type Board = (typeof BOARDS)[number];
export type FeeMode = (typeof FEE_MODES)[number];
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The office's words for them. */
export const FEE_MODE_NAMES: Record<FeeMode, string> = {
  cash: "Cash",
  cheque: "Cheque",
  upi: "UPI",
  bank_transfer: "Bank transfer",
};
export const DOCUMENT_NAMES: Record<DocumentKind, string> = {
  birth_certificate: "Birth certificate",
  photograph: "Photograph",
  report_card: "Last report card",
  transfer_certificate: "Transfer certificate",
  category_certificate: "Category certificate",
};

/** At most this many siblings at the school. */
export const MAX_SIBLINGS = 3;

/** A fee as India writes it, in either language, with Latin digits: "₹25,000", "₹1,25,000". */
export const rupees = (amount: number) =>
  `₹${new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 }).format(amount)}`;
