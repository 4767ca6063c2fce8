import { afterEach, describe, expect, it } from "vitest";

import { setCurrentDatabase } from "~/lib/database/db.server";
import { loader } from "~/routes/resources/healthz";

import { createTestDatabase, testDatabaseKinds } from "../../support/database";

describe.each(testDatabaseKinds)("GET /healthz on %s", (kind) => {
  let destroy = async () => {};
  afterEach(async () => {
    await destroy();
    destroy = async () => {};
  });

  it("answers 200 while the database is reachable", async () => {
    const database = await createTestDatabase(kind);
    destroy = () => database.destroy();
    setCurrentDatabase(database);
    const response = await loader();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "up" });
  });

  it("answers 503 when the database cannot be reached", async () => {
    const database = await createTestDatabase(kind);
    setCurrentDatabase(database);
    await database.destroy();
    const response = await loader();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable", database: "down" });
  });
});
