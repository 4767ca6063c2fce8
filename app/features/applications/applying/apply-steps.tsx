// The steps' forms (docs/specification.md §22): one plain form a page, posted to the server, which works without
// JavaScript and shows again with its messages and what was typed; with JavaScript the same schema checks it
// first. The documents are uploaded one by one, each in a small post of its own. Loaded at the page's first use
// (decision 0036); the back office's paper form uses them too, in English (decision 0057).
import type { SubmissionResult } from "@conform-to/react";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useRef, useState, type ReactNode } from "react";
import { Form, Link, useActionData, useFetcher, useNavigate, useNavigation, useRevalidator } from "react-router";

import { CLASS_LABELS, labelledOptions, RELATIONSHIP_LABELS } from "~/features/admissions/option-labels";
import { CLASSES, RELATIONSHIPS } from "~/features/admissions/options";
import { CONSENT_LABEL } from "~/features/privacy/consent";
import { IN_PAGE_REPLY } from "~/features/public-forms/form-key";
import { PrivacyNoticeNote } from "~/features/public-forms/public-form";
import { HoneypotField } from "~/lib/forms/honeypot";
import { useSchemaForm, type FormSchema } from "~/lib/forms/schema-form";
import { useHydrated } from "~/lib/page/use-hydrated";
import { buttonClass } from "~/ui/button";
import { ErrorLine, FormErrors } from "~/ui/field";
import { CheckboxField, SelectField, SubmitButton, TextAreaField, TextField, type FieldMeta } from "~/ui/form-controls";

import { addDays, longDate } from "../../../../db/time";
import { uploadWithProgress } from "../documents/upload-with-progress";
import { BOARD_LABELS, GENDER_LABELS } from "../option-labels";
import { BOARDS, DOCUMENT_KIND, GENDERS, MAX_SIBLINGS, type DocumentKind } from "../options";
import { ageWarning } from "./age-warning";
import type { StepReply, StepView } from "./apply-types";
import {
  asksApaarId,
  childSchema,
  DOCUMENT_LABELS,
  DOCUMENT_MESSAGES,
  MAX_DOCUMENT_BYTES,
  paperReviewSchema,
  parentsSchema,
  previousSchoolSchema,
  reviewSchema,
  siblingsSchema,
} from "./schema";
import { STEP_NAMES, stepBefore, type Step } from "./steps";

/** Where a step is, on the page's own address. */
export const stepAddress = (base: string, step: Step) => `${base}?step=${step}`;

/** The post's reply to this step's form, if the last post was one. */
function useStepReply(step: Step) {
  const reply = useActionData() as StepReply | undefined;
  return reply && "step" in reply && reply.step === step ? reply : undefined;
}

/** A step's form: conform's, with the server's last reply (or the saved values checked again) and the saved values. */
function useStepForm<Schema extends FormSchema>(view: StepView, schema: Schema, defaultValue: object | undefined) {
  const reply = useStepReply(view.step);
  const lastResult: SubmissionResult<string[]> | null =
    (reply && "result" in reply ? reply.result : undefined) ?? view.recheck;
  return useSchemaForm({ id: `application-${view.step}`, schema, lastResult, defaultValue: defaultValue as never });
}

