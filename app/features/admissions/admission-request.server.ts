// The CSV columns of the fields both admissions forms ask (SPEC §5).
import type { CsvColumn } from "~/features/requests/requests.server";

import type { AdmissionRequestRecord } from "./admission-request";

export const ADMISSION_CSV_COLUMNS = {
  student: ["Student", (record) => record.studentName],
  class: ["Class", (record) => record.classForAdmission],
  contactNumber: ["Contact number", (record) => record.contactNo],
  email: ["Email", (record) => record.email],
  previousSchool: ["Previous school", (record) => record.previousSchool],
  message: ["Message", (record) => record.message],
} satisfies Record<string, CsvColumn<AdmissionRequestRecord>>;
