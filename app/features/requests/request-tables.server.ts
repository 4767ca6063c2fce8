// The tables that hold requests from the public, each with its kind and the
// column that holds the sender's phone: what the retention run erases and
// what the personal data tool searches (decision 0033) read this one list.
import { getTableName } from "drizzle-orm";

import { SECTIONS } from "~/features/admin/sections";
import { contactMessageKind } from "~/features/contact/contact-message-kind";
import { dataRequestKind } from "~/features/data-requests/data-request-kind";
import { enquiryKind } from "~/features/enquiries/enquiry-kind";
import { SECTION_OF_REQUEST, type RequestType } from "~/features/follow-up/request-types";
import { visitRequestKind } from "~/features/visits/visit-request-kind";

import { admissionEnquiries, contactMessages, dataRequests, visitRequests } from "../../../db/schema";
import type { RequestRow } from "./request-kind";

export const REQUEST_TABLES = [
  {
    type: "visit_request",
    table: visitRequests,
    kind: visitRequestKind,
    phone: visitRequests.contactNo,
    phoneKey: "contactNo",
  },
  {
    type: "enquiry",
    table: admissionEnquiries,
    kind: enquiryKind,
    phone: admissionEnquiries.contactNo,
    phoneKey: "contactNo",
  },
  {
    type: "contact_message",
    table: contactMessages,
    kind: contactMessageKind,
    phone: contactMessages.phone,
    phoneKey: "phone",
  },
  { type: "data_request", table: dataRequests, kind: dataRequestKind, phone: dataRequests.phone, phoneKey: "phone" },
] as const satisfies readonly { type: RequestType; table: unknown; kind: unknown; phone: unknown; phoneKey: string }[];

export type RequestTable = (typeof REQUEST_TABLES)[number];

/** The table's name in the database: "visit_requests". */
export const tableNameOf = (requests: RequestTable) => getTableName(requests.table);

/** What the back office calls the requests of a table: its section's label, "Visit Requests". */
export const labelOf = (requests: RequestTable) =>
  SECTIONS.find((section) => section.key === SECTION_OF_REQUEST[requests.type])!.label;

/** A stored row's title, as its own page heads it: "Visit request of Asha Rani". */
export const titleOf = (requests: RequestTable, row: Record<string, unknown>) =>
  // The titles read the sender's name only, which a stored row has as its page's row does.
  (requests.kind.record.title as (row: RequestRow) => string)(row as unknown as RequestRow);
