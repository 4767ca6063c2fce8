// What the back office shows of the fields both admissions forms ask (visit
// request, enquiry: SPEC §5): the columns their lists share, and the fields of
// their record pages.
import type { RequestColumn, RequestField, RequestRecord } from "~/features/requests/request-kind";
import { ContactCell, EmailLink, OptionalText, PhoneLink } from "~/features/requests/request-table";

/** A stored visit request or enquiry: the student, and how to reach the family. */
export interface AdmissionRequestRecord extends RequestRecord {
  studentName: string;
  classForAdmission: string;
  contactNo: string;
  email: string | null;
  previousSchool: string | null;
  message: string | null;
}

/** Columns of the fields every request from the admissions page has. */
export const ADMISSION_COLUMNS = {
  student: { heading: "Student", cell: (row) => row.studentName },
  class: { heading: "Class", cell: (row) => row.classForAdmission, className: "whitespace-nowrap" },
  contact: { heading: "Contact", cell: (row) => <ContactCell phone={row.contactNo} email={row.email} /> },
  previousSchool: { heading: "Previous school", cell: (row) => <OptionalText>{row.previousSchool}</OptionalText> },
  message: {
    heading: "Message",
    cell: (row) => <OptionalText>{row.message}</OptionalText>,
    className: "max-w-xs break-words whitespace-pre-line",
  },
} satisfies Record<string, RequestColumn<AdmissionRequestRecord>>;

/** The line of a card (decision 0050) that names the child and the class: "Riya Rani · Class III". */
export function ChildLine({ row }: { row: Pick<AdmissionRequestRecord, "studentName" | "classForAdmission"> }) {
  return (
    <p>
      <span className="text-slate-600">Child:</span> <span className="font-medium">{row.studentName}</span> ·{" "}
      {row.classForAdmission}
    </p>
  );
}

/**
 * The first lines of what the parent wrote, on the card and beside Call on the request's page (decision 0075):
 * "Please call after 5 pm" is read before the call, not found after it. Nothing when they wrote nothing.
 */
export function MessageLines({ message }: { message: string | null }) {
  if (!message?.trim()) return null;
  return (
    <p className="line-clamp-3 [overflow-wrap:anywhere] whitespace-pre-line">
      <span className="text-slate-600">Message:</span> {message.trim()}
    </p>
  );
}

/** Fields of a record page of a request from the admissions page. */
export const ADMISSION_FIELDS = {
  student: { label: "Student", value: (row) => row.studentName },
  class: { label: "Class for admission", value: (row) => row.classForAdmission },
  contactNumber: { label: "Contact number", value: (row) => <PhoneLink phone={row.contactNo} /> },
  email: {
    label: "Email",
    value: (row) => (row.email ? <EmailLink email={row.email} /> : <OptionalText>{null}</OptionalText>),
  },
  previousSchool: { label: "Previous school", value: (row) => <OptionalText>{row.previousSchool}</OptionalText> },
  message: { label: "Message", value: (row) => <OptionalText>{row.message}</OptionalText> },
} satisfies Record<string, RequestField<AdmissionRequestRecord>>;
