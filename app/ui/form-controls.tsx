import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";

import { controlClass, Field } from "~/ui/field";

// Conform-wired inputs for the site's forms, public and back office: label, control, error in one.

export function TextField({
  meta,
  label,
  type = "text",
  optional,
  autoComplete,
  inputMode,
  hint,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  type?: "text" | "email" | "tel" | "url" | "password";
  optional?: boolean;
  autoComplete?: string;
  inputMode?: "tel" | "email" | "text";
  hint?: ReactNode;
}) {
  return (
    <Field label={label} htmlFor={meta.id} errors={meta.errors} errorId={meta.errorId} optional={optional} hint={hint}>
      <input
        {...getInputProps(meta, { type })}
        key={meta.key}
        className={controlClass}
        autoComplete={autoComplete}
        inputMode={inputMode}
      />
    </Field>
  );
}

export function SelectField({
  meta,
  label,
  placeholder,
  options,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  placeholder: string;
  options: readonly string[];
}) {
  return (
    <Field label={label} htmlFor={meta.id} errors={meta.errors} errorId={meta.errorId}>
      <select {...getSelectProps(meta)} key={meta.key} className={controlClass}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function TextAreaField({
  meta,
  label,
  optional = true,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  optional?: boolean;
}) {
  return (
    <Field label={label} htmlFor={meta.id} errors={meta.errors} errorId={meta.errorId} optional={optional}>
      <textarea {...getTextareaProps(meta)} key={meta.key} rows={4} className={controlClass} />
    </Field>
  );
}
