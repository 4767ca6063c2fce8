import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

// The public site's words in English and Hindi (decision 0051). `npm run extract` writes what the code says into
// the catalogs, and a translator fills app/locales/hi/messages.po (following docs/hindi-glossary.md). The Vite
// plugin compiles a catalog when it is imported, so there is no compile step.
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "hi"],
  catalogs: [{ path: "<rootDir>/app/locales/{locale}/messages", include: ["app"], exclude: ["**/*.test.*"] }],
  // No file and line numbers: they change with every edit of the code, and the catalogs would change with them.
  format: formatter({ origins: false }),
  // A Hindi message nobody has translated yet would show in English; the build refuses it (vite.config.ts).
  fallbackLocales: { default: "en" },
});
