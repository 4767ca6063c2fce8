import type { ReactNode } from "react";

import { asLocalText, type ShownText } from "~/lib/language/localized";

const tones = {
  white: "bg-white",
  tint: "bg-brand-50",
} as const;

/**
 * A band of a public page: a <section> named by its <h2>, with an optional
 * lead paragraph under the heading, then its content.
 */
export function PageSection({
  id,
  title,
  lead,
  tone = "white",
  children,
}: {
  /** The heading's id, unique on the page; the section is named by it. */
  id: string;
  /** The page's own words, or staff's (in the page's language, decision 0054). */
  title: ShownText;
  lead?: ReactNode;
  tone?: keyof typeof tones;
  children?: ReactNode;
}) {
  const heading = asLocalText(title);
  return (
    <section aria-labelledby={id} className={`${tones[tone]} px-4 py-12 sm:py-16`}>
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id={id} lang={heading.lang} className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {heading.text}
          </h2>
          {lead ? <div className="mt-4 text-lg leading-relaxed text-slate-700">{lead}</div> : null}
        </div>
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </section>
  );
}

/**
 * Text that staff typed in the back office, as paragraphs: a blank line starts
 * a new one, a single line break stays a line break.
 */
export function Paragraphs({ text, className = "" }: { text: ShownText; className?: string }) {
  // English on a Hindi page is marked on each paragraph (decision 0054).
  const { text: words, lang } = asLocalText(text);
  const paragraphs = words
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} lang={lang} className={`whitespace-pre-line ${index > 0 ? "mt-4" : ""} ${className}`.trim()}>
          {paragraph}
        </p>
      ))}
    </>
  );
}

/** Staff's text under its title, the <h2> named `id`, where it stands beside something else on a page. */
export function TitledParagraphs({ id, title, text }: { id: string; title: ShownText; text: ShownText }) {
  const heading = asLocalText(title);
  return (
    <>
      <h2 id={id} lang={heading.lang} className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {heading.text}
      </h2>
      <div className="mt-4 text-lg leading-relaxed text-slate-700">
        <Paragraphs text={text} />
      </div>
    </>
  );
}
