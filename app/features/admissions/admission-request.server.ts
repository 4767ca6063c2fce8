// The fields both admissions forms ask (SPEC §5): as they are stored, as the
// office's mail and the CSV show them, and as the privacy notice lists them.
import type { MailField } from "~/features/mail/request-mail.server";
import type { CollectedField, CsvColumn } from "~/features/requests/request-definition.server";

import type { AdmissionRequestRecord } from "./admission-request";

export const ADMISSION_CSV_COLUMNS = {
  student: ["Student", (record) => record.studentName],
  class: ["Class", (record) => record.classForAdmission],
  contactNumber: ["Contact number", (record) => record.contactNo],
  email: ["Email", (record) => record.email],
  previousSchool: ["Previous school", (record) => record.previousSchool],
  message: ["Message", (record) => record.message],
} satisfies Record<string, CsvColumn<AdmissionRequestRecord>>;

/** The fields both forms collect, as the privacy notice lists them (by their schema keys). */
export const ADMISSION_NOTICE_FIELDS: readonly CollectedField[] = [
  { key: "student_name", en: "Student Name", hi: "विद्यार्थी का नाम" },
  { key: "class_for_admission", en: "Class for Admission", hi: "किस कक्षा में प्रवेश" },
  { key: "contact_no", en: "Contact Number", hi: "संपर्क नंबर" },
  { key: "email", en: "Email", hi: "ईमेल", optional: true },
  { key: "previous_school", en: "Previous School", hi: "पिछला विद्यालय", optional: true },
];

/** The shared fields of a sent form, as a row stores them. */
export const admissionValues = (input: {
  student_name: string;
  class_for_admission: string;
  contact_no: string;
  email?: string;
  previous_school?: string;
  message?: string;
}) => ({
  studentName: input.student_name,
  classForAdmission: input.class_for_admission,
  contactNo: input.contact_no,
  email: input.email ?? null,
  previousSchool: input.previous_school ?? null,
  message: input.message ?? null,
});

/** The shared fields as the office's mail lists them, the message aside (it comes last). */
export const admissionMailFields = (record: AdmissionRequestRecord): MailField[] => [
  ["Student", record.studentName],
  ["Class for admission", record.classForAdmission],
  ["Contact number", record.contactNo],
  ["Email", record.email],
  ["Previous school", record.previousSchool],
];
