// The session's table of classes, above the whole list of applications (docs/specification.md §22): seats,
// applications, each stage, and the seats left. Each figure opens the list filtered to exactly its rows, its class,
// session and stage (decision 0023); below 640 px each class is a card (decision 0050). The figures are plain links
// the table opens in the page (decision 0061).
import { Settings } from "lucide-react";
import { href, Link } from "react-router";

import { AdminCard, AdminList, compactCellClass } from "~/features/admin/admin-table";
import { sectionPath } from "~/features/admin/sections";
import { buttonClass } from "~/ui/button";
import { useLinksInPage } from "~/ui/links-in-page";

import { APPLIED } from "../application-kind";
import type { Stage } from "../rules";
import type { ClassLine } from "./seats.server";

/** The stage columns, in the table's order, as the office names them. */
const STAGE_COLUMNS: readonly [Stage, string][] = [
  ["submitted", "Submitted"],
  ["documents_checked", "Documents checked"],
  ["interaction", "Interaction"],
  ["offered", "Offered"],
  ["fee_received", "Fee received"],
  ["admitted", "Admitted"],
  ["waitlisted", "Waitlist"],
  ["withdrawn", "Withdrawn"],
  ["not_offered", "Not offered"],
];

const ALL_CLASSES = "All classes";

// Some 200 figures, twice (table and cards): each styled by the classes set once around them, not by its own.
/** Each figure's link: a target a thumb can hit (decision 0049). */
const FIGURES =
  "tabular-nums [&_td]:px-3 [&_a]:inline-flex [&_a]:min-h-11 [&_a]:min-w-11 [&_a]:items-center [&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_a:hover]:text-brand-900";
/** A card's figures, each its name and its number on one line. */
const CARD_FIGURES =
  "grid grid-cols-2 gap-x-4 [&>div]:flex [&>div]:min-h-11 [&>div]:items-center [&>div]:justify-between [&>div]:gap-2 [&>div]:border-b [&>div]:border-slate-100 [&_dt]:text-slate-600";

const HEADINGS = ["Class", "Seats", "Applications", ...STAGE_COLUMNS.map(([, heading]) => heading), "Seats left"];

/** One figure of the table: how many, what it counts (for a screen reader), and the list of exactly its rows. */
interface Figure {
  heading: string;
  value: number | null;
  /** The list's status filter; undefined for a figure that counts no rows (seats). */
  status?: string;
}

function figuresOf(line: ClassLine): Figure[] {
  return [
    { heading: "Seats", value: line.seats },
    { heading: "Applications", value: line.applications, status: APPLIED },
    ...STAGE_COLUMNS.map(([stage, heading]) => ({ heading, value: line.byStage[stage], status: stage })),
    { heading: "Seats left", value: line.seatsLeft },
  ];
}

/** The list of exactly a figure's rows: the session, the class (none for all of them), the stage. */
function listOf(session: string, line: ClassLine, status: string) {
  const params = new URLSearchParams({ session });
  if (line.className) params.set("class", line.className);
  params.set("status", status);
  return `${sectionPath("applications")}?${params.toString()}`;
}

function FigureValue({ session, line, figure }: { session: string; line: ClassLine; figure: Figure }) {
  if (figure.value === null) return <span className="text-slate-500">—</span>;
  // Nothing to open: a count of none, or seats, which are no rows.
  if (figure.status === undefined || figure.value === 0) return <>{figure.value}</>;
  // Styled by the table's one class (FIGURES): some 400 links, each without its own long list of classes; plain
  // links the table opens in the page (decision 0061).
  // Its name says what it counts, beginning with the number it shows (WCAG 2.5.3, label in name).
  return (
    <a
      href={listOf(session, line, figure.status)}
      aria-label={`${figure.value} ${figure.heading}, ${line.className ?? ALL_CLASSES}`}
    >
      {figure.value}
    </a>
  );
}

/** A line's class; the last line, all of them, is "All" in the table's narrow first column. */
function ClassName({ line, short = false }: { line: ClassLine; short?: boolean }) {
  return (
    <>
      {line.className ?? (short ? "All" : ALL_CLASSES)}
      {line.className && !line.open ? <span className="ml-2 text-xs font-normal text-slate-600">(closed)</span> : null}
    </>
  );
}

/** The id of the table's heading, which names the figures' table and list. */
const CLASS_TABLE_HEADING = "class-table-heading";

export function ClassTable({ session, lines }: { session: string; lines: ClassLine[] }) {
  const openInPage = useLinksInPage();
  return (
    <section aria-labelledby={CLASS_TABLE_HEADING} className="mb-6" onClick={openInPage}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={CLASS_TABLE_HEADING} className="text-lg font-semibold text-slate-900">
          Session {session}
        </h2>
        <Link to={href("/admin/applications/setup")} className={buttonClass("secondary")}>
          <Settings aria-hidden className="h-4 w-4" />
          Admissions setup
        </Link>
      </div>
      <AdminList
        compact
        className={`mt-3 ${FIGURES}`}
        labelledBy={CLASS_TABLE_HEADING}
        minWidth="min-w-[60rem]"
        columns={HEADINGS}
        rows={lines}
        empty="No class is open for admission and nothing has been applied for in this session yet."
        row={(line) => (
          <tr key={line.className ?? ALL_CLASSES} className={line.className ? "" : "bg-slate-50 font-semibold"}>
            <th scope="row" className={`${compactCellClass} font-medium whitespace-nowrap text-slate-900`}>
              <ClassName line={line} short />
            </th>
            {figuresOf(line).map((figure) => (
              <td key={figure.heading}>
                <FigureValue session={session} line={line} figure={figure} />
              </td>
            ))}
          </tr>
        )}
        card={(line) => (
          <AdminCard
            key={line.className ?? ALL_CLASSES}
            title={
              <h3>
                <ClassName line={line} />
              </h3>
            }
          >
            <dl className={CARD_FIGURES}>
              {figuresOf(line).map((figure) => (
                <div key={figure.heading}>
                  <dt>{figure.heading}</dt>
                  <dd>
                    <FigureValue session={session} line={line} figure={figure} />
                  </dd>
                </div>
              ))}
            </dl>
          </AdminCard>
        )}
      />
    </section>
  );
}
