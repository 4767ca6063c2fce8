// The mail outbox and its worker (decision 0024), against a real SMTP
// server in this process: mail is queued in its record's transaction, sent
// once, tried again with backoff while the server is down, given up after two
// days or at once on a refusal for good; a claimed mail is left to its worker.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import {
  deliverDueMail,
  LAST_ATTEMPT,
  MAIL_WORKER,
  retryDelayMs,
  smtpTransport,
} from "~/features/mail/mail-worker.server";
import { claimDue, outboxFigures, queueMail, type OutgoingMail } from "~/features/mail/outbox.server";
import { db } from "~/lib/database/db.server";

import { mailOutbox, visitRequests } from "../../../db/schema";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";
import { TestMailServer } from "../../support/smtp";

const FROM = "School Office <office@school.test>";
const MINUTE = 60_000;

const mail = (subject: string, to = "parent@example.test"): OutgoingMail => ({
  purpose: "test",
  to: [to],
  subject,
  text: `Body of ${subject}`,
});

const rows = () => db().select().from(mailOutbox);

describe("the wait between tries", () => {
  it("doubles from a minute, up to an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((attempt) => retryDelayMs(attempt) / MINUTE)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60, 60,
    ]);
  });

  it("goes on for two days from the first try, and no longer than needed", () => {
    const waitedBefore = (attempt: number) =>
      Array.from({ length: attempt - 1 }, (_, index) => retryDelayMs(index + 1)).reduce((sum, wait) => sum + wait, 0);
    expect(waitedBefore(LAST_ATTEMPT)).toBeGreaterThanOrEqual(48 * 3600_000);
    expect(waitedBefore(LAST_ATTEMPT - 1)).toBeLessThan(48 * 3600_000);
  });
});

