// A document the public pages offer (a disclosure's, the fee page's Form VI): a button that opens it in a new tab,
// and under it when the link check last saw it there (docs/specification.md §25).
import { Trans } from "@lingui/react/macro";
import { Download } from "lucide-react";
import type { ReactNode } from "react";

export function DocumentLink({
  href,
  children,
  hidden,
  checkedOn,
  className = "text-sm whitespace-nowrap",
}: {
  href: string;
  /** What the button says. */
  children: ReactNode;
  /** What a screen reader hears after it, naming the document where the button's words do not. */
  hidden?: ReactNode;
  /** The last check's date, as the page writes dates; none: not checked yet. */
  checkedOn?: string | null;
  className?: string;
}) {
  const date = checkedOn;
  return (
    <>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={`inline-flex min-h-11 items-center gap-1.5 rounded-md bg-brand-700 px-3 py-2 font-semibold text-white hover:bg-brand-800 ${className}`}
      >
        <Download aria-hidden className="h-4 w-4 shrink-0" />
        {children}
        <span className="sr-only">
          {" "}
          {hidden} <Trans>(opens in a new tab)</Trans>
        </span>
      </a>
      {date ? (
        <p className="mt-1 text-sm text-slate-600">
          <Trans>Checked on {date}</Trans>
        </p>
      ) : null}
    </>
  );
}
