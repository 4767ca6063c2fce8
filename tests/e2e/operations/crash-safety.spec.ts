// Crash safety (decision 0029): 300 parents send a form at once and the
// server is killed (SIGKILL) part way. It starts again at once on the same
// data, with no manual step, and every form that was answered with success
// is in the database.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { databaseKinds, freshDatabase } from "../../../scripts/fresh-database.ts";
import { contactPost, queryDatabase, startOwnServer } from "../support/own-server.ts";
import { expect, test } from "../support/test";

const SENDERS = 300;
const KILL_AFTER = 100;

for (const kind of databaseKinds()) {
  test(`a server killed among ${SENDERS} form posts keeps every answered one and starts again at once (${kind})`, async () => {
    test.setTimeout(180_000);
    const database = await freshDatabase(`crash_${kind}`, kind);
    const uploads = fs.mkdtempSync(path.join(os.tmpdir(), "school-crash-uploads-"));
    // Each sender behind the proxy has an address of its own in a network of its own, as
    // parents on their phones do, so the per-address and per-network limits do not refuse them.
    const env = { ...database.env, UPLOADS_DIR: uploads, TRUST_PROXY: "true" };
    try {
      const server = await startOwnServer(env);
      const answered: string[] = [];
      let failed = 0;
      const send = async (index: number) => {
        const marker = `crash test message ${index} ${Date.now()}`;
        try {
          const response = await fetch(`${server.origin}/contact`, {
            method: "POST",
            redirect: "manual",
            headers: {
              "Content-Type": "application/x-www-form-urlencoded",
              Origin: server.origin,
              "X-Forwarded-For": `10.${Math.floor(index / 250)}.${index % 250}.7`,
            },
            body: contactPost(marker),
          });
          await response.arrayBuffer();
          if (response.status === 302 && response.headers.get("location") === "/contact") {
            answered.push(marker);
            if (answered.length === KILL_AFTER) server.child.kill("SIGKILL");
          } else failed++;
        } catch {
          failed++;
        }
      };
      await Promise.all(Array.from({ length: SENDERS }, (_, index) => send(index)));
      await server.stop();
      expect(server.child.signalCode).toBe("SIGKILL");
      // Killed part way: some answered, some not.
      expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(failed).toBeGreaterThan(0);

      // Started again straight away, as systemd would: it must come up on its first try.
      const started = Date.now();
      const again = await startOwnServer(env);
      const secondsToStart = (Date.now() - started) / 1000;
      expect(secondsToStart).toBeLessThan(30);
      expect(await again.stop()).toBe(0);

      const stored = new Set(
        (
          await queryDatabase<{ message: string }>(env, "select message from contact_messages where message like $1", [
            "crash test message %",
          ])
        ).map((row) => row.message),
      );
      expect(answered.filter((marker) => !stored.has(marker))).toEqual([]);
      test.info().annotations.push({
        type: "crash",
        description: `${answered.length} answered, ${stored.size} stored, restarted in ${secondsToStart.toFixed(1)} s`,
      });
    } finally {
      await database.cleanup();
      fs.rmSync(uploads, { recursive: true, force: true });
    }
  });
}
