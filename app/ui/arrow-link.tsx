import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";

import { LocalLink } from "./local-link";

/** A link whose words are followed by an arrow: on to another page to read. */
export function ArrowLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  return (
    <LocalLink to={to} className={className}>
      {children}
      <ArrowRight aria-hidden className="h-4 w-4" />
    </LocalLink>
  );
}
