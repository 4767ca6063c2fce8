import { Trans } from "@lingui/react/macro";

import { NoticeCategoryAndNumber } from "~/features/announcements/notice-category";
import type { LocalText } from "~/lib/language/localized";
import { buttonClass } from "~/ui/button";
import { LocalLink } from "~/ui/local-link";
import { PageBanner } from "~/ui/page-banner";
import { PdfLink } from "~/ui/pdf-link";
import { StackedTable } from "~/ui/stacked-table";

import { PageTextView } from "./page-text-view";
import type { ShownBlock } from "./school-page.server";

/** Where each call to action leads: Apply Online, the enquiry form (which opens without scripts too), or a page. */
const ACTION_PATHS = { apply: "/admissions/apply", enquire: "/admissions?form=enquiry" } as const;

/** A page of the school's own (docs/specification.md §32): its title in the banner, then its blocks in order. */
export function SchoolPageView({ title, blocks }: { title: LocalText; blocks: ShownBlock[] }) {
  return (
    <>
      <div lang={title.lang}>
        <PageBanner title={title.text} />
      </div>
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
        {blocks.map((block) => (
          <Block key={block.id} block={block} />
        ))}
      </div>
    </>
  );
}

function Block({ block }: { block: ShownBlock }) {
  switch (block.type) {
    case "text":
      return <PageTextView doc={block.doc} lang={block.lang} />;
    case "table":
      return (
        <div lang={block.lang}>
          <StackedTable
            caption={{ text: block.table.caption, lang: block.lang }}
            captionShown={Boolean(block.table.caption)}
            columns={block.table.head}
            rows={block.table.rows}
          />
        </div>
      );
    case "image":
      return (
        <figure lang={block.lang}>
          <img
            src={block.src}
            srcSet={block.srcSet}
            sizes="(min-width: 48rem) 48rem, 100vw"
            width={block.width ?? undefined}
            height={block.height ?? undefined}
            alt={block.alt}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-lg bg-slate-100"
          />
          {block.caption ? <figcaption className="mt-2 text-sm text-slate-700">{block.caption}</figcaption> : null}
        </figure>
      );
    case "file":
      return <PdfLink href={block.url} title={block.title} lang={block.lang} bytes={block.bytes} pages={block.pages} />;
    case "notices":
      return block.notices.length === 0 ? (
        <p className="text-slate-600">
          <Trans>No notices at the moment.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {block.notices.map((notice) => (
            <li key={notice.id} className="py-3">
              <NoticeCategoryAndNumber category={notice.category} number={notice.number} />
              <LocalLink
                to={notice.path}
                lang={notice.title.lang}
                className="block py-1 font-semibold text-brand-800 underline-offset-2 hover:underline"
              >
                {notice.title.text}
              </LocalLink>
            </li>
          ))}
        </ul>
      );
    case "action":
      return (
        <p>
          <LocalLink
            to={block.target === "page" ? block.to! : ACTION_PATHS[block.target]}
            lang={block.lang}
            className={buttonClass("primary", "inline-flex min-h-11 items-center")}
          >
            {block.label}
          </LocalLink>
        </p>
      );
  }
}