/** The frame of a step's form: posted to the step's address, the fields, then Back and the button. */
function StepFormFrame({
  view,
  formProps,
  formErrors,
  formErrorId,
  submitLabel,
  busyLabel,
  children,
}: {
  view: StepView;
  formProps: ReturnType<typeof useSchemaForm>["formProps"];
  formErrors: string[] | undefined;
  formErrorId: string;
  submitLabel?: string;
  busyLabel?: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const before = stepBefore(view.step);
  // Before there is a draft, the first step posts to the page that makes one.
  const action = view.held.length === 0 && view.step === "child" ? view.base : stepAddress(view.base, view.step);
  return (
    <Form method="post" action={action} {...formProps} className="space-y-3">
      {children}
      <div className="flex flex-wrap-reverse items-center justify-between gap-3 pt-2">
        {before ? (
          <Link to={stepAddress(view.base, before)} className={buttonClass("secondary")}>
            <Trans>Back</Trans>
          </Link>
        ) : (
          <span />
        )}
        <SubmitButton busy={busy} busyLabel={busyLabel ?? t`Saving...`}>
          {submitLabel ?? t`Save and Continue`}
        </SubmitButton>
      </div>
      <FormErrors errors={formErrors} id={formErrorId} />
    </Form>
  );
}

/** A labelled group of fields: one parent, one brother or sister. */
function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">{legend}</legend>
      {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

/** The warning that the child is outside the class's age rule: told, never a refusal. */
export function AgeWarning({ warning }: { warning: string | null }) {
  return (
    <div aria-live="polite">
      {warning ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">{warning}</p>
      ) : null}
    </div>
  );
}

// ------------------------------------------------------------------ the child

function ChildStep({ view }: { view: StepView }) {
  const { t, i18n } = useLingui();
  const hydrated = useHydrated();
  const classes = useMemo(() => view.classes.map((choice) => choice.className), [view.classes]);
  const schema = useMemo(() => childSchema(i18n, { today: view.today, classes }), [i18n, view.today, classes]);
  const { form, fields, formProps } = useStepForm(view, schema, view.saved.child);
  // Read as they are typed, for the age warning and the APAAR ID.
  const [dateOfBirth, setDateOfBirth] = useState(String(fields.date_of_birth.initialValue ?? ""));
  const [className, setClassName] = useState(String(fields.class_sought.initialValue ?? ""));
  const choice = view.classes.find((open) => open.className === className);
  const warning = choice ? ageWarning(i18n, { dateOfBirth, className: choice.className, rule: choice.rule }) : null;
  return (
    <StepFormFrame view={view} formProps={formProps} formErrors={form.errors} formErrorId={form.errorId}>
      {view.held.length === 0 ? <HoneypotField /> : null}
      <TextField meta={fields.child_name} label={t`Full name (as on the birth certificate)`} autoComplete="off" />
      <TextField
        meta={fields.date_of_birth}
        type="date"
        label={t`Date of birth`}
        max={addDays(view.today, -1)}
        onChange={(event) => setDateOfBirth(event.target.value)}
      />
      <SelectField
        meta={fields.gender}
        label={t`Gender`}
        placeholder={t`Select gender`}
        options={labelledOptions(GENDERS, GENDER_LABELS, (label) => t(label))}
      />
      <SelectField
        meta={fields.class_sought}
        label={t`Class sought`}
        placeholder={t`Select class`}
        options={view.classes.map((open) => ({ value: open.className, label: t(CLASS_LABELS[open.className]) }))}
        onChange={(event) => setClassName(event.target.value)}
      />
      <AgeWarning warning={warning} />
      {/* Asked from Class IX only: without JavaScript the field is there, and its hint says so. */}
      {!hydrated || asksApaarId(className) ? (
        <TextField
          meta={fields.apaar_id}
          label={t`APAAR ID`}
          hint={t`12 digits. Asked for Class IX and above only.`}
          inputMode="numeric"
          autoComplete="off"
        />
      ) : null}
    </StepFormFrame>
  );
}

// ------------------------------------------------------------------ the parents

function ParentsStep({ view }: { view: StepView }) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => parentsSchema(i18n), [i18n]);
  const { form, fields, formProps } = useStepForm(view, schema, view.saved.parents);
  const relationships = labelledOptions(RELATIONSHIPS, RELATIONSHIP_LABELS, (label) => t(label));
  return (
    <StepFormFrame view={view} formProps={formProps} formErrors={form.errors} formErrorId={form.errorId}>
      <AgeWarning warning={view.ageWarning} />
      <Group legend={t`Parent or guardian`}>
        <TextField meta={fields.parent_name} label={t`Name`} autoComplete="name" />
        <SelectField
          meta={fields.parent_relationship}
          label={t`Relationship`}
          placeholder={t`Select relationship`}
          options={relationships}
        />
        <TextField meta={fields.parent_mobile} label={t`Mobile number`} type="tel" inputMode="tel" autoComplete="tel" />
        <TextField meta={fields.parent_occupation} label={t`Occupation`} />
      </Group>
      <Group legend={t`Second parent or guardian`} hint={t`Optional: fill it in if you wish.`}>
        <TextField meta={fields.second_parent_name} label={t`Name`} optional={false} />
        <SelectField
          meta={fields.second_parent_relationship}
          label={t`Relationship`}
          placeholder={t`Select relationship`}
          options={relationships}
          optional={false}
        />
        <TextField
          meta={fields.second_parent_mobile}
          label={t`Mobile number`}
          type="tel"
          inputMode="tel"
          optional={false}
        />
        <TextField meta={fields.second_parent_occupation} label={t`Occupation`} />
      </Group>
      <TextField
        meta={fields.email}
        label={t`E-mail`}
        type="email"
        autoComplete="email"
        hint={t`The link to this application, the confirmation and every update are sent here.`}
      />
      <TextAreaField meta={fields.address} label={t`Home address`} rows={3} autoComplete="street-address" />
    </StepFormFrame>
  );
}

