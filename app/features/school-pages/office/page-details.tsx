import { useId } from "react";

import { OfficeSection } from "~/features/admin/admin-page";
import { controlClass } from "~/ui/field";

import type { EditedPage } from "./kept-page";
import { PAGE_PLACE, PAGE_TITLE_LIMIT } from "./page-schemas";

/**
 * A page's details in its editor (docs/specification.md §32): its titles, its address (fixed once published), where
 * it is linked from and its order there.
 */
export function PageDetails({
  draft,
  change,
  addressFixed,
}: {
  draft: EditedPage;
  change: (next: Partial<EditedPage>) => void;
  addressFixed: boolean;
}) {
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  return (
    <OfficeSection
      id={field("heading")}
      title="Page details"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div>
        <label htmlFor={field("title")} className="block text-sm font-medium text-slate-800">
          Title
        </label>
        <input
          id={field("title")}
          className={`${controlClass} mt-1.5`}
          value={draft.title}
          maxLength={PAGE_TITLE_LIMIT}
          autoComplete="off"
          onChange={(event) => change({ title: event.target.value })}
        />
      </div>
      <div>
        <label htmlFor={field("titleHi")} className="block text-sm font-medium text-slate-800">
          Title (Hindi) <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <input
          id={field("titleHi")}
          lang="hi"
          className={`${controlClass} mt-1.5`}
          value={draft.titleHi}
          maxLength={PAGE_TITLE_LIMIT}
          autoComplete="off"
          onChange={(event) => change({ titleHi: event.target.value })}
        />
      </div>
      <div>
        <label htmlFor={field("address")} className="block text-sm font-medium text-slate-800">
          Address
        </label>
        <div className="mt-1.5 flex items-center gap-1">
          <span aria-hidden className="text-slate-700">
            /
          </span>
          <input
            id={field("address")}
            className={controlClass}
            value={draft.address}
            readOnly={addressFixed}
            autoCapitalize="none"
            spellCheck={false}
            aria-describedby={field("address-hint")}
            onChange={(event) => change({ address: event.target.value.replace(/^\/+/, "").toLowerCase() })}
          />
        </div>
        <p id={field("address-hint")} className="mt-1 text-xs text-slate-600">
          {addressFixed
            ? "Published once, its address stays: links to it keep working."
            : "Small letters, digits and hyphens, like bus-routes. It cannot change once the page is published."}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
        <div>
          <label htmlFor={field("place")} className="block text-sm font-medium text-slate-800">
            Where it is linked from
          </label>
          <select
            id={field("place")}
            className={`${controlClass} mt-1.5`}
            value={draft.place}
            onChange={(event) => change({ place: event.target.value })}
          >
            {PAGE_PLACE.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={field("position")} className="block text-sm font-medium text-slate-800">
            Order there
          </label>
          <input
            id={field("position")}
            type="number"
            inputMode="numeric"
            min={1}
            max={999}
            className={`${controlClass} mt-1.5`}
            value={draft.position}
            onChange={(event) => change({ position: Math.max(1, Math.round(Number(event.target.value) || 1)) })}
          />
        </div>
      </div>
    </OfficeSection>
  );
}
