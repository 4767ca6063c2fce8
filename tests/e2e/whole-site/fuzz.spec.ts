// Decision 0017: no input reaches a 5xx; decision 0084: through the real request handler, and the page that
// answers rendered. Every form of the site (tests/support/forms.ts), the public ones at their English and Hindi
// addresses, is posted to the production server as a browser without JavaScript posts it (its Origin, a document
// navigation), once for each odd value with that value in every field of the form: a date that is none, an
// impossible date, a negative and a huge number (where the form takes dates, numbers), control characters, 100 kB,
// the field twice, the field left out; and its intent twice and left out, its honeypot filled, its record's
// address naming none (tests/e2e/support/odd-posts.ts). No answer may be a 5xx, a page must arrive whole, with no error
// of the app's, and a public form refused (400) comes back with its fields: drawn from what was sent, as a visit date
// that was not a date once broke its calendar there.
//
// The server and its database are every spec's (tests/e2e/support/serve.ts): each post must be refused (a 4xx, or a
// redirect with an error toast), so that nothing it sends is kept; a record's page acts on a record of this spec's
// own (FUZZ_FIXTURES), the account page on a user of its own (decision 0047). The generated, mostly plausible forms
// of tests/integration/input/fuzz.test.ts reach what lies past the checks, on databases of their own.
import type { APIRequestContext, APIResponse } from "@playwright/test";

import { PUBLIC_FORM_PATHS } from "../../support/forms";
import { browserHeaders, PAGES, postsTo, type Post } from "../support/odd-posts";
import { expect, test } from "../support/test";

const PAGE_ERRORS = ["Unexpected Application Error", "Internal Server Error"];

/** Whether `response` refused what was posted: a 4xx, or a redirect with an error toast (decision 0040). */
function isRefusal(response: APIResponse) {
  if (response.status() >= 400) return true;
  const toast = response
    .headersArray()
    .find(({ name, value }) => name.toLowerCase() === "set-cookie" && value.startsWith("toast="));
  if (!toast) return false;
  const encoded = decodeURIComponent(toast.value.slice("toast=".length).split(";")[0]!);
  return (JSON.parse(Buffer.from(encoded, "base64").toString("utf8")) as { type: string }).type === "error";
}

/** What is wrong with `response` to `post`, or null. */
async function problemOf(post: Post, response: APIResponse): Promise<string | null> {
  const status = response.status();
  const body = await response.text();
  const at = `${status} for POST ${post.url.slice(0, 120)} (${post.what})`;
  // What the page shows, without the data its scripts take over with (a refusal's status text among them).
  const shown = body.replace(/<script[\s\S]*?<\/script>/g, "");
  if (status >= 500)
    return `${at}: ${shown
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .slice(0, 300)}`;
  if (post.refused && !isRefusal(response)) return `${at}: taken, not refused`;
  if (!(response.headers()["content-type"] ?? "").startsWith("text/html")) return null;
  if (!body.trimEnd().endsWith("</html>")) return `${at}: the page was cut short`;
  const error = PAGE_ERRORS.find((words) => shown.includes(words));
  if (error) return `${at}: ${error}`;
  if (status === 400 && post.shows && !shown.includes(`name="${post.shows}"`)) return `${at}: the form is not shown`;
  return null;
}

/** Sends `posts`, four at a time; what was wrong, and how many were answered with each status. */
async function send(request: APIRequestContext, origin: string, posts: Post[]) {
  const problems: string[] = [];
  const statuses: Record<number, number> = {};
  const queue = [...posts];
  const worker = async () => {
    for (let post = queue.shift(); post; post = queue.shift()) {
      const form = new FormData();
      for (const [name, value] of post.fields) form.append(name, value);
      // The server answers a body past its limit at once, unread, and then closes the connection: not one to reuse.
      const large = post.fields.some(([, value]) => value.length > 64 * 1024);
      const response = await request.post(post.url, {
        ...(post.multipart ? { multipart: form } : { form }),
        headers: { ...browserHeaders(origin), ...(large ? { Connection: "close" } : {}) },
        maxRedirects: 0,
        failOnStatusCode: false,
      });
      statuses[response.status()] = (statuses[response.status()] ?? 0) + 1;
      const problem = await problemOf(post, response);
      if (problem) problems.push(problem);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return { problems, statuses };
}

/** Signed out: signing in, and the first admin's setup (a signed-in visit is sent on). */
const SIGNED_OUT = new Set(["/admin", "/admin/setup"]);
const isPublic = (path: string) =>
  (PUBLIC_FORM_PATHS as readonly string[]).includes(path.replace(/^\/hi(?=\/)/, "")) || path === "/alerts/dismiss";

/**
 * A user of this spec's own, made by the test admin and signed in on `user` as a browser signs in: the account
 * page's forms change whoever is signed in, and nothing may change the test admin (decision 0047).
 */
async function ownUser(admin: APIRequestContext, user: APIRequestContext, origin: string) {
  const email = `fuzz-${Date.now().toString(36)}@e2e.school.test`;
  const password = "fuzz-password";
  const headers = browserHeaders(origin);
  const form = { intent: "create", email, password, name: "Fuzz User", role: "user", permissions: "content" };
  expect((await admin.post("/admin/user-management", { form, headers })).status()).toBe(200);
  const signedIn = await user.post("/admin", { form: { email, password }, headers, maxRedirects: 0 });
  expect(signedIn.headers()["location"]).toBe("/admin/dashboard");
}

test.describe("no input reaches a 5xx, posted to the production server", () => {
  for (const [path, forms] of PAGES) {
    test(`POST ${path}: each odd value in every field`, async ({ playwright, adminState, baseURL }) => {
      const origin = baseURL!;
      const asAdmin = !isPublic(path) && !SIGNED_OUT.has(path) && path !== "/admin/account";
      const request = await playwright.request.newContext({
        baseURL: origin,
        ...(asAdmin ? { storageState: adminState } : {}),
      });
      try {
        if (path === "/admin/account") {
          const admin = await playwright.request.newContext({ baseURL: origin, storageState: adminState });
          await ownUser(admin, request, origin).finally(() => admin.dispose());
        }
        const posts = postsTo(path, forms);
        const { problems, statuses } = await send(request, origin, posts);
        test.info().annotations.push({ type: "answers", description: JSON.stringify(statuses) });
        expect(problems, `${posts.length} posts`).toEqual([]);
      } finally {
        await request.dispose();
      }
    });
  }
});
