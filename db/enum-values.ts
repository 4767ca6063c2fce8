// The values of the database's enums that the site lists too, in their order. Here, without drizzle, so that a
// page's bundle may import them (as db/time.ts and db/slug.ts); db/schema.ts makes its pgEnums of them.

/** Where an application has got (docs/specification.md §22); the first six in order, the last three beside them. */
export const APPLICATION_STAGE_VALUES = [
  "submitted",
  "documents_checked",
  "interaction",
  "offered",
  "fee_received",
  "admitted",
  "waitlisted",
  "withdrawn",
  "not_offered",
] as const;

/** How a registration or admission fee was paid at the office (no payment gateway). */
export const FEE_MODE_VALUES = ["cash", "cheque", "upi", "bank_transfer"] as const;

/** The categories a notice may be in (decision 0077), in the order the board and the form list them. */
export const NOTICE_CATEGORY_VALUES = [
  "circular",
  "news",
  "holiday",
  "examination",
  "admission",
  "event",
  "result",
  "vacancy",
] as const;
