// Starts the production server for the browser tests on a database of its own:
// a new PostgreSQL database when DATABASE_URL is set, else a new PGlite directory.
import { spawn, spawnSync } from "node:child_process";

import { freshDatabase } from "../../scripts/fresh-database.ts";
import { E2E_ADMIN } from "./accounts.ts";

const database = await freshDatabase("e2e");
const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", ...database.env };
const cleanup = database.cleanup;

// The first admin, made the way the README tells the school's vendor to.
const created = spawnSync(
  "node_modules/.bin/tsx",
  ["scripts/admin-create.ts", "--email", E2E_ADMIN.email, "--password", E2E_ADMIN.password, "--name", "E2E Admin"],
  { env, stdio: "inherit" },
);
if (created.status !== 0) process.exit(created.status ?? 1);
const fixtures = spawnSync("node_modules/.bin/tsx", ["tests/e2e/fixtures.ts"], { env, stdio: "inherit" });
if (fixtures.status !== 0) process.exit(fixtures.status ?? 1);

const server = spawn(process.execPath, ["server/main.ts"], { env, stdio: "inherit" });
const stop = () => server.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => {
  void cleanup().finally(() => process.exit(code ?? 0));
});
