import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft, Share2 } from "lucide-react";
import type { ReactNode } from "react";

import { LocalLink, useLocale } from "~/ui/local-link";
import { PdfLink } from "~/ui/pdf-link";

import { formatAnnouncementDate } from "./announcements";
import { NoticeCategoryAndNumber } from "./notice-category";
import { NoticeText } from "./notice-text";
import { NOTICE_BOARD_PATH } from "./notices";
import type { NoticeFile, NoticePage } from "./notices.server";

/**
 * A notice's own page (decision 0077): what it is and its date, its text, its attachments (a PDF with its size and
 * pages, an image shown), its photos as a grid each opening full size, and a link that shares it on WhatsApp.
 */
export function NoticeView({ notice, address }: { notice: NoticePage; address: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const share = `https://wa.me/?text=${encodeURIComponent(`${notice.title.text}\n${address}`)}`;
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <LocalLink
        to={NOTICE_BOARD_PATH}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" />
        <Trans>Notice Board</Trans>
      </LocalLink>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        <NoticeCategoryAndNumber category={notice.category} number={notice.number} />
        <span>
          <Trans>
            Dated <time dateTime={notice.date}>{formatAnnouncementDate(notice.date, locale)}</time>
          </Trans>
        </span>
      </p>
      <h1 lang={notice.title.lang} className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
        {notice.title.text}
      </h1>
      {notice.current ? null : (
        <p className="mt-3 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">
          <Trans>This notice is from the archive: it is no longer current.</Trans>
        </p>
      )}
      <div className="mt-6 text-lg leading-relaxed">
        <NoticeText blocks={notice.blocks} lang={notice.lang} />
      </div>

      <FilesSection
        id="attachments-heading"
        title={<Trans>Attachments</Trans>}
        files={notice.attachments}
        listClassName="space-y-4"
        show={(file) => <Attachment file={file} />}
      />

      <FilesSection
        id="photos-heading"
        title={<Trans>Photos</Trans>}
        files={notice.photos}
        listClassName="grid grid-cols-2 gap-3 sm:grid-cols-3"
        show={(photo) => (
          <figure>
            {/* Opens full size without scripts: the photo is a link to itself. */}
            <a href={photo.url} className="block overflow-hidden rounded-lg bg-slate-100">
              <img
                src={photo.url}
                srcSet={photo.srcSet ?? undefined}
                // Two a row on a phone, three from 640 px in a column of at most 768 px.
                sizes="(min-width: 640px) 250px, 50vw"
                alt={photo.alt?.text ?? ""}
                lang={photo.alt?.lang}
                width={photo.width ?? undefined}
                height={photo.height ?? undefined}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full object-cover"
              />
            </a>
            {photo.caption ? (
              <figcaption lang={photo.caption.lang} className="mt-1 text-sm text-slate-700">
                {photo.caption.text}
              </figcaption>
            ) : null}
          </figure>
        )}
      />

      <p className="mt-8">
        <a
          href={share}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 rounded-md bg-green-700 px-4 font-semibold text-white hover:bg-green-800"
        >
          <Share2 aria-hidden className="h-4 w-4" />
          <Trans>Share on WhatsApp</Trans>
          <span className="sr-only"> {t`(opens in a new tab)`}</span>
        </a>
      </p>
    </article>
  );
}

/** A PDF to open, with its size and pages; an image, shown. */
function Attachment({ file }: { file: NoticeFile }) {
  if (file.contentType !== "application/pdf") {
    return (
      <figure>
        <img
          src={file.url}
          srcSet={file.srcSet ?? undefined}
          sizes="(min-width: 768px) 720px, 100vw"
          alt={file.alt?.text ?? file.name}
          lang={file.alt?.lang}
          width={file.width ?? undefined}
          height={file.height ?? undefined}
          loading="lazy"
          className="h-auto max-w-full rounded-lg border border-slate-200"
        />
        {file.caption ? (
          <figcaption lang={file.caption.lang} className="mt-1 text-sm text-slate-700">
            {file.caption.text}
          </figcaption>
        ) : null}
      </figure>
    );
  }
  return (
    <PdfLink
      href={file.url}
      title={file.caption?.text || file.name}
      lang={file.caption?.text ? file.caption.lang : undefined}
      bytes={file.bytes}
      pages={file.pages}
    />
  );
}

/** The notice's files of one kind under their heading; nothing when it has none. */
function FilesSection<Item extends { id: string }>({
  id,
  title,
  files,
  listClassName,
  show,
}: {
  id: string;
  title: ReactNode;
  files: Item[];
  listClassName: string;
  show: (file: Item) => ReactNode;
}) {
  if (files.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <ul className={`mt-3 ${listClassName}`}>
        {files.map((file) => (
          <li key={file.id}>{show(file)}</li>
        ))}
      </ul>
    </section>
  );
}
