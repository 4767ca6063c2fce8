// Data requests in the back office (decision 0033): the queue's words,
// statuses and columns, on the shared pages of requests. Each shows the day it
// must be answered by, 90 days after it came in.
import { defineRequestKind } from "~/features/requests/request-kind";
import { ContactCell, EmailLink, OptionalText, PhoneLink } from "~/features/requests/request-table";

import type { dataRequests } from "../../../db/schema";
import { longDate } from "../../../db/time";
import { DATA_REQUEST_KIND_LABELS, DATA_REQUEST_KIND_NAMES, OPEN_DATA_REQUESTS } from "./schema";

export const dataRequestKind = defineRequestKind<typeof dataRequests.$inferSelect>({
  section: "data_requests",
  statuses: ["new", "in_progress", "done", "refused"],
  statusGroups: [OPEN_DATA_REQUESTS],
  filter: { param: "q", label: "Search", placeholder: "Name, phone, e-mail or details" },
  messages: {
    loadFailed: "Failed to load data requests",
    statusUpdated: "Status updated successfully",
    statusFailed: "Failed to update status",
    deleted: "Data request deleted",
    deleteFailed: "Failed to delete data request",
    notFound: "This data request no longer exists. Reload the page to see the current list.",
    badStatus: "Choose a status: new, in progress, done or refused",
  },
  texts: {
    title: "Data Requests",
    description:
      "Parents asking to see, correct or erase their details, or withdrawing consent, newest first. The law gives the school 90 days to answer each.",
    caption: "Data requests, newest first, with the day each must be answered by",
    noun: "data requests",
    empty: "No data requests yet.",
    noMatch: "No data requests match this search.",
    received: "Received",
  },
  columns: [
    { heading: "Name", cell: (row) => row.name },
    { heading: "Contact", cell: (row) => <ContactCell phone={row.phone} email={row.email} /> },
    { heading: "Request", cell: (row) => DATA_REQUEST_KIND_NAMES[row.kind] },
    { heading: "Due by", cell: (row) => longDate(row.dueOn), className: "whitespace-nowrap" },
  ],
  card: {
    who: (row) => row.name,
    about: (row) => (
      <>
        <p className="font-medium">{DATA_REQUEST_KIND_NAMES[row.kind]}</p>
        <p>
          <span className="text-slate-600">Due by</span> {longDate(row.dueOn)}
        </p>
      </>
    ),
  },
  statusLabel: (row) => `Status of the data request from ${row.name}`,
  deleteLabel: (row) => `Delete the data request from ${row.name}`,
  deletePrompt: (row) => ({
    title: "Delete this data request?",
    description: `The request from ${row.name} will be deleted. This cannot be undone.`,
  }),
  record: {
    title: { prefix: "Data request from ", name: "name" },
    fields: [
      { label: "Request", value: (row) => DATA_REQUEST_KIND_LABELS[row.kind] },
      { label: "Name", value: (row) => row.name },
      {
        label: "Phone",
        value: (row) => (row.phone ? <PhoneLink phone={row.phone} /> : <OptionalText>{null}</OptionalText>),
      },
      {
        label: "Email",
        value: (row) => (row.email ? <EmailLink email={row.email} /> : <OptionalText>{null}</OptionalText>),
      },
      { label: "Details", value: (row) => <OptionalText>{row.details}</OptionalText> },
      { label: "Due by", value: (row) => longDate(row.dueOn) },
    ],
  },
});
