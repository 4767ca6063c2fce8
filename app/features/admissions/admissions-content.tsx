import { ClipboardList, FileText, GraduationCap, MessageSquare, UserCheck, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

// The fixed facts of the Admissions page (SPEC §2): steps, documents, ages.

const steps = [
  {
    title: "Registration",
    text: "Fill in the registration form at the school office or send us an enquiry online.",
    Icon: ClipboardList,
  },
  {
    title: "Entrance Test",
    text: "A short, friendly assessment suited to the class your child is joining.",
    Icon: FileText,
  },
  {
    title: "Interview",
    text: "A conversation with the parents and the child to know each other better.",
    Icon: MessageSquare,
  },
  { title: "Admission", text: "Submit the documents and fees to confirm your child's seat.", Icon: UserCheck },
];

const documents = [
  "Birth certificate",
  "Transfer certificate (from the previous school)",
  "Mark sheets of the previous class",
  "Aadhar card of the student",
  "6 passport size photographs",
  "Caste certificate (if applicable)",
  "Family ID",
];

const minimumAges = [
  ["Nursery", "3 years"],
  ["LKG", "4 years"],
  ["UKG", "5 years"],
  ["Class I", "6 years"],
];

export function AdmissionProcess() {
  return (
    <section aria-labelledby="process-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="process-heading" className="text-center text-2xl font-bold text-slate-900">
        Admission Process
      </h2>
      <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(({ title, text, Icon }, index) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {index + 1}
              </span>
              <Icon aria-hidden className="h-6 w-6 text-brand-700" />
            </div>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-sm text-slate-700">{text}</p>
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
  return (
    <FactsCard id="documents-heading" title="Required Documents" Icon={FileText}>
      <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
        {documents.map((document) => (
          <li key={document}>{document}</li>
        ))}
      </ul>
    </FactsCard>
  );
}

export function AgeCriteria() {
  return (
    <FactsCard id="ages-heading" title="Age Criteria" Icon={GraduationCap}>
      <table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">Minimum age for admission, as on 31st March</caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-2 font-semibold">
              Class
            </th>
            <th scope="col" className="py-2 font-semibold">
              Minimum age (as on 31st March)
            </th>
          </tr>
        </thead>
        <tbody>
          {minimumAges.map(([grade, age]) => (
            <tr key={grade} className="border-b border-slate-100">
              <td className="py-2">{grade}</td>
              <td className="py-2">{age}</td>
            </tr>
          ))}
          <tr>
            <td className="py-2">Class II onwards</td>
            <td className="py-2">As per the class standards</td>
          </tr>
        </tbody>
      </table>
    </FactsCard>
  );
}
