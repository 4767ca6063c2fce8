import { Outlet } from "react-router";

import { staffSessionMiddleware } from "~/features/users/access.server";

import type { Route } from "./+types/layout";

// Every back office route reads the session here, once per request.
export const middleware: Route.MiddlewareFunction[] = [staffSessionMiddleware];

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function AdminLayout() {
  return (
    <div className="min-h-screen bg-slate-50">
      <Outlet />
    </div>
  );
}
