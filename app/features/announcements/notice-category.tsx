import { Trans, useLingui } from "@lingui/react/macro";

import { NOTICE_CATEGORY_NAMES } from "./notice-categories";
import type { NoticeCategory } from "./notices";

/** A notice's category as a label, and a circular's number after it, in the page's language (decision 0077). */
export function NoticeCategoryAndNumber({ category, number }: { category: NoticeCategory; number: string | null }) {
  const { i18n } = useLingui();
  return (
    <>
      <span className="rounded bg-brand-50 px-2 py-0.5 font-medium text-brand-900">
        {i18n._(NOTICE_CATEGORY_NAMES[category])}
      </span>
      {number ? (
        <span>
          {/* A number staff write in Latin letters ("ADM/2026/14") is read as English on a Hindi page. */}
          <Trans>
            No. <span lang={/[A-Za-z]/.test(number) ? "en" : undefined}>{number}</span>
          </Trans>
        </span>
      ) : null}
    </>
  );
}
