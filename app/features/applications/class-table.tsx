// The session's table of classes, above the whole list of applications (docs/specification.md §22): its heading,
// the setup's button, and the figures as the server rendered them once for these figures (decision 0061). The
// figures are plain links the table opens in the page.
import { Settings } from "lucide-react";
import { href, Link } from "react-router";

import { buttonClass } from "~/ui/button";
import { useLinksInPage } from "~/ui/links-in-page";

import { CLASS_TABLE_HEADING } from "./class-figures";

/** The table of classes: `figures` is the markup of `ClassFigures` (class-figures.server.ts). */
export function ClassTable({ session, figures }: { session: string; figures: string }) {
  const openInPage = useLinksInPage();
  return (
    <section aria-labelledby={CLASS_TABLE_HEADING} className="mb-6" onClick={openInPage}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={CLASS_TABLE_HEADING} className="text-lg font-semibold text-slate-900">
          Session {session}
        </h2>
        <Link to={href("/admin/applications/setup")} className={buttonClass("secondary")}>
          <Settings aria-hidden className="h-4 w-4" />
          Admissions setup
        </Link>
      </div>
      {/* Rendered by React on the server from the figures alone, so nothing in it is raw text (decision 0061). */}
      <div dangerouslySetInnerHTML={{ __html: figures }} />
    </section>
  );
}
