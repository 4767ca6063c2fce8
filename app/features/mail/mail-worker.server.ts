// The mail worker: runs in every server process while SMTP_URL is set, and
// sends what the outbox holds through that SMTP server (nodemailer). A mail is
// claimed for a while before it is sent, marked sent as soon as the server
// accepts it, and otherwise tried again later, for two days (decision 0024).
import nodemailer from "nodemailer";

import { messageRates } from "~/features/settings/settings.server";
import { env } from "~/lib/server/env.server";
import { log } from "~/lib/server/log.server";
import { BURST_MESSAGES, giveBackMemory } from "~/lib/server/memory.server";

import { claimDue, markFailedTry, markSent, type QueuedMail } from "./outbox.server";

/** What the worker needs of an SMTP client: nodemailer's transport, or a test's. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string[];
    replyTo?: string;
    subject: string;
    text: string;
    messageId: string;
    attachments: { filename: string; contentType: string; content: string }[];
    headers?: Record<string, string>;
  }): Promise<{ accepted: unknown[]; rejected: unknown[] }>;
  close?(): void;
}

export const MAIL_WORKER = {
  /** How often the outbox is looked at. */
  pollMs: 2_000,
  /**
   * How long a claimed mail is left to its worker: far longer than one SMTP
   * conversation can take with the timeouts below, so a live worker never
   * loses a mail it is sending; a killed worker's mail is taken up after it.
   * Mails are claimed one at a time, so no mail waits on another's sending.
   */
  leaseMs: 5 * 60_000,
  /**
   * Tries go on for this long from the first ("at least 24 hours"), counted
   * in tries, so mail queued before SMTP_URL was set gets its two days too.
   */
  tryForMs: 48 * 3600_000,
};

/** Waits after the n-th failed try: 1, 2, 4, 8 … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3600_000);
}

/** The try after which a mail is given up: the first whose waits before it add up to MAIL_WORKER.tryForMs. */
export const LAST_ATTEMPT = (() => {
  let attempt = 1;
  for (let waited = 0; waited < MAIL_WORKER.tryForMs; attempt++) waited += retryDelayMs(attempt);
  return attempt;
})();

/**
 * How long a mail server may keep the worker waiting at any step (the connection, its greeting, any answer): a
 * server that takes the connection and never answers costs one failed try, retried later, and holds no shutdown past
 * 10 seconds.
 */
export const SMTP_TIMEOUT_MS = 8_000;

/**
 * nodemailer's SMTP transport for SMTP_URL, with timeouts well inside the lease. `pooled`: one connection kept open
 * from mail to mail, until it is closed.
 */
export function smtpTransport(url: string, pooled = false): MailTransport {
  return nodemailer.createTransport({
    url,
    ...(pooled ? { pool: true, maxConnections: 1 } : {}),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
}

/** A refusal that no later try will change: the server rejected every recipient for good (5xx). */
function isPermanent(error: unknown): boolean {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  return code === "EENVELOPE" && typeof responseCode === "number" && responseCode >= 500;
}

/** What to keep of a failure: the SMTP reply or the error's own words. */
function describe(error: unknown): string {
  const { response, message } = error as { response?: string; message?: string };
  return (response ?? message ?? String(error)).slice(0, 1000);
}

async function send(transport: MailTransport, from: string, mail: QueuedMail, now: Date) {
  try {
    const info = await transport.sendMail({
      from,
      to: mail.to,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      subject: mail.subject,
      text: mail.text,
      messageId: mail.messageId,
      attachments: mail.attachments,
      // A subscriber's one-click unsubscribe (RFC 8058, decision 0066): nodemailer writes them as given.
      ...(Object.keys(mail.headers).length ? { headers: mail.headers } : {}),
    });
    // Accepted for some recipients: sent. Those refused are noted, not tried again (they would get it twice).
    const refused = info.rejected.length ? `Refused for ${info.rejected.length} of ${mail.to.length} recipients` : null;
    await markSent(mail.id, new Date(), refused);
    return "sent" as const;
  } catch (error) {
    const givenUp = isPermanent(error) || mail.attempts >= LAST_ATTEMPT;
    const retryAt = givenUp ? null : new Date(now.getTime() + retryDelayMs(mail.attempts));
    await markFailedTry(mail.id, describe(error), retryAt);
    // The mail's id only: its addresses stay out of the logs.
    const { code, responseCode } = error as { code?: string; responseCode?: number };
    log.warn(
      { mailId: mail.id, purpose: mail.purpose, attempt: mail.attempts, code, responseCode, givenUp },
      "A mail was not sent",
    );
    return givenUp ? ("failed" as const) : ("retry" as const);
  }
}

/**
 * Sends the mails due at `now`, one after another, until none is left or the school's hourly rate is reached;
 * returns what became of them.
 */
export async function deliverDueMail(
  transport: MailTransport,
  from: string,
  now = new Date(),
  keepGoing: () => boolean = () => true,
) {
  const outcome = { sent: 0, retry: 0, failed: 0 };
  const { mailPerHour } = await messageRates();
  while (keepGoing()) {
    const mail = await claimDue("email", now, MAIL_WORKER.leaseMs, mailPerHour);
    if (!mail) break;
    outcome[await send(transport, from, mail, now)]++;
  }
  return outcome;
}

/** What became of the messages one round handled. */
export interface DeliveryOutcome {
  sent: number;
  retry: number;
  failed: number;
}

/**
 * Runs `deliver` now and then every MAIL_WORKER.pollMs until stopped; `stop()` lets a round under way finish, for
 * a clean shutdown. `deliver` is told whether to go on. A round that handled a burst (an alert's sending) is
 * followed by a collection that gives its memory back (decision 0095).
 */
export function pollOutbox(
  deliver: (keepGoing: () => boolean) => Promise<DeliveryOutcome>,
  failure: string,
): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      try {
        const { sent, retry, failed } = await deliver(() => !stopped);
        const handled = sent + retry + failed;
        if (handled >= BURST_MESSAGES) giveBackMemory(`a round of ${handled} messages`);
      } catch (error) {
        log.error({ err: error }, failure);
      }
      if (!stopped) timer = setTimeout(tick, MAIL_WORKER.pollMs);
    })();
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/**
 * Starts the worker when SMTP_URL is set (null otherwise: mail waits in the outbox). Each round sends its mails
 * over one SMTP connection and closes it: a connection for each mail (greeting, login, quit) took 100 ms a mail, so
 * a sending to thousands of subscribers took many minutes (decision 0067, `npm run bench -- --sending`); one left
 * open between rounds could go stale while the outbox is empty.
 */
export function startMailWorker(): { stop(): Promise<void> } | null {
  const { SMTP_URL, MAIL_FROM } = env();
  if (!SMTP_URL || !MAIL_FROM) return null;
  return pollOutbox(async (keepGoing) => {
    const smtp = smtpTransport(SMTP_URL, true);
    try {
      return await deliverDueMail(smtp, MAIL_FROM, new Date(), keepGoing);
    } finally {
      smtp.close?.();
    }
  }, "The mail worker could not read the outbox");
}
