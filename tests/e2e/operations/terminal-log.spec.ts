// The log as a newcomer meets it (decision 0038): `npm start` typed in a
// terminal prints readable lines, with the first-run setup link on a line of
// its own; the same server writing to a pipe (systemd, Docker, a file) still
// writes JSON lines, the link among their fields.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { freshDatabase } from "../../../scripts/fresh-database.ts";
import { startOwnServer } from "../support/own-server.ts";
import { expect, test } from "../support/test";

const SETUP_LINK = /http:\/\/\S+\/admin\/setup\?token=[\w-]+/;
const CLOCK = /^\d\d:\d\d:\d\d /;

async function newInstall(name: string, terminal: boolean) {
  const database = await freshDatabase(name);
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), `school-${name}-uploads-`));
  const server = await startOwnServer({ UPLOADS_DIR: uploads, LOG_LEVEL: "info", ...database.env }, { terminal });
  return {
    server,
    // A terminal ends its lines with \r\n.
    lines: () => server.stdout().split(/\r?\n/).filter(Boolean),
    async stop() {
      await server.stop();
      await database.cleanup();
      fs.rmSync(uploads, { recursive: true, force: true });
    },
  };
}

test("on a terminal: readable lines, and the setup link on a line of its own", async () => {
  test.setTimeout(120_000);
  const install = await newInstall("terminal_log", true);
  try {
    await expect.poll(() => install.lines().some((line) => SETUP_LINK.test(line))).toBe(true);
    const ready = install.lines().find((line) => line.includes("School website ready on"));
    expect(ready).toMatch(new RegExp(`${CLOCK.source}INFO +School website ready on http://localhost:\\d+`));
    const link = install.lines().find((line) => SETUP_LINK.exec(line)?.[0] === line.trim());
    expect(link, "a line that is the setup link alone").toBeDefined();
    expect(link!.trim().startsWith(`${install.server.origin}/admin/setup?token=`)).toBe(true);

    await fetch(`${install.server.origin}/about`);
    await expect.poll(() => install.lines().some((line) => /INFO +GET \/about 200 \d+ ms$/.test(line))).toBe(true);
    expect(install.lines().filter((line) => line.trimStart().startsWith("{"))).toEqual([]);
  } finally {
    await install.stop();
  }
  // Ctrl-C stopped it, and said so.
  expect(install.lines().some((line) => /INFO +Stopping: finishing the requests under way/.test(line))).toBe(true);
});

test("through a pipe: JSON lines, the setup link among their fields", async () => {
  test.setTimeout(120_000);
  const install = await newInstall("piped_log", false);
  try {
    await expect.poll(() => install.lines().some((line) => SETUP_LINK.test(line))).toBe(true);
    const lines = install.lines().map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.find((line) => line.setupLink)).toMatchObject({
      level: "info",
      setupLink: expect.stringMatching(SETUP_LINK),
      msg: expect.stringContaining("No admin account exists yet."),
    });
  } finally {
    await install.stop();
  }
});