// ------------------------------------------------------------------ the previous school

function PreviousSchoolStep({ view }: { view: StepView }) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => previousSchoolSchema(i18n), [i18n]);
  const { form, fields, formProps } = useStepForm(view, schema, view.saved["previous-school"]);
  return (
    <StepFormFrame view={view} formProps={formProps} formErrors={form.errors} formErrorId={form.errorId}>
      <p className="text-sm text-slate-600">
        <Trans>Leave this step empty if your child has not been to school.</Trans>
      </p>
      <TextField meta={fields.previous_school} label={t`Name`} />
      <SelectField
        meta={fields.previous_board}
        label={t`Board`}
        placeholder={t`Select board`}
        options={labelledOptions(BOARDS, BOARD_LABELS, (label) => t(label))}
      />
      <SelectField
        meta={fields.previous_class}
        label={t`Last class attended`}
        placeholder={t`Select class`}
        options={labelledOptions(CLASSES, CLASS_LABELS, (label) => t(label))}
      />
    </StepFormFrame>
  );
}

// ------------------------------------------------------------------ siblings

function SiblingsStep({ view }: { view: StepView }) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => siblingsSchema(i18n), [i18n]);
  // Three rows, always: a row left empty is no sibling.
  const saved = view.saved.siblings?.siblings ?? [];
  const rows = Array.from({ length: MAX_SIBLINGS }, (_, index) => saved[index] ?? { name: "", class_name: "" });
  const { form, fields, formProps } = useStepForm(view, schema, { siblings: rows });
  const classes = labelledOptions(CLASSES, CLASS_LABELS, (label) => t(label));
  return (
    <StepFormFrame view={view} formProps={formProps} formErrors={form.errors} formErrorId={form.errorId}>
      <p className="text-sm text-slate-600">
        <Trans>Brothers or sisters of the child who study at the school, if any.</Trans>
      </p>
      {fields.siblings.getFieldList().map((row, index) => {
        const sibling = row.getFieldset();
        const number = index + 1;
        return (
          <Group key={row.key} legend={t`Brother or sister ${number}`}>
            <TextField meta={sibling.name} label={t`Name`} optional={false} />
            <SelectField
              meta={sibling.class_name}
              label={t`Class`}
              placeholder={t`Select class`}
              options={classes}
              optional={false}
            />
          </Group>
        );
      })}
    </StepFormFrame>
  );
}

// ------------------------------------------------------------------ documents

