import { Settings, TriangleAlert } from "lucide-react";
import { Link } from "react-router";

import { SETTINGS_PATH, type PlaceholderField } from "./schema";
import { SETTINGS_FORM_ID } from "./settings";

const LABELS: Record<PlaceholderField, string> = {
  phonePrimary: "Phone",
  phoneSecondary: "Second phone",
  email: "E-mail",
};

/**
 * The dashboard's way to the school settings (admins only), with a warning
 * for each identity field still holding the seed's placeholder.
 */
export function SchoolSettingsNotice({ placeholders }: { placeholders: PlaceholderField[] }) {
  return (
    <section aria-label="School settings" className="mt-8 space-y-3">
      {placeholders.length > 0 && (
        <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
          <p className="flex items-center gap-2 font-semibold">
            <TriangleAlert aria-hidden className="h-5 w-5" />
            The public site still shows placeholder contact details
          </p>
          <p className="mt-1 text-sm">Parents cannot reach the school until these are set:</p>
          <ul className="mt-2 flex flex-wrap gap-3 text-sm">
            {placeholders.map((field) => (
              <li key={field}>
                <Link to={`${SETTINGS_PATH}#${SETTINGS_FORM_ID}-${field}`} className="font-medium underline">
                  {LABELS[field]}
                </Link>
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
