import { Printer } from "lucide-react";
import type { ReactNode } from "react";

import { useHydrated } from "~/lib/page/use-hydrated";

import { buttonClass } from "./button";

/**
 * A print button, only where scripts can print; without them the browser's own menu prints the page.
 * `children` is its label, in the page's language.
 */
export function PrintButton({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button type="button" onClick={() => window.print()} className={buttonClass("secondary", "print:hidden")}>
      <Printer aria-hidden className="h-4 w-4" />
      {children}
    </button>
  );
}
