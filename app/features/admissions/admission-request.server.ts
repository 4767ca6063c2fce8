// The fields both admissions forms ask (SPEC §5), as the CSV exports them and
// the privacy notice lists them.
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
