// Admission enquiries in the back office (SPEC §2 "Enquiries", §4, §8): the
// page's words, statuses and columns. Found with a search box; listed newest first.
import { ADMISSION_COLUMNS, ADMISSION_FIELDS, ChildLine, MessageLines } from "~/features/admissions/admission-request";
import { defineRequestKind } from "~/features/requests/request-kind";

import type { admissionEnquiries } from "../../../db/schema";

export const enquiryKind = defineRequestKind<typeof admissionEnquiries.$inferSelect>({
  section: "enquiries",
  statuses: ["pending", "contacted", "completed", "closed"],
  filter: { param: "q", label: "Search", placeholder: "Name, student, phone or email" },
  messages: {
    loadFailed: "Failed to load enquiries",
    statusUpdated: "Status updated successfully",
    statusFailed: "Failed to update status",
    deleted: "Enquiry deleted",
    deleteFailed: "Failed to delete enquiry",
    notFound: "This enquiry no longer exists. Reload the page to see the current list.",
    badStatus: "Choose a status: pending, contacted, completed or closed",
  },
  texts: {
    title: "Admission Enquiries",
    description: "Admission enquiries from the website, newest first.",
    caption: "Admission enquiries, newest first",
    noun: "enquiries",
    empty: "No enquiries yet.",
    noMatch: "No enquiries match this search.",
    received: "Received",
  },
  columns: [
    {
      heading: "Enquirer",
      cell: (row) => (
        <>
          {row.enquirerName}
          <span className="block font-normal text-slate-600">{row.relationship}</span>
        </>
      ),
    },
    ADMISSION_COLUMNS.student,
    ADMISSION_COLUMNS.class,
    ADMISSION_COLUMNS.contact,
    ADMISSION_COLUMNS.previousSchool,
    ADMISSION_COLUMNS.message,
  ],
  card: {
    who: (row) => `${row.enquirerName} (${row.relationship})`,
    about: (row) => (
      <>
        <ChildLine row={row} />
        <MessageLines message={row.message} />
      </>
    ),
  },
  statusLabel: (row) => `Status of the enquiry from ${row.enquirerName}`,
  deleteLabel: (row) => `Delete the enquiry from ${row.enquirerName}`,
  deletePrompt: (row) => ({
    title: "Delete this enquiry?",
    description: `The enquiry from ${row.enquirerName} (${row.relationship}) about ${row.studentName} will be deleted. This cannot be undone.`,
  }),
  record: {
    title: { prefix: "Enquiry from ", name: "enquirerName" },
    fields: [
      { label: "Enquirer", value: (row) => row.enquirerName },
      { label: "Relationship to student", value: (row) => row.relationship },
      ADMISSION_FIELDS.student,
      ADMISSION_FIELDS.class,
      ADMISSION_FIELDS.contactNumber,
      ADMISSION_FIELDS.email,
      ADMISSION_FIELDS.previousSchool,
      ADMISSION_FIELDS.message,
    ],
  },
});
