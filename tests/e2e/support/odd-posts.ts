// The posts of the browser fuzz (tests/e2e/whole-site/fuzz.spec.ts, decision 0084): for every form of the site
// (tests/support/forms.ts), odd values in its fields, and a value one of them refuses, so that each post is refused
// and changes nothing another spec reads; plain TypeScript, so that they can be counted without a server.
import {
  DATE_FIELDS,
  FORMS,
  GOOD_VALUES,
  GOOD_VALUES_AT,
  HONEYPOT,
  NUMBER_FIELDS,
  type PostedForm,
} from "../../support/forms";
import { FUZZ_FIXTURES } from "./fixture-data";

/** A value every field refuses but boxes and files: a C0 control character (decision 0017). */
const REFUSED = "\u0000";

/** The odd values (`good` is a field's well-filled value; none: left out), and the fields they are for. */
const KINDS: { name: string; values: (good: string) => string[]; for?: Set<string>; refused?: true }[] = [
  // Neither a date nor a number, an id or a choice: what a parent types in a date field without the calendar.
  { name: "not a date", values: () => ["next tuesday"] },
  { name: "an impossible date", values: () => ["2026-02-30"], for: DATE_FIELDS },
  { name: "a negative number", values: () => ["-1"], for: NUMBER_FIELDS },
  { name: "a huge number", values: () => ["99999999999999999999"], for: NUMBER_FIELDS },
  { name: "control characters", values: () => [`Asha${REFUSED}Rani\u001b`], refused: true },
  { name: "100 kB", values: () => ["x".repeat(100_000)], refused: true },
  { name: "twice", values: (good) => [good, good] },
  { name: "left out", values: () => [] },
];
const HUGE = "100 kB";

/** Fields a control character may not be refused in: boxes, files, the honeypot, what a save's page adds. */
const NOT_REFUSING =
  /^(consent_on_paper|send|again|pinned|decorative|isCover|allDay|trained|open|interaction|beyondSeats|identityChecked|called|confirm|active|keepUpload|removeApplicationForm|removeLogo|publish|shows|file|document|applicationForm|logo|statement|group|savedFrom|List-Unsubscribe|website_url|classes\[0\]\.(open|interaction))$/;
const FILE_FIELD = /^(file|document|logo|applicationForm|statement)$/;
/** An id, or the consent box: each odd value is refused by the field itself. */
const REFUSES_EVERY_ODD_VALUE = /^(id|\w+Id|consent)$/;

/** The record pages' `:id`: rows of this spec's own (tests/e2e/support/fixtures.ts), which its posts may change. */
const OWN_RECORDS: Record<string, string> = {
  "/admin/announcements/:id": FUZZ_FIXTURES.announcement,
  "/admin/announcements/:id/files": FUZZ_FIXTURES.announcement,
  "/admin/pages/:id": FUZZ_FIXTURES.schoolPage,
  "/admin/pages/:id/save": FUZZ_FIXTURES.schoolPage,
  "/admin/pages/:id/files": FUZZ_FIXTURES.schoolPage,
  "/admin/visit-requests/:id": FUZZ_FIXTURES.visitRequest,
  "/admin/enquiries/:id": FUZZ_FIXTURES.enquiry,
  "/admin/contact-messages/:id": FUZZ_FIXTURES.contactMessage,
  "/admin/data-requests/:id": FUZZ_FIXTURES.dataRequest,
  "/admin/applications/:id": FUZZ_FIXTURES.application,
};
/**
 * Where a post may be taken: what it changes no other spec reads. A record of this spec's own, the name of its own
 * user (ownUser), the alerts a visitor dismissed (a cookie of theirs). Not its page's save, which may publish the
 * page into every page's menus (docs/specification.md §32).
 */
const MAY_TAKE = new Set([
  ...Object.keys(OWN_RECORDS).filter((path) => path !== "/admin/pages/:id/save"),
  "/admin/account",
  "/alerts/dismiss",
]);
/**
 * A page of this spec's own record whose forms still carry a refused value: a data request's erasure and correction
 * reach every request of the person it looks for (decision 0033), which this spec's other tests post to meanwhile.
 */
const KEEP_REFUSING = new Set(["/admin/data-requests/:id"]);

/** A well-formed id no row has, and a draft's link nobody was given. */
const NO_ROW = "6f1d3c1e-8a55-4b5e-9d7e-2f0a1b2c3d4e";
const NO_DRAFT = `${"fuzz".repeat(10)}abc`;

