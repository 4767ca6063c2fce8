/**
 * The key of a public form's fetcher: the form's hook sends through it, and a
 * page may read its last reply without loading the form (decision 0039).
 */
export const publicFormKey = (name: string) => `${name}-form`;
