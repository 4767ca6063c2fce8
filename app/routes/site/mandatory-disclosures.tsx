import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useRouteLoaderData } from "react-router";

import { lastAttestation } from "~/features/attestation/attestation.server";
import { AttestedLine } from "~/features/attestation/attested-line";
import { publicTables } from "~/features/disclosure-tables/public.server";
import { DisclosureSections, SchoolIdentifiers } from "~/features/disclosures/disclosure-tables";
import { localizeDisclosures } from "~/features/disclosures/disclosures";
import { listDisclosures } from "~/features/disclosures/disclosures.server";
import { lastChangeOf, lastUpdatedDay } from "~/features/last-updated/last-updated.server";
import { checkedDates } from "~/features/links/links.server";
import { localeOf } from "~/lib/language/locale";
import { pageMeta } from "~/lib/page/meta";
import type { loader as rootLoader } from "~/root";
import { PageBanner } from "~/ui/page-banner";

import type { Route } from "./+types/mandatory-disclosures";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    msg`Mandatory Disclosures`,
    msg`The school's mandatory public disclosure under CBSE Appendix IX: general information, documents, results, staff and infrastructure.`,
  );

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(new URL(request.url).pathname);
  const [listed, changed, attested] = await Promise.all([
    listDisclosures(),
    lastChangeOf(["disclosures"]),
    lastAttestation(),
  ]);
  const sections = localizeDisclosures(listed, locale);
  // "Checked on <date>" beside each document, from the last link check (docs/specification.md §25).
  const urls = sections.flatMap((section) => section.items.map((item) => item.documentUrl?.trim() ?? ""));
  const [checked, tables] = await Promise.all([
    checkedDates(urls, locale),
    // The tables the items show in their places (docs/specification.md §28).
    publicTables(sections.flatMap((section) => section.items.map((item) => item.shows))),
  ]);
  return {
    sections: sections.map((section) => ({
      ...section,
      items: section.items.map((item) => {
        const checkedOn = item.documentUrl ? checked[item.documentUrl.trim()] : undefined;
        return checkedOn ? { ...item, checkedOn } : item;
      }),
    })),
    tables,
    // Its "Last updated" date (docs/specification.md §26).
    lastUpdated: lastUpdatedDay(changed),
    // "Reviewed and self-attested on …" (docs/specification.md §30): the newest attestation, even once out of date.
    attested,
  };
}

export default function MandatoryDisclosuresPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const settings = useRouteLoaderData<typeof rootLoader>("root")?.settings;
  return (
    <main id="main">
      <PageBanner title={t`Mandatory Disclosures`} subtitle={t`Public disclosure as required by CBSE (Appendix IX).`} />
      <div className="mx-auto max-w-5xl px-4 py-10">
        {loaderData.attested ? <AttestedLine attested={loaderData.attested} /> : null}
        {settings ? (
          <SchoolIdentifiers affiliationNumber={settings.cbseAffiliationNumber} schoolCode={settings.schoolCode} />
        ) : null}
        <DisclosureSections sections={loaderData.sections} tables={loaderData.tables} />
      </div>
    </main>
  );
}
