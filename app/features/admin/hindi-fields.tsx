// The Hindi field beside an English one in a back office form (decision 0054).
// The back office stays in English; only what it keeps is in Hindi. lang="hi"
// lets a phone offer its Hindi keyboard and the browser check Hindi spelling.
import { TriangleAlert } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";

import { TextAreaField, TextField, type FieldMeta } from "~/ui/form-controls";

/** What every Hindi field says under its label. */
export const HINDI_HINT = "Shown on the Hindi site. While it is empty, the Hindi site shows the English.";

/** What it says besides while it is empty, where the person typing sees it (decision 0075). */
export const HINDI_EMPTY = "Empty: Hindi readers will see the English.";

/** "Title" → "Title (Hindi)". */
export const hindiLabel = (label: string) => `${label} (Hindi)`;

/** The field's hint, and while the field is empty the warning that Hindi readers will get the English. */
function hindiHint(meta: FieldMeta, hint: ReactNode = HINDI_HINT) {
  const empty = typeof meta.value !== "string" || meta.value.trim() === "";
  if (!empty) return hint;
  return (
    <>
      {hint}{" "}
      <span className="mt-1 flex items-center gap-1 font-medium text-amber-800">
        <TriangleAlert aria-hidden className="h-4 w-4 shrink-0" />
        {HINDI_EMPTY}
      </span>
    </>
  );
}

export function HindiTextField({ hint, ...props }: ComponentProps<typeof TextField>) {
  return <TextField lang="hi" autoComplete="off" {...props} hint={hindiHint(props.meta, hint)} />;
}

export function HindiTextAreaField({ hint, ...props }: ComponentProps<typeof TextAreaField>) {
  return <TextAreaField lang="hi" {...props} hint={hindiHint(props.meta, hint)} />;
}
