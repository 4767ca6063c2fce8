// A receipt as it is shown and mailed (docs/specification.md §34): numbered per session, never renumbered, with the
// school's name and address, the child, the application, the amount in figures and in words (in the application's
// language: Hindi on a Hindi application), the mode and the reference. The words of its labels are Lingui's, so the
// parent's page and mail say them in their language; the browser renders it, so it holds no database code.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import type { FeeMode } from "~/features/applications/options";

/** How it was paid, in the parent's words. */
export const MODE_WORDS: Record<FeeMode, MessageDescriptor> = {
  upi: msg({ message: "UPI", context: "how a fee was paid" }),
  bank_transfer: msg({ message: "Bank transfer", context: "how a fee was paid" }),
  cash: msg({ message: "Cash", context: "how a fee was paid" }),
  cheque: msg({ message: "Cheque", context: "how a fee was paid" }),
};

/** What it was for. */
export const PURPOSE_WORDS: Record<"registration" | "admission", MessageDescriptor> = {
  registration: msg`Registration fee`,
  admission: msg`Admission fee`,
};

/** Everything a receipt shows, every date, amount and word of the school's already written. */
export interface ReceiptView {
  id: string;
  number: string;
  /** "6 December 2026": when it was issued, in the page's language. */
  issuedOn: string;
  schoolName: string;
  schoolAddress: string;
  parentName: string;
  childName: string;
  /** "Class I", in Hindi "कक्षा 1". */
  className: string;
  applicationNumber: string;
  purpose: "registration" | "admission";
  /** "₹25,000". */
  amount: string;
  /** "Rupees Twenty-Five Thousand Only", in the application's language. */
  amountInWords: string;
  /** The application's language: the words' `lang`. */
  wordsLanguage: "en" | "hi";
  mode: FeeMode;
  /** The UTR, or the payment's own reference. */
  reference: string;
  paidOn: string;
  /** Once cancelled: when, and why. */
  cancelled: { on: string; reason: string } | null;
}
