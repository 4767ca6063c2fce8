import { AdminForm, useAdminForm } from "~/features/admin/admin-form";
import { AdminPage, OfficeSection } from "~/features/admin/admin-page";
import type { AdminReply } from "~/features/admin/reply";
import { pathIn } from "~/lib/language/locale";
import { TextAreaField } from "~/ui/form-controls";

import { PRIVACY_NOTICE_PATH, privacyNoticeSchema, privacyNoticeVersionPath } from "./schema";

export interface NoticeVersionRow {
  version: number;
  publishedOn: string;
  createdByEmail: string | null;
}

/**
 * /admin/privacy-notice (admins only): the notice's text in English and Hindi.
 * Publishing makes a new version; the list keeps every earlier one.
 */
export function AdminPrivacyNoticePage({
  current,
  versions,
  lastReply,
}: {
  current: { version: number; bodyEn: string; bodyHi: string };
  versions: NoticeVersionRow[];
  lastReply?: AdminReply;
}) {
  const state = useAdminForm({
    section: { path: PRIVACY_NOTICE_PATH },
    intent: "publish",
    id: "privacy-notice",
    schema: privacyNoticeSchema,
    defaultValue: { bodyEn: current.bodyEn, bodyHi: current.bodyHi },
    lastReply,
  });
  const { fields } = state;
  return (
    <AdminPage
      title="Privacy Notice"
      description={`What parents read at /privacy before they send a form. Version ${current.version} is in force. Publishing your changes makes a new version; earlier ones are kept, because each consent names the version it was given under.`}
    >
      <AdminForm
        state={state}
        className="space-y-4"
        submit={{ label: "Publish New Version", busyLabel: "Publishing..." }}
      >
        <p className="text-sm text-slate-600">
          A line starting with &quot;## &quot; is a heading, a line starting with &quot;- &quot; is a list item, and a
          blank line starts a new paragraph. The page adds, by itself, what each form collects and the privacy contact
          from School Settings.
        </p>
        <TextAreaField meta={fields.bodyEn} label="English text" rows={16} />
        <div lang="hi">
          <TextAreaField meta={fields.bodyHi} label="Hindi text" rows={16} />
        </div>
      </AdminForm>

      <OfficeSection id="versions-heading" title="Versions" className="mt-10">
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {versions.map((row) => (
            <li key={row.version} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
              <span>
                Version {row.version}, published {row.publishedOn}
                {row.createdByEmail ? ` by ${row.createdByEmail}` : ""}
                {row.version === current.version ? " (in force)" : ""}
              </span>
              <span className="flex gap-3">
                <a
                  href={privacyNoticeVersionPath(row.version)}
                  className="inline-flex min-h-11 min-w-11 items-center font-medium text-brand-800 hover:underline"
                >
                  English
                </a>
                <a
                  href={pathIn("hi", privacyNoticeVersionPath(row.version))}
                  className="inline-flex min-h-11 min-w-11 items-center font-medium text-brand-800 hover:underline"
                >
                  Hindi
                </a>
              </span>
            </li>
          ))}
        </ul>
      </OfficeSection>
    </AdminPage>
  );
}
