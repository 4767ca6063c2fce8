// The 72-hour clock of an open breach (docs/specification.md §27, decision 0070). The DPDP Rules 2025 (Rule 7) ask
// the school to tell the Data Protection Board, and each person affected, without delay, and to give the Board its
// detailed report within 72 hours of becoming aware of the breach. The site counts those 72 hours from the time
// the breach was detected, until both reports are recorded; it never counts anything the Rules do not say.

export const REPORT_WITHIN_HOURS = 72;
/** Under this much time left, the clock turns red. */
export const URGENT_HOURS = 24;

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** A breach as the clock reads it: when it was detected and when each report was made (null: not yet). */
export interface ClockedBreach {
  detectedAt: Date;
  boardToldAt: Date | null;
  parentsToldAt: Date | null;
}

export interface BreachClock {
  /** When the 72 hours end. */
  dueAt: Date;
  /** "Report to the Data Protection Board within 71 h 20 min", or "Overdue by 2 h 5 min: report to …". */
  text: string;
  /** The reports not yet recorded, in words: "the report to the Data Protection Board", "telling the affected parents". */
  missing: string[];
  /** Red: under 24 hours left, or overdue. */
  urgent: boolean;
  overdue: boolean;
}

/** A length of time as the dashboard says it: "71 h 20 min", "45 min", "3 h" (its whole minutes). */
export function hoursAndMinutes(milliseconds: number): string {
  const minutes = Math.floor(Math.max(0, milliseconds) / MINUTE);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The clock of `breach` at `now`; null once both reports are recorded (the breach is no longer open). */
export function breachClock(breach: ClockedBreach, now: Date): BreachClock | null {
  const board = breach.boardToldAt === null;
  const parents = breach.parentsToldAt === null;
  if (!board && !parents) return null;
  const dueAt = new Date(breach.detectedAt.getTime() + REPORT_WITHIN_HOURS * HOUR);
  const left = dueAt.getTime() - now.getTime();
  const overdue = left <= 0;
  const task = board ? "report to the Data Protection Board" : "tell the affected parents";
  // Never "0 min": time left is rounded down and time overdue up, each at least a minute.
  const text = overdue
    ? `Overdue by ${hoursAndMinutes(Math.max(MINUTE, -left + MINUTE - 1))}: ${task}`
    : `${task[0]!.toUpperCase()}${task.slice(1)} within ${hoursAndMinutes(Math.max(MINUTE, left))}`;
  return {
    dueAt,
    text,
    missing: [
      ...(board ? ["the report to the Data Protection Board"] : []),
      ...(parents ? ["telling the affected parents"] : []),
    ],
    urgent: left < URGENT_HOURS * HOUR,
    overdue,
  };
}
