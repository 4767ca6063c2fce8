// Where an application stands, as its parent reads it (docs/specification.md §22): what the status page is given,
// and which documents are still needed. Nothing of the office's own is in it: never the reason a seat was not
// offered, never who did what, never a note. The browser renders it, so it holds no database code.
import type { DocumentKind } from "../options";
import type { Stage } from "../rules";

/** An e-mail the school sent the parent about the application: what it said, and when. */
export interface StatusMail {
  subject: string;
  /** In the page's language: "26 November 2026, 10:05 AM". */
  sentAt: string;
  text: string;
}

/** What the status page shows, every date already written in the page's language. */
export interface ApplicationStatus {
  number: string;
  childName: string;
  /** "Class I", in Hindi "कक्षा 1". */
  className: string;
  submittedOn: string;
  stage: Stage;
  /** Whether the class has an interaction (Class IX and above, where the school set one up). */
  hasInteraction: boolean;
  /** "Wednesday, 2 December 2026 at 10:00 AM"; null before one is set. */
  interactionAt: string | null;
  feeDueOn: string | null;
  feeReceipt: string | null;
  /** Its place on the waitlist, 1 for the first still waiting; null off it. */
  waitlistPlace: number | null;
  /** The documents still to see, in the form's order, and whether each has been uploaded for the office to check. */
  documentsNeeded: { kind: DocumentKind; uploaded: boolean }[];
  /** Newest first. */
  mails: StatusMail[];
}

/** Stages where nothing more is asked of the parent: no document is listed as needed. */
const CLOSED: readonly Stage[] = ["withdrawn", "not_offered"];

/**
 * The documents the office still needs (docs/specification.md §22): the birth certificate and the photograph; the
 * last report card and the transfer certificate when a previous school was given; never one the office has checked.
 */
export function documentsStillNeeded(application: {
  stage: Stage;
  previousSchool: string | null;
  documentsVerified: readonly DocumentKind[];
}): DocumentKind[] {
  if (CLOSED.includes(application.stage)) return [];
  const needed: DocumentKind[] = ["birth_certificate", "photograph"];
  if (application.previousSchool?.trim()) needed.push("report_card", "transfer_certificate");
  return needed.filter((kind) => !application.documentsVerified.includes(kind));
}
