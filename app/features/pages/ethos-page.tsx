import { useLingui } from "@lingui/react/macro";

import type { ContentBlock } from "~/features/content/content.server";
import { PageBanner } from "~/ui/page-banner";
import { PageSection } from "~/ui/page-section";

import { FactCards, TickList } from "./fact-cards";
import { BELIEFS, COMMUNICATION_PRACTICES, PILLARS_OF_GROWTH } from "./facts/ethos";
import { FOUR_DS } from "./facts/four-ds";

export const ETHOS_CONTENT_KEYS = ["ethos_intro"] as const;

type EthosBlocks = Record<(typeof ETHOS_CONTENT_KEYS)[number], ContentBlock>;

export function EthosPage({ blocks }: { blocks: EthosBlocks }) {
  const { t } = useLingui();
  return (
    <main id="main">
      <PageBanner title={t`Our Ethos`} subtitle={blocks.ethos_intro.content} />

      <PageSection
        id="beliefs-heading"
        title={t`What We Believe`}
        lead={t`Four beliefs shape every lesson, every classroom and every conversation at our school.`}
      >
        <FactCards facts={BELIEFS} columns={2} />
      </PageSection>

      <PageSection
        id="pillars-heading"
        title={t`Four Pillars of Growth`}
        lead={t`We look after the whole child. Good marks matter, and so do a healthy body, a calm mind, a secure heart and the ability to get along with others.`}
        tone="tint"
      >
        <FactCards facts={PILLARS_OF_GROWTH} columns={4} />
      </PageSection>

      <PageSection
        id="communication-heading"
        title={t`Transparency and Communication`}
        lead={t`Parents are our partners. We keep you informed about your child's progress and the life of the school, and our door is always open.`}
      >
        <TickList items={COMMUNICATION_PRACTICES} boxed className="mx-auto max-w-3xl space-y-3" />
      </PageSection>

      <PageSection
        id="four-ds-heading"
        title={t`The 4 Ds`}
        lead={t`Four words we hope every student carries from our classrooms into life.`}
        tone="tint"
      >
        <FactCards facts={FOUR_DS} columns={4} />
      </PageSection>
    </main>
  );
}
