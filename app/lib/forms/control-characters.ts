// Control characters in what people type: a form refuses them (./form-fields),
// a filter drops them. Without Zod, so a list's filters load none.

// C0 and C1 control characters, but for tab and line breaks (a message may have
// them). PostgreSQL refuses NUL in text; the rest corrupt a CSV or a page.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** `value` without its control characters (tab and line breaks kept): for filters, which ignore what they cannot use. */
export const withoutControlCharacters = (value: string) => value.replace(CONTROL_CHARACTERS, "");
