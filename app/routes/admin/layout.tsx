// First: the back office's pages make their schemas as their modules load, after Zod's setting (~/lib/zod-config).
import "~/lib/forms/zod-config";

import { Outlet } from "react-router";

import { staffSessionMiddleware } from "~/features/users/access.server";
import { ErrorPage } from "~/ui/error-pages";

import type { Route } from "./+types/layout";

// Every back office route reads the session here, once per request.
export const middleware: Route.MiddlewareFunction[] = [staffSessionMiddleware];

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

function AdminFrame({ children }: { children: React.ReactNode }) {
  return <div className="min-h-screen bg-slate-50">{children}</div>;
}

export default function AdminLayout() {
  return (
    <AdminFrame>
      <Outlet />
    </AdminFrame>
  );
}

// A refused request anywhere in the back office (a section page has its own,
// SectionLoadFailed) is told in the back office's frame, with the way back to the dashboard.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminFrame>
      <ErrorPage error={error} wayBack={{ to: "/admin/dashboard", label: "Back to the dashboard" }} />
    </AdminFrame>
  );
}
