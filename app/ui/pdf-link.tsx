// A PDF to download on a public page (a notice's attachment, a school page's file): its title, then "PDF", its size
// and its pages, opening in a new tab.
import { Plural, useLingui } from "@lingui/react/macro";
import { Download } from "lucide-react";

import { fileSizeParts } from "~/lib/files/file-size";

export function PdfLink({
  href,
  title,
  lang,
  bytes,
  pages,
}: {
  href: string;
  title: string;
  /** "en" where a Hindi page shows an English title. */
  lang?: string;
  bytes: number;
  pages: number | null;
}) {
  const { t } = useLingui();
  const { amount, unit } = fileSizeParts(bytes);
  // In the page's language: "पीडीएफ़, 340 केबी" on a Hindi page (docs/hindi-glossary.md).
  const size = unit === "KB" ? t`${amount} KB` : t`${amount} MB`;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 bg-white p-3 hover:bg-brand-50"
    >
      <Download aria-hidden className="h-5 w-5 shrink-0 text-brand-800" />
      <span className="min-w-0">
        <span lang={lang} className="block font-medium break-words text-brand-900 underline">
          {title}
        </span>
        <span className="block text-sm text-slate-700">
          {t`PDF`}, {size}
          {pages ? (
            <>
              , <Plural value={pages} one="# page" other="# pages" />
            </>
          ) : null}
        </span>
      </span>
      <span className="sr-only"> {t`(opens in a new tab)`}</span>
    </a>
  );
}
