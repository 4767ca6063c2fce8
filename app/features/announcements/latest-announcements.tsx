import { Trans } from "@lingui/react/macro";
import { Megaphone } from "lucide-react";

import { useLocale } from "~/ui/local-link";

import { formatAnnouncementDate, LATEST_ANNOUNCEMENTS_HEADING_ID, type PublicAnnouncement } from "./announcements";

/** The home page's Latest Announcements; nothing at all when there are none. */
export function LatestAnnouncements({ announcements }: { announcements: PublicAnnouncement[] }) {
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
              <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <p className="flex items-center gap-2 text-sm font-medium text-brand-800">
                  <Megaphone aria-hidden className="h-4 w-4" />
                  <time dateTime={announcement.date}>{formatAnnouncementDate(announcement.date, locale)}</time>
                </p>
                <h3 lang={announcement.title.lang} className="mt-3 text-lg font-semibold text-slate-900">
                  {announcement.title.text}
                </h3>
                <p lang={announcement.content.lang} className="mt-2 whitespace-pre-line text-slate-700">
                  {announcement.content.text}
                </p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
