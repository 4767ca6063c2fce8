import { ArrowLeft, Plus } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";

import { Button } from "~/ui/button";
import { HeadedSection } from "~/ui/headed-section";

/** Where a back office page's way back leads, and what the link says. */
export interface AdminWayBack {
  to: string;
  label: string;
}

const DASHBOARD: AdminWayBack = { to: "/admin/dashboard", label: "Dashboard" };

/** The frame of every back office section: the way back, the title, the page's main button. */
export function AdminPage({
  title,
  description,
  actions,
  back = DASHBOARD,
  children,
}: {
  title: string;
  description: string;
  /** Beside the title: the section's main button (Add …). */
  actions?: ReactNode;
  /** The dashboard, unless the page is one level deeper (a record's page goes back to its list). */
  back?: AdminWayBack;
  children: ReactNode;
}) {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <Link
        to={back.to}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" />
        {back.label}
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

/** A page's Add … button: the plus sign, then what it adds (`children`). */
export function AddButton({ children, ...button }: ComponentProps<typeof Button>) {
  return (
    <Button {...button}>
      <Plus aria-hidden className="h-4 w-4" />
      {children}
    </Button>
  );
}

/** A part of a back office page: a <section> named by its <h2>, whose id is `id`, then its content. */
export function OfficeSection(props: Omit<ComponentProps<typeof HeadedSection>, "heading">) {
  return <HeadedSection {...props} heading="office" />;
}
