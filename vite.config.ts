import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
  // The Express app (server/app.ts) is the server entry, so the app and its
  // server share one database handle. See docs/decisions/0003-production-server.md
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
});
