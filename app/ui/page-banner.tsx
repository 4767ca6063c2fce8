/** The coloured band that opens every public page, with its one <h1>. */
export function PageBanner({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-600 px-4 py-14 text-center text-white">
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      {subtitle ? <p className="mx-auto mt-3 max-w-2xl text-brand-50">{subtitle}</p> : null}
    </section>
  );
}
