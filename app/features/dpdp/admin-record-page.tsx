import { useId } from "react";

import { AdminPage, OfficeSection } from "~/features/admin/admin-page";
import { PrintButton } from "~/ui/print-button";

import type { ProcessingEntry, ProcessingRecord } from "./record-of-processing.server";

/**
 * /admin/record-of-processing (admins only, docs/specification.md §27): every store of personal data the site keeps,
 * generated from the code that keeps it. It prints on A4 (app/app.css), one store never split across two pages.
 */
export function AdminRecordPage({ record, generatedOn }: { record: ProcessingRecord; generatedOn: string }) {
  return (
    <div id="record-of-processing">
      <AdminPage
        title="Record of Processing"
        description={`The personal data this site holds: what, why, for how long, who can see it and where it goes. Generated from the site itself on ${generatedOn}, so it is always current; nothing here is typed.`}
        actions={<PrintButton>Print or save as PDF</PrintButton>}
      >
        <p className="mb-6 text-sm text-slate-600 print:hidden">
          To keep a copy, print this page or save it as a PDF from your browser&apos;s Print menu.
        </p>
        <div className="space-y-6">
          {record.entries.map((entry) => (
            <Entry key={entry.key} entry={entry} />
          ))}
        </div>
      </AdminPage>
    </div>
  );
}

function Entry({ entry }: { entry: ProcessingEntry }) {
  const headingId = useId();
  const term = "font-medium text-slate-700";
  const detail = "break-words text-slate-900";
  const lines = (items: string[]) =>
    items.length === 1 ? (
      items[0]
    ) : (
      <ul className="list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  return (
    <OfficeSection
      id={headingId}
      title={entry.title}
      className="break-inside-avoid rounded-xl border border-slate-200 bg-white p-5 shadow-sm print:rounded-none print:border-x-0 print:border-b-0 print:p-0 print:pt-4 print:shadow-none"
    >
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr] print:grid-cols-[9rem_1fr]">
        {entry.form ? (
          <>
            <dt className={term}>Collected by</dt>
            <dd className={detail}>The form &quot;{entry.form}&quot;</dd>
          </>
        ) : null}
        <dt className={term}>Purpose</dt>
        <dd className={detail}>{entry.purpose}</dd>
        <dt className={term}>Data</dt>
        <dd className={detail}>
          <ul className="list-disc space-y-1 pl-5">
            {entry.fields.map((field) => (
              <li key={field.label}>
                {field.label}
                {field.optional ? " (optional)" : ""}
              </li>
            ))}
          </ul>
        </dd>
        <dt className={term}>How long it is kept</dt>
        <dd className={detail}>{lines(entry.kept)}</dd>
        <dt className={term}>Who can see it</dt>
        <dd className={detail}>{lines(entry.seenBy)}</dd>
        <dt className={term}>Where it is sent</dt>
        <dd className={detail}>{lines(entry.sentTo)}</dd>
      </dl>
    </OfficeSection>
  );
}
