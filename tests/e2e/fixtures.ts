// Data the browser tests need beyond the seed, written by tests/e2e/serve.ts
// into the fresh database before the server opens it (run with tsx).
import { and, eq } from "drizzle-orm";

import { databaseConfigFromEnv, openDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";

import * as schema from "../../db/schema";
import { DISCLOSURE_FIXTURES } from "./fixture-data";

const database = await openDatabase(databaseConfigFromEnv(env()));
try {
  await database.prepare();
  for (const fixture of DISCLOSURE_FIXTURES) {
    const [section] = await database.db
      .select()
      .from(schema.disclosureSections)
      .where(eq(schema.disclosureSections.sectionLetter, fixture.sectionLetter));
    await database.db
      .update(schema.disclosureItems)
      .set({ detail: fixture.detail ?? null, documentUrl: fixture.documentUrl ?? null })
      .where(and(eq(schema.disclosureItems.sectionId, section!.id), eq(schema.disclosureItems.srNo, fixture.srNo)));
  }
} finally {
  await database.close();
}
