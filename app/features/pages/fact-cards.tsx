import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { CircleCheck, type LucideIcon } from "lucide-react";

import type { Fact } from "./facts/fact";

const gridColumns = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** A list of facts as cards: a decorative icon, an <h3> title and a sentence each. */
export function FactCards({ facts, columns }: { facts: Fact[]; columns: keyof typeof gridColumns }) {
  const { t } = useLingui();
  return (
    <ul className={`grid gap-6 ${gridColumns[columns]}`}>
      {facts.map(({ title, text, Icon }) => (
        <li key={title.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon aria-hidden className="h-6 w-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(title)}</h3>
          <p className="mt-2 leading-relaxed text-slate-700">{t(text)}</p>
        </li>
      ))}
    </ul>
  );
}

/** A list of short sentences, each after a decorative tick (or `Icon`); `boxed`, each in a box of its own. */
export function TickList({
  items,
  Icon = CircleCheck,
  boxed = false,
  className,
}: {
  items: MessageDescriptor[];
  Icon?: LucideIcon;
  boxed?: boolean;
  className: string;
}) {
  const { t } = useLingui();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li
          key={item.id}
          className={boxed ? "flex gap-3 rounded-lg border border-slate-200 bg-white p-4 text-slate-800" : "flex gap-3"}
        >
          <Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          {t(item)}
        </li>
      ))}
    </ul>
  );
}

/** Facts by their titles alone, each after its icon. */
export function FactTitles({
  facts,
  className,
  itemClassName,
}: {
  facts: Fact[];
  className: string;
  itemClassName: string;
}) {
  const { t } = useLingui();
  return (
    <ul className={className}>
      {facts.map(({ title, Icon }) => (
        <li key={title.id} className={itemClassName}>
          <Icon aria-hidden className="h-5 w-5 shrink-0 text-brand-700" />
          {t(title)}
        </li>
      ))}
    </ul>
  );
}
