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
