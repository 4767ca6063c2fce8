// The kinds of personal data the site holds (docs/specification.md §27): one for each kind of request, read from its
// definition (decision 0044), so a new kind is listed without a change here, and the stores that are not requests.
// The breach register offers them as what a breach touched; the record of processing lists each.
import { labelOf, REQUEST_KINDS } from "~/features/request-kinds/request-kinds.server";

/** A kind of personal data: its key, as a breach stores it, and what the back office calls it. */
export interface DataKind {
  key: string;
  label: string;
}

/** The stores of personal data that are not requests from the public. */
export const OTHER_DATA_KINDS = [
  { key: "alert_subscriber", label: "Alert subscribers" },
  { key: "staff_account", label: "Staff accounts" },
  { key: "audit_log", label: "Audit log" },
  { key: "backup", label: "Backups" },
] as const satisfies readonly DataKind[];

/** Every kind, in the order the register offers them: the requests' kinds first, then the other stores. */
export function dataKinds(): DataKind[] {
  return [
    ...REQUEST_KINDS.map((definition) => ({ key: definition.type, label: labelOf(definition) })),
    ...OTHER_DATA_KINDS,
  ];
}
