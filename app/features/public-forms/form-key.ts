/**
 * The key of a public form's fetcher: the form's hook sends through it, and a
 * page may read its last reply without loading the form (decision 0039).
 */
export const publicFormKey = (name: string) => `${name}-form`;

/**
 * Sent by a form once its page has hydrated: the answer comes back as data in
 * one round trip (`{ form, sent: true, message }`), shown in the page, instead
 * of a redirect that loads the page again. A post without it (no JavaScript,
 * or sent before scripts ran) is redirected with a toast cookie (decision 0040).
 */
export const IN_PAGE_REPLY = { name: "reply", value: "in-page" } as const;
