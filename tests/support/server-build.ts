// The smallest server build React Router's request handler accepts, made of the
// site's real entry module and the routes a test gives (their modules, and what
// the browser's manifest says of them).
import type { ServerBuild } from "react-router";

import * as entry from "~/entry.server";

export function testServerBuild(routes: object, assetRoutes: object = {}): ServerBuild {
  return {
    entry: { module: entry },
    routes,
    assets: { entry: { module: "/entry.js", imports: [] }, routes: assetRoutes, url: "/manifest.js", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

/** A route of a test's build: its module as the server runs it, its parent's id, and its path. */
export interface TestRoute {
  module: object;
  parentId?: string;
  path?: string;
  index?: boolean;
}

/** What the browser's manifest says of `routes` (by id): each one's module file and which exports it has. */
export function manifestOf(routes: Record<string, TestRoute>) {
  return Object.fromEntries(
    Object.entries(routes).map(([id, route]) => [
      id,
      {
        id,
        parentId: route.parentId,
        path: route.path,
        index: route.index ?? false,
        module: `/${id}.js`,
        hasLoader: "loader" in route.module,
        hasAction: "action" in route.module,
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: "ErrorBoundary" in route.module,
      },
    ]),
  );
}