/** Values of this spec's own: the list pages' rows, the person its data request looks for, its page's place. */
const OWN_VALUES: Record<string, Record<string, string>> = {
  "/admin/announcements": { id: FUZZ_FIXTURES.announcement },
  "/admin/visit-requests": { id: FUZZ_FIXTURES.visitRequest },
  "/admin/enquiries": { id: FUZZ_FIXTURES.enquiry },
  "/admin/contact-messages": { id: FUZZ_FIXTURES.contactMessage },
  "/admin/data-requests": { id: FUZZ_FIXTURES.dataRequest },
  "/admin/applications": { id: FUZZ_FIXTURES.application },
  "/admin/data-requests/:id": { phone: FUZZ_FIXTURES.phone, email: FUZZ_FIXTURES.email },
  // In no menu, were a save ever taken.
  "/admin/pages/:id/save": { place: "none" },
};

/** A good value for `field` of `path`'s forms: this spec's own, the page's, the field's, an id no row has, a word. */
const goodValue = (path: string, field: string): string =>
  OWN_VALUES[path]?.[field] ??
  GOOD_VALUES_AT[path]?.[field] ??
  GOOD_VALUES[field] ??
  (/^(id|\w+Id)$/.test(field) ? NO_ROW : "Fuzz");

/** The headers a browser sends with a form it posts from the site's own page, without JavaScript. */
export const browserHeaders = (origin: string) => ({
  Origin: origin,
  "Sec-Fetch-Site": "same-origin",
  "Sec-Fetch-Mode": "navigate",
  "Sec-Fetch-Dest": "document",
});

/** One post: where, what, and whether it must be refused (so that it changes nothing). */
export interface Post {
  url: string;
  fields: [string, string][];
  multipart: boolean;
  refused: boolean;
  /** A field a refusal (400) must show again: the public forms come back with what was sent (decision 0040). */
  shows?: string;
  what: string;
}

/** The public forms that come back with their messages, and what was sent, when they are refused. */
const SHOWN_AGAIN = /^(\/hi)?\/(admissions|contact|your-data|alerts\/subscribe|admissions\/status)$/;

/** What `path` (its `:id` or `:token` still in it) is posted at, with `param` for it. */
const addressOf = (path: string, form: PostedForm, param?: string) =>
  path.replace(/:(id|token)\b/, encodeURIComponent(param ?? OWN_RECORDS[path] ?? NO_DRAFT)) + (form.query ?? "");

/** Builds the posts of `form` on `path`: each names what its fields hold (a field not named is well filled). */
function poster(path: string, form: PostedForm) {
  const multipart = form.fields.some((field) => FILE_FIELD.test(field));
  return (
    held: Map<string, string[]>,
    what: string,
    options: { refused?: boolean; param?: string; intent?: string[]; shows?: false } = {},
  ): Post => {
    const fields: [string, string][] = [];
    for (const value of options.intent ?? (form.intent ? [form.intent] : [])) fields.push(["intent", value]);
    for (const field of form.fields) {
      const values =
        held.get(field) ?? (NOT_REFUSING.test(field) && !GOOD_VALUES[field] ? [] : [goodValue(path, field)]);
      for (const value of values) fields.push([field, value]);
    }
    return {
      url: addressOf(path, form, options.param),
      fields,
      multipart,
      refused: options.refused ?? !MAY_TAKE.has(path),
      ...(SHOWN_AGAIN.test(path) && options.shows !== false ? { shows: form.fields[0] } : {}),
      what: `${form.intent || "(form)"}: ${what}`,
    };
  };
}

/**
 * The posts for `form` of `path`: for each odd value, one post with it in every field of the form at once (a
 * field with a date or number only where the form has one), and in one field a value it refuses, so that the
 * post is refused and changes nothing; a last post gives each field so used its odd value. An id or the consent
 * box refuses every odd value itself.
 */
function postsFor(path: string, form: PostedForm, { huge = false, kinds: only }: { huge?: boolean; kinds?: string[] }) {
  const post = poster(path, form);
  // On a record's page the form's id is the address's: it is fuzzed there (pagePosts).
  const fields = form.fields.filter((field) => !(path in OWN_RECORDS && field === "id") && field !== HONEYPOT);
  if (fields.length === 0) return [];
  const kinds = KINDS.filter(
    (kind) =>
      (!kind.for || fields.some((field) => kind.for!.has(field))) &&
      (huge || kind.name !== HUGE) &&
      (!only || only.includes(kind.name)),
  );
  const self = fields.find((field) => REFUSES_EVERY_ODD_VALUE.test(field));
  const refusing = fields.filter((field) => !NOT_REFUSING.test(field));
  const posts: Post[] = [];
  const owed: [string, (typeof KINDS)[number]][] = [];
  for (const kind of kinds) {
    const held = new Map<string, string[]>();
    for (const field of fields) held.set(field, kind.values(goodValue(path, field)));
    // An id refuses its value twice only if it reads the first: the first is one it refuses.
    if (self && kind.name === "twice") held.set(self, [REFUSED, goodValue(path, self)]);
    let poisoned = "";
    // A form with one field a control character is refused in leaves its refusing to the odd values themselves, and
    // one on this spec's own record may be taken.
    const mayTake = MAY_TAKE.has(path) && !KEEP_REFUSING.has(path);
    if (!self && !kind.refused && refusing.length > 1 && !mayTake) {
      poisoned = refusing[owed.length % refusing.length]!;
      held.set(poisoned, [REFUSED]);
      owed.push([poisoned, kind]);
    }
    posts.push(post(held, `every field ${kind.name}${poisoned ? `, ${poisoned} refused` : ""}`));
  }
  // The odd values the refused fields did not hold: a few at a time, another field refusing.
  while (owed.length > 0) {
    const held = new Map<string, string[]>();
    const batch = owed.filter(([field], index) => owed.findIndex(([each]) => each === field) === index);
    const poison = refusing.find((field) => !batch.some(([each]) => each === field)) ?? batch.pop()![0];
    for (const [field, kind] of batch) held.set(field, kind.values(goodValue(path, field)));
    held.set(poison, [REFUSED]);
    for (const pair of batch) owed.splice(owed.indexOf(pair), 1);
    posts.push(post(held, `${batch.map(([field, kind]) => `${field} ${kind.name}`).join(", ")}, ${poison} refused`));
  }
  return posts;
}

