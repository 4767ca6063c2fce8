import path from "node:path";
import type { Config } from "@react-router/dev/config";

import { precompressAssets } from "./scripts/precompress-assets.ts";

export default {
  ssr: true,
  // BUILD_DIR lets two builds (say, two test runs) live side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Once everything is written, React Router's manifest of the browser's files included (decision 0099).
  buildEnd: ({ reactRouterConfig }) =>
    precompressAssets(path.resolve(reactRouterConfig.buildDirectory, "client/assets")),
} satisfies Config;
