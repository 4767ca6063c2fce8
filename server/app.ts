// The request handler, built by Vite together with the app (see vite.config.ts)
// so the server and the routes share one database handle.
import { createRequestHandler } from "@react-router/express";
import express from "express";
import "react-router";
import { databaseConfigFromEnv, openDatabase, setCurrentDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";

export { env };

/** Opens the configured database, migrates and seeds it, and hands it to the app. */
export async function openAppDatabase() {
  const database = await openDatabase(databaseConfigFromEnv(env()));
  try {
    await database.prepare();
  } catch (error) {
    await database.close();
    throw error;
  }
  setCurrentDatabase(database);
  return database;
}

export const app = express();
app.disable("x-powered-by");
app.use(createRequestHandler({ build: () => import("virtual:react-router/server-build") }));
