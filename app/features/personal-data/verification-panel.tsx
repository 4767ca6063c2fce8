// Who asked, on a data request's page (decision 0041): "Not verified" until
// the person confirms by the link mailed to an address on their records, or
// staff call a phone on the records and say whom they spoke to; a warning
// when the phone or e-mail typed leads to records under another name or
// e-mail; and, for a withdrawal, whether it has stopped the person's mail.
import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";

import { AdminForm, useAdminForm } from "~/features/admin/admin-form";
import type { AdminReply } from "~/features/admin/reply";
import { applyWithdrawalSchema, VERIFICATION_MESSAGES, verifyByPhoneSchema } from "~/features/data-requests/schema";
import { RecordCard } from "~/features/requests/record-card";
import { CheckboxField, TextField } from "~/ui/form-controls";

import type { VerificationView } from "./verification.server";

export function VerificationPanel({
  path,
  recordId,
  view,
  lastReply,
}: {
  path: string;
  recordId: string;
  view: VerificationView;
  lastReply?: AdminReply;
}) {
  const byPhone = useAdminForm({
    section: { path },
    intent: "verify_by_phone",
    id: "verify-by-phone",
    schema: verifyByPhoneSchema,
    lastReply,
  });
  const withdraw = useAdminForm({
    section: { path },
    intent: "apply_withdrawal",
    id: "apply-withdrawal",
    schema: applyWithdrawalSchema,
    lastReply,
  });
  const { verified } = view;
  return (
    <RecordCard id="verification" title="Verification" spaced>
      {verified ? (
        <p className="text-sm text-slate-800">
          <strong>Verified</strong>{" "}
          {verified.how === "email_link"
            ? `by the person, with the link e-mailed to an address on their records, ${verified.at}.`
            : `by phone by ${verified.by ?? "staff"}, ${verified.at}: ${verified.note ?? ""}`}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-800">
            <strong className="text-red-700">{VERIFICATION_MESSAGES.notVerified}.</strong> Anyone can send this form
            with someone else&apos;s phone number. Before you export, correct or erase anything, check that the request
            comes from the person.
          </p>
          {view.links.length > 0 ? (
            <p className="text-sm text-slate-700">
              A link to confirm it was e-mailed to the address on their records:{" "}
              {view.links.map((link) => `${link.to} (${link.status})`).join(", ")}. It is verified when they press it.
            </p>
          ) : (
            <p className="text-sm text-slate-700">
              No e-mail address is on their records, so no link was sent: call them to verify.
            </p>
          )}
          <p className="text-sm text-slate-700">
            {view.phonesToCall.length > 0
              ? `Phone numbers on their records: ${view.phonesToCall.join(", ")}. Call one of these, not a number typed in the request alone.`
              : "No phone number is on other records of theirs."}
          </p>
        </>
      )}
      {view.mismatches.length > 0 ? (
        <div role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="flex items-center gap-2 font-semibold">
            <TriangleAlert aria-hidden className="h-4 w-4" />
            The phone or e-mail in this request leads to records with another name or e-mail:
          </p>
          <ul className="mt-1 list-disc space-y-0.5 pl-6">
            {view.mismatches.map((record) => (
              <li key={record.path}>
                <Link to={record.path} className="underline">
                  {record.title}
                </Link>
                {[record.name, record.email].filter(Boolean).length > 0
                  ? `: ${[record.name, record.email].filter(Boolean).join(", ")}`
                  : null}
              </li>
            ))}
          </ul>
          <p className="mt-1">They may be another person&apos;s. Check before you act on them.</p>
        </div>
      ) : null}
      {verified ? null : (
        <div className="border-t border-slate-200 pt-4">
          <h3 className="font-semibold text-slate-900">Verify by phone</h3>
          <AdminForm
            state={byPhone}
            hidden={{ id: recordId }}
            className="mt-3 space-y-2"
            submit={{ label: "Mark as Verified", busyLabel: "Saving..." }}
          >
            <TextField meta={byPhone.fields.note} label="Whom you spoke to, on which number" />
            <CheckboxField
              meta={byPhone.fields.called}
              required
              label="I called a phone number on their records, and the person said the request is theirs"
            />
          </AdminForm>
        </div>
      )}
      {view.withdrawal ? (
        <div className="border-t border-slate-200 pt-4">
          <h3 className="font-semibold text-slate-900">Withdrawal of consent</h3>
          {view.withdrawal.appliedAt ? (
            <p className="mt-1 text-sm text-slate-700">
              E-mails waiting to go to the person were cancelled {view.withdrawal.appliedAt}.
            </p>
          ) : (
            <>
              <p className="mt-1 text-sm text-slate-700">
                No e-mail has been stopped yet. It stops once the request is verified, or when you confirm it here.
                E-mail to the school&apos;s own addresses is never stopped.
              </p>
              <AdminForm
                state={withdraw}
                hidden={{ id: recordId }}
                className="mt-3 space-y-2"
                submit={{ label: "Stop Their E-mail", busyLabel: "Stopping..." }}
              >
                {verified ? null : (
                  <CheckboxField
                    meta={withdraw.fields.identityChecked}
                    required
                    label={VERIFICATION_MESSAGES.identityChecked}
                  />
                )}
              </AdminForm>
            </>
          )}
        </div>
      ) : null}
    </RecordCard>
  );
}
