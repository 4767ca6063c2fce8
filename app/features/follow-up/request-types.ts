// The kinds of request from the public that staff follow up, and the
// back office section each belongs to: where its record pages are.
import { sectionPath, type SectionKey } from "~/features/admin/sections";

import type { requestType } from "../../../db/schema";

export type RequestType = (typeof requestType.enumValues)[number];

export const SECTION_OF_REQUEST: Record<RequestType, SectionKey> = {
  visit_request: "visit_requests",
  enquiry: "enquiries",
  contact_message: "contact_messages",
  data_request: "data_requests",
};

/** The back office page of a request: `/admin/enquiries/<id>`. */
export const requestPath = (type: RequestType, id: string) => `${sectionPath(SECTION_OF_REQUEST[type])}/${id}`;
