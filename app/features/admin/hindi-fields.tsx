// The Hindi field beside an English one in a back office form (decision 0054).
// The back office stays in English; only what it keeps is in Hindi. lang="hi"
// lets a phone offer its Hindi keyboard and the browser check Hindi spelling.
import type { ComponentProps } from "react";

import { TextAreaField, TextField } from "~/ui/form-controls";

/** What every Hindi field says under its label. */
export const HINDI_HINT = "Shown on the Hindi site. While it is empty, the Hindi site shows the English.";

/** "Title" → "Title (Hindi)". */
export const hindiLabel = (label: string) => `${label} (Hindi)`;

export function HindiTextField(props: ComponentProps<typeof TextField>) {
  return <TextField lang="hi" hint={HINDI_HINT} autoComplete="off" {...props} />;
}

export function HindiTextAreaField(props: ComponentProps<typeof TextAreaField>) {
  return <TextAreaField lang="hi" hint={HINDI_HINT} {...props} />;
}
