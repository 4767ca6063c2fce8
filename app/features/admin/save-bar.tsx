import type { ReactNode } from "react";

import { SubmitButton } from "~/ui/form-controls";

/**
 * A long form's Save, always at hand: a bar at the foot of the screen however far the page is scrolled, so that on a
 * phone nobody scrolls thirteen screens to save (decision 0075). For AdminForm's `submit`.
 */
export function SaveBar({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 sm:mx-0 sm:rounded-lg sm:border">
      <SubmitButton busy={busy} busyLabel="Saving..." className="w-full sm:w-auto">
        {children}
      </SubmitButton>
    </div>
  );
}
