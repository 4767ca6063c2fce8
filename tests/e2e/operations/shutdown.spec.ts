// A clean stop (docs/deploying.md): on SIGTERM the server takes no new
// connection, answers the request under way in full (no reset), closes the
// database and exits 0; a new server starts on the same data at once.
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import { databaseKinds, freshDatabase } from "../../../scripts/fresh-database.ts";
import { contactPost, queryDatabase, startOwnServer } from "../support/own-server.ts";
import { expect, test } from "../support/test";

/** Whether a new connection to the port is refused. */
function refused(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "localhost");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

for (const kind of databaseKinds()) {
  test(`SIGTERM finishes the request under way, refuses new ones, and exits cleanly (${kind})`, async () => {
    test.setTimeout(120_000);
    const database = await freshDatabase(`shutdown_${kind}`, kind);
    const uploads = fs.mkdtempSync(path.join(os.tmpdir(), "school-shutdown-uploads-"));
    const env = { ...database.env, UPLOADS_DIR: uploads };
    try {
      const server = await startOwnServer(env);
      const marker = `sent across a shutdown ${Date.now()}`;
      const body = contactPost(marker);
      const half = Math.floor(body.length / 2);

      // A parent's form is half sent when the server is told to stop.
      const answer = new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
        const request = http.request(
          `${server.origin}/contact`,
          {
            method: "POST",
            headers: {
              "Content-Type": "application/x-www-form-urlencoded",
              "Content-Length": Buffer.byteLength(body),
              Origin: server.origin,
            },
          },
          (response) => {
            let text = "";
            response.on("data", (chunk: Buffer) => (text += chunk.toString()));
            response.on("end", () =>
              resolve({ status: response.statusCode!, location: response.headers.location, body: text }),
            );
            response.on("error", reject);
          },
        );
        request.on("error", reject);
        request.write(body.slice(0, half));
        // Stop the server once the request has reached it, then send the rest.
        setTimeout(() => {
          server.child.kill("SIGTERM");
          void expect
            .poll(() => refused(server.port), { timeout: 5_000 })
            .toBe(true)
            .then(() => request.end(body.slice(half)), reject);
        }, 500);
      });

      const response = await answer;
      expect(response.status).toBe(302);
      expect(response.location).toBe("/contact");
      expect(await server.stop()).toBe(0);
      expect(server.output()).toContain('"msg":"Stopped"');

      // The same data, at once: nothing left behind blocks the next start.
      const again = await startOwnServer(env);
      expect(await again.stop()).toBe(0);
      const rows = await queryDatabase<{ count: number }>(
        env,
        "select count(*)::int as count from contact_messages where message = $1",
        [marker],
      );
      expect(rows[0]!.count).toBe(1);
    } finally {
      await database.cleanup();
      fs.rmSync(uploads, { recursive: true, force: true });
    }
  });
}
