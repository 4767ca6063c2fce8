// /admin/applications/setup (docs/specification.md §22): one form for the session's applications, phone first: the
// session (School Settings' admissions session), the window and the fee, then each class of §3 as a card. It works
// without JavaScript: a plain post, shown again with its messages and what was typed.
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { href, Link } from "react-router";
import type { z } from "zod";

import { AdminForm, useAdminForm } from "~/features/admin/admin-form";
import { AdminPage, OfficeSection } from "~/features/admin/admin-page";
import type { AdminReply } from "~/features/admin/reply";
import { SaveBar } from "~/features/admin/save-bar";
import { sectionPath } from "~/features/admin/sections";
import { useHydrated } from "~/lib/page/use-hydrated";
import { controlClass } from "~/ui/field";
import { CheckboxField, TextField } from "~/ui/form-controls";

import { mayHaveInteraction } from "../rules";
import { SETUP_FORM_ID, SETUP_MESSAGES, SETUP_NO_SCRIPT, SETUP_PATH, setupSchema } from "./setup-schema";
import type { ClassForm, SetupForm } from "./setup.server";

const RTE_NOTE_ID = "admissions-setup-rte";

/** The form's fields as conform shows them again: a ticked box is "on". */
function defaultValueOf(setup: SetupForm) {
  const box = (ticked: boolean) => (ticked ? "on" : undefined);
  return {
    session: setup.session,
    opensOn: setup.opensOn,
    closesOn: setup.closesOn,
    registrationFee: setup.registrationFee,
    classes: setup.classes.map((entry: ClassForm) => ({
      ...entry,
      open: box(entry.open),
      interaction: box(entry.interaction),
    })),
  };
}

export function AdminSetupPage({
  setup,
  isAdmin,
  lastReply,
}: {
  setup: SetupForm;
  /** Whether the signed-in member of staff may open School Settings, where the session is named. */
  isAdmin: boolean;
  lastReply?: AdminReply;
}) {
  const state = useAdminForm({
    section: { path: SETUP_PATH },
    intent: "save",
    id: SETUP_FORM_ID,
    schema: setupSchema,
    defaultValue: defaultValueOf(setup),
    lastReply,
    keepValuesOnSuccess: true,
  });
  const { fields } = state;
  const classes = fields.classes.getFieldList();
  // As saved when the page was opened, and kept so while it is: a box ticked, or a save, opens its card where it is
  // rather than moving it under the finger (or remounting its fields).
  const [savedOpen] = useState(
    () => new Set<string>(setup.classes.filter((entry) => entry.open).map((entry) => entry.className)),
  );
  const isOpen = (entry: (typeof classes)[number]) =>
    savedOpen.has(String(entry.getFieldset().className.initialValue ?? ""));
  const openClasses = classes.filter(isOpen);
  const closedClasses = classes.filter((entry) => !isOpen(entry));
  const hydrated = useHydrated();
  return (
    <AdminPage
      title="Admissions setup"
      description="When online applications open and close, the registration fee, and each class's seats and age rule."
      back={{ to: sectionPath("applications"), label: "Applications" }}
    >
      <AdminForm
        state={state}
        hidden={{ session: setup.session, [SETUP_NO_SCRIPT]: hydrated ? undefined : "1" }}
        className="space-y-6"
        submit={<SaveBar busy={state.busy}>Save Setup</SaveBar>}
      >
        <fieldset className="space-y-3 rounded-lg border border-slate-200 bg-white p-5">
          <legend className="px-1 text-base font-semibold text-slate-900">Session {setup.session}</legend>
          <p className="text-sm text-slate-700">
            Applications are for the admissions session set in School Settings.{" "}
            {isAdmin ? (
              <Link to={href("/admin/settings")} className="font-medium text-brand-800 underline">
                Change the session in School Settings
              </Link>
            ) : (
              "An admin can change it there."
            )}
          </p>
          {setup.saved ? null : (
            <p className="text-sm text-slate-700">
              Not set up yet: until this form is saved, the Admissions page has no Apply Online.
            </p>
          )}
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField meta={fields.opensOn} label="Applications open on" type="date" />
            <TextField meta={fields.closesOn} label="Applications close on" type="date" />
            <TextField
              meta={fields.registrationFee}
              label="Registration fee (₹)"
              inputMode="numeric"
              hint="In whole rupees; blank for none."
            />
          </div>
        </fieldset>

        <OfficeSection id="admissions-setup-classes" title="Classes" className="space-y-3">
          <p className="text-sm text-slate-700">
            Ages are the child&apos;s age on the &quot;Age on&quot; date; either may be left blank. A child outside them
            may still apply: the form only warns the parent.
          </p>
          <p
            id={RTE_NOTE_ID}
            className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
          >
            {SETUP_MESSAGES.noInteraction}
          </p>
          {/* Open classes first; the others show their name and the box that opens them, and the rest of their
              card once it is ticked (CSS, so also without scripts: decision 0075). Order on screen only: each keeps
              its place in the form. */}
          {openClasses.length > 0 ? (
            <>
              <h3 className="text-base font-semibold text-slate-900">Open for admission ({openClasses.length})</h3>
              <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {openClasses.map((entry) => (
                  <ClassCard key={entry.key} meta={entry} />
                ))}
              </div>
            </>
          ) : null}
          {closedClasses.length > 0 ? (
            <>
              <h3 className="text-base font-semibold text-slate-900">
                {openClasses.length > 0 ? "Other classes" : "Tick a class to open it"}
              </h3>
              <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {closedClasses.map((entry) => (
                  <ClassCard key={entry.key} meta={entry} folded />
                ))}
              </div>
            </>
          ) : null}
        </OfficeSection>
      </AdminForm>
    </AdminPage>
  );
}

