import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** The frame of every back office section: the way back, the title, the page's main button. */
export function AdminPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description: string;
  /** Beside the title: the section's main button (Add …). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <Link
        to="/admin/dashboard"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" />
        Dashboard
      </Link>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
          <p className="text-sm text-slate-600">{description}</p>
        </div>
        {actions}
      </div>
      <div className="mt-6">{children}</div>
    </main>
  );
}
