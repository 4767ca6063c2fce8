import { BadgeCheck } from "lucide-react";

import { AdminForm, useAdminForm } from "~/features/admin/admin-form";
import { OfficeSection } from "~/features/admin/admin-page";
import { CheckboxField, SelectField, TextField } from "~/ui/form-controls";

import { longDate } from "../../../db/time";
import { ATTESTED_AS, attestSchema, CONFIRMATION, type AttestationShown } from "./attestation";

/** The last attestation, in the back office's words. */
export const attestedLine = ({ name, attestedAs, attestedOn }: AttestationShown) =>
  `Last self-attested on ${longDate(attestedOn)} by ${name}, ${attestedAs}.`;

/**
 * "Self-Attest the Disclosure" (docs/specification.md §30) on the back office disclosures page: admins attest; the
 * others are told who does. The date is the day it is sent.
 */
export function AttestPanel({
  attested,
  mayAttest,
  missing,
}: {
  attested: AttestationShown | null;
  mayAttest: boolean;
  /** Items not complete: the server refuses an attestation while there are any. */
  missing: number;
}) {
  return (
    <OfficeSection
      id="self-attest-heading"
      title="Self-Attest the Disclosure"
      icon={<BadgeCheck aria-hidden className="h-5 w-5 text-brand-700" />}
      className="mt-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <p className="mt-1 text-sm text-slate-700">
        {attested ? attestedLine(attested) : "The disclosure has not been self-attested yet."} The public page shows the
        newest attestation.
      </p>
      {!mayAttest ? (
        <p className="mt-2 text-sm text-slate-700">An admin self-attests the disclosure.</p>
      ) : (
        <>
          {missing > 0 ? (
            <p className="mt-2 text-sm font-medium text-amber-900">
              Complete every item, or mark it not applicable, before you attest: {missing} still{" "}
              {missing === 1 ? "needs" : "need"} it.
            </p>
          ) : null}
          <AttestForm />
        </>
      )}
    </OfficeSection>
  );
}

function AttestForm() {
  const state = useAdminForm({
    section: "mandatory_disclosures",
    intent: "attest",
    id: "self-attest",
    schema: attestSchema,
    defaultValue: { attestedAs: "Principal" },
  });
  const { fields } = state;
  return (
    <AdminForm
      state={state}
      className="mt-3 grid max-w-xl gap-2"
      submit={{ label: "Self-Attest the Disclosure", busyLabel: "Attesting..." }}
    >
      <TextField meta={fields.name} label="Name" autoComplete="name" />
      <SelectField meta={fields.attestedAs} label="As" options={ATTESTED_AS} />
      <TextField
        meta={fields.attestedAsOther}
        label="Other capacity"
        hint='When "Other" is chosen: the capacity in which you attest.'
        autoComplete="off"
      />
      <CheckboxField meta={fields.confirmed} label={CONFIRMATION} required />
      <p className="text-sm text-slate-600">The date is today&apos;s.</p>
    </AdminForm>
  );
}