describe.each(testDatabaseKinds)("the mail outbox on %s", (kind) => {
  useTestDatabase(kind);
  let smtp: TestMailServer;
  let transport: ReturnType<typeof smtpTransport>;

  beforeAll(async () => {
    smtp = await TestMailServer.start();
    transport = smtpTransport(smtp.url);
  });
  afterAll(async () => {
    transport.close?.();
    await smtp.stop();
  });
  beforeEach(async () => {
    await db().delete(mailOutbox);
    smtp.received.length = 0;
    smtp.mode = "accept";
  });

  it("queues mail in the record's transaction: a rolled-back record leaves no mail", async () => {
    await expect(
      db().transaction(async (tx) => {
        await tx.insert(visitRequests).values({
          studentName: "Asha",
          classForAdmission: "Class I",
          contactNo: "9876543210",
          visitDate: "2026-12-01",
          visitTime: "10:00 AM",
        });
        await queueMail(tx, mail("Never"));
        throw new Error("the record could not be stored");
      }),
    ).rejects.toThrow("the record could not be stored");
    expect(await rows()).toEqual([]);
  });

  it("sends each due mail through the SMTP server once, with its fields, and never again", async () => {
    await db().transaction(async (tx) => {
      await queueMail(tx, { ...mail("First"), replyTo: "office@school.test" });
      await queueMail(tx, {
        ...mail("Second", "office@school.test"),
        attachments: [
          { filename: "visit.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR" },
        ],
      });
    });
    expect(await outboxFigures()).toEqual({ waiting: 2, failed: 0 });
    expect(await deliverDueMail(transport, FROM)).toEqual({ sent: 2, retry: 0, failed: 0 });

    expect(smtp.received.map((received) => received.mail.subject).sort()).toEqual(["First", "Second"]);
    const first = smtp.to("parent@example.test")[0]!;
    expect(first.envelope.from).toBe("office@school.test");
    expect(first.mail.from?.text).toBe('"School Office" <office@school.test>');
    expect(first.mail.replyTo?.text).toBe("office@school.test");
    expect(first.mail.text?.trim()).toBe("Body of First");
    const second = smtp.to("office@school.test")[0]!;
    expect(second.mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ["visit.ics", "text/calendar"],
    ]);
    const stored = await rows();
    expect(stored.every((row) => row.status === "sent" && row.sentAt && row.attempts === 1)).toBe(true);
    expect(first.mail.messageId).toBe(stored.find((row) => row.subject === "First")!.messageId);

    // Sent is sent: later runs, even long after, send nothing again.
    expect(await deliverDueMail(transport, FROM, new Date(Date.now() + 3 * 24 * 3600_000))).toEqual({
      sent: 0,
      retry: 0,
      failed: 0,
    });
    expect(smtp.received).toHaveLength(2);
    expect(await outboxFigures()).toEqual({ waiting: 0, failed: 0 });
  });

  it("keeps mail while the SMTP server is down and delivers it once when it is back", async () => {
    await db().transaction((tx) => queueMail(tx, mail("While down")));
    await smtp.stop();
    const start = new Date();
    try {
      expect(await deliverDueMail(transport, FROM, start)).toEqual({ sent: 0, retry: 1, failed: 0 });
      const [row] = await rows();
      expect(row).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null });
      expect(row!.nextAttemptAt.getTime()).toBe(start.getTime() + MINUTE);
      expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
      // Not due again before its time.
      expect(await deliverDueMail(transport, FROM, new Date(start.getTime() + MINUTE / 2))).toEqual({
        sent: 0,
        retry: 0,
        failed: 0,
      });
      // Still down a minute later: the wait doubles.
      expect(await deliverDueMail(transport, FROM, new Date(start.getTime() + MINUTE))).toEqual({
        sent: 0,
        retry: 1,
        failed: 0,
      });
      expect((await rows())[0]!.nextAttemptAt.getTime()).toBe(start.getTime() + 3 * MINUTE);
    } finally {
      await smtp.listen();
    }
    expect(await deliverDueMail(transport, FROM, new Date(start.getTime() + 3 * MINUTE))).toEqual({
      sent: 1,
      retry: 0,
      failed: 0,
    });
    expect(await deliverDueMail(transport, FROM, new Date(start.getTime() + 60 * MINUTE))).toEqual({
      sent: 0,
      retry: 0,
      failed: 0,
    });
    expect(smtp.received.map((received) => received.mail.subject)).toEqual(["While down"]);
    expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 3 });
  });

  it("tries for two days, then gives the mail up", async () => {
    const id = await db().transaction((tx) => queueMail(tx, mail("Too late")));
    // Two days of tries behind it, all failed.
    await db()
      .update(mailOutbox)
      .set({ attempts: LAST_ATTEMPT - 1 })
      .where(eq(mailOutbox.id, id));
    await smtp.stop();
    try {
      expect(await deliverDueMail(transport, FROM)).toEqual({ sent: 0, retry: 0, failed: 1 });
    } finally {
      await smtp.listen();
    }
    expect((await rows())[0]).toMatchObject({ status: "failed" });
    expect(await outboxFigures()).toEqual({ waiting: 0, failed: 1 });
    expect(await deliverDueMail(transport, FROM, new Date(Date.now() + 3600_000))).toEqual({
      sent: 0,
      retry: 0,
      failed: 0,
    });
  });

  it("gives up at once when the server refuses the recipient for good", async () => {
    await db().transaction((tx) => queueMail(tx, mail("Bounced", "nobody@example.test")));
    smtp.mode = "refuse";
    expect(await deliverDueMail(transport, FROM)).toEqual({ sent: 0, retry: 0, failed: 1 });
    expect((await rows())[0]).toMatchObject({ status: "failed" });
    expect((await rows())[0]!.lastError).toMatch(/550/);
  });

  it("leaves a claimed mail to its worker until the claim runs out", async () => {
    await db().transaction((tx) => queueMail(tx, mail("Claimed")));
    const now = new Date();
    // A worker claimed it, then was killed before it could send.
    expect(await claimDue("email", now, MAIL_WORKER.leaseMs)).toBeDefined();
    expect(await deliverDueMail(transport, FROM, new Date(now.getTime() + MAIL_WORKER.leaseMs - 1000))).toEqual({
      sent: 0,
      retry: 0,
      failed: 0,
    });
    expect(await deliverDueMail(transport, FROM, new Date(now.getTime() + MAIL_WORKER.leaseMs + 1000))).toEqual({
      sent: 1,
      retry: 0,
      failed: 0,
    });
    expect(smtp.received).toHaveLength(1);
  });

  it("lets workers running side by side send each mail once", async () => {
    await db().transaction(async (tx) => {
      for (let index = 0; index < 30; index++) await queueMail(tx, mail(`Mail ${index}`));
    });
    const workers = [smtpTransport(smtp.url), smtpTransport(smtp.url), smtpTransport(smtp.url)];
    try {
      for (let round = 0; round < 5; round++) {
        await Promise.all(workers.map((worker) => deliverDueMail(worker, FROM)));
      }
    } finally {
      for (const worker of workers) worker.close?.();
    }
    const subjects = smtp.received.map((received) => received.mail.subject);
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects).size).toBe(30);
  });
});