/** "1.2 MB", "350 KB". */
function sizeOf(bytes: number) {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const ACCEPTED = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif,application/pdf";

/** A document's upload under way: the bytes sent of how many. */
type Progress = { sent: number; total: number };

/**
 * One document: what is uploaded, with Remove; a form to upload it (or another in its place), on its own. With
 * scripts a chosen file goes at once, its progress shown as it goes (decision 0075); without, by its Upload button.
 */
function DocumentRow({ view, kind }: { view: StepView; kind: DocumentKind }) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const remove = useFetcher<StepReply>({ key: `document-remove-${kind}` });
  const pageReply = useActionData() as StepReply | undefined;
  const [chosenTooLarge, setChosenTooLarge] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [answer, setAnswer] = useState<{ refused: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const stored = view.documents.find((document) => document.kind === kind);
  const action = `${stepAddress(view.base, "documents")}&kind=${kind}`;
  const reply = remove.data ?? pageReply;
  const refused = reply && "document" in reply && reply.document?.kind === kind ? reply.document.message : undefined;
  const message = chosenTooLarge ? t(DOCUMENT_MESSAGES.tooLarge) : (answer?.refused ?? refused);
  const name = t(DOCUMENT_LABELS[kind]);
  const errorId = `document-${kind}-error`;

  /** Sends the chosen file with its progress; a file past the limit is never sent (minutes on a slow network). */
  const send = async (form: HTMLFormElement) => {
    const file = new FormData(form).get("file");
    if (!(file instanceof File) || file.size === 0) return;
    const tooLarge = file.size > MAX_DOCUMENT_BYTES;
    setChosenTooLarge(tooLarge);
    setAnswer(null);
    if (tooLarge) return;
    setProgress({ sent: 0, total: file.size });
    const result = await uploadWithProgress(form, errorId, (sent, total) => setProgress({ sent, total }));
    setProgress(null);
    if (result.ok) {
      form.reset();
      await revalidator.revalidate();
    } else setAnswer({ refused: result.message ?? t(DOCUMENT_MESSAGES.interrupted) });
  };

  return (
    <li className="space-y-2 rounded-lg border border-slate-200 p-4">
      <h3 className="font-semibold text-slate-900">{name}</h3>
      {stored ? (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
          <p>
            {stored.contentType === "application/pdf" ? (
              <Trans>Uploaded: a PDF</Trans>
            ) : (
              <Trans>Uploaded: a photo</Trans>
            )}{" "}
            ({sizeOf(stored.bytes)})
          </p>
          <remove.Form method="post" action={action}>
            {hydrated ? <input type="hidden" name={IN_PAGE_REPLY.name} value={IN_PAGE_REPLY.value} /> : null}
            <input type="hidden" name="intent" value="remove" />
            <button
              type="submit"
              className={buttonClass("ghost", "text-red-700")}
              aria-label={t`Remove the ${name}`}
              disabled={remove.state !== "idle"}
            >
              <Trans>Remove</Trans>
            </button>
          </remove.Form>
        </div>
      ) : null}
      <form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        action={action}
        data-document={kind}
        data-uploading={progress ? "" : undefined}
        className="flex flex-col gap-2 sm:flex-row sm:items-center"
        onSubmit={(event) => {
          // With scripts, sent here with its progress; without, the browser posts it and the page answers.
          event.preventDefault();
          if (!progress) void send(event.currentTarget);
        }}
      >
        {hydrated ? <input type="hidden" name={IN_PAGE_REPLY.name} value={IN_PAGE_REPLY.value} /> : null}
        <label className="sr-only" htmlFor={`document-${kind}`}>
          {stored ? t`Another file for the ${name}` : t`A file for the ${name}`}
        </label>
        <input
          id={`document-${kind}`}
          type="file"
          name="file"
          accept={ACCEPTED}
          required
          disabled={progress !== null}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          onChange={(event) => {
            setChosenTooLarge(false);
            // Chosen is sent: a file picked and left is the one a parent believes is uploaded.
            if (event.currentTarget.files?.length) void send(event.currentTarget.form!);
          }}
          className="block min-h-11 w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
        />
        <button type="submit" className={buttonClass("secondary", "shrink-0")} disabled={progress !== null}>
          {progress ? <Trans>Uploading...</Trans> : <Trans>Upload</Trans>}
        </button>
      </form>
      {progress ? <UploadProgress progress={progress} name={name} /> : null}
      <ErrorLine id={errorId} errors={message ? [message] : undefined} />
    </li>
  );
}

/** "Uploading: 45% (0.8 MB of 1.7 MB)", with a bar; announced as it goes. */
function UploadProgress({ progress, name }: { progress: Progress; name: string }) {
  const { t } = useLingui();
  const percent = progress.total > 0 ? Math.floor((100 * progress.sent) / progress.total) : 0;
  const sent = sizeOf(progress.sent);
  const total = sizeOf(progress.total);
  return (
    <div className="space-y-1">
      <progress
        className="h-2 w-full accent-brand-700"
        max={100}
        value={percent}
        aria-label={t`Uploading the ${name}`}
      />
      <p className="text-sm text-slate-700" role="status">
        <Trans>
          Uploading: {percent}% ({sent} of {total})
        </Trans>
      </p>
    </div>
  );
}

/** The documents' forms whose file is chosen but not kept: still going, or never sent (chosen before scripts came). */
function pendingDocuments(step: HTMLElement | null): HTMLFormElement[] {
  return [...(step?.querySelectorAll<HTMLFormElement>("form[data-document]") ?? [])].filter(
    (form) =>
      form.hasAttribute("data-uploading") || (form.elements.namedItem("file") as HTMLInputElement)?.files?.length,
  );
}

function DocumentsStep({ view }: { view: StepView }) {
  const { t } = useLingui();
  const stepRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  // The documents a press of Continue would leave behind: it asks first (decision 0075).
  const [leftBehind, setLeftBehind] = useState<string[] | null>(null);
  const next = stepAddress(view.base, "review");
  return (
    <div ref={stepRef} className="space-y-4">
      <p className="text-sm text-slate-700">
        <Trans>
          Each document is optional: you may also bring it to the school office. A photo (JPEG, PNG, WebP or HEIC) or a
          PDF, 5 MB at most. Upload each one on its own.
        </Trans>
      </p>
      <ul className="space-y-3">
        {DOCUMENT_KIND.values.map((kind) => (
          <DocumentRow key={kind} view={view} kind={kind} />
        ))}
      </ul>
      {leftBehind ? (
        <div role="alert" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <p className="font-medium">
            <Trans>Chosen but not uploaded yet: {leftBehind.join(", ")}.</Trans>
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass("primary")}
              onClick={() => {
                for (const form of pendingDocuments(stepRef.current)) {
                  if (!form.hasAttribute("data-uploading")) form.requestSubmit();
                }
                setLeftBehind(null);
              }}
            >
              <Trans>Upload now</Trans>
            </button>
            <button type="button" className={buttonClass("secondary")} onClick={() => navigate(next)}>
              <Trans>Continue without uploading</Trans>
            </button>
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap-reverse items-center justify-between gap-3 pt-2">
        <Link to={stepAddress(view.base, "siblings")} className={buttonClass("secondary")}>
          <Trans>Back</Trans>
        </Link>
        <Link
          to={next}
          className={buttonClass("primary")}
          onClick={(event) => {
            const pending = pendingDocuments(stepRef.current);
            if (pending.length === 0) return;
            event.preventDefault();
            setLeftBehind(pending.map((form) => t(DOCUMENT_LABELS[form.dataset.document as DocumentKind])));
          }}
        >
          <Trans>Continue</Trans>
        </Link>
      </div>
    </div>
  );
}

// ------------------------------------------------------------------ review

/** One step as entered, with its way back to change it. */
function ReviewSection({ view, step, rows }: { view: StepView; step: Step; rows: [string, ReactNode][] }) {
  const { t } = useLingui();
  const name = t(STEP_NAMES[step]);
  return (
    <section aria-labelledby={`review-${step}`} className="rounded-lg border border-slate-200 p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 id={`review-${step}`} className="font-semibold text-slate-900">
          {name}
        </h3>
        <Link
          to={stepAddress(view.base, step)}
          className={buttonClass("ghost", "text-brand-800")}
          aria-label={t`Change: ${name}`}
        >
          <Trans>Change</Trans>
        </Link>
      </div>
      {rows.length ? (
        <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>Nothing given.</Trans>
        </p>
      )}
    </section>
  );
}

/** Rows of "label: value", leaving out what was not given. */
const given = (rows: [string, ReactNode | undefined | null][]) =>
  rows.filter((row): row is [string, ReactNode] => row[1] !== undefined && row[1] !== null && row[1] !== "");

function ReviewStep({ view }: { view: StepView }) {
  const { t, i18n } = useLingui();
  const paper = view.mode === "paper";
  const schema = useMemo(() => (paper ? paperReviewSchema : reviewSchema(i18n)), [paper, i18n]);
  const { form, fields, formProps } = useStepForm(view, schema, undefined);
  const label = (labels: Record<string, MessageDescriptor>, value: string | undefined) =>
    value === undefined ? undefined : labels[value] ? t(labels[value]) : value;
  const { child, parents, siblings } = view.saved;
  const previous = view.saved["previous-school"];
  const language = i18n.locale === "hi" ? "hi" : "en";
  const parentOf = (name?: string, relationship?: string) =>
    name ? `${name}${relationship ? ` (${label(RELATIONSHIP_LABELS, relationship)})` : ""}` : undefined;
  // The paper form's box, or the parent's: one schema or the other, never both.
  const consent = (paper ? fields.consent_on_paper : fields.consent) as FieldMeta;
  return (
    <StepFormFrame
      view={view}
      formProps={formProps}
      formErrors={form.errors}
      formErrorId={form.errorId}
      submitLabel={t`Submit Application`}
      busyLabel={t`Submitting...`}
    >
      {view.held.length ? <HoneypotField /> : null}
      <ReviewSection
        view={view}
        step="child"
        rows={given([
          [t`Full name`, child?.child_name],
          [t`Date of birth`, child && longDate(child.date_of_birth, language)],
          [t`Gender`, label(GENDER_LABELS, child?.gender)],
          [t`Class sought`, label(CLASS_LABELS, child?.class_sought)],
          [t`APAAR ID`, child?.apaar_id],
        ])}
      />
      <AgeWarning warning={view.ageWarning} />
      <ReviewSection
        view={view}
        step="parents"
        rows={given([
          [t`Parent or guardian`, parentOf(parents?.parent_name, parents?.parent_relationship)],
          [t`Mobile number`, parents?.parent_mobile],
          [t`Occupation`, parents?.parent_occupation],
          [t`Second parent or guardian`, parentOf(parents?.second_parent_name, parents?.second_parent_relationship)],
          [t`Their mobile number`, parents?.second_parent_mobile],
          [t`Their occupation`, parents?.second_parent_occupation],
          [t`E-mail`, parents?.email],
          [t`Home address`, parents?.address],
        ])}
      />
      <ReviewSection
        view={view}
        step="previous-school"
        rows={given([
          [t`Name`, previous?.previous_school],
          [t`Board`, label(BOARD_LABELS, previous?.previous_board)],
          [t`Last class attended`, label(CLASS_LABELS, previous?.previous_class)],
        ])}
      />
      <ReviewSection
        view={view}
        step="siblings"
        rows={(siblings?.siblings ?? []).map((sibling, index): [string, ReactNode] => {
          const number = index + 1;
          return [t`Brother or sister ${number}`, `${sibling.name} (${label(CLASS_LABELS, sibling.class_name)})`];
        })}
      />
      <ReviewSection
        view={view}
        step="documents"
        rows={DOCUMENT_KIND.values.map((kind): [string, ReactNode] => [
          t(DOCUMENT_LABELS[kind]),
          view.documents.some((document) => document.kind === kind) ? (
            <Trans>Uploaded</Trans>
          ) : (
            <Trans>Not uploaded: you may bring it to the school office.</Trans>
          ),
        ])}
      />
      {paper ? (
        <CheckboxField
          meta={consent}
          label="The parent or guardian gave their consent on the paper form, signed."
          required
        />
      ) : (
        <>
          <CheckboxField meta={consent} label={t(CONSENT_LABEL)} required />
          <PrivacyNoticeNote />
        </>
      )}
    </StepFormFrame>
  );
}

/** The form of the step `view` shows. */
export function StepForm({ view }: { view: StepView }) {
  switch (view.step) {
    case "child":
      return <ChildStep view={view} />;
    case "parents":
      return <ParentsStep view={view} />;
    case "previous-school":
      return <PreviousSchoolStep view={view} />;
    case "siblings":
      return <SiblingsStep view={view} />;
    case "documents":
      return <DocumentsStep view={view} />;
    case "review":
      return <ReviewStep view={view} />;
  }
}
