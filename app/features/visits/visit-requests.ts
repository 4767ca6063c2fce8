// The back office list of visit requests (SPEC §2 "Visit requests", §4, §8):
// statuses, toasts, the forms' schemas and the URL's filters, shared by the
// page and the server.
import { z } from "zod";

import { pageNumberOf } from "~/features/admin/pagination";
import { dateFilterOf, statusFilterOf } from "~/features/requests/filters";

export const VISIT_STATUSES = ["pending", "confirmed", "completed", "cancelled"] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** SPEC §8 toasts, and the reasons a change is refused. */
export const VISIT_REQUEST_MESSAGES = {
  loadFailed: "Failed to load visit requests",
  statusUpdated: "Status updated successfully",
  statusFailed: "Failed to update status",
  deleted: "Visit request deleted",
  deleteFailed: "Failed to delete request",
  notFound: "This visit request no longer exists. Reload the page to see the current list.",
  badStatus: "Choose a status: pending, confirmed, completed or cancelled",
} as const;

// Any string: an id that is not a uuid is simply not found (404), like a deleted one.
const id = z.string({ error: VISIT_REQUEST_MESSAGES.notFound }).trim().min(1, VISIT_REQUEST_MESSAGES.notFound);

export const setVisitStatusSchema = z.object({
  id,
  status: z.enum(VISIT_STATUSES, { error: VISIT_REQUEST_MESSAGES.badStatus }),
});
export const deleteVisitRequestSchema = z.object({ id });

export type VisitRequestIntent = "set_status" | "delete";

/** What the URL asks the list for: a visit date, a status, a page. */
export interface VisitRequestFilters {
  date: string | null;
  status: VisitStatus | null;
  page: number;
}

export function visitRequestFiltersOf(url: URL): VisitRequestFilters {
  return { date: dateFilterOf(url), status: statusFilterOf(url, VISIT_STATUSES), page: pageNumberOf(url) };
}

/** A row of the table, ready to show. */
export interface VisitRequestRow {
  id: string;
  studentName: string;
  classForAdmission: string;
  contactNo: string;
  email: string | null;
  previousSchool: string | null;
  /** yyyy-MM-dd */
  visitDate: string;
  visitTime: string;
  message: string | null;
  status: VisitStatus;
  /** "5 Mar 2026, 10:15 AM" in the school's time zone. */
  received: string;
}
