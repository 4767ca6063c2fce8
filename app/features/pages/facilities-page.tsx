import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { ShieldCheck, Sofa, Trees, type LucideIcon } from "lucide-react";

import type { ContentBlock } from "~/features/content/content.server";
import { PageBanner } from "~/ui/page-banner";
import { PageSection } from "~/ui/page-section";

import { FactCards, TickList } from "./fact-cards";
import { FACILITIES, INDOOR_AMENITIES, OUTDOOR_AMENITIES, SAFETY_MEASURES } from "./facts/facilities";

export const FACILITIES_CONTENT_KEYS = ["facilities_intro"] as const;

type FacilitiesBlocks = Record<(typeof FACILITIES_CONTENT_KEYS)[number], ContentBlock>;

export function FacilitiesPage({ blocks }: { blocks: FacilitiesBlocks }) {
  const { t } = useLingui();
  return (
    <main id="main">
      <PageBanner title={t`Facilities`} subtitle={blocks.facilities_intro.content} />

      <PageSection
        id="campus-heading"
        title={t`On Our Campus`}
        lead={t`Everything a child needs to learn, explore, play and stay healthy, in one place.`}
      >
        <FactCards facts={FACILITIES} columns={4} />
      </PageSection>

      <PageSection
        id="safety-heading"
        title={t`Safety and Security`}
        lead={t`Nothing matters more to us than your child's safety, from the moment they board the bus until they are home again.`}
        tone="tint"
      >
        <TickList
          items={SAFETY_MEASURES}
          Icon={ShieldCheck}
          boxed
          className="mx-auto grid max-w-4xl gap-3 md:grid-cols-2"
        />
      </PageSection>

      <PageSection
        id="amenities-heading"
        title={t`Indoor and Outdoor Amenities`}
        lead={t`Space to be creative indoors and to run free outdoors, whatever the weather.`}
      >
        <div className="grid gap-6 md:grid-cols-2">
          <Amenities title={t`Indoor`} Icon={Sofa} items={INDOOR_AMENITIES} />
          <Amenities title={t`Outdoor`} Icon={Trees} items={OUTDOOR_AMENITIES} />
        </div>
      </PageSection>
    </main>
  );
}

function Amenities({ title, Icon, items }: { title: string; Icon: LucideIcon; items: MessageDescriptor[] }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="flex items-center gap-3 text-xl font-semibold text-slate-900">
        <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon aria-hidden className="h-5 w-5" />
        </span>
        {title}
      </h3>
      <TickList items={items} className="mt-4 space-y-2 text-slate-800" />
    </div>
  );
}
