import { Trans, useLingui } from "@lingui/react/macro";

import type { ContentBlock } from "~/features/content/content.server";
import { PageBanner } from "~/ui/page-banner";
import { PageSection, Paragraphs } from "~/ui/page-section";

import { FactCards } from "./fact-cards";
import { STAGES, SUBJECT_AREAS } from "./facts/academics";

export const ACADEMICS_CONTENT_KEYS = ["academics_intro", "academics_philosophy"] as const;

type AcademicsBlocks = Record<(typeof ACADEMICS_CONTENT_KEYS)[number], ContentBlock>;

export function AcademicsPage({ blocks, affiliationNumber }: { blocks: AcademicsBlocks; affiliationNumber: string }) {
  const { t } = useLingui();
  return (
    <main id="main">
      <PageBanner title={t`Academics`} subtitle={blocks.academics_intro.content} />

      <PageSection id="cbse-heading" title={t`CBSE Curriculum`}>
        <div className="mx-auto max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
          <p>
            <Trans>
              We are affiliated to the Central Board of Secondary Education (CBSE), New Delhi, and follow its curriculum
              from Nursery to Class XII. Lessons are built on NCERT textbooks and brought to life with activities,
              projects and practical work.
            </Trans>
          </p>
          <p>
            <Trans>
              Assessment is regular and friendly: class tests, projects, practicals and term examinations together show
              how a child is progressing through the year, rather than judging them on a single day.
            </Trans>
          </p>
          {affiliationNumber ? (
            <p className="font-semibold text-slate-900">
              <Trans>CBSE Affiliation No. {affiliationNumber}</Trans>
            </p>
          ) : null}
        </div>
      </PageSection>

      <PageSection
        id="subjects-heading"
        title={t`Subject Areas`}
        lead={t`Six areas of learning give every child a balanced education, in the classroom and beyond it.`}
        tone="tint"
      >
        <FactCards facts={SUBJECT_AREAS} columns={3} />
      </PageSection>

      <PageSection
        id="stages-heading"
        title={t`Class Structure`}
        lead={t`Our classes follow the four stages of the 5+3+3+4 structure set out in the National Education Policy 2020.`}
      >
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STAGES.map(({ years, ...stage }) => (
            <li key={stage.name.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{t(stage.name)}</h3>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-800">
                <dt className="font-semibold text-slate-900">
                  <Trans>Ages</Trans>
                </dt>
                <dd>{t(stage.ages)}</dd>
                <dt className="font-semibold text-slate-900">
                  <Trans>Classes</Trans>
                </dt>
                <dd>{t(stage.classes)}</dd>
                <dt className="font-semibold text-slate-900">
                  <Trans>Duration</Trans>
                </dt>
                <dd>
                  <Trans>{years} years</Trans>
                </dd>
              </dl>
              <p className="mt-3 leading-relaxed text-slate-700">{t(stage.text)}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="philosophy-heading" title={blocks.academics_philosophy.title} tone="tint">
        <div className="mx-auto max-w-3xl text-lg leading-relaxed text-slate-700">
          <Paragraphs text={blocks.academics_philosophy.content} />
        </div>
      </PageSection>
    </main>
  );
}
