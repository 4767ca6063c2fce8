// What the public Admissions page shows of online applications (docs/specification.md §22): nothing before a setup
// is saved or while it opens no class; the opening day before it; while open, Apply Online, each open class's seats in words and the fee; the
// closing day after it. The page is cached: `applicationsChanged` renders it afresh.
import { seatState, type ClassName, type SeatState } from "../rules";
import { classCountsOf, stageCountsOf } from "../seats/seats.server";
import { applicationsWindow } from "./setup.server";

export type OnlineApplications =
  | { state: "none" }
  | { state: "before"; session: string; opensOn: string }
  | { state: "after"; session: string; closesOn: string }
  | {
      state: "open";
      session: string;
      closesOn: string;
      /** In rupees; null: none said. */
      registrationFee: number | null;
      classes: { className: ClassName; seats: SeatState }[];
    };

/** Where the applications of `session` stand on `today` (the school's date), as the Admissions page says it. */
export async function onlineApplicationsOf(session: string, today: string): Promise<OnlineApplications> {
  const window = await applicationsWindow(session, today);
  // No class open for admission: nothing to apply for, nor to wait for.
  if (window.state === "none" || window.setup.classes.length === 0) return { state: "none" };
  const { setup } = window;
  if (window.state === "before") return { state: "before", session, opensOn: setup.opensOn };
  if (window.state === "after") return { state: "after", session, closesOn: setup.closesOn };
  const counts = await stageCountsOf(session);
  return {
    state: "open",
    session,
    closesOn: setup.closesOn,
    registrationFee: setup.registrationFee,
    classes: setup.classes.map((open) => ({
      className: open.className,
      seats: seatState(classCountsOf(open.seats, counts.get(open.className))),
    })),
  };
}
