// The privacy notice's back office action (admins only; the route checks):
// publish a new version. Old versions stay, because consents name them.
import { adminAction, defineIntent } from "~/features/admin/admin-action.server";

import { publishPrivacyNotice } from "./privacy.server";
import { PRIVACY_MESSAGES, privacyNoticeSchema } from "./schema";

const PRIVACY_INTENTS = {
  publish: defineIntent({
    schema: privacyNoticeSchema,
    run: publishPrivacyNotice,
    success: PRIVACY_MESSAGES.published,
    failure: PRIVACY_MESSAGES.publishFailed,
  }),
};

export const managePrivacyNotice = adminAction(PRIVACY_INTENTS, {
  area: "Privacy Notice",
  changes: ["privacy_notice"],
});
