// The systemd unit of docs/deploying.md starts the server as `npm start` does (package.json): the same flags for
// Node and the same environment before it starts (decisions 0035, 0093), which the browser tests and the bench
// take from start-flags.ts.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { START_ENV, START_FLAGS } from "./start-flags";

const unit = fs.readFileSync(path.join(import.meta.dirname, "../docs/deploying.md"), "utf8");

describe("npm start and the systemd unit", () => {
  it("give Node the same flags", () => {
    const execStart = /^ExecStart=\S+\/node (.*) server\/main\.ts$/m.exec(unit)?.[1];
    expect(execStart?.split(" ")).toEqual(START_FLAGS);
    expect(START_FLAGS).toContain("--liftoff-only");
    // The collection after a burst (app/lib/server/memory.server.ts, decision 0095) needs it.
    expect(START_FLAGS).toContain("--expose-gc");
  });

  it("set the same environment before Node starts", () => {
    const environment = Object.fromEntries(
      [...unit.matchAll(/^Environment=([A-Z_]+)=(\S+)$/gm)].map(([, name, value]) => [name, value]),
    );
    expect(environment).toEqual(START_ENV);
    expect(START_ENV).toEqual({
      MALLOC_ARENA_MAX: "2",
      MALLOC_MMAP_THRESHOLD_: "65536",
      MALLOC_TRIM_THRESHOLD_: "131072",
    });
  });
});
