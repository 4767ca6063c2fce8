// The mail and gateway workers as servers run them, in processes of their own
// (decisions 0024 and 0067): killed while the SMTP server holds a mail
// unanswered, or the gateway a message, nothing is lost and nothing is taken
// twice; two workers on one PostgreSQL database never send the same mail twice.
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { deliverDueMessages, gatewaySecret } from "~/features/broadcasts/gateway.server";
import { deliverDueMail, MAIL_WORKER, smtpTransport } from "~/features/mail/mail-worker.server";
import { queueMail } from "~/features/mail/outbox.server";
import { DatabaseInUseError, openDatabase, setCurrentDatabase, type Database } from "~/lib/database/db.server";

import { mailOutbox, siteSettings } from "../../../db/schema";
import { createTestDatabase, preparedPgliteDirectory, testDatabaseKinds } from "../../support/database";
import { TestGateway } from "../../support/gateway";
import { allowInside } from "../../support/outbound";
import { TestMailServer } from "../../support/smtp";

// Its servers are on this machine, which is inside (decision 0080).
allowInside("127.0.0.1");

const FROM = "office@school.test";

/** A worker process on `dbEnv`, once it says it is ready. */
async function startWorker(dbEnv: Record<string, string | undefined>, smtp: TestMailServer): Promise<ChildProcess> {
  // One process (node with tsx's loader, not the tsx command, which would run it as a child): killing it kills the worker.
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/mail-worker-process.ts"], {
    env: { ...process.env, DATABASE_URL: "", ...dbEnv, SMTP_URL: smtp.url, MAIL_FROM: FROM },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`The worker stopped (${code}) before it was ready`)));
  });
  return child;
}

async function stopWorker(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  await once(child, "exit");
}

