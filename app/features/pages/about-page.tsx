import { Trans, useLingui } from "@lingui/react/macro";
import { MapPin } from "lucide-react";

import type { ContentBlock } from "~/features/content/content.server";
import type { SiteSettings } from "~/features/settings/settings";
import { ArrowLink } from "~/ui/arrow-link";
import { PageBanner } from "~/ui/page-banner";
import { PageSection, Paragraphs, TitledParagraphs } from "~/ui/page-section";

import { FactCards } from "./fact-cards";
import { CAMPUS_SCENES, CORE_VALUES } from "./facts/about";

export const ABOUT_CONTENT_KEYS = ["about_intro", "about_location", "about_mission", "about_vision"] as const;

type AboutBlocks = Record<(typeof ABOUT_CONTENT_KEYS)[number], ContentBlock>;

export function AboutPage({ blocks, settings }: { blocks: AboutBlocks; settings: SiteSettings }) {
  const { t } = useLingui();
  return (
    <main id="main">
      <PageBanner title={t`About Us`} subtitle={blocks.about_intro.content} />

      <section aria-labelledby="location-heading" className="px-4 py-12 sm:py-16">
        <div className="mx-auto grid max-w-6xl items-center gap-8 lg:grid-cols-2">
          <div>
            <TitledParagraphs
              id="location-heading"
              title={blocks.about_location.title}
              text={blocks.about_location.content}
            />
          </div>
          <div className="flex gap-4 rounded-xl border border-slate-200 bg-brand-50 p-6">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
              <MapPin aria-hidden className="h-6 w-6" />
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">
                <Trans>Find us at</Trans>
              </h3>
              <address lang={settings.lang.address} className="mt-1 text-slate-800 not-italic">
                {settings.address}
              </address>
              <ArrowLink
                to="/contact"
                className="mt-3 inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-4"
              >
                <Trans>Phone numbers and office hours</Trans>
              </ArrowLink>
            </div>
          </div>
        </div>
      </section>

      <PageSection
        id="campus-heading"
        title={t`Life at Our School`}
        lead={t`A glimpse of an ordinary day on our campus, from the morning assembly to the last bell.`}
        tone="tint"
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {CAMPUS_SCENES.map(({ title, text, Icon }) => (
            <li key={title.id}>
              <figure className="h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
                <div
                  aria-hidden
                  className="flex aspect-[16/9] items-center justify-center bg-gradient-to-br from-brand-100 via-brand-50 to-white"
                >
                  <span className="flex h-20 w-20 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm">
                    <Icon className="h-10 w-10" />
                  </span>
                </div>
                <figcaption className="p-5">
                  <span className="block text-lg font-semibold text-slate-900">{t(title)}</span>
                  <span className="mt-1 block text-slate-700">{t(text)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <ArrowLink
            to="/gallery"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-4"
          >
            <Trans>See photographs in our Gallery</Trans>
          </ArrowLink>
        </p>
      </PageSection>

      <div className="px-4 py-12 sm:py-16">
        <div className="mx-auto grid max-w-6xl gap-6 md:grid-cols-2">
          <Statement id="mission-heading" block={blocks.about_mission} />
          <Statement id="vision-heading" block={blocks.about_vision} />
        </div>
      </div>

      <PageSection
        id="values-heading"
        title={t`Our Core Values`}
        lead={t`Four values guide how we teach, how we learn and how we treat one another.`}
        tone="tint"
      >
        <FactCards facts={CORE_VALUES} columns={4} />
      </PageSection>
    </main>
  );
}

function Statement({ id, block }: { id: string; block: ContentBlock }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border-l-4 border-brand-700 bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={id} lang={block.title.lang} className="text-2xl font-bold text-slate-900">
        {block.title.text}
      </h2>
      <div className="mt-3 text-lg leading-relaxed text-slate-700">
        <Paragraphs text={block.content} />
      </div>
    </section>
  );
}
