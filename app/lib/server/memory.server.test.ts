// After a burst of messages the outbox's workers give V8's unused pages back (decision 0095): checked in a process
// of its own started with --expose-gc, as `npm start` starts the site, since what is given back is the process's.
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";

import { BURST_MESSAGES, giveBackMemory } from "./memory.server";

interface Line {
  msg?: string;
  after?: string;
  ms?: number;
  givenBackMb?: number;
  done?: boolean;
}

function runBurstProcess(): Promise<Line[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--expose-gc", "--import", "tsx", "tests/support/burst-process.ts"], {
      env: { ...process.env, LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) reject(new Error(`the burst process exited with ${code}: ${output}`));
      else
        resolve(
          output
            .trim()
            .split("\n")
            .map((line) => JSON.parse(line) as Line),
        );
    });
  });
}

describe("giving memory back after a burst", () => {
  it("follows a round of a burst, not a smaller one, and gives back what the burst took", async () => {
    const lines = await runBurstProcess();
    const givenBack = lines.filter((line) => line.msg === "Memory given back after a burst");
    expect(givenBack).toHaveLength(1);
    expect(givenBack[0]!.after).toBe(`a round of ${BURST_MESSAGES} messages`);
    // An ordinary full collection frees the heap but keeps its pages, and would give back next to nothing.
    expect(givenBack[0]!.givenBackMb).toBeGreaterThan(20);
    expect(lines).toContainEqual({ done: true });
  }, 60_000);

  it("does nothing in a process that cannot ask for a collection", () => {
    expect(giveBackMemory("a test")).toBeNull();
  });
});
