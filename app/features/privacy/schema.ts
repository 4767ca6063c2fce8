import { z } from "zod";

import { text } from "~/lib/forms/form-fields";

export const PRIVACY_NOTICE_PATH = "/admin/privacy-notice";

/** Where the public reads version `version` of the notice. */
export const privacyNoticeVersionPath = (version: number) => `/privacy?version=${version}`;

export const PRIVACY_MESSAGES = {
  published: "Privacy notice published",
  publishFailed: "Failed to publish the privacy notice",
  unchanged: "Nothing changed: the notice in force already has this text.",
  raced: "Someone else published a new version just now. Reload the page to see it, then make your change again.",
  loadFailed: "Failed to load the privacy notice",
} as const;

// A notice is a few pages of text; far more is a mistake (or not a notice).
export const MAX_NOTICE_CHARACTERS = 20_000;

const noticeText = (label: string) =>
  text({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(MAX_NOTICE_CHARACTERS, `${label} must be at most ${MAX_NOTICE_CHARACTERS.toLocaleString("en-IN")} characters`)
    // A browser sends a textarea's lines ending \r\n: kept as \n, so the same text compares equal.
    .transform((value) => value.replace(/\r\n?/g, "\n"));

export const privacyNoticeSchema = z.object({
  bodyEn: noticeText("The English text"),
  bodyHi: noticeText("The Hindi text"),
});
export type PrivacyNoticeInput = z.output<typeof privacyNoticeSchema>;
