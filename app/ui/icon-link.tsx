import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** A back office link with its icon before its words, from a dashboard panel to the page it sums up. */
export function IconLink({ to, icon: Icon, children }: { to: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-800 hover:underline"
    >
      <Icon aria-hidden className="h-4 w-4" />
      {children}
    </Link>
  );
}
