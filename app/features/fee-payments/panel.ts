// What the status page shows of a payment due (docs/specification.md §34): every amount and date already written,
// the UPI link and its QR code made on the server, and nothing of the office's own. The browser renders it, so it
// holds no database code.
import type { SubmissionResult } from "@conform-to/react";

/** One payment as its parent sees it. */
export interface PaymentPanel {
  id: string;
  purpose: "registration" | "admission";
  /** "₹1,20,000". */
  amount: string;
  applicationNumber: string;
  /** The offer's "Fee due by", in the page's language; null when there is none (a registration fee). */
  dueOn: string | null;
  state: "awaiting" | "reported" | "confirmed";
  /** "27I0042K7QM": for the note of a UPI app that asks for one, and an NEFT's remarks. */
  reference: string;
  /** The UPI link and its QR code; null above UPI's limit for one payment, or without a UPI ID. */
  upi: { address: string; link: string; qrSvg: string; qrPixels: number } | null;
  /** The amount is above UPI's usual limit for one payment (₹1,00,000). */
  overUpiLimit: boolean;
  /** The school's bank account for NEFT or IMPS, once its number and IFSC are set. */
  bank: { name: string; number: string; ifsc: string } | null;
  /** The UTRs the parent reported, oldest first. */
  reported: string[];
  /** How many more may be reported. */
  reportsLeft: number;
  /** The receipt, once confirmed: its number and where the parent opens it. */
  receipt: { number: string; path: string } | null;
}

/** What the page's report answered, for the panel it was made from. */
export interface ReportReply {
  payment: string;
  /** The form's errors (the server's check, or a refusal as a form error). */
  result: SubmissionResult<string[]> | null;
  reported: boolean;
}
