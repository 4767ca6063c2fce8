import { Trans, useLingui } from "@lingui/react/macro";
import { Fragment } from "react";

import { ItemTable, tableShown } from "~/features/disclosure-tables/public-tables";
import type { PublicTables } from "~/features/disclosure-tables/public.server";
import { DocumentLink } from "~/ui/document-link";
import { LocalSpan } from "~/ui/local-span";

import {
  DISCLOSURE_MESSAGES,
  documentHref,
  sectionHeading,
  type PublicDisclosureItem,
  type PublicDisclosureSection,
} from "./disclosures";

/** The sections, each item with the table it shows (docs/specification.md §28) from `tables`. */
export function DisclosureSections({
  sections,
  tables = {},
}: {
  sections: PublicDisclosureSection[];
  tables?: PublicTables;
}) {
  const { t } = useLingui();
  if (sections.length === 0) {
    return <p className="py-8 text-center text-lg text-slate-700">{t(DISCLOSURE_MESSAGES.noSections)}</p>;
  }
  return (
    <div className="space-y-10">
      {sections.map((section) => (
        <DisclosureSection key={section.id} section={section} tables={tables} />
      ))}
    </div>
  );
}

/**
 * A section: its heading, then a table of Sr. No., Information and Detail. The
 * information cell heads its row, so a screen reader names it with the detail.
 * On a narrow phone the text wraps; should a long word still not fit, the
 * table scrolls sideways inside its box instead of widening the page.
 */
export function DisclosureSection({
  section,
  tables = {},
}: {
  section: PublicDisclosureSection;
  tables?: PublicTables;
}) {
  const { t } = useLingui();
  const headingId = `disclosure-section-${section.id}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} lang={section.title.lang} className="text-xl font-bold text-slate-900 sm:text-2xl">
        {sectionHeading({ sectionLetter: section.sectionLetter, title: section.title.text })}
      </h2>
      {section.items.length === 0 ? (
        <p className="mt-3 text-slate-700">{t(DISCLOSURE_MESSAGES.noItems)}</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-lg border border-slate-200">
          <table aria-labelledby={headingId} className="w-full border-collapse text-left text-sm sm:text-base">
            <thead className="bg-slate-100 text-slate-900">
              <tr>
                <th scope="col" className="w-12 px-2 py-3 font-semibold sm:w-20 sm:px-4">
                  <Trans>Sr. No.</Trans>
                </th>
                <th scope="col" className="px-2 py-3 font-semibold sm:px-4">
                  <Trans>Information</Trans>
                </th>
                <th scope="col" className="px-2 py-3 font-semibold sm:w-2/5 sm:px-4">
                  <Trans>Detail</Trans>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {section.items.map((item) => {
                // The item's table (docs/specification.md §28): a row of its own below the item's, under its
                // information and detail, the item's number beside both.
                const table = tableShown(item.shows, tables) ? (
                  <ItemTable shows={item.shows} tables={tables} label={item.information} />
                ) : null;
                return (
                  <Fragment key={item.id}>
                    <tr className={table ? "border-b-0 align-top" : "align-top"}>
                      <td rowSpan={table ? 2 : undefined} className="px-2 py-3 text-slate-700 sm:px-4">
                        {item.srNo}
                      </td>
                      <th
                        scope="row"
                        lang={item.information.lang}
                        className="px-2 py-3 font-normal [overflow-wrap:anywhere] text-slate-900 sm:px-4"
                      >
                        <BreakAfterSlashes text={item.information.text} />
                      </th>
                      <td className="px-2 py-3 text-slate-800 sm:px-4">
                        <DisclosureDetail item={item} hasTable={Boolean(table)} />
                      </td>
                    </tr>
                    {table ? (
                      <tr className="align-top">
                        <td colSpan={2} className="px-2 pb-3 text-slate-800 sm:px-4">
                          {table}
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * "Not applicable: <reason>" for an item marked so (docs/specification.md §30); else a Download button when there is
 * a document, else the detail text, else a dash (SPEC §2); nothing instead of the dash when the item shows a table
 * with rows below it (docs/specification.md §28).
 */
export function DisclosureDetail({
  item,
  hasTable = false,
}: {
  item: Pick<PublicDisclosureItem, "information" | "detail" | "documentUrl" | "checkedOn" | "notApplicable">;
  hasTable?: boolean;
}) {
  const { t, i18n } = useLingui();
  // Staff write the reason in English only: a Hindi page marks it as English.
  const reasonLang = i18n.locale === "en" ? undefined : "en";
  if (item.notApplicable) {
    const reason = item.notApplicable;
    return (
      <span className="[overflow-wrap:anywhere] whitespace-pre-line">
        <Trans>
          Not applicable: <span lang={reasonLang}>{reason}</span>
        </Trans>
      </span>
    );
  }
  const href = documentHref(item.documentUrl);
  if (href) {
    return (
      <DocumentLink href={href} hidden={<LocalSpan value={item.information} />} checkedOn={item.checkedOn}>
        {t(DISCLOSURE_MESSAGES.download)}
      </DocumentLink>
    );
  }
  const detail = item.detail?.text.trim();
  if (detail) {
    return (
      <span lang={item.detail?.lang} className="[overflow-wrap:anywhere] whitespace-pre-line">
        <BreakAfterSlashes text={detail} />
      </span>
    );
  }
  if (hasTable) return null;
  return (
    <>
      <span aria-hidden="true">-</span>
      <span className="sr-only">{t(DISCLOSURE_MESSAGES.notAvailable)}</span>
    </>
  );
}

/**
 * CBSE's wording runs words together with slashes ("affiliation/upgradation/extension"):
 * let a narrow phone wrap the line after each slash rather than in the middle of a word.
 */
function BreakAfterSlashes({ text }: { text: string }) {
  const parts = text.split("/");
  const last = parts.length - 1;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index < last ? `${part}/` : part}
      {index < last ? <wbr /> : null}
    </Fragment>
  ));
}

/** The school's CBSE affiliation number and school code, each shown only when the settings have it. */
export function SchoolIdentifiers({
  affiliationNumber,
  schoolCode,
}: {
  affiliationNumber: string;
  schoolCode: string;
}) {
  const { t } = useLingui();
  const facts = [
    [t`CBSE Affiliation No.`, affiliationNumber.trim()],
    [t`School Code`, schoolCode.trim()],
  ].filter(([, value]) => value);
  if (facts.length === 0) return null;
  return (
    <dl className="mb-10 flex flex-wrap gap-x-10 gap-y-3 rounded-lg border border-brand-100 bg-brand-50 px-5 py-4">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm font-medium text-slate-700">{label}</dt>
          <dd className="text-lg font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
