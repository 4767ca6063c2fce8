import type { ReactNode } from "react";

/** The card a public page's form stands in. */
export const FORM_CARD = "rounded-xl border border-slate-200 bg-white p-6 shadow-sm";

/** A part of a public page: a <section> named by its <h2>, whose id is `id`, then its content. */
export function HeadedSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
