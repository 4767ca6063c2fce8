// The back office list of admission enquiries (SPEC §2 "Enquiries", §4, §8):
// statuses, toasts, the forms' schemas and the URL's filters, shared by the
// page and the server.
import { z } from "zod";

import { pageNumberOf } from "~/features/admin/pagination";
import { searchFilterOf, statusFilterOf } from "~/features/requests/filters";

export const ENQUIRY_STATUSES = ["pending", "contacted", "completed", "closed"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** SPEC §8 toasts, and the reasons a change is refused. */
export const ENQUIRY_LIST_MESSAGES = {
  loadFailed: "Failed to load enquiries",
  statusUpdated: "Status updated successfully",
  statusFailed: "Failed to update status",
  deleted: "Enquiry deleted",
  deleteFailed: "Failed to delete enquiry",
  notFound: "This enquiry no longer exists. Reload the page to see the current list.",
  badStatus: "Choose a status: pending, contacted, completed or closed",
} as const;

// Any string: an id that is not a uuid is simply not found (404), like a deleted one.
const id = z.string({ error: ENQUIRY_LIST_MESSAGES.notFound }).trim().min(1, ENQUIRY_LIST_MESSAGES.notFound);

export const setEnquiryStatusSchema = z.object({
  id,
  status: z.enum(ENQUIRY_STATUSES, { error: ENQUIRY_LIST_MESSAGES.badStatus }),
});
export const deleteEnquirySchema = z.object({ id });

export type EnquiryIntent = "set_status" | "delete";

/** What the URL asks the list for: a search, a status, a page. */
export interface EnquiryFilters {
  q: string | null;
  status: EnquiryStatus | null;
  page: number;
}

export function enquiryFiltersOf(url: URL): EnquiryFilters {
  return { q: searchFilterOf(url), status: statusFilterOf(url, ENQUIRY_STATUSES), page: pageNumberOf(url) };
}

/** A row of the table, ready to show. */
export interface EnquiryRow {
  id: string;
  enquirerName: string;
  relationship: string;
  studentName: string;
  classForAdmission: string;
  contactNo: string;
  email: string | null;
  previousSchool: string | null;
  message: string | null;
  status: EnquiryStatus;
  /** "5 Mar 2026, 10:15 AM" in the school's time zone. */
  received: string;
}
