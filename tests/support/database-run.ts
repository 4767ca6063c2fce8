// Vitest's global setup (vitest.config.ts): names the run, whose PostgreSQL template the workers make when they
// first need it (tests/support/database.ts), and drops that template once the run ends (decision 0089).
import crypto from "node:crypto";
import postgres from "postgres";
import type { TestProject } from "vitest/node";

import { postgresTemplateName } from "./database";

declare module "vitest" {
  export interface ProvidedContext {
    /** This run's name, in the name of its PostgreSQL template. */
    testRun: string;
  }
}

export default function setup(project: TestProject) {
  const run = crypto.randomBytes(6).toString("hex");
  project.provide("testRun", run);
  return async () => {
    if (!process.env.DATABASE_URL) return;
    const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`drop database if exists ${postgresTemplateName(run)} with (force)`);
    } finally {
      await admin.end();
    }
  };
}
