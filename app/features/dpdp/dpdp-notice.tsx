import { ClipboardList, ShieldAlert } from "lucide-react";
import { Link } from "react-router";

import { IconLink } from "~/ui/icon-link";

import { ClockLine } from "./admin-breaches-page";
import type { BreachClock } from "./breach-clock";
import { BREACH_REGISTER_PATH, RECORD_OF_PROCESSING_PATH } from "./schema";

/** An open breach as the dashboard shows it. */
export interface OpenBreach {
  id: string;
  whatHappened: string;
  clock: BreachClock;
}

/**
 * The dashboard's DPDP lines (admins only, docs/specification.md §27): each open breach with the time left of its 72
 * hours, red under 24 and "Overdue by …" after; and the way to the breach register and the record of processing.
 */
export function DpdpNotice({ open }: { open: OpenBreach[] }) {
  return (
    <section aria-label="Personal data" className="mt-4 space-y-3">
      {open.length > 0 && (
        <div className="rounded-xl border border-red-300 bg-red-50 p-5 text-red-950">
          <h2 className="flex items-center gap-2 font-semibold">
            <ShieldAlert aria-hidden className="h-5 w-5 shrink-0" />
            {open.length === 1 ? "A personal data breach is open" : `${open.length} personal data breaches are open`}
          </h2>
          <ul aria-label="Open breaches" className="mt-3 space-y-3">
            {open.map((breach) => (
              <li key={breach.id} className="space-y-1">
                <ClockLine text={breach.clock.text} urgent={breach.clock.urgent} />
                <p className="line-clamp-2 text-sm break-words">{breach.whatHappened}</p>
              </li>
            ))}
          </ul>
          <Link
            to={BREACH_REGISTER_PATH}
            className="mt-3 inline-flex min-h-11 items-center text-sm font-medium underline"
          >
            Record the reports in the Breach Register
          </Link>
        </div>
      )}
      <nav aria-label="Personal data pages" className="flex flex-wrap gap-x-6">
        <IconLink to={BREACH_REGISTER_PATH} icon={ShieldAlert}>
          Breach Register
        </IconLink>
        <IconLink to={RECORD_OF_PROCESSING_PATH} icon={ClipboardList}>
          Record of Processing
        </IconLink>
      </nav>
    </section>
  );
}
