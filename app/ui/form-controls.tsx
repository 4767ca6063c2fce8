import {
  getCollectionProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import type { ComponentProps, ReactNode } from "react";

import { Button } from "~/ui/button";
import { controlClass, ErrorLine, Field } from "~/ui/field";

// The one way a form of the site, public or back office, shows a field:
// conform's metadata wires name, id, value, constraints (from the schema) and
// aria attributes; the Field frame adds the label, the hint and the line kept
// for the message. Any other attribute given is passed to the control.

export type FieldMeta = FieldMetadata<unknown>;
type Meta = FieldMeta;

interface Labelled {
  meta: Meta;
  label: ReactNode;
  hint?: ReactNode;
  /** Shown after the label; by default when the schema does not require the field. */
  optional?: boolean;
}

function frame(meta: Meta, { label, hint, optional }: Omit<Labelled, "meta">) {
  return {
    label,
    htmlFor: meta.id,
    errors: meta.errors,
    errorId: meta.errorId,
    hint,
    hintId: hint ? meta.descriptionId : undefined,
    optional: optional ?? meta.required === false,
  };
}

const described = (meta: Meta, hint: ReactNode) => (hint ? meta.descriptionId : undefined);

// HTML allows minlength and maxlength only on inputs of text; a date or a number is bounded by min and max.
const TAKES_LENGTHS = new Set(["text", "search", "email", "tel", "url", "password"]);

/** conform's props for an input of `type`, without constraints HTML does not allow on it. */
export function constrainedInputProps(meta: Meta, options: Parameters<typeof getInputProps>[1]) {
  const { minLength, maxLength, ...props } = getInputProps(meta, options);
  return TAKES_LENGTHS.has(options.type) ? { ...props, minLength, maxLength } : props;
}

type InputType = "text" | "email" | "tel" | "url" | "password" | "number" | "date" | "datetime-local" | "file";

/**
 * A text input (or number, date, file…). Given a `value`, it is the caller's
 * to hold; given `errors`, those are its messages (found as it is typed, say)
 * instead of the schema's.
 */
export function TextField({
  meta,
  label,
  hint,
  optional,
  errors,
  type = "text",
  className = "",
  ...inputProps
}: Labelled & Omit<ComponentProps<"input">, "type"> & { type?: InputType; errors?: string[] }) {
  const controlled = inputProps.value !== undefined;
  const invalid = errors ? errors.length > 0 : undefined;
  return (
    <Field {...frame(meta, { label, hint, optional })} errors={errors ?? meta.errors}>
      <input
        {...constrainedInputProps(meta, { type, value: !controlled, ariaDescribedBy: described(meta, hint) })}
        {...(invalid === undefined
          ? {}
          : {
              "aria-invalid": invalid || undefined,
              "aria-describedby":
                [invalid ? meta.errorId : "", described(meta, hint) ?? ""].join(" ").trim() || undefined,
            })}
        key={meta.key}
        className={`${controlClass} ${className}`}
        {...inputProps}
      />
    </Field>
  );
}

export type Option = string | { value: string; label: string };
const optionValue = (option: Option) => (typeof option === "string" ? option : option.value);
const optionLabel = (option: Option) => (typeof option === "string" ? option : option.label);

/** A list to choose from; `placeholder` is a first, empty choice. */
export function SelectField({
  meta,
  label,
  hint,
  optional,
  placeholder,
  options,
  className = "",
  ...selectProps
}: Labelled &
  ComponentProps<"select"> & {
    placeholder?: string;
    options: readonly Option[];
  }) {
  const controlled = selectProps.value !== undefined;
  return (
    <Field {...frame(meta, { label, hint, optional })}>
      <select
        {...getSelectProps(meta, { value: !controlled, ariaDescribedBy: described(meta, hint) })}
        key={meta.key}
        className={`${controlClass} ${className}`}
        {...selectProps}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={optionValue(option)} value={optionValue(option)}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Several lines of text: 4 rows high unless told (SPEC §9). */
export function TextAreaField({
  meta,
  label,
  hint,
  optional,
  rows = 4,
  className = "",
  ...textareaProps
}: Labelled & ComponentProps<"textarea">) {
  return (
    <Field {...frame(meta, { label, hint, optional })}>
      <textarea
        {...getTextareaProps(meta, { ariaDescribedBy: described(meta, hint) })}
        key={meta.key}
        rows={rows}
        className={`${controlClass} ${className}`}
        {...textareaProps}
      />
    </Field>
  );
}

/**
 * One box, its label beside it. A box that is ticked or not has nothing to be
 * wrong about, so no line is kept for a message, unless it must be ticked
 * (`required`: consent, say), which keeps one below it so that its message
 * moves nothing. Given `checked`, it is the caller's to hold.
 */
export function CheckboxField({
  meta,
  label,
  className = "",
  required,
  ...inputProps
}: { meta: Meta; label: ReactNode; required?: boolean } & Omit<ComponentProps<"input">, "type" | "required">) {
  const controlled = inputProps.checked !== undefined;
  return (
    <div className={className}>
      {/* The label holds the box: one target, the box and its words, at least 44 px high (decision 0049). */}
      <label htmlFor={meta.id} className="flex min-h-11 items-start gap-3 py-3 text-sm font-medium text-slate-800">
        <input
          {...getInputProps(meta, { type: "checkbox", value: !controlled })}
          key={meta.key}
          className="h-6 w-6 shrink-0 accent-brand-700"
          {...inputProps}
        />
        <span>{label}</span>
      </label>
      {required || meta.errors ? <ErrorLine id={meta.errorId} errors={meta.errors} /> : null}
    </div>
  );
}

/** A group of boxes under one legend (the sections a person may open, say), with its message line. */
export function CheckboxGroupField({
  meta,
  legend,
  hint,
  options,
}: {
  meta: Meta;
  legend: string;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <fieldset aria-describedby={described(meta, hint)}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint ? (
        <p id={meta.descriptionId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <Choices meta={meta} type="checkbox" options={options} />
      <ErrorLine id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

/** One of a few choices, each a round button with its words, under one legend (a language, say): one tap each. */
export function RadioGroupField({
  meta,
  legend,
  options,
}: {
  meta: Meta;
  legend: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <fieldset aria-describedby={meta.errors ? meta.errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <Choices meta={meta} type="radio" options={options} />
      <ErrorLine id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

/** A form's submit button, with its own words while the form is being sent ("Saving..."). */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  disabled,
  ...props
}: Omit<ComponentProps<typeof Button>, "type"> & { busy: boolean; busyLabel: string }) {
  return (
    <Button type="submit" disabled={busy || disabled} {...props}>
      {busy ? busyLabel : children}
    </Button>
  );
}

/** The boxes or round buttons of a group, two columns from 640 px, each a target a thumb can hit. */
function Choices({
  meta,
  type,
  options,
}: {
  meta: Meta;
  type: "checkbox" | "radio";
  options: readonly { value: string; label: string }[];
}) {
  const labels = new Map(options.map((option) => [option.value, option.label]));
  return (
    <div className="mt-2 grid gap-2 sm:grid-cols-2">
      {getCollectionProps(meta, { type, options: options.map((option) => option.value) }).map(({ key, ...props }) => (
        <label
          key={key}
          className="flex min-h-11 items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
        >
          <input {...props} className="h-5 w-5 shrink-0 accent-brand-700" />
          {labels.get(props.value)}
        </label>
      ))}
    </div>
  );
}
