import { getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ExternalLink } from "lucide-react";
import { useEffect, useRef, type FocusEvent } from "react";

import { AdminPage } from "~/features/admin/admin-page";
import { useAdminAction, validatedFormProps } from "~/features/admin/use-admin-action";
import { useHydrated } from "~/lib/use-hydrated";
import { Button } from "~/ui/button";
import { controlClass, Field, FormErrors } from "~/ui/field";
import { showToast } from "~/ui/toaster";

import type { ContentSectionRow } from "./content.server";
import {
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  contentFieldSchemas,
  NO_SCRIPT_FIELD,
  updateSectionSchema,
  type ContentField,
  type ContentReply,
} from "./schema";
import { publicPageOf, sectionName } from "./sections";

export const CONTENT_ACTION = "/admin/content";

/** SPEC §2 "Content": one card per content section, saved as staff leave a field. */
export function ContentPage({ sections, lastReply }: { sections: ContentSectionRow[]; lastReply?: ContentReply }) {
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
  // The value last saved (or being saved): leaving a field unchanged sends nothing.
  const saved = useRef(section[field]);
  useEffect(() => {
    saved.current = section[field];
  }, [section, field]);
  const action = useAdminAction<ContentReply>();
  const failed = action.reply && !action.reply.ok && action.fetcher.state === "idle";
  useEffect(() => {
    // A refused save is tried again the next time the field is left.
    if (failed) saved.current = section[field];
  }, [failed, section, field]);

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
      { method: "post", action: CONTENT_ACTION },
    );
  };
}

function ContentCard({ section, lastReply }: { section: ContentSectionRow; lastReply?: ContentReply }) {
  const hydrated = useHydrated();
  const save = useAdminAction<ContentReply>();
  const saveTitle = useFieldSave(section, "title");
  const saveContent = useFieldSave(section, "content");
  const saveButton = useRef<HTMLButtonElement>(null);
  const [form, fields] = useForm({
    id: `content-${section.id}`,
    lastResult: save.reply?.result ?? lastReply?.result,
    defaultValue: { title: section.title, content: section.content },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: updateSectionSchema }),
  });
  const page = publicPageOf(section.sectionKey);
  const headingId = `content-heading-${section.id}`;

  // Leaving a field for this card's Save button: the button saves both, once.
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
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
          >
            Shown on {page.label}
            <ExternalLink aria-hidden className="h-3.5 w-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : null}
      </div>
      <save.fetcher.Form
        method="post"
        action={CONTENT_ACTION}
        {...validatedFormProps(form, updateSectionSchema, CONTENT_MESSAGES.validation)}
        className="mt-4 space-y-3"
      >
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={section.id} />
        <input type="hidden" name="fields" value="title" />
        <input type="hidden" name="fields" value="content" />
        {hydrated ? null : <input type="hidden" name={NO_SCRIPT_FIELD} value="1" />}
        <Field
          label="Title"
          htmlFor={fields.title.id}
          errors={fields.title.errors}
          errorId={fields.title.errorId}
          optional
        >
          <input
            {...getInputProps(fields.title, { type: "text" })}
            key={fields.title.key}
            maxLength={CONTENT_LIMITS.title}
            onBlur={onBlur(saveTitle)}
            className={controlClass}
          />
        </Field>
        <Field
          label="Content"
          htmlFor={fields.content.id}
          errors={fields.content.errors}
          errorId={fields.content.errorId}
          optional
        >
          <textarea
            {...getTextareaProps(fields.content)}
            key={fields.content.key}
            rows={6}
            maxLength={CONTENT_LIMITS.content}
            onBlur={onBlur(saveContent)}
            className={controlClass}
          />
        </Field>
        <FormErrors errors={form.errors} id={form.errorId} />
        <div className="flex justify-end">
          <Button ref={saveButton} type="submit" variant="secondary" disabled={save.busy}>
            {save.busy ? "Saving..." : "Save"}
          </Button>
        </div>
      </save.fetcher.Form>
    </section>
  );
}
