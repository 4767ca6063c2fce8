// The gateway's card on the School Settings page (docs/specification.md, "School Settings"; decision 0067): a new
// signing secret, and a test message through the saved gateway with its answer shown to the admin.
import { refuse, type Actor, type Outcome } from "~/features/admin/admin-action.server";
import { sendTestMessage } from "~/features/broadcasts/broadcasts.server";
import { renewGatewaySecret, type GatewayAnswer } from "~/features/broadcasts/gateway.server";
import { recordAudit } from "~/lib/audit.server";
import { db } from "~/lib/db.server";
import { consumeRateLimits, refundRateLimits } from "~/lib/rate-limit.server";

import { GATEWAY_MESSAGES, TESTS_PER_MINUTE } from "./schema";

const SETTINGS_ROW = { targetType: "site_settings", targetId: "1" } as const;

/** A new signing secret; the old one stops working at once. */
export async function renewSecret(_input: object, actor: Actor): Promise<Outcome> {
  await db().transaction(async (tx) => {
    await renewGatewaySecret(tx);
    await recordAudit(tx, { ...actor, action: "settings.gateway_secret_renewed", ...SETTINGS_ROW });
  });
  return { ok: true };
}

/** What the page says of the gateway's answer. */
export const gatewaySaid = ({ status, body }: GatewayAnswer) =>
  status === 0
    ? `The gateway could not be reached: ${body}`
    : `The gateway answered ${status}${body ? `: ${body}` : "."}`;

/** The end of a number, for the audit log: "…3210". */
const lastDigits = (mobile: string) => `…${mobile.replace(/\D/g, "").slice(-4)}`;

/**
 * One test message to `mobile` through the saved gateway, sent at once: the gateway's answer, whatever it is, is
 * what the admin asked for. Refused while no gateway is saved, and past a few a minute for one admin.
 */
export async function testGateway(
  { mobile }: { mobile: string },
  actor: Actor,
  origin: string,
): Promise<Outcome<{ answer: GatewayAnswer }>> {
  const { allowed, counted } = await consumeRateLimits([
    { key: `gateway-test:user:${actor.actorUserId}`, limit: TESTS_PER_MINUTE, windowSeconds: 60 },
  ]);
  if (!allowed) return refuse(429, GATEWAY_MESSAGES.tooManyTests);
  const answer = await sendTestMessage(mobile, origin);
  if (!answer) {
    await refundRateLimits(counted);
    return refuse(409, GATEWAY_MESSAGES.noGateway);
  }
  await recordAudit(db(), {
    ...actor,
    action: "settings.gateway_test",
    ...SETTINGS_ROW,
    // The status only; of the number, its last digits.
    details: { status: answer.status, to: lastDigits(mobile) },
  });
  return { ok: true, answer };
}
