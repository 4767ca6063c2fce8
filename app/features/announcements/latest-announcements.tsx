import { Trans } from "@lingui/react/macro";
import { Megaphone } from "lucide-react";

import type { LocalText } from "~/lib/language/localized";
import { LocalLink, useLocale } from "~/ui/local-link";

import { formatAnnouncementDate, LATEST_ANNOUNCEMENTS_HEADING_ID } from "./announcements";
import { NOTICE_BOARD_PATH } from "./notices";
import { StretchedLink } from "./stretched-link";

/** An announcement as the home page shows it, in the page's language (decision 0054), with its own page's address. */
export interface HomeAnnouncement {
  id: string;
  path: string;
  title: LocalText;
  content: LocalText;
  /** yyyy-MM-dd, a calendar date with no time and no time zone. */
  date: string;
}

/** The home page's Latest Announcements, each linking its notice, and the way to the Notice Board; nothing when none. */
export function LatestAnnouncements({ announcements }: { announcements: HomeAnnouncement[] }) {
  const locale = useLocale();
  if (announcements.length === 0) return null;
  return (
    <section aria-labelledby={LATEST_ANNOUNCEMENTS_HEADING_ID} className="bg-brand-50 px-4 py-14">
      <div className="mx-auto max-w-6xl">
        <h2 id={LATEST_ANNOUNCEMENTS_HEADING_ID} className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
          <Trans>Latest Announcements</Trans>
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {announcements.map((announcement) => (
            <li key={announcement.id}>
              <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm focus-within:ring-2 focus-within:ring-brand-700">
                <p className="flex items-center gap-2 text-sm font-medium text-brand-800">
                  <Megaphone aria-hidden className="h-4 w-4" />
                  <time dateTime={announcement.date}>{formatAnnouncementDate(announcement.date, locale)}</time>
                </p>
                <h3 lang={announcement.title.lang} className="mt-3 text-lg font-semibold text-slate-900">
                  <StretchedLink to={announcement.path}>{announcement.title.text}</StretchedLink>
                </h3>
                <p lang={announcement.content.lang} className="mt-2 line-clamp-6 whitespace-pre-line text-slate-700">
                  {announcement.content.text}
                </p>
              </article>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <LocalLink
            to={NOTICE_BOARD_PATH}
            className="inline-flex min-h-11 items-center rounded-md px-3 font-semibold text-brand-800 underline underline-offset-4"
          >
            <Trans>All notices</Trans>
          </LocalLink>
        </p>
      </div>
    </section>
  );
}
