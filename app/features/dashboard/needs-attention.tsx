// The dashboard's "Needs attention": each figure a link to the list that shows
// those rows, already filtered. Only the areas the server sent (the person's
// own sections) are shown.
import {
  AlarmClock,
  CalendarDays,
  ClipboardList,
  FileWarning,
  GraduationCap,
  IndianRupee,
  Languages,
  Mail,
  Megaphone,
  MessageSquare,
  ShieldCheck,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

import { OfficeSection } from "~/features/admin/admin-page";
import { PAGE_SIZE } from "~/features/admin/pagination";
import { sectionPath, SECTIONS, type SectionKey } from "~/features/admin/sections";
import { UNREAD_CONTACT_MESSAGES } from "~/features/contact/contact-message-kind";
import { DATA_REQUEST_DUE_DAYS, OPEN_DATA_REQUESTS } from "~/features/data-requests/schema";
import { sectionHeading } from "~/features/disclosures/disclosures";
import { PAYMENTS_PATH } from "~/features/fee-payments/office-schema";
import { DUE_VISITS } from "~/features/visits/due-visits";
import { LIST_LINK, TEXT_LINK } from "~/ui/text-link";

import type { DashboardFigures, HindiFigures } from "./dashboard.server";
import { shortDay } from "./format";

/** The areas' names, as their cards are titled, for the line of those where nothing waits. */
const QUIET_NAMES = {
  followUps: "Follow-ups",
  notices: "Announcements",
  visits: "Visit Requests",
  enquiries: "Admission Enquiries",
  contactMessages: "Contact Messages",
  calendar: "Calendar",
  disclosures: "Mandatory Disclosures",
  applications: "Applications",
  payments: "Payments",
  dataRequests: "Data Requests",
};

/** Each figure of what shows without Hindi, and the list where it is written (decision 0075). */
const HINDI_FIGURES: { key: keyof HindiFigures; section: SectionKey; one: string; many: string }[] = [
  { key: "alerts", section: "alerts", one: "alert showing now", many: "alerts showing now" },
  { key: "announcements", section: "announcements", one: "announcement", many: "announcements" },
  { key: "events", section: "calendar", one: "event to come", many: "events to come" },
  { key: "content", section: "content", one: "text of the site's pages", many: "texts of the site's pages" },
];

const SECTION_LABELS = Object.fromEntries(SECTIONS.map((section) => [section.key, section.label])) as Record<
  SectionKey,
  string
>;

function Figure({ to, value, label }: { to: string; value: number; label: string }) {
  return (
    <Link
      to={to}
      className="group flex min-h-11 items-center gap-2 rounded-lg px-2 hover:bg-brand-50 focus-visible:bg-brand-50"
    >
      <span className="text-2xl font-semibold text-brand-800 tabular-nums">{value}</span>
      <span className="text-sm text-slate-700 group-hover:underline">{label}</span>
    </Link>
  );
}

function Card({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        {icon}
        {title}
      </h3>
      <div className="mt-1 space-y-1 sm:mt-2">{children}</div>
    </li>
  );
}

export function NeedsAttention({ figures }: { figures: DashboardFigures }) {
  const {
    visits,
    enquiries,
    contactMessages,
    calendar,
    disclosures,
    dataRequests,
    applications,
    followUps,
    notices,
    payments,
  } = figures;
  const withoutHindi = figures.withoutHindi;
  const hindiMissing = withoutHindi ? Object.values(withoutHindi).reduce((sum, count) => sum + (count ?? 0), 0) : 0;
  if (
    !hindiMissing &&
    !visits &&
    !enquiries &&
    !contactMessages &&
    !calendar &&
    !disclosures &&
    !dataRequests &&
    !applications &&
    !followUps &&
    !notices &&
    !payments
  )
    return null;
  // The areas where nothing waits are named on one line, not given a card each: on a phone the cards of what
  // does wait stay within the first screens (decision 0075).
  const quietAreas = {
    followUps: followUps?.total === 0,
    notices: notices?.waiting === 0,
    visits: visits !== undefined && visits.pending === 0 && visits.today.due === 0 && visits.week.due === 0,
    enquiries: enquiries?.pending === 0,
    contactMessages: contactMessages?.unread === 0,
    calendar: calendar?.count === 0,
    disclosures: disclosures?.missing === 0,
    applications: applications?.submitted === 0,
    payments: payments !== undefined && payments.reported + payments.toConfirm + payments.notFound === 0,
    dataRequests: dataRequests?.open === 0,
  };
  const quiet = (Object.keys(quietAreas) as (keyof typeof quietAreas)[])
    .filter((area) => quietAreas[area])
    .map((area) => QUIET_NAMES[area]);
  const visitList = sectionPath("visit_requests");
  const dueVisits = (from: string, to?: string) =>
    `${visitList}?date=${from}${to ? `&to=${to}` : ""}&status=${DUE_VISITS.value}`;
  const enquiryList = sectionPath("enquiries");
  // Submitted and not yet looked at: the applications whose documents are still to check.
  const waitingApplications = `${sectionPath("applications")}?status=submitted`;
  const icon = "h-5 w-5 text-brand-700";
  return (
    <OfficeSection id="needs-attention" title="Needs attention" className="mt-8">
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 sm:gap-4">
        {followUps && !quietAreas.followUps && (
          <Card title="Follow-ups" icon={<AlarmClock aria-hidden className={icon} />}>
            {followUps.total === 0 ? (
              <p className="pl-2 text-sm text-slate-700">No follow-up is due.</p>
            ) : (
              <>
                <p className="pl-2 text-sm text-slate-700">
                  {followUps.total} due today or overdue
                  {followUps.total > followUps.due.length ? ", soonest first:" : ":"}
                </p>
                <ul aria-label="Follow-ups due" className="space-y-1 pl-2 text-sm">
                  {followUps.due.map((due) => (
                    <li key={due.path}>
                      <Link to={due.path} className="text-brand-800 hover:underline">
                        {due.title}
                      </Link>{" "}
                      <span
                        className={due.followUpOn < followUps.today ? "font-medium text-red-800" : "text-slate-700"}
                      >
                        {due.followUpOn < followUps.today ? `overdue since ${shortDay(due.followUpOn)}` : "today"}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Card>
        )}
        {notices && !quietAreas.notices && (
          <Card title="Announcements" icon={<Megaphone aria-hidden className={icon} />}>
            <Figure
              to={`${sectionPath("announcements")}?waiting=1`}
              value={notices.waiting}
              label={`${notices.waiting === 1 ? "announcement waits" : "announcements wait"} for you to publish`}
            />
            <ul aria-label="Waiting to be published" className="space-y-1 pl-2 text-sm">
              {notices.notices.map((notice) => (
                <li key={notice.id}>
                  <Link to={`${sectionPath("announcements")}/${notice.id}`} className={LIST_LINK}>
                    {notice.title}
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        )}
        {visits && !quietAreas.visits && (
          <Card title="Visit Requests" icon={<ClipboardList aria-hidden className={icon} />}>
            {/* Every pending one, a past visit nobody answered included: the list's All dates (decision 0037). */}
            <Figure to={`${visitList}?status=pending&when=all`} value={visits.pending} label="pending" />
            <Figure
              to={dueVisits(visits.today.date)}
              value={visits.today.due}
              label={`${visits.today.due === 1 ? "visit" : "visits"} due today (pending or confirmed)`}
            />
            <Figure
              to={dueVisits(visits.week.from, visits.week.to)}
              value={visits.week.due}
              label={`due this week, to ${shortDay(visits.week.to)}`}
            />
            {visits.week.days.length > 0 && (
              <ul aria-label="Visits due this week by day" className="hidden flex-wrap gap-x-3 pl-2 text-sm sm:flex">
                {visits.week.days.map((day) => (
                  <li key={day.date}>
                    <Link to={dueVisits(day.date)} className={LIST_LINK}>
                      {shortDay(day.date)}: {day.due}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        )}
        {enquiries && !quietAreas.enquiries && (
          <Card title="Admission Enquiries" icon={<MessageSquare aria-hidden className={icon} />}>
            <Figure to={`${enquiryList}?status=pending`} value={enquiries.pending} label="pending" />
            {enquiries.oldest && (
              <p className="pl-2 text-sm text-slate-700">
                The oldest has waited {/* The list is newest first: its last page holds the oldest. */}
                <Link
                  to={`${enquiryList}?status=pending&page=${Math.ceil(enquiries.pending / PAGE_SIZE)}`}
                  className="font-medium text-brand-800 underline"
                >
                  {enquiries.oldest.waited}
                </Link>{" "}
                (received {enquiries.oldest.received}).
              </p>
            )}
          </Card>
        )}
        {contactMessages && !quietAreas.contactMessages && (
          <Card title="Contact Messages" icon={<Mail aria-hidden className={icon} />}>
            <Figure
              to={`${sectionPath("contact_messages")}?status=${UNREAD_CONTACT_MESSAGES}`}
              value={contactMessages.unread}
              label={`new ${contactMessages.unread === 1 ? "message" : "messages"}, not yet read`}
            />
          </Card>
        )}
        {calendar && !quietAreas.calendar && (
          <Card title="Calendar" icon={<CalendarDays aria-hidden className={icon} />}>
            <Figure
              to={`${sectionPath("calendar")}?from=${calendar.from}&to=${calendar.to}`}
              value={calendar.count}
              label={`${calendar.count === 1 ? "event" : "events"} in the next 7 days`}
            />
            {calendar.events.length > 0 && (
              <ul aria-label="Events in the next 7 days" className="pl-2 text-sm text-slate-700">
                {calendar.events.map((event) => (
                  <li key={event.id}>
                    {event.date}: {event.title}
                  </li>
                ))}
                {calendar.count > calendar.events.length && <li>and {calendar.count - calendar.events.length} more</li>}
              </ul>
            )}
          </Card>
        )}
        {disclosures && !quietAreas.disclosures && (
          <Card title="Mandatory Disclosures" icon={<FileWarning aria-hidden className={icon} />}>
            <Figure
              to={`${sectionPath("mandatory_disclosures")}?owed=1`}
              value={disclosures.missing}
              label={`of ${disclosures.total} ${disclosures.total === 1 ? "item is" : "items are"} not complete`}
            />
            {disclosures.sections.length > 0 && (
              <ul aria-label="Items still owed by section" className="hidden flex-wrap gap-x-3 pl-2 text-sm sm:flex">
                {disclosures.sections.map((section) => (
                  <li key={section.id}>
                    <Link
                      to={`${sectionPath("mandatory_disclosures")}?owed=1#admin-disclosure-section-${section.id}`}
                      className={LIST_LINK}
                    >
                      {sectionHeading({ sectionLetter: section.letter, title: section.title })}: {section.missing}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        )}
        {applications && !quietAreas.applications && (
          <Card title="Applications" icon={<GraduationCap aria-hidden className={icon} />}>
            <Figure
              to={waitingApplications}
              value={applications.submitted}
              label={`submitted, ${applications.submitted === 1 ? "its" : "their"} documents not yet checked`}
            />
            {applications.oldest && (
              <p className="pl-2 text-sm text-slate-700">
                The oldest has waited {/* The list is newest first: its last page holds the oldest. */}
                <Link
                  to={`${waitingApplications}&page=${Math.ceil(applications.submitted / PAGE_SIZE)}`}
                  className="font-medium text-brand-800 underline"
                >
                  {applications.oldest.waited}
                </Link>{" "}
                (submitted {applications.oldest.received}).
              </p>
            )}
          </Card>
        )}
        {payments && !quietAreas.payments && (
          <Card title="Payments" icon={<IndianRupee aria-hidden className={icon} />}>
            <Figure
              to={`${PAYMENTS_PATH}?filter=to_confirm`}
              value={payments.toConfirm}
              label="matched in a statement, to confirm"
            />
            <Figure to={`${PAYMENTS_PATH}?filter=reported`} value={payments.reported} label="reported by parents" />
            <Figure
              to={`${PAYMENTS_PATH}?filter=not_found`}
              value={payments.notFound}
              label="reported, not yet found after 3 days"
            />
            <Figure to={`${PAYMENTS_PATH}?filter=confirmed`} value={payments.confirmed} label="confirmed" />
          </Card>
        )}
        {withoutHindi && hindiMissing > 0 && (
          <Card title="Showing without Hindi" icon={<Languages aria-hidden className={icon} />}>
            <p className="pl-2 text-sm text-slate-700">Hindi readers see these in English. Add their Hindi:</p>
            {/* Counts with the way to their section, not figures: no list filters by a missing Hindi text. */}
            <ul aria-label="Without Hindi" className="space-y-1 pl-2 text-sm text-slate-700">
              {HINDI_FIGURES.map(({ key, section, one, many }) =>
                withoutHindi[key] ? (
                  <li key={key}>
                    {withoutHindi[key]} {withoutHindi[key] === 1 ? one : many}:{" "}
                    <Link to={sectionPath(section)} className={TEXT_LINK}>
                      {SECTION_LABELS[section]}
                    </Link>
                  </li>
                ) : null,
              )}
            </ul>
          </Card>
        )}
        {dataRequests && !quietAreas.dataRequests && (
          <Card title="Data Requests" icon={<ShieldCheck aria-hidden className={icon} />}>
            <Figure
              to={`${sectionPath("data_requests")}?status=${OPEN_DATA_REQUESTS.value}`}
              value={dataRequests.open}
              label={`open (new or in progress), each to be answered within ${DATA_REQUEST_DUE_DAYS} days`}
            />
            {dataRequests.soonestDue && (
              <p className="pl-2 text-sm text-slate-700">
                The soonest is due by{" "}
                <span
                  className={dataRequests.soonestDue < dataRequests.today ? "font-medium text-red-800" : "font-medium"}
                >
                  {shortDay(dataRequests.soonestDue)}
                  {dataRequests.soonestDue < dataRequests.today ? " (overdue)" : ""}
                </span>
                .
              </p>
            )}
          </Card>
        )}
      </ul>
      {quiet.length > 0 ? <p className="mt-3 text-sm text-slate-700">Nothing waiting in {quiet.join(", ")}.</p> : null}
    </OfficeSection>
  );
}
