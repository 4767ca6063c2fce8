// Starts the production server for the browser tests on a database of its own:
// a new PostgreSQL database when DATABASE_URL is set, else a new PGlite directory.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { E2E_ADMIN } from "./accounts.ts";

const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };
let cleanup = async () => {};

if (process.env.DATABASE_URL) {
  const url = new URL(process.env.DATABASE_URL);
  const name = `e2e_${process.pid}`;
  const admin = postgres(url.toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  cleanup = async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
} else {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "school-e2e-"));
  env.DATA_DIR = dataDir;
  cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
}

// The first admin, made the way the README tells the school's vendor to.
const created = spawnSync(
  "node_modules/.bin/tsx",
  ["scripts/admin-create.ts", "--email", E2E_ADMIN.email, "--password", E2E_ADMIN.password, "--name", "E2E Admin"],
  { env, stdio: "inherit" },
);
if (created.status !== 0) process.exit(created.status ?? 1);

const server = spawn(process.execPath, ["server/main.ts"], { env, stdio: "inherit" });
const stop = () => server.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => {
  void cleanup().finally(() => process.exit(code ?? 0));
});
