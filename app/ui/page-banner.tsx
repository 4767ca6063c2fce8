import { asLocalText, type ShownText } from "~/lib/language/localized";

/** The coloured band that opens every public page, with its one <h1>; the subtitle may be staff's (decision 0054). */
export function PageBanner({ title, subtitle }: { title: string; subtitle?: ShownText }) {
  const lead = subtitle === undefined ? undefined : asLocalText(subtitle);
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-600 px-4 py-14 text-center text-white">
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      {lead?.text ? (
        <p lang={lead.lang} className="mx-auto mt-3 max-w-2xl text-brand-50">
          {lead.text}
        </p>
      ) : null}
    </section>
  );
}
