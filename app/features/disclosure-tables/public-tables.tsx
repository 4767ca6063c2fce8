// The disclosure's tables on the public Mandatory Disclosures page (docs/specification.md §28), in the page's
// language: each in the row of the item that names it, below its detail, a table whose rows stack on a phone.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";

import type { LocalText } from "~/lib/language/localized";
import { LocalLink } from "~/ui/local-link";
import { StackedTable as DataTable } from "~/ui/stacked-table";
import { TEXT_LINK } from "~/ui/text-link";

import type { PublicPost, PublicTables } from "./public.server";
import { isDisclosureTable, workedOutRatios, type StaffDesignation } from "./tables";

/** The designations in Hindi; PGT, TGT and PRT are written so in Hindi too. */
const DESIGNATION_NAMES: Partial<Record<StaffDesignation, MessageDescriptor>> = {
  Principal: msg`Principal`,
  "Vice Principal": msg`Vice Principal`,
  Headmistress: msg`Headmistress`,
  "Pre-primary Teacher": msg`Pre-primary Teacher`,
  "Special Educator": msg`Special Educator`,
  Counsellor: msg`Counsellor`,
  "Wellness Teacher": msg`Wellness Teacher`,
  "Physical Education Teacher": msg`Physical Education Teacher`,
  Librarian: msg`Librarian`,
  Other: msg`Other`,
};

function useDesignation() {
  const { t } = useLingui();
  return (designation: string) => {
    const name = DESIGNATION_NAMES[designation as StaffDesignation];
    return name ? t(name) : designation;
  };
}

/** Whether the item has a table to show: it names one, and that one has rows (else the item shows its dash). */
export const tableShown = (shows: string | null | undefined, tables: PublicTables) =>
  isDisclosureTable(shows) && tables[shows] !== undefined;

/** The table the item shows, or null when it shows none or its table is empty. */
export function ItemTable({
  shows,
  tables,
  label,
}: {
  shows: string | null | undefined;
  tables: PublicTables;
  /** The item's information, which names its table. */
  label: LocalText;
}) {
  if (!isDisclosureTable(shows)) return null;
  switch (shows) {
    case "results":
      return tables.results ? <ResultsTable label={label} results={tables.results} /> : null;
    case "principal":
    case "special_educator":
    case "counsellor": {
      const people = tables[shows];
      return people ? <PostTable label={label} people={people} /> : null;
    }
    case "teachers":
      return tables.teachers ? <TeachersTables label={label} teachers={tables.teachers} /> : null;
    case "ratio":
      return tables.ratio ? <Ratio {...tables.ratio} /> : null;
    case "smc":
    case "pta": {
      const members = tables[shows];
      return members ? <MembersTable label={label} members={members} /> : null;
    }
    case "fees":
      return tables.fees ? (
        <LocalLink to="/fees" className={TEXT_LINK}>
          <Trans>Fees for each class</Trans>
        </LocalLink>
      ) : null;
  }
}

function ResultsTable({ label, results }: { label: LocalText; results: NonNullable<PublicTables["results"]> }) {
  const { t } = useLingui();
  return (
    <DataTable
      caption={label}
      columns={[t`Class`, t`Year`, t`Registered`, t`Passed`, t`Pass %`, t`Remarks`]}
      rows={results.map((result) => [
        result.boardClass,
        result.year,
        result.registered,
        result.passed,
        result.percent === null ? "-" : `${result.percent}%`,
        result.remarks || "-",
      ])}
    />
  );
}

function PostTable({ label, people }: { label: LocalText; people: PublicPost[] }) {
  const { t } = useLingui();
  return (
    <DataTable
      caption={label}
      columns={[t`Name`, t`Qualification`]}
      rows={people.map((person) => [person.name, person.qualification])}
    />
  );
}

function TeachersTables({ label, teachers }: { label: LocalText; teachers: NonNullable<PublicTables["teachers"]> }) {
  const { t } = useLingui();
  const designation = useDesignation();
  return (
    <div className="space-y-3">
      <DataTable
        caption={label}
        columns={[t`Designation`, t`Number`]}
        rows={[
          ...teachers.counts.map((row) => [designation(row.designation), row.count]),
          [<strong key="total">{t`Total`}</strong>, <strong key="count">{teachers.total}</strong>],
        ]}
      />
      <DataTable
        caption={{ text: t`Staff list` }}
        columns={[t`Name`, t`Designation`, t`Qualification`, t`Subjects`, t`Trained`]}
        rows={teachers.staff.map((one) => [
          one.name,
          designation(one.designation),
          one.qualification,
          one.subjects || "-",
          one.trained ? t`Yes` : t`No`,
        ])}
      />
    </div>
  );
}

/** The ratios worked out: teachers a section, and students a teacher (decision 0071). */
function Ratio({ teachers, sections, seats }: NonNullable<PublicTables["ratio"]>) {
  const { perSection, studentsPerTeacher } = workedOutRatios({ teachers, sections, seats });
  if (!perSection) {
    return (
      <p>
        <Trans>
          The sections of each class are not given yet, so the ratio cannot be worked out. Teachers: {teachers}.
        </Trans>
      </p>
    );
  }
  return (
    <div className="space-y-1">
      <p>
        <Trans>
          {perSection} teachers a section ({teachers} teachers, {sections} sections)
        </Trans>
      </p>
      {studentsPerTeacher ? (
        <p>
          <Trans>
            Teacher–student ratio: 1 : {studentsPerTeacher} ({seats} seats)
          </Trans>
        </p>
      ) : null}
    </div>
  );
}

function MembersTable({ label, members }: { label: LocalText; members: NonNullable<PublicTables["smc"]> }) {
  const { t } = useLingui();
  return (
    <DataTable
      caption={label}
      columns={[t`Name`, t`Role`]}
      rows={members.map((member) => [member.name, member.role])}
    />
  );
}
