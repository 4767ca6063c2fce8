import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import babel from "@rolldown/plugin-babel";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Lingui's macros (t`…`, <Trans>, msg`…`) become plain calls with the message's id, and a .po catalog compiles
// when it is imported (decision 0051). The macros go through Babel, in the files that import them only: Lingui's
// native transform is a binary that npm leaves out when it runs on the machine's Node 20 (decision 0055). A message
// missing from the Hindi catalog stops the build, rather than showing English on a Hindi page. Vitest uses it too.
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= "1"; // the warning recommends the native transform
export const linguiPlugins = () => [
  lingui({ failOnMissing: "catalog" }),
  babel({ presets: [linguiTransformerBabelPreset()] }),
];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [...linguiPlugins(), tailwindcss(), reactRouter()],
  // Bundled into the server build rather than imported whole at run time:
  // their entry files load every module they have (here, date-fns whole took
  // 300 MB of memory), while bundling keeps only what the site uses (decision 0035).
  ssr: {
    noExternal: [
      "date-fns",
      "lucide-react",
      "radix-ui",
      "react-day-picker",
      "drizzle-orm",
      "better-auth",
      /^@better-auth\//,
    ],
  },
  // `npm run dev`: the browser's dependencies, bundled once when the server starts, and the server's, never bundled for
  // the browser. Found as pages asked for them, they took three more bundling passes and a reload of the first page,
  // and the server's packages (the databases' drivers, the logger, the mailer) were bundled for a browser that never
  // loads them (decision 0100). A browser dependency missing here still works: Vite finds it, at the cost of a reload.
  optimizeDeps: {
    include: [
      "react",
      "react/jsx-runtime",
      "react/jsx-dev-runtime",
      "react-dom",
      "react-dom/client",
      "react-router",
      "react-router/dom",
      "@lingui/core",
      "@lingui/react",
      "zod",
      "zod/v4/core",
      "@conform-to/react",
      "@conform-to/zod/v4",
      "@date-fns/tz",
      "lucide-react",
    ],
    exclude: [
      "@electric-sql/pglite",
      "postgres",
      "kysely",
      "pino",
      "nodemailer",
      "aws4fetch",
      "proper-lockfile",
      "better-call",
      "@better-fetch/fetch",
      "@noble/ciphers",
      "@noble/hashes",
      "jose",
      "defu",
      "mdast-util-from-markdown",
      "mdast-util-gfm-autolink-literal",
      "micromark-extension-gfm-autolink-literal",
    ],
  },
  // The Express app (server/app.ts) is the server entry, so the app and its
  // server share one database handle. See docs/decisions/0003-production-server.md
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
});
