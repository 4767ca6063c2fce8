// The webhook channel (docs/specification.md §24 "Sending", decision 0067): each message to a subscriber's mobile
// goes as JSON, signed as Standard Webhooks signs (HMAC-SHA256 over its id, timestamp and body, in a header), to the
// address the school set, where its SMS or WhatsApp gateway (or a relay to it) sends it on. Tries, waits and giving
// up are the mail worker's; a message keeps its id on every try, so a gateway that has it already can drop it.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";

import { LAST_ATTEMPT, MAIL_WORKER, pollOutbox, retryDelayMs } from "~/features/mail/mail-worker.server";
import { claimDue, markFailedTry, markSent, type QueuedMail } from "~/features/mail/outbox.server";
import { messageRates } from "~/features/settings/settings.server";
import { db, type Db } from "~/lib/database/db.server";
import { log } from "~/lib/server/log.server";
import { INSIDE_REASON, InsideAddressError, outboundRequest } from "~/lib/server/outbound.server";

import { appSecrets, siteSettings } from "../../../db/schema";

/** app_secrets' name for the key the gateway checks signatures with. */
const SECRET_NAME = "gateway_signing_secret";

/** How long the gateway has to answer: well inside the claim's lease. */
export const GATEWAY_TIMEOUT_MS = 8_000;

/** A new signing secret, as Standard Webhooks writes one: "whsec_" and 32 random bytes in base64. */
const newSecret = () => `whsec_${crypto.randomBytes(32).toString("base64")}`;

/** The signing secret, made on first use; every process on this database shares it. */
export async function gatewaySecret(): Promise<string> {
  await db().insert(appSecrets).values({ name: SECRET_NAME, value: newSecret() }).onConflictDoNothing();
  const [row] = await db().select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  return row!.value;
}

/**
 * A new signing secret in place of the old: a gateway still checking with the old one refuses what follows.
 * Written with `writer` (a transaction, so the change and its audit row are one).
 */
export async function renewGatewaySecret(writer: Pick<Db, "insert"> = db()): Promise<string> {
  const value = newSecret();
  await writer
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value })
    .onConflictDoUpdate({ target: appSecrets.name, set: { value, createdAt: new Date() } });
  return value;
}

/**
 * The header fields that sign `body` (Standard Webhooks): its id, the time it is sent, and
 * `v1,` + base64(HMAC-SHA256(key, "id.timestamp.body")), the key being the secret's bytes after "whsec_".
 */
export function signatureHeaders(secret: string, id: string, body: string, sentAt: Date): Record<string, string> {
  const timestamp = String(Math.floor(sentAt.getTime() / 1000));
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const signature = crypto.createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return { "webhook-id": id, "webhook-timestamp": timestamp, "webhook-signature": `v1,${signature}` };
}

/** What the gateway answered: its status and the start of its body; or that it could not be reached (status 0). */
export interface GatewayAnswer {
  status: number;
  body: string;
}

/** Posts `payload` as message `id`, signed; never throws. */
export async function postToGateway(url: string, secret: string, id: string, payload: unknown): Promise<GatewayAnswer> {
  const body = JSON.stringify(payload);
  try {
    // Never inside the school's network but for a host the IT vendor named (decision 0080); a redirect is not
    // followed: it would send the message somewhere the school did not name.
    const answer = await outboundRequest(new URL(url), {
      method: "POST",
      headers: { "content-type": "application/json", ...signatureHeaders(secret, id, body, new Date()) },
      body,
      timeoutMs: GATEWAY_TIMEOUT_MS,
    });
    return { status: answer.status, body: (await answer.text(500)).slice(0, 500) };
  } catch (error) {
    if (error instanceof InsideAddressError) return { status: 0, body: INSIDE_REASON };
    const { name, message, cause, code } = error as {
      name?: string;
      message?: string;
      cause?: { code?: string };
      code?: string;
    };
    const reason =
      name === "TimeoutError"
        ? `No answer within ${GATEWAY_TIMEOUT_MS / 1000} seconds`
        : (cause?.code ?? code ?? message);
    return { status: 0, body: String(reason ?? error).slice(0, 500) };
  }
}

/** An answer no later try will change: the gateway refused the request itself (4xx, but for a timeout or a rate). */
const isPermanent = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

async function send(url: string, secret: string, message: QueuedMail, now: Date) {
  const answer = await postToGateway(url, secret, message.id, message.webhookPayload);
  if (answer.status >= 200 && answer.status < 300) {
    await markSent(message.id, new Date());
    return "sent" as const;
  }
  const givenUp = isPermanent(answer.status) || message.attempts >= LAST_ATTEMPT;
  const retryAt = givenUp ? null : new Date(now.getTime() + retryDelayMs(message.attempts));
  const said = answer.status ? `The gateway answered ${answer.status}: ${answer.body}` : answer.body;
  await markFailedTry(message.id, said.slice(0, 1000), retryAt);
  // The message's id only: the number stays out of the logs.
  log.warn(
    { messageId: message.id, attempt: message.attempts, status: answer.status, givenUp },
    "A message was not taken by the gateway",
  );
  return givenUp ? ("failed" as const) : ("retry" as const);
}

/**
 * Sends the gateway's messages due at `now`, one after another, until none is left or the hourly rate is reached;
 * what became of them. Nothing goes while the school has set no gateway.
 */
export async function deliverDueMessages(now = new Date(), keepGoing: () => boolean = () => true) {
  const outcome = { sent: 0, retry: 0, failed: 0 };
  const [settings] = await db().select({ url: siteSettings.gatewayUrl }).from(siteSettings);
  if (!settings?.url) return outcome;
  const [secret, { gatewayPerHour }] = await Promise.all([gatewaySecret(), messageRates()]);
  while (keepGoing()) {
    const message = await claimDue("webhook", now, MAIL_WORKER.leaseMs, gatewayPerHour);
    if (!message) break;
    outcome[await send(settings.url, secret, message, now)]++;
  }
  return outcome;
}

/** The gateway's worker: runs in every server process, and sends once the school sets a gateway. */
export const startGatewayWorker = () =>
  pollOutbox((keepGoing) => deliverDueMessages(new Date(), keepGoing), "The gateway worker could not read the outbox");
