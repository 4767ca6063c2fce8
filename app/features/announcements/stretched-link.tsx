import type { ReactNode } from "react";

import { LocalLink } from "~/ui/local-link";

/**
 * A notice's title as the link that opens it, stretched over the card or row it heads (which is `relative`): the
 * whole card opens the notice, and a screen reader hears one link, its title.
 */
export function StretchedLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LocalLink
      to={to}
      className="flex min-h-11 items-center after:absolute after:inset-0 hover:underline focus-visible:outline-none"
    >
      {children}
    </LocalLink>
  );
}
