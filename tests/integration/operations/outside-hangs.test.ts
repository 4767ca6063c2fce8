// Nothing outside holds the site (docs/specification.md §24): a mail server that takes the connection and never
// answers costs one failed try, retried later, and holds no shutdown past 10 seconds. Here a real TCP server on the
// loopback takes every connection and says nothing.
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { SMTP_TIMEOUT_MS, startMailWorker } from "~/features/mail/mail-worker.server";
import { queueMail } from "~/features/mail/outbox.server";
import { forgetEnv } from "~/lib/server/env.server";

import { mailOutbox } from "../../../db/schema";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";

const held = new Set<net.Socket>();
const silent = net.createServer((socket) => {
  held.add(socket);
  socket.on("close", () => held.delete(socket));
});
let url = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  url = `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

const mail = { purpose: "test", to: ["parent@example.test"], subject: "Holiday", text: "School is closed." };

describe.each(testDatabaseKinds.slice(0, 1))("a mail server that never answers, on %s", (kind) => {
  const database = useTestDatabase(kind);
  const rows = () => database.db.select().from(mailOutbox);

  beforeEach(async () => {
    await database.db.delete(mailOutbox);
    await database.db.transaction((tx) => queueMail(tx, mail));
  });

  it("costs one try, given up within the timeout and tried again later, and holds no shutdown past 10 s", async () => {
    process.env.SMTP_URL = url;
    process.env.MAIL_FROM = "office@school.example";
    forgetEnv();
    const connected = new Promise<void>((resolve) => silent.once("connection", () => resolve()));
    const worker = startMailWorker()!;
    await connected;
    // Stopped while the server says nothing: the try under way ends by its timeout, and the worker with it.
    const started = Date.now();
    await worker.stop();
    const took = Date.now() - started;
    expect(took).toBeLessThan(10_000);
    expect(took).toBeGreaterThanOrEqual(SMTP_TIMEOUT_MS - 1_000);
    const [row] = await rows();
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    // Whichever of nodemailer's clocks, the connection's or the greeting's, ends it first.
    expect(row!.lastError).toMatch(/^(Greeting never received|Timeout)$/);
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  }, 20_000);
});
