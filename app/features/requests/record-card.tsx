import type { ReactNode } from "react";

/**
 * A card of a request's page (its details, the follow-up, verification, the
 * personal data tool): a section named by its heading. `spaced`, it stands
 * apart from the card above and spaces what it holds.
 */
export function RecordCard({
  id,
  title,
  spaced = false,
  children,
}: {
  id: string;
  title: string;
  spaced?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={
        spaced
          ? "mt-6 max-w-4xl space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          : "max-w-4xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      }
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
