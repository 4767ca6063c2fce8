// The school settings page's action (admins only; the route checks): save the form, and beside it make a new
// signing secret or send a test message through the gateway (decision 0067).
import { defineIntent, runAdminAction, type Actor } from "~/features/admin/admin-action.server";
import type { GatewayAnswer } from "~/features/broadcasts/gateway.server";
import { toToast } from "~/lib/toast";

import { gatewaySaid, renewSecret, testGateway } from "./gateway-settings.server";
import {
  GATEWAY_MESSAGES,
  renewSecretSchema,
  SETTINGS_MESSAGES,
  settingsSchema,
  testMessageSchema,
  type SettingsReply,
} from "./schema";
import { updateSchoolSettings } from "./settings.server";

/**
 * Runs the change `formData` asks for, as `actor`; never throws for bad input. `origin` is the site's address, for
 * the test message's links.
 */
export async function manageSettings(
  formData: FormData,
  actor: Actor,
  origin: string,
): Promise<{ reply: SettingsReply; status: number }> {
  let answer: GatewayAnswer | undefined;
  const intents = {
    save: defineIntent({
      schema: settingsSchema,
      run: updateSchoolSettings,
      success: SETTINGS_MESSAGES.saved,
      failure: SETTINGS_MESSAGES.saveFailed,
    }),
    new_secret: defineIntent({
      schema: renewSecretSchema,
      run: renewSecret,
      success: GATEWAY_MESSAGES.renewed,
      failure: GATEWAY_MESSAGES.renewFailed,
    }),
    send_test: defineIntent({
      schema: testMessageSchema,
      run: async (input, by) => {
        const outcome = await testGateway(input, by, origin);
        if (outcome.ok) answer = outcome.answer;
        return outcome;
      },
      success: GATEWAY_MESSAGES.tested,
      failure: GATEWAY_MESSAGES.testFailed,
    }),
  };
  const { reply, status } = await runAdminAction(formData, intents, actor, {
    area: "School Settings",
    // Only the form shows on public pages; the secret and the test do not.
    changes: formData.get("intent") === "save" ? ["settings"] : [],
    hideFields: ["applicationForm"],
  });
  if (!answer) return { reply, status };
  // The test was made, whatever the gateway said: its answer is shown, as a success only when it took the message.
  const taken = answer.status >= 200 && answer.status < 300;
  const said = gatewaySaid(answer);
  return {
    status,
    reply: {
      ...reply,
      toast: toToast({
        type: taken ? "success" : "error",
        title: taken ? GATEWAY_MESSAGES.tested : GATEWAY_MESSAGES.notTaken,
        description: said,
      }),
      gateway: { taken, said },
    },
  };
}
