import { ChevronDown, ListChecks, Settings } from "lucide-react";
import { Link } from "react-router";

import { IconLink } from "~/ui/icon-link";

import { goLiveTarget, type GoLiveItem, type GoLiveProgress } from "./go-live";
import { SETTINGS_PATH, type SettingsTarget } from "./schema";
import { SETTINGS_FORM_ID } from "./settings";

/** The address of a field of the School Settings form: the page opens with it focused. */
export const settingsFieldPath = (field: SettingsTarget) => `${SETTINGS_PATH}#${SETTINGS_FORM_ID}-${field}`;

const pathOf = (item: GoLiveItem) => ("path" in item ? item.path : settingsFieldPath(item.field));

/**
 * The dashboard's way to the school settings (admins only), with the go-live checklist as progress ("12 of 17
 * done"), which opens on a tap to a line for each thing a parent would still see as a new install left it, each
 * linking to where it is set; a line goes once it is (decision 0075).
 */
export function SchoolSettingsNotice({ progress }: { progress: GoLiveProgress }) {
  const { left, total } = progress;
  const done = total - left.length;
  return (
    <section aria-label="Getting ready for parents" className="mt-8 space-y-3">
      {left.length > 0 && (
        <details className="group rounded-xl border border-amber-300 bg-amber-50 text-amber-950">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3 p-4 [&::-webkit-details-marker]:hidden">
            <ListChecks aria-hidden className="h-5 w-5 shrink-0" />
            <span className="flex-1">
              <span className="block font-semibold">
                Getting the site ready: {done} of {total} done
              </span>
              <span className="mt-1 block h-2 overflow-hidden rounded-full bg-amber-200" aria-hidden>
                <span className="block h-full bg-amber-600" style={{ width: `${(100 * done) / total}%` }} />
              </span>
            </span>
            <ChevronDown aria-hidden className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-4 pb-4">
            <p className="text-sm">Parents still see these as they came with the new site. Tap one to set it.</p>
            <ul aria-label="Go-live checklist" className="mt-2 space-y-1 text-sm">
              {left.map((item) => (
                <li key={goLiveTarget(item)}>
                  <Link to={pathOf(item)} className="inline-flex min-h-11 items-center font-medium underline">
                    {item.label}
                  </Link>
                  : {item.problem}
                </li>
              ))}
            </ul>
          </div>
        </details>
      )}
      <IconLink to={SETTINGS_PATH} icon={Settings}>
        School Settings
      </IconLink>
    </section>
  );
}
