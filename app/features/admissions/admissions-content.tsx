import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ClipboardList, FileText, GraduationCap, MessageSquare, UserCheck, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

// The fixed facts of the Admissions page (SPEC §2): steps, documents, ages; in the page's language (`t(…)`).

const steps = [
  {
    title: msg`Registration`,
    text: msg`Fill in the registration form at the school office or send us an enquiry online.`,
    Icon: ClipboardList,
  },
  {
    title: msg`Entrance Test`,
    // RTE Act s.13: no screening of a child or the parents up to Class VIII (docs/specification.md §22).
    text: msg`For Class IX and above only: a short, friendly assessment suited to the class your child is joining. Up to Class VIII there is none (RTE Act, section 13).`,
    Icon: FileText,
  },
  {
    title: msg`Interview`,
    text: msg`For Class IX and above only: a conversation with the parents and the child to know each other better. Up to Class VIII there is none (RTE Act, section 13).`,
    Icon: MessageSquare,
  },
  {
    title: msg({ message: "Admission", context: "admission process step" }),
    text: msg`Submit the documents and fees to confirm your child's seat.`,
    Icon: UserCheck,
  },
];

const documents = [
  msg`Birth certificate`,
  msg`Transfer certificate (from the previous school)`,
  msg`Mark sheets of the previous class`,
  // Optional: no Aadhaar may be required (Puttaswamy, 2018; docs/specification.md §22).
  msg`Aadhar card of the student (optional)`,
  msg`6 passport size photographs`,
  msg`Caste certificate (if applicable)`,
  msg`Family ID`,
];

const minimumAges = [
  [msg`Nursery`, msg`3 years`],
  [msg`LKG`, msg`4 years`],
  [msg`UKG`, msg`5 years`],
  [msg`Class I`, msg`6 years`],
] as const;

export function AdmissionProcess() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="process-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="process-heading" className="text-center text-2xl font-bold text-slate-900">
        <Trans>Admission Process</Trans>
      </h2>
      <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(({ title, text, Icon }, index) => (
          <li key={title.id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {index + 1}
              </span>
              <Icon aria-hidden className="h-6 w-6 text-brand-700" />
            </div>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(title)}</h3>
            <p className="mt-2 text-sm text-slate-700">{t(text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A card of the page's facts, under its heading with a decorative icon. */
function FactsCard({
  id,
  title,
  Icon,
  children,
}: {
  id: string;
  title: string;
  Icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <Icon aria-hidden className="h-5 w-5 text-brand-700" />
        {title}
      </h2>
      {children}
    </section>
  );
}

export function RequiredDocuments() {
  const { t } = useLingui();
  return (
    <FactsCard id="documents-heading" title={t`Required Documents`} Icon={FileText}>
      <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
        {documents.map((document) => (
          <li key={document.id}>{t(document)}</li>
        ))}
      </ul>
    </FactsCard>
  );
}

export function AgeCriteria() {
  const { t } = useLingui();
  return (
    <FactsCard id="ages-heading" title={t`Age Criteria`} Icon={GraduationCap}>
      <table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">
          <Trans>Minimum age for admission, as on 31st March</Trans>
        </caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-2 font-semibold">
              <Trans>Class</Trans>
            </th>
            <th scope="col" className="py-2 font-semibold">
              <Trans>Minimum age (as on 31st March)</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {minimumAges.map(([grade, age]) => (
            <tr key={grade.id} className="border-b border-slate-100">
              <td className="py-2">{t(grade)}</td>
              <td className="py-2">{t(age)}</td>
            </tr>
          ))}
          <tr>
            <td className="py-2">
              <Trans>Class II onwards</Trans>
            </td>
            <td className="py-2">
              <Trans>As per the class standards</Trans>
            </td>
          </tr>
        </tbody>
      </table>
    </FactsCard>
  );
}
