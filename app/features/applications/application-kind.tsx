// Applications in the back office (docs/specification.md §22): the list's words, stages and columns, on the
// shared pages of requests (decision 0044). A stage is changed on the application's page, with what the change
// asks for, never from the list.
import { CLASSES } from "~/features/admissions/options";
import { defineRequestKind } from "~/features/requests/request-kind";
import { ContactCell, OptionalText } from "~/features/requests/request-table";
import { isSession } from "~/features/settings/schema";

import type { applications } from "../../../db/schema";
import { longDate } from "../../../db/time";
import { STAGES } from "./rules";

/** The status group of the table of classes' "Applications": every application but those withdrawn. */
export const APPLIED = "applied";

type Application = typeof applications.$inferSelect;

const parentOf = (row: Pick<Application, "parentName" | "parentRelationship">) =>
  `${row.parentName} (${row.parentRelationship})`;

export const applicationKind = defineRequestKind<Application>({
  section: "applications",
  statuses: STAGES,
  statusGroups: [
    { value: APPLIED, label: "All but withdrawn", statuses: STAGES.filter((stage) => stage !== "withdrawn") },
  ],
  filter: { param: "q", label: "Search", placeholder: "Child, parent, mobile, e-mail or number" },
  // The table of classes links each figure to exactly its rows: its class and session (decision 0023).
  selects: [
    { param: "class", label: "Class", options: CLASSES },
    { param: "session", label: "Session", options: isSession },
  ],
  statusLabelOnly: true,
  messages: {
    loadFailed: "Failed to load applications",
    statusUpdated: "Stage updated",
    statusFailed: "Failed to update the stage",
    deleted: "Application deleted",
    deleteFailed: "Failed to delete application",
    notFound: "This application no longer exists. Reload the page to see the current list.",
    badStatus: "Choose a stage from the list",
  },
  texts: {
    title: "Applications",
    description: "Applications for admission from the website and the office, newest first.",
    caption: "Applications, newest first",
    noun: "applications",
    empty: "No applications yet.",
    noMatch: "No applications match this search.",
    received: "Submitted",
    status: "Stage",
  },
  columns: [
    {
      heading: "Child",
      cell: (row) => (
        <>
          {row.childName}
          <span className="block font-normal text-slate-600">{row.number}</span>
        </>
      ),
    },
    { heading: "Class", cell: (row) => row.classSought, className: "whitespace-nowrap" },
    { heading: "Parent", cell: (row) => parentOf(row) },
    { heading: "Contact", cell: (row) => <ContactCell phone={row.parentMobile} email={row.email} /> },
  ],
  card: {
    who: (row) => row.childName,
    about: (row) => (
      <>
        <p className="font-medium">
          {row.classSought} · {row.number}
        </p>
        <p>{parentOf(row)}</p>
      </>
    ),
  },
  statusLabel: (row) => `Stage of the application of ${row.childName}`,
  deleteLabel: (row) => `Delete the application of ${row.childName}`,
  deletePrompt: (row) => ({
    title: "Delete this application?",
    description: `The application ${row.number} of ${row.childName} will be deleted with its documents. This cannot be undone.`,
  }),
  record: {
    title: { prefix: "Application of ", name: "childName" },
    fields: [
      { label: "Application number", value: (row) => row.number },
      { label: "Session", value: (row) => row.session },
      { label: "Class sought", value: (row) => row.classSought },
      { label: "Child's full name", value: (row) => row.childName },
      { label: "Date of birth", value: (row) => longDate(row.dateOfBirth) },
      { label: "Gender", value: (row) => row.gender },
      { label: "APAAR ID", value: (row) => <OptionalText>{row.apaarId}</OptionalText> },
      { label: "Parent or guardian", value: (row) => parentOf(row) },
      { label: "Mobile number", value: (row) => row.parentMobile },
      { label: "Occupation", value: (row) => <OptionalText>{row.parentOccupation}</OptionalText> },
      {
        label: "Second parent or guardian",
        value: (row) => (
          <OptionalText>
            {row.secondParentName && `${row.secondParentName} (${row.secondParentRelationship ?? "-"})`}
          </OptionalText>
        ),
      },
      { label: "Their mobile number", value: (row) => <OptionalText>{row.secondParentMobile}</OptionalText> },
      { label: "Their occupation", value: (row) => <OptionalText>{row.secondParentOccupation}</OptionalText> },
      { label: "Email", value: (row) => <OptionalText>{row.email}</OptionalText> },
      { label: "Home address", value: (row) => row.address },
      { label: "Previous school", value: (row) => <OptionalText>{row.previousSchool}</OptionalText> },
      { label: "Board", value: (row) => <OptionalText>{row.previousBoard}</OptionalText> },
      { label: "Last class attended", value: (row) => <OptionalText>{row.previousClass}</OptionalText> },
      {
        label: "Siblings at the school",
        value: (row) => (
          <OptionalText>
            {row.siblings.length
              ? row.siblings.map((sibling) => `${sibling.name} (${sibling.className})`).join(", ")
              : null}
          </OptionalText>
        ),
      },
    ],
  },
});