/**
 * The posts of a page as a whole: its `intent` twice and left out, the honeypot filled, and a record's or draft's
 * address naming none.
 */
function pagePosts(path: string, forms: readonly PostedForm[]): Post[] {
  const posts: Post[] = [];
  const first = forms.find((form) => form.fields.length > 0) ?? forms[0]!;
  const post = poster(path, first);
  const poison = first.fields.find((field) => !NOT_REFUSING.test(field) && field !== "id");
  const held = new Map(poison ? [[poison, [REFUSED]]] : []);
  // A form that names no form, and one that names its own twice (an unknown name is answered as a missing one is).
  if (forms.some((form) => form.intent)) {
    const intent = first.intent || "next tuesday";
    const shown = { refused: true, shows: false } as const;
    posts.push(post(held, "intent twice", { ...shown, intent: poison ? [intent, intent] : [REFUSED, intent] }));
    posts.push(post(held, "intent left out", { ...shown, intent: [] }));
  }
  for (const form of forms.filter((each) => each.fields.includes(HONEYPOT))) {
    // A bot is answered as if its form were taken, and nothing is kept (whichever comes first, consent refuses).
    const filled = new Map([[HONEYPOT, ["next tuesday"]]]);
    if (form.fields.includes("consent")) filled.set("consent", [REFUSED]);
    posts.push(poster(path, form)(filled, "website_url filled", { refused: false }));
  }
  // A record's or draft's address: each form in turn, those that send nothing but the record's id first.
  const param = /:(id|token)\b/.exec(path)?.[1];
  if (param) {
    const idOnly = (form: PostedForm) => form.fields.every((field) => field === "id");
    const turns = [...forms.filter(idOnly), ...forms.filter((form) => !idOnly(form))];
    const odd = [
      ["not a date", "next tuesday"],
      ["control characters", `Asha${REFUSED}Rani\u001b`],
      ["no row's", param === "id" ? NO_ROW : `${"nobody".repeat(7)}x`],
    ] as const;
    odd.forEach(([name, value], index) => {
      const form = turns[index % turns.length]!;
      const refusing = form.fields.find((field) => !NOT_REFUSING.test(field) && field !== "id");
      const poisoned = new Map(refusing ? [[refusing, [REFUSED]]] : []);
      posts.push(poster(path, form)(poisoned, `the address's ${param} ${name}`, { param: value, refused: true }));
    });
  }
  return posts;
}

/**
 * Pages this server answers before reading a field: a draft's, for no draft is there to save a step of (its
 * admissions are not set up; tests/e2e/applications/apply-online.spec.ts sets them up on a server of its own), and an
 * application's private link, for none has the link (a payment reported there would count against the address
 * every spec posts from). Each form is posted once; tests/integration/input/fuzz.test.ts fuzzes them on a draft
 * and an application of its own.
 */
const ANSWERED_UNREAD = /\/(apply\/:token|applications\/new\/:id|status\/:token)$/;

/**
 * Every post to `path`: its forms' and its own. 100 kB once (past a small form's 64 KB it is refused unread,
 * whichever form it is), and in each form that takes a file (a larger body).
 */
export function postsTo(path: string, forms: readonly PostedForm[]) {
  const posts = forms.flatMap((form, index) =>
    ANSWERED_UNREAD.test(path)
      ? postsFor(path, form, { kinds: ["not a date"] })
      : postsFor(path, form, { huge: index === 0 || form.fields.some((field) => FILE_FIELD.test(field)) }),
  );
  return [...posts, ...pagePosts(path, forms)];
}

/** Forms with something to post: a field, or an intent. */
export const PAGES = Object.entries(FORMS)
  .map(([path, forms]) => [path, forms.filter((form) => form.intent || form.fields.length > 0)] as const)
  .filter(([, forms]) => forms.length > 0);
