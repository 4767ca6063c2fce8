// The fee page's content (docs/specification.md §29): one card a class, each head's amount in both sessions and its
// increase, the year's total and the admission-time heads apart; then the Form VI. Phone first: a card fits 360 px.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";

import { CLASS_LABELS } from "~/features/admissions/option-labels";
import { rupees } from "~/features/applications/options";
import { DocumentLink } from "~/ui/document-link";

import type { PublicFeeClass, PublicFeeHead } from "./fee-page.server";
import { percentText, type Change, type FeePer } from "./fees";

const PER_LABELS: Record<FeePer, MessageDescriptor> = {
  admission: msg`Once, at admission`,
  year: msg`Every year`,
  quarter: msg`Every quarter`,
  month: msg`Every month`,
};

interface Sessions {
  current: string;
  previous: string;
  compared: boolean;
}

export function FeeClasses({ classes, ...sessions }: Sessions & { classes: PublicFeeClass[] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {classes.map((row) => (
        <FeeClass key={row.className} row={row} {...sessions} />
      ))}
    </div>
  );
}

const cell = "px-2 py-2 sm:px-3";
const amountCell = `${cell} text-right whitespace-nowrap`;

function FeeClass({ row, current, previous, compared }: Sessions & { row: PublicFeeClass }) {
  const { t } = useLingui();
  const headingId = `fees-${row.className.replace(/\s+/g, "-").toLowerCase()}`;
  const yearly = row.heads.filter((head) => head.per !== "admission");
  const atAdmission = row.heads.filter((head) => head.per === "admission");
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 id={headingId} className="border-b border-slate-200 px-3 py-3 text-lg font-bold text-slate-900">
        {t(CLASS_LABELS[row.className])}
      </h2>
      <table aria-labelledby={headingId} className="w-full border-collapse text-left text-sm">
        <thead className="bg-slate-50 text-slate-800">
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>
              <Trans>Head of fee</Trans>
            </th>
            {compared ? (
              <th scope="col" className={`${amountCell} font-semibold`}>
                {previous}
              </th>
            ) : null}
            <th scope="col" className={`${amountCell} font-semibold`}>
              {current}
            </th>
            {compared ? (
              <th scope="col" className={`${amountCell} font-semibold`}>
                <Trans>Increase</Trans>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {yearly.map((head, index) => (
            <HeadRow key={`y${index}`} head={head} compared={compared} />
          ))}
          {yearly.length > 0 ? <TotalRow label={t`Total for the year`} total={row.yearly} compared={compared} /> : null}
          {atAdmission.map((head, index) => (
            <HeadRow key={`a${index}`} head={head} compared={compared} />
          ))}
          {atAdmission.length > 1 ? (
            <TotalRow label={t`Total once, at admission`} total={row.atAdmission} compared={compared} />
          ) : null}
        </tbody>
      </table>
    </section>
  );
}

const amount = (value: number | null) => (value === null ? "—" : rupees(value));

function HeadRow({ head, compared }: { head: PublicFeeHead; compared: boolean }) {
  const { t } = useLingui();
  return (
    <tr className="align-top">
      <th scope="row" className={`${cell} font-normal text-slate-900`}>
        <span lang={head.head.lang} className="[overflow-wrap:break-word]">
          {head.head.text}
        </span>
        <span className="block text-xs text-slate-600">{t(PER_LABELS[head.per])}</span>
      </th>
      {compared ? <td className={`${amountCell} text-slate-700`}>{amount(head.before)}</td> : null}
      <td className={`${amountCell} text-slate-900`}>{amount(head.now)}</td>
      {compared ? (
        <td className={amountCell}>
          <ChangeText change={head.change} />
        </td>
      ) : null}
    </tr>
  );
}

function TotalRow({ label, total, compared }: { label: string; total: PublicFeeClass["yearly"]; compared: boolean }) {
  return (
    <tr className="bg-slate-50 font-semibold text-slate-900">
      <th scope="row" className={cell}>
        {label}
      </th>
      {compared ? <td className={amountCell}>{amount(total.before)}</td> : null}
      <td className={amountCell}>{amount(total.now)}</td>
      {compared ? (
        <td className={amountCell}>
          <ChangeText change={total.change} />
        </td>
      ) : null}
    </tr>
  );
}

function ChangeText({ change }: { change: Change }) {
  const { t } = useLingui();
  switch (change.kind) {
    case "percent":
      return <>{percentText(change.percent)}</>;
    case "new":
      return <>{t({ message: "New", context: "fee head" })}</>;
    default:
      return (
        <>
          <span aria-hidden="true">—</span>
          <span className="sr-only">{change.kind === "gone" ? t`No longer charged` : t`Not compared`}</span>
        </>
      );
  }
}

/** "Download Form VI (2026-27), filed on 10 March 2026", opening the PDF, and when the link check last saw it. */
export function FormViLink({
  session,
  formVi,
}: {
  session: string;
  formVi: { url: string; filedOn: string | null; checkedOn: string | null };
}) {
  const { filedOn, checkedOn: date } = formVi;
  return (
    <div className="mt-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <DocumentLink href={formVi.url} checkedOn={date} className="">
        {filedOn ? (
          <Trans>
            Download Form VI ({session}), filed on {filedOn}
          </Trans>
        ) : (
          <Trans>Download Form VI ({session})</Trans>
        )}
      </DocumentLink>
    </div>
  );
}
