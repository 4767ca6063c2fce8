// The privacy notice's back office action (admins only; the route checks):
// publish a new version. Old versions stay, because consents name them.
import { defineIntent, runAdminAction, type Actor } from "~/features/admin/admin-action.server";

import { publishPrivacyNotice } from "./privacy.server";
import { PRIVACY_MESSAGES, privacyNoticeSchema } from "./schema";

const PRIVACY_INTENTS = {
  publish: defineIntent({
    schema: privacyNoticeSchema,
    run: (value, actor) => publishPrivacyNotice(value, actor),
    success: PRIVACY_MESSAGES.published,
    failure: PRIVACY_MESSAGES.publishFailed,
  }),
};

/** Runs the change `formData` asks for, as `actor`; never throws for bad input. */
export function managePrivacyNotice(formData: FormData, actor: Actor) {
  return runAdminAction(formData, PRIVACY_INTENTS, actor, { area: "Privacy Notice", changes: ["privacy_notice"] });
}
