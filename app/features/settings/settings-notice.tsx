import { Settings, TriangleAlert } from "lucide-react";
import { Link } from "react-router";

import type { GoLiveItem } from "./go-live";
import { SETTINGS_PATH } from "./schema";
import { SETTINGS_FORM_ID } from "./settings";

/** The address of a field of the School Settings form: the page opens with it focused. */
export const settingsFieldPath = (field: GoLiveItem["field"]) => `${SETTINGS_PATH}#${SETTINGS_FORM_ID}-${field}`;

/**
 * The dashboard's way to the school settings (admins only), with the go-live checklist: a line for each thing a
 * parent would still see as a new install left it, each linking to its field; a line goes once the field is set.
 */
export function SchoolSettingsNotice({ checklist }: { checklist: GoLiveItem[] }) {
  return (
    <section aria-label="School settings" className="mt-8 space-y-3">
      {checklist.length > 0 && (
        <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
          <h2 className="flex items-center gap-2 font-semibold">
            <TriangleAlert aria-hidden className="h-5 w-5 shrink-0" />
            Before going live: {checklist.length} {checklist.length === 1 ? "thing" : "things"} parents would see as a
            new install left {checklist.length === 1 ? "it" : "them"}
          </h2>
          <ul aria-label="Go-live checklist" className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {checklist.map((item) => (
              <li key={item.field}>
                <Link to={settingsFieldPath(item.field)} className="font-medium underline">
                  {item.label}
                </Link>
                : {item.problem}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Link
        to={SETTINGS_PATH}
        className="inline-flex items-center gap-2 text-sm font-medium text-brand-800 hover:underline"
      >
        <Settings aria-hidden className="h-4 w-4" />
        School Settings
      </Link>
    </section>
  );
}
