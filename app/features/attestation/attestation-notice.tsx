import { BadgeAlert } from "lucide-react";
import { Link } from "react-router";

import { sectionPath } from "~/features/admin/sections";

import { outOfDateText, reminderText, type Reminder } from "./attestation";

/**
 * The dashboard's lines on the disclosure's self-attestation (docs/specification.md §30): out of date once the
 * disclosure or the fees changed after it (admins and staff with Mandatory Disclosures), and the yearly reminder
 * (admins). Nothing while neither is due.
 */
export function AttestationNotice({
  outOfDateSince,
  reminder,
}: {
  /** The day of the attestation a change came after; null: none out of date. */
  outOfDateSince: string | null;
  reminder: Reminder | null;
}) {
  const lines = [
    ...(reminder ? [{ key: "reminder", text: reminderText(reminder), urgent: reminder.kind === "overdue" }] : []),
    ...(outOfDateSince ? [{ key: "out-of-date", text: outOfDateText(outOfDateSince), urgent: false }] : []),
  ];
  if (lines.length === 0) return null;
  return (
    <section
      aria-label="Self-attestation"
      className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5"
    >
      <ul className="space-y-2">
        {lines.map((line) => (
          <li key={line.key} className={`flex items-start gap-2 ${line.urgent ? "font-semibold text-red-900" : ""}`}>
            <BadgeAlert aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
            <span>{line.text}</span>
          </li>
        ))}
      </ul>
      <Link
        to={`${sectionPath("mandatory_disclosures")}#self-attest-heading`}
        className="mt-2 inline-flex min-h-11 items-center text-sm font-medium underline"
      >
        Review the disclosure and self-attest it
      </Link>
    </section>
  );
}
