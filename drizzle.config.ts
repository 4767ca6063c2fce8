import { defineConfig } from "drizzle-kit";

// Only used by `npm run db:generate` to write SQL migrations from db/schema.ts.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
