import { pageMeta } from "~/lib/meta";
import { PageBanner } from "~/ui/page-banner";
import type { Route } from "./+types/calendar";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "Calendar");

export default function CalendarPage() {
  return (
    <main id="main">
      <PageBanner title="Calendar" subtitle="Holidays, meetings, events and activities." />
    </main>
  );
}