type ClassMeta = FieldMetadata<NonNullable<z.input<typeof setupSchema>["classes"]>[number]>;

/**
 * One class: open or not, its seats, its age rule and its interaction. `folded`: a closed class, whose fields show
 * only once its box is ticked.
 */
function ClassCard({ meta, folded = false }: { meta: ClassMeta; folded?: boolean }) {
  const field = meta.getFieldset();
  const className = String(field.className.initialValue ?? "");
  const headingId = `${meta.id}-name`;
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className="group space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <input type="hidden" name={field.className.name} value={className} />
      <h4 id={headingId} className="text-base font-semibold text-slate-900">
        {className}
      </h4>
      <CheckboxField meta={field.open} label="Open for admission" data-class-open="" />
      <div className={folded ? "hidden space-y-2 group-has-[[data-class-open]:checked]:block" : "space-y-2"}>
        <ClassFields field={field} className={className} />
      </div>
    </div>
  );
}

/** A class's seats, age rule and interaction. */
function ClassFields({ field, className }: { field: ReturnType<ClassMeta["getFieldset"]>; className: string }) {
  const interactionAllowed = mayHaveInteraction(className);
  return (
    <>
      {/* Needed to open the class: not marked optional, though a closed class may leave it blank. */}
      <TextField meta={field.seats} label="Seats" inputMode="numeric" optional={false} />
      <AgeField legend="Minimum age" years={field.minYears} months={field.minMonths} />
      <AgeField legend="Maximum age" years={field.maxYears} months={field.maxMonths} />
      <TextField meta={field.ageOn} label="Age on" type="date" optional={false} />
      {interactionAllowed ? (
        <CheckboxField meta={field.interaction} label="Interaction" />
      ) : (
        // RTE Act s.13: off and disabled up to Class VIII; the server refuses it too.
        <CheckboxField
          meta={field.interaction}
          label="Interaction"
          disabled
          checked={false}
          onChange={() => {}}
          aria-describedby={RTE_NOTE_ID}
        />
      )}
    </>
  );
}

type TextMeta = FieldMetadata<string>;

/** An age in years and months, side by side, with one line for their messages. */
function AgeField({ legend, years, months }: { legend: string; years: TextMeta; months: TextMeta }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">
        {legend} <span className="font-normal text-slate-600">(optional)</span>
      </legend>
      <div className="mt-1.5 grid grid-cols-2 gap-3">
        <AgePart meta={years} label="Years" />
        <AgePart meta={months} label="Months" />
      </div>
      <p className="mt-0.5 min-h-5 text-sm leading-5 text-red-700" aria-live="polite">
        <span id={years.errorId}>{years.errors?.[0]}</span> <span id={months.errorId}>{months.errors?.[0]}</span>
      </p>
    </fieldset>
  );
}

function AgePart({ meta, label }: { meta: TextMeta; label: string }) {
  return (
    <div className="flex items-center gap-2">
      <input
        {...getInputProps(meta, { type: "text" })}
        key={meta.key}
        inputMode="numeric"
        className={`${controlClass} w-20`}
      />
      <label htmlFor={meta.id} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}
