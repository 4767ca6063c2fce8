import type { ReactNode } from "react";

/** The card a public page's form stands in. */
export const FORM_CARD = "rounded-xl border border-slate-200 bg-white p-6 shadow-sm";

/** How large a section's heading is: a public page's, or the back office's smaller one. */
const HEADINGS = {
  public: "text-2xl font-bold text-slate-900",
  office: "text-lg font-semibold text-slate-900",
} as const;

/** A part of a page: a <section> named by its <h2>, whose id is `id`, then its content. */
export function HeadedSection({
  id,
  title,
  icon,
  className,
  heading = "public",
  children,
}: {
  id: string;
  title: ReactNode;
  /** An icon before the heading's words (hidden from screen readers by whoever draws it). */
  icon?: ReactNode;
  className?: string;
  heading?: keyof typeof HEADINGS;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={icon ? `flex items-center gap-2 ${HEADINGS[heading]}` : HEADINGS[heading]}>
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A public page's form in its card: the heading, what stands above the form (a lead, a status), then the form. */
export function FormCard({
  id,
  title,
  className,
  above,
  children,
}: {
  id: string;
  title: ReactNode;
  /** Classes beside the card's own, such as its place in the page's grid. */
  className?: string;
  above?: ReactNode;
  children: ReactNode;
}) {
  return (
    <HeadedSection id={id} title={title} className={className ? `${FORM_CARD} ${className}` : FORM_CARD}>
      {above}
      <div className="mt-6">{children}</div>
    </HeadedSection>
  );
}
