import { ExternalLink } from "lucide-react";
import { useEffect, useRef, type FocusEvent } from "react";

import { AdminForm, useAdminForm } from "~/features/admin/admin-form";
import { AdminPage } from "~/features/admin/admin-page";
import { hindiLabel, HindiTextAreaField, HindiTextField } from "~/features/admin/hindi-fields";
import { sectionPath } from "~/features/admin/sections";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { useHydrated } from "~/lib/page/use-hydrated";
import { SubmitButton, TextAreaField, TextField } from "~/ui/form-controls";
import { showToast } from "~/ui/toaster";

import type { ContentSectionRow } from "./content.server";
import type { ContentReply } from "./manage-content.server";
import {
  CONTENT_FIELDS,
  CONTENT_MESSAGES,
  contentFieldSchemas,
  NO_SCRIPT_FIELD,
  updateSectionSchema,
  type ContentField,
} from "./schema";
import { publicPageOf, sectionName } from "./sections";

/** SPEC §2 "Content": one card per content section, saved as staff leave a field. */
export function AdminContentPage({ sections, lastReply }: { sections: ContentSectionRow[]; lastReply?: ContentReply }) {
  return (
    <AdminPage
      title="Manage Content"
      description="Edit the text of the public pages. A field is saved when you leave it; Save saves the whole card."
    >
      {sections.length === 0 ? (
        <p className="text-slate-600">There are no content sections yet.</p>
      ) : (
        <ul className="grid gap-6 lg:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <ContentCard
                section={section}
                // After a save without scripts, the page shows that card's answer.
                lastReply={lastReply?.result?.initialValue?.id === section.id ? lastReply : undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}

/** Saves one field of a card when it loses focus with a changed value. */
function useFieldSave(section: ContentSectionRow, field: ContentField) {
  // A Hindi field with no Hindi (null) shows empty.
  const stored = section[field] ?? "";
  // The value last saved (or being saved): leaving a field unchanged sends nothing.
  const saved = useRef(stored);
  useEffect(() => {
    saved.current = stored;
  }, [stored]);
  const action = useAdminAction<ContentReply>();
  const failed = action.reply && !action.reply.ok && action.fetcher.state === "idle";
  useEffect(() => {
    // A refused save is tried again the next time the field is left.
    if (failed) saved.current = stored;
  }, [failed, stored]);

  return (value: string) => {
    if (value === saved.current) return;
    const check = contentFieldSchemas[field].safeParse(value);
    if (!check.success) {
      showToast({
        id: `validation-${section.id}-${field}`,
        type: "error",
        title: CONTENT_MESSAGES.validation,
        description: check.error.issues[0]!.message,
      });
      return;
    }
    saved.current = value;
    void action.fetcher.submit(
      { intent: "update", id: section.id, fields: field, [field]: value },
      { method: "post", action: sectionPath("content") },
    );
  };
}

function ContentCard({ section, lastReply }: { section: ContentSectionRow; lastReply?: ContentReply }) {
  const hydrated = useHydrated();
  const state = useAdminForm<typeof updateSectionSchema, ContentReply>({
    section: "content",
    intent: "update",
    id: `content-${section.id}`,
    schema: updateSectionSchema,
    defaultValue: {
      title: section.title,
      content: section.content,
      titleHi: section.titleHi ?? "",
      contentHi: section.contentHi ?? "",
    },
    validationTitle: CONTENT_MESSAGES.validation,
    lastReply,
  });
  const { fields } = state;
  const saveTitle = useFieldSave(section, "title");
  const saveContent = useFieldSave(section, "content");
  const saveTitleHi = useFieldSave(section, "titleHi");
  const saveContentHi = useFieldSave(section, "contentHi");
  const saveButton = useRef<HTMLButtonElement>(null);
  const page = publicPageOf(section.sectionKey);
  const headingId = `content-heading-${section.id}`;

  // Leaving a field for this card's Save button: the button saves them all, once.
  const onBlur =
    (saveField: (value: string) => void) => (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (event.relatedTarget === saveButton.current) return;
      saveField(event.currentTarget.value);
    };

  return (
    <section aria-labelledby={headingId} className="h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {sectionName(section.sectionKey)}
        </h2>
        {page ? (
          <a
            href={page.path}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
          >
            Shown on {page.label}
            <ExternalLink aria-hidden className="h-3.5 w-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : null}
      </div>
      <AdminForm
        state={state}
        // Save sends every field; without scripts the answer is a redirect with a toast.
        hidden={{ id: section.id, fields: [...CONTENT_FIELDS], [NO_SCRIPT_FIELD]: hydrated ? undefined : "1" }}
        className="mt-4 space-y-1"
        submit={
          <div className="flex justify-end">
            <SubmitButton ref={saveButton} variant="secondary" busy={state.busy} busyLabel="Saving...">
              Save
            </SubmitButton>
          </div>
        }
      >
        <TextField meta={fields.title} label="Title" onBlur={onBlur(saveTitle)} />
        <HindiTextField meta={fields.titleHi} label={hindiLabel("Title")} onBlur={onBlur(saveTitleHi)} />
        <TextAreaField meta={fields.content} label="Content" rows={6} onBlur={onBlur(saveContent)} />
        <HindiTextAreaField
          meta={fields.contentHi}
          label={hindiLabel("Content")}
          rows={6}
          onBlur={onBlur(saveContentHi)}
        />
      </AdminForm>
    </section>
  );
}
