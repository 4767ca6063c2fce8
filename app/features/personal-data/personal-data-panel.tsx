// The personal data tool on a data request's page (decision 0033): look
// for a phone number or e-mail address across the whole site, see where it is
// held, download it all (JSON, CSV), correct the phone or e-mail everywhere,
// or erase it all, after ticking a box that says it cannot be undone.
import { Download, Search } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";

import { AdminForm, useAdminForm, type AdminFormState, type SubmitLabels } from "~/features/admin/admin-form";
import type { AdminReply } from "~/features/admin/reply";
import {
  correctPersonalDataSchema,
  erasePersonalDataSchema,
  VERIFICATION_MESSAGES,
} from "~/features/data-requests/schema";
import { RecordCard } from "~/features/requests/record-card";
import { filterControlClass, filterLabelClass } from "~/features/requests/request-table";
import { Button } from "~/ui/button";
import { CheckboxField, TextField, type FieldMeta } from "~/ui/form-controls";
import { LIST_LINK } from "~/ui/text-link";

import type { PersonalDataView } from "./personal-data-route.server";

const ERASE_DESCRIPTION =
  "Deletes the visit requests, enquiries and messages above with their notes and e-mails (any still waiting are not sent), removes the phone number and e-mail address from other notes and the audit log, and keeps this data request without the sender's details, as the record that it was answered.";

export function PersonalDataPanel({
  path,
  recordId,
  view,
  verified,
  lastReply,
}: {
  /** The data request's page: where the forms post and the downloads are. */
  path: string;
  recordId: string;
  view: PersonalDataView;
  /** Until it is, each action asks staff to tick that they checked who asked (decision 0041). */
  verified: boolean;
  lastReply?: AdminReply;
}) {
  // Here, not in the forms: an erasure empties the list the forms sit under, and the answer's toast must still show.
  const correct = useAdminForm({
    section: { path },
    intent: "correct_personal_data",
    id: "correct-personal-data",
    schema: correctPersonalDataSchema,
    lastReply,
  });
  const erase = useAdminForm({
    section: { path },
    intent: "erase_personal_data",
    id: "erase-personal-data",
    schema: erasePersonalDataSchema,
    lastReply,
  });
  const total = view.places?.reduce((sum, place) => sum + place.count, 0) ?? 0;
  const tool = { recordId, view, verified };
  return (
    <RecordCard id="personal-data" title="Personal data" spaced>
      <p className="text-sm text-slate-700">
        Everything the website holds with this phone number or e-mail address: requests, notes, e-mails and audit
        entries. A phone number is matched on its last 10 digits, however it was written.
      </p>
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Look for personal data">
        {(
          [
            ["phone", "Phone", "tel"],
            ["email", "Email", "email"],
          ] as const
        ).map(([name, label, type]) => (
          <div key={name}>
            <label htmlFor={`lookup-${name}`} className={filterLabelClass}>
              {label}
            </label>
            <input
              id={`lookup-${name}`}
              name={name}
              type={type}
              defaultValue={view[name]}
              className={filterControlClass}
            />
          </div>
        ))}
        <Button type="submit" variant="secondary">
          <Search aria-hidden className="h-4 w-4" />
          Find
        </Button>
      </Form>

      {view.places === null ? (
        <p className="text-sm text-slate-700">
          Give a phone number (10 digits or more) or an e-mail address to look for.
        </p>
      ) : (
        <>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Where the personal data is held</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-2 pr-4 font-medium text-slate-600">
                  Where
                </th>
                <th scope="col" className="py-2 font-medium text-slate-600">
                  Found
                </th>
              </tr>
            </thead>
            <tbody>
              {view.places.map((place) => (
                <tr key={place.place} className="border-b border-slate-100 align-top">
                  <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                    {place.label}
                  </th>
                  <td className="py-2">
                    {place.count}
                    {place.records.length > 0 ? (
                      <ul className="mt-1">
                        {place.records.map((record) => (
                          <li key={record.path}>
                            <Link to={record.path} className={LIST_LINK}>
                              {record.title}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {total === 0 ? (
            <p className="text-sm text-slate-700">Nothing is held with this phone number or e-mail address.</p>
          ) : (
            <>
              {/* A plain form: the file downloads, and the box is the confirm step the server also asks for. */}
              <form
                method="get"
                action={`${path}/personal-data`}
                className="space-y-2"
                aria-label="Download the personal data"
              >
                <input type="hidden" name="phone" value={view.phone} />
                <input type="hidden" name="email" value={view.email} />
                {verified ? null : <IdentityCheckedBox id="download-identity-checked" />}
                <div className="flex flex-wrap gap-3">
                  {(["json", "csv"] as const).map((format) => (
                    <Button key={format} type="submit" name="format" value={format} variant="secondary">
                      <Download aria-hidden className="h-4 w-4" />
                      Download {format.toUpperCase()}
                    </Button>
                  ))}
                </div>
                <p className="text-sm text-slate-700">
                  Hand the file to the person yourself. The website never e-mails it.
                </p>
              </form>
              <ToolForm
                title="Correct"
                description="Writes the corrected phone number or e-mail address into every request above that holds the old one."
                submit={{ label: "Correct Everywhere", busyLabel: "Correcting..." }}
                state={correct}
                {...tool}
              >
                <div className="grid gap-x-4 sm:grid-cols-2">
                  <TextField meta={correct.fields.newPhone} label="Corrected phone" type="tel" />
                  <TextField meta={correct.fields.newEmail} label="Corrected e-mail" type="email" />
                </div>
              </ToolForm>
              <ToolForm
                title="Erase"
                description={ERASE_DESCRIPTION}
                submit={{ label: "Erase All", busyLabel: "Erasing...", variant: "danger" }}
                state={erase}
                {...tool}
              >
                <CheckboxField
                  meta={erase.fields.confirm}
                  required
                  label={`Erase all ${total} records found. This cannot be undone.`}
                />
              </ToolForm>
            </>
          )}
        </>
      )}
    </RecordCard>
  );
}

/** The download's confirm step, a plain form's box (the others are the forms' own fields). */
function IdentityCheckedBox({ id }: { id: string }) {
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        name="identityChecked"
        value="on"
        required
        className="mt-0.5 h-4 w-4 accent-brand-700"
      />
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {VERIFICATION_MESSAGES.identityChecked}
      </label>
    </div>
  );
}

/** One of the tool's changes: what it does, then its form, which asks for the check of who asked until it is made. */
function ToolForm({
  title,
  description,
  state,
  recordId,
  view,
  verified,
  submit,
  children,
}: {
  title: string;
  description: ReactNode;
  state: AdminFormState & { fields: { identityChecked: FieldMeta } };
  recordId: string;
  view: PersonalDataView;
  verified: boolean;
  submit: SubmitLabels;
  children: ReactNode;
}) {
  return (
    <div className="border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 text-sm text-slate-700">{description}</p>
      <AdminForm
        state={state}
        hidden={{ id: recordId, phone: view.phone, email: view.email }}
        className="mt-3 space-y-2"
        submit={submit}
      >
        {children}
        {verified ? null : (
          <CheckboxField meta={state.fields.identityChecked} required label={VERIFICATION_MESSAGES.identityChecked} />
        )}
      </AdminForm>
    </div>
  );
}
