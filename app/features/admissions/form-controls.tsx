import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { controlClass, Field } from "~/ui/field";

// Conform-wired inputs for the admissions forms: label, control, error in one.

export function TextField({
  meta,
  label,
  type = "text",
  optional,
  autoComplete,
  inputMode,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  type?: "text" | "email" | "tel";
  optional?: boolean;
  autoComplete?: string;
  inputMode?: "tel" | "email" | "text";
}) {
  return (
    <Field label={label} htmlFor={meta.id} errors={meta.errors} errorId={meta.errorId} optional={optional}>
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
