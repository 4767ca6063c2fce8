// Visit requests in the back office (SPEC §2 "Visit requests", §4, §8): the
// page's words, statuses and columns. Filtered by visit date; from today on by
// default, soonest first, with today's visits marked (decision 0037).
import { ADMISSION_COLUMNS, ADMISSION_FIELDS, MessageLines } from "~/features/admissions/admission-request";
import { defineRequestKind } from "~/features/requests/request-kind";

import type { visitRequests } from "../../../db/schema";
import { longDate } from "../../../db/time";
import { DUE_VISITS } from "./due-visits";

export const visitRequestKind = defineRequestKind<typeof visitRequests.$inferSelect>({
  section: "visit_requests",
  statuses: ["pending", "confirmed", "completed", "cancelled"],
  statusGroups: [DUE_VISITS],
  filter: {
    param: "date",
    label: "Visit date",
    noneUpcoming: "No visits from today on. Choose Past visits or All dates to see earlier ones.",
  },
  messages: {
    loadFailed: "Failed to load visit requests",
    statusUpdated: "Status updated successfully",
    statusFailed: "Failed to update status",
    deleted: "Visit request deleted",
    deleteFailed: "Failed to delete request",
    notFound: "This visit request no longer exists. Reload the page to see the current list.",
    badStatus: "Choose a status: pending, confirmed, completed or cancelled",
  },
  texts: {
    title: "Visit Requests",
    description: "Campus visits parents have asked for, by visit date.",
    caption: (filters) =>
      filters.when == null ? "Visit requests, soonest visit date first" : "Visit requests, newest visit date first",
    noun: "visit requests",
    empty: "No visit requests yet.",
    noMatch: "No visit requests match these filters.",
    received: "Created",
  },
  columns: [
    ADMISSION_COLUMNS.student,
    ADMISSION_COLUMNS.class,
    ADMISSION_COLUMNS.contact,
    ADMISSION_COLUMNS.previousSchool,
    {
      heading: "Visit",
      cell: (row, { today }) => <VisitWhen row={row} today={today} />,
      className: "whitespace-nowrap",
    },
    ADMISSION_COLUMNS.message,
  ],
  // A visit request names no parent: the child it is about is who it is from.
  card: {
    who: (row) => row.studentName,
    about: (row, { today }) => (
      <>
        <p>{row.classForAdmission}</p>
        <p>
          <span className="text-slate-600">Visit:</span> <VisitWhen row={row} today={today} inline />
        </p>
        <MessageLines message={row.message} />
      </>
    ),
  },
  statusLabel: (row) => `Status of ${row.studentName}`,
  deleteLabel: (row) => `Delete the visit request of ${row.studentName}`,
  deletePrompt: (row) => ({
    title: "Delete this visit request?",
    description: `The visit request of ${row.studentName} for ${longDate(row.visitDate)} at ${row.visitTime} will be deleted. This cannot be undone.`,
  }),
  record: {
    title: { prefix: "Visit request of ", name: "studentName" },
    fields: [
      ADMISSION_FIELDS.student,
      ADMISSION_FIELDS.class,
      ADMISSION_FIELDS.contactNumber,
      ADMISSION_FIELDS.email,
      ADMISSION_FIELDS.previousSchool,
      {
        label: "Visit",
        value: (row) => (
          <>
            <time dateTime={row.visitDate}>{longDate(row.visitDate)}</time> at {row.visitTime}
          </>
        ),
      },
      ADMISSION_FIELDS.message,
    ],
  },
});

/** A visit's date, marked "Today" in words (not by colour alone) on the day, and its time. */
function VisitWhen({
  row,
  today,
  inline = false,
}: {
  row: { visitDate: string; visitTime: string };
  today: string;
  inline?: boolean;
}) {
  return (
    <>
      <time dateTime={row.visitDate}>{longDate(row.visitDate)}</time>
      {inline ? `, ${row.visitTime}` : null}
      {row.visitDate === today && (
        <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950 ring-1 ring-amber-400">
          Today
        </span>
      )}
      {inline ? null : <span className="block text-slate-600">{row.visitTime}</span>}
    </>
  );
}