/** A database a second process can open: PostgreSQL's, or PGlite in a directory. */
async function sharedDatabase(kind: "pglite" | "postgres") {
  if (kind === "postgres") {
    const database = await createTestDatabase("postgres", { prepared: true });
    return { env: { DATABASE_URL: database.url! }, open: async () => database, destroy: () => database.destroy() };
  }
  const dataDir = await preparedPgliteDirectory("school-mail-worker-");
  return {
    env: { DATA_DIR: dataDir },
    // A killed process's lock on the directory goes stale after a few seconds.
    async open(): Promise<Database> {
      for (const deadline = Date.now() + 30_000; ;) {
        try {
          return await openDatabase({ kind: "pglite", dataDir });
        } catch (error) {
          if (!(error instanceof DatabaseInUseError) || Date.now() > deadline) throw error;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
    },
    destroy: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function queue(database: Database, subjects: string[]) {
  setCurrentDatabase(database);
  await database.db.transaction(async (tx) => {
    for (const subject of subjects) {
      await queueMail(tx, { purpose: "test", to: ["parent@example.test"], subject, text: subject });
    }
  });
}

/** An SMTP server for the tests of the describe block that calls this: started before them, stopped after. */
function useMailServer() {
  let smtp: TestMailServer;
  beforeAll(async () => {
    smtp = await TestMailServer.start();
  });
  afterAll(() => smtp.stop());
  return () => smtp;
}

describe.each(testDatabaseKinds)("mail workers in their own processes, on %s", (kind) => {
  const mailServer = useMailServer();

  it("killed while the SMTP server holds a mail unanswered: none lost, none sent twice", async () => {
    const smtp = mailServer();
    smtp.received.length = 0;
    const shared = await sharedDatabase(kind);
    let database = await shared.open();
    const subjects = ["First", "Second", "Third"];
    await queue(database, subjects);
    if (kind === "pglite") await database.close();

    smtp.mode = "hang";
    smtp.hanging = 0;
    const worker = await startWorker(shared.env, smtp);
    try {
      await smtp.until(() => smtp.hanging === 1);
    } finally {
      await stopWorker(worker, "SIGKILL");
    }
    smtp.mode = "accept";

    // The server starts again: its worker sends what is due, and the killed one's mail once its claim runs out.
    database = await shared.open();
    setCurrentDatabase(database);
    const transport = smtpTransport(smtp.url);
    try {
      expect(await deliverDueMail(transport, FROM)).toEqual({ sent: 2, retry: 0, failed: 0 });
      const later = new Date(Date.now() + MAIL_WORKER.leaseMs + 1000);
      expect(await deliverDueMail(transport, FROM, later)).toEqual({ sent: 1, retry: 0, failed: 0 });
      expect(smtp.received.map((received) => received.mail.subject).sort()).toEqual([...subjects].sort());
      const rows = await database.db.select().from(mailOutbox);
      expect(rows.map((row) => row.status)).toEqual(["sent", "sent", "sent"]);
    } finally {
      transport.close?.();
      await database.close();
      await shared.destroy();
    }
  }, 90_000);
});

describe.each(testDatabaseKinds)("the gateway's worker in its own process, on %s", (kind) => {
  const mailServer = useMailServer();
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await TestGateway.start();
  });
  afterAll(() => gateway.stop());

  it("killed while the gateway holds a message unanswered: each message is taken once, the held one on its retry", async () => {
    const shared = await sharedDatabase(kind);
    let database = await shared.open();
    setCurrentDatabase(database);
    await database.db.update(siteSettings).set({ gatewayUrl: gateway.url });
    gateway.secret = await gatewaySecret();
    const numbers = ["+919812300001", "+919812300002", "+919812300003"];
    await database.db.insert(mailOutbox).values(
      numbers.map((to) => {
        const id = crypto.randomUUID();
        return {
          id,
          channel: "webhook" as const,
          purpose: "broadcast.alert",
          to: [to],
          subject: "Urgent",
          text: "School closed",
          messageId: `<${id}@school.test>`,
          webhookPayload: { type: "message.alert", data: { id, to } },
          nextAttemptAt: new Date(),
        };
      }),
    );
    if (kind === "pglite") await database.close();

    gateway.mode = "hang";
    const worker = await startWorker(shared.env, mailServer());
    try {
      await gateway.until(() => gateway.posts.length === 1);
    } finally {
      await stopWorker(worker, "SIGKILL");
    }
    gateway.mode = "accept";
    const held = gateway.posts[0]!;

    database = await shared.open();
    setCurrentDatabase(database);
    try {
      expect(await deliverDueMessages()).toEqual({ sent: 2, retry: 0, failed: 0 });
      const later = new Date(Date.now() + MAIL_WORKER.leaseMs + 1000);
      expect(await deliverDueMessages(later)).toEqual({ sent: 1, retry: 0, failed: 0 });
      // Every message taken once, each signed; the one the killed worker left is sent again with its id.
      expect(gateway.taken.map((post) => post.payload.data.to).sort()).toEqual(numbers);
      expect(gateway.posts.every((post) => post.verified)).toBe(true);
      expect(gateway.taken.filter((post) => post.id === held.id)).toHaveLength(1);
      const rows = await database.db.select().from(mailOutbox);
      expect(rows.map((row) => row.status)).toEqual(["sent", "sent", "sent"]);
    } finally {
      await database.close();
      await shared.destroy();
    }
  }, 90_000);
});

// Several server processes share one database only on PostgreSQL.
describe.each(testDatabaseKinds.filter((kind) => kind === "postgres"))("mail workers side by side on %s", () => {
  const mailServer = useMailServer();

  it("two workers on one database send every mail exactly once", async () => {
    const smtp = mailServer();
    smtp.received.length = 0;
    smtp.mode = "accept";
    const shared = await sharedDatabase("postgres");
    const database = await shared.open();
    const subjects = Array.from({ length: 40 }, (_, index) => `Mail ${index + 1}`);
    const workers = [await startWorker(shared.env, smtp), await startWorker(shared.env, smtp)];
    try {
      await queue(database, subjects);
      await smtp.until(() => smtp.received.length >= subjects.length, 30_000);
      // Time for a second sending of any mail to arrive, were there one.
      await new Promise((resolve) => setTimeout(resolve, MAIL_WORKER.pollMs + 1000));
    } finally {
      for (const worker of workers) await stopWorker(worker, "SIGTERM");
    }
    const received = smtp.received.map((mail) => mail.mail.subject!);
    expect(received).toHaveLength(subjects.length);
    expect([...received].sort()).toEqual([...subjects].sort());
    await shared.destroy();
  }, 90_000);
});
