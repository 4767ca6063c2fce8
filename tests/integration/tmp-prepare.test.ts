import { it } from "vitest";
import { createTestDatabase } from "../support/database";

it("times", async () => {
  for (const kind of ["pglite", "postgres", "pglite", "postgres"] as const) {
    const t0 = performance.now();
    const d = await createTestDatabase(kind);
    const t1 = performance.now();
    await d.prepare();
    const t2 = performance.now();
    await d.prepare();
    const t25 = performance.now();
    console.log(kind, "second prepare", Math.round(t25 - t2));
    await d.destroy();
    const t3 = performance.now();
    console.log(kind, "create", Math.round(t1 - t0), "prepare", Math.round(t2 - t1), "destroy", Math.round(t3 - t2));
  }
}, 120000);
