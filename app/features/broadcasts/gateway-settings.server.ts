// The gateway's card on the School Settings page (docs/specification.md, "School Settings"; decision 0067): a new
// signing secret, and a test message through the saved gateway with its answer shown to the admin. The settings
// page's action runs them beside its form (app/routes/admin/settings.tsx).
import { defineIntent } from "~/features/admin/admin-action.server";
import { refuse, type Actor, type Outcome } from "~/features/admin/outcome";
import type { AdminReply } from "~/features/admin/reply";
import {
  GATEWAY_MESSAGES,
  renewSecretSchema,
  testMessageSchema,
  TESTS_PER_MINUTE,
  type SettingsReply,
} from "~/features/settings/schema";
import { recordAudit } from "~/lib/database/audit.server";
import { db } from "~/lib/database/db.server";
import { consumeRateLimits, refundRateLimits } from "~/lib/database/rate-limit.server";
import { toToast } from "~/lib/page/toast";

import { sendTestMessage } from "./broadcasts.server";
import { renewGatewaySecret, type GatewayAnswer } from "./gateway.server";

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

/**
 * The card's intents for one request (`origin`: the site's address, for the test message's links), and `answered`,
 * which adds the gateway's answer to the action's reply: the test was made whatever the gateway said, so the reply
 * stays a success, its toast one only when the gateway took the message.
 */
export function gatewayIntents(origin: string) {
  let answer: GatewayAnswer | undefined;
  const intents = {
    new_secret: defineIntent({
      schema: renewSecretSchema,
      run: renewSecret,
      success: GATEWAY_MESSAGES.renewed,
      failure: GATEWAY_MESSAGES.renewFailed,
    }),
    send_test: defineIntent({
      schema: testMessageSchema,
      run: async (input, actor) => {
        const outcome = await testGateway(input, actor, origin);
        if (outcome.ok) answer = outcome.answer;
        return outcome;
      },
      success: GATEWAY_MESSAGES.tested,
      failure: GATEWAY_MESSAGES.testFailed,
    }),
  };
  const answered = (reply: AdminReply): SettingsReply => {
    if (!answer) return reply;
    const taken = answer.status >= 200 && answer.status < 300;
    const said = gatewaySaid(answer);
    const title = taken ? GATEWAY_MESSAGES.tested : GATEWAY_MESSAGES.notTaken;
    return {
      ...reply,
      toast: toToast({ type: taken ? "success" : "error", title, description: said }),
      gateway: { taken, said },
    };
  };
  return { intents, answered };
}
