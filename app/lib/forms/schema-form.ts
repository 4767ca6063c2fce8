// The one way every form of the site, public and back office, checks what is
// typed: with the zod schema the server checks it with too, first when the
// form is sent and then as it is corrected; and its fields' HTML constraints
// (required, lengths, bounds) read from that same schema, never copied by hand.
import { getFormProps, useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useMemo, type FormEvent } from "react";
import type { core, z } from "zod";

import "./zod-config";

/** A form's schema: an object of fields (or a union of such objects), perhaps transformed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform types a form's fields as a record of anything
export type FormSchema = z.ZodType<unknown, Record<string, any>>;

export type Constraints = ReturnType<typeof getZodConstraint>;
type Constraint = Constraints[string];

const CONFORM_INTENT = "__intent__";

/**
 * conform's form for `schema`: `form` and `fields` (the metadata the
 * ./form-controls fields take) and `formProps` for the <form> element.
 */
export function useSchemaForm<Schema extends FormSchema>({
  id,
  schema,
  lastResult,
  defaultValue,
  onSubmit,
  onRefused,
  schemaFor,
}: {
  id: string;
  schema: Schema;
  /**
   * The schema one submit is checked with, by what it sends (the button pressed is in it): a page whose parts are
   * saved on their own checks only the part (School Settings' groups). By default `schema`.
   */
  schemaFor?: (formData: FormData) => FormSchema;
  /** The server's answer to the last submission: its errors, and what to show again. */
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: DefaultValue<z.input<Schema>>;
  /** Runs only for a form that passed its check (the page handles it itself, say). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Runs when the check stops someone's submit, with its first message (a toast, say). */
  onRefused?: (message: string | undefined) => void;
}) {
  const constraint = useMemo(() => schemaConstraint(schema), [schema]);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    defaultValue,
    constraint,
    // Never when a field is left: a message appearing then moves the button
    // being pressed away from the pointer, and the click is lost.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: (schemaFor?.(formData) ?? schema) as Schema }),
    onSubmit,
  });
  const props = getFormProps(form);
  const formProps = {
    ...props,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      props.onSubmit(event);
      if (!onRefused || !event.defaultPrevented) return;
      // conform's own intents (form.update, say) submit too: not someone's submit.
      if ((event.nativeEvent as SubmitEvent).submitter?.getAttribute("name") === CONFORM_INTENT) return;
      const sent = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
      const submission = parseWithZod(sent, { schema: schemaFor?.(sent) ?? schema });
      if (submission.status !== "success") onRefused(firstMessage(submission.error));
    },
  };
  return { form, fields, formProps };
}

/** The first message of a refused form, field by field in the form's order. */
export function firstMessage(error: Record<string, string[] | null> | null | undefined): string | undefined {
  return Object.values(error ?? {}).find((messages) => messages?.length)?.[0];
}

/**
 * The HTML constraints of a form's fields. conform's getZodConstraint gives
 * `required` (and the choices of a list); it reads lengths and bounds from
 * `_zod.bag`, which zod 4.6 no longer fills, so those are read here from the
 * fields' own checks (`.min()`, `.max()`). A schema that ends in a transform
 * (a whole-form `.transform()`) is read through it; getZodConstraint refuses one.
 */
export function schemaConstraint(schema: FormSchema): Constraints {
  const fields = beforeTransform(schema);
  const constraint = requiredOf(fields);
  for (const [name, field] of fieldsOf(fields)) {
    constraint[name] = { ...constraint[name], ...bounds(field) };
  }
  return constraint;
}

/**
 * getZodConstraint's answer; for a union (a form whose tabs ask different
 * fields), each branch's, so that a field only one branch has is as required
 * as that branch says (getZodConstraint would call it optional).
 */
function requiredOf(schema: core.$ZodType): Constraints {
  const def = defOf(schema);
  if (def.type === "union") return Object.assign({}, ...def.options.map(requiredOf));
  return { ...getZodConstraint(schema) };
}

const defOf = (schema: core.$ZodType) => schema._zod.def as core.$ZodTypes["_zod"]["def"];

function beforeTransform(schema: core.$ZodType): core.$ZodType {
  const def = defOf(schema);
  return def.type === "pipe" && defOf(def.out).type === "transform" ? beforeTransform(def.in) : schema;
}

/** The fields of an object schema, or of every object of a union. */
function fieldsOf(schema: core.$ZodType): [string, core.$ZodType][] {
  const def = defOf(schema);
  if (def.type === "object") return Object.entries(def.shape);
  if (def.type === "union") return def.options.flatMap(fieldsOf);
  if (def.type === "pipe") return fieldsOf(def.in);
  return [];
}

/** minLength/maxLength of a text, min/max of a number, through optional, default and pipes. */
function bounds(schema: core.$ZodType): Constraint {
  const def = defOf(schema);
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
      return bounds(def.innerType);
    case "pipe":
      // A text piped into a format (z.email()) keeps its lengths on the way in.
      return { ...bounds(def.in), ...bounds(def.out) };
    case "string":
    case "number":
      return fromChecks(def.checks ?? []);
    default:
      return {};
  }
}

function fromChecks(checks: core.$ZodCheck[]): Constraint {
  const constraint: Constraint = {};
  for (const check of checks) {
    const def = check._zod.def as core.$ZodChecks["_zod"]["def"];
    switch (def.check) {
      case "min_length":
        constraint.minLength = Math.max(constraint.minLength ?? 0, def.minimum);
        break;
      case "max_length":
        constraint.maxLength = Math.min(constraint.maxLength ?? Infinity, def.maximum);
        break;
      // HTML's min and max include their value: an exclusive bound is left to the schema.
      case "greater_than":
        if (def.inclusive && typeof def.value === "number") constraint.min = def.value;
        break;
      case "less_than":
        if (def.inclusive && typeof def.value === "number") constraint.max = def.value;
        break;
    }
  }
  return constraint;
}
