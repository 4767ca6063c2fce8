import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

import { LatestAnnouncements, type HomeAnnouncement } from "~/features/announcements/latest-announcements";
import type { ContentBlock } from "~/features/content/content.server";
import type { SiteSettings } from "~/features/settings/settings";
import { ArrowLink } from "~/ui/arrow-link";
import { LocalLink } from "~/ui/local-link";
import { PageSection, Paragraphs, TitledParagraphs } from "~/ui/page-section";

import { FactCards, FactTitles } from "./fact-cards";
import { FACILITIES } from "./facts/facilities";
import { FOUR_DS } from "./facts/four-ds";
import { HIGHLIGHTS } from "./facts/home";

/** The editable text blocks of the home page, by section_key. */
export const HOME_CONTENT_KEYS = ["home_hero", "home_why", "home_ethos", "home_facilities", "home_cta"] as const;

type HomeBlocks = Record<(typeof HOME_CONTENT_KEYS)[number], ContentBlock>;

export function HomePage({
  settings,
  blocks,
  announcements,
}: {
  settings: Pick<SiteSettings, "schoolName" | "tagline" | "lang">;
  blocks: HomeBlocks;
  announcements: HomeAnnouncement[];
}) {
  return (
    <main id="main">
      <Hero settings={settings} block={blocks.home_hero} />

      <PageSection id="why-heading" title={blocks.home_why.title} lead={<Paragraphs text={blocks.home_why.content} />}>
        <FactCards facts={HIGHLIGHTS} columns={4} />
      </PageSection>

      <section aria-labelledby="ethos-heading" className="bg-brand-50 px-4 py-12 sm:py-16">
        <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2">
          <div>
            <TitledParagraphs id="ethos-heading" title={blocks.home_ethos.title} text={blocks.home_ethos.content} />
            <MoreLink to="/ethos">
              <Trans>Discover our ethos</Trans>
            </MoreLink>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-slate-900">
              <Trans>The 4 Ds we live by</Trans>
            </h3>
            <FactTitles
              facts={FOUR_DS}
              className="mt-4 grid grid-cols-1 gap-3 min-[480px]:grid-cols-2"
              itemClassName="flex items-center gap-3 rounded-lg bg-brand-50 p-3 font-medium text-brand-900"
            />
          </div>
        </div>
      </section>

      <PageSection
        id="facilities-heading"
        title={blocks.home_facilities.title}
        lead={<Paragraphs text={blocks.home_facilities.content} />}
      >
        <FactTitles
          facts={FACILITIES}
          className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
          itemClassName="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 text-slate-800"
        />
        <div className="text-center">
          <MoreLink to="/facilities">
            <Trans>Explore our facilities</Trans>
          </MoreLink>
        </div>
      </PageSection>

      <LatestAnnouncements announcements={announcements} />

      <section aria-labelledby="cta-heading" className="bg-brand-800 px-4 py-14 text-center text-white">
        <div className="mx-auto max-w-3xl">
          <h2 id="cta-heading" lang={blocks.home_cta.title.lang} className="text-2xl font-bold sm:text-3xl">
            {blocks.home_cta.title.text}
          </h2>
          <div className="mt-4 text-lg leading-relaxed text-brand-50">
            <Paragraphs text={blocks.home_cta.content} />
          </div>
          <ArrowLink
            to="/contact"
            className="mt-8 inline-flex items-center gap-2 rounded-md bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
          >
            <Trans>Contact Us</Trans>
          </ArrowLink>
        </div>
      </section>
    </main>
  );
}

function Hero({
  settings,
  block,
}: {
  settings: Pick<SiteSettings, "schoolName" | "tagline" | "lang">;
  block: ContentBlock;
}) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 px-4 py-16 text-center text-white sm:py-24"
    >
      <div className="mx-auto max-w-3xl">
        {block.title.text ? (
          <p lang={block.title.lang} className="text-sm font-semibold tracking-wider text-brand-100 uppercase">
            {block.title.text}
          </p>
        ) : null}
        <h1 id="hero-heading" lang={settings.lang.schoolName} className="mt-3 text-4xl font-bold sm:text-5xl">
          {settings.schoolName}
        </h1>
        <p lang={settings.lang.tagline} className="mt-4 text-xl font-medium text-brand-100 sm:text-2xl">
          {settings.tagline}
        </p>
        <div className="mt-6 text-lg leading-relaxed text-brand-50">
          <Paragraphs text={block.content} />
        </div>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <LocalLink
            to="/admissions"
            className="rounded-md border-2 border-white bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
          >
            <Trans>Admissions</Trans>
          </LocalLink>
          <LocalLink
            to="/about"
            className="rounded-md border-2 border-white px-6 py-3 font-semibold text-white hover:bg-white/10"
          >
            <Trans>About Us</Trans>
          </LocalLink>
        </div>
      </div>
    </section>
  );
}

function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ArrowLink
      to={to}
      className="mt-6 inline-flex items-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
    >
      {children}
    </ArrowLink>
  );
}
