// An application's documents on its page (docs/specification.md §22, decision 0059): the files the family
// uploaded (an image shown in the page, a PDF opened on its own in a sandbox), and the checklist "Documents
// verified" of the five, each ticked once staff have seen it, uploaded or on paper.
import { AdminForm, useAdminForm } from "~/features/admin/admin-form";
import type { AdminReply } from "~/features/admin/reply";
import { RecordCard } from "~/features/requests/record-card";
import { CheckboxGroupField } from "~/ui/form-controls";
import { TEXT_LINK } from "~/ui/text-link";

import { DOCUMENT_KIND, type DocumentKind } from "../options";
import { documentsVerifiedSchema } from "../stages/stage-schema";
import type { ShownDocument } from "./documents.server";

/** "240 KB", "1.2 MB". */
function size(bytes: number) {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function Uploaded({ document }: { document: ShownDocument }) {
  return (
    <li className="space-y-2">
      <h3 className="text-sm font-medium text-slate-800">
        {document.name} <span className="font-normal text-slate-600">({size(document.bytes)})</span>
      </h3>
      {document.image ? (
        <a href={document.path} target="_blank" rel="noreferrer" className="block w-fit">
          <img
            src={document.path}
            alt={`${document.name}, as uploaded (opens full size)`}
            loading="lazy"
            className="max-h-80 w-auto max-w-full rounded-md border border-slate-200"
          />
        </a>
      ) : (
        <p className="flex flex-wrap gap-x-6">
          <a href={document.path} target="_blank" rel="noreferrer" className={TEXT_LINK}>
            Open the PDF
          </a>
          <a href={`${document.path}?download`} className={TEXT_LINK}>
            Download it
          </a>
        </p>
      )}
    </li>
  );
}

export function DocumentsCard({
  path,
  recordId,
  documents,
  verified,
  lastReply,
}: {
  path: string;
  recordId: string;
  documents: readonly ShownDocument[];
  verified: readonly DocumentKind[];
  lastReply?: AdminReply;
}) {
  const state = useAdminForm({
    section: { path },
    intent: "verify_documents",
    id: "documents-verified",
    schema: documentsVerifiedSchema,
    defaultValue: { documents: [...verified] },
    lastReply,
  });
  return (
    <RecordCard id="application-documents" title="Documents">
      {documents.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          No document was uploaded. The family may bring them to the school office.
        </p>
      ) : (
        <ul className="mt-3 space-y-5">
          {documents.map((document) => (
            <Uploaded key={document.id} document={document} />
          ))}
        </ul>
      )}
      <div className="mt-5 border-t border-slate-200 pt-4">
        <AdminForm
          state={state}
          hidden={{ id: recordId }}
          submit={{ label: "Save Checklist", busyLabel: "Saving...", variant: "secondary" }}
        >
          <CheckboxGroupField
            meta={state.fields.documents}
            legend="Documents verified"
            hint="Tick each one staff have seen, uploaded or on paper."
            options={DOCUMENT_KIND.options}
          />
        </AdminForm>
      </div>
    </RecordCard>
  );
}
