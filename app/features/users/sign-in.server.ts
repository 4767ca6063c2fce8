// Signing in to the back office: the spec's messages, limits on failed tries,
// and no way in for an account without a role or any permission.
import { eq } from "drizzle-orm";

import { getAuth } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { consumeRateLimits, isRateLimited, type RateLimit } from "~/lib/rate-limit.server";

import { sessions } from "../../../db/schema";
import { loadAccess } from "./access.server";
import { SIGN_IN_MESSAGES } from "./schema";

// Failed tries per account and per address; the window passes, so an owner is never locked out for good.
const WINDOW_SECONDS = 15 * 60;
const failureLimits = (email: string, address: string): RateLimit[] => [
  { key: `sign-in:account:${email}`, limit: 5, windowSeconds: WINDOW_SECONDS },
  { key: `sign-in:address:${address}`, limit: 20, windowSeconds: WINDOW_SECONDS },
];

export type SignInResult = { ok: true; cookies: string[] } | { ok: false; status: 401 | 403 | 429; message: string };

export async function signIn(
  request: Request,
  address: string,
  email: string,
  password: string,
): Promise<SignInResult> {
  const limits = failureLimits(email, address);
  if (await isRateLimited(limits)) return { ok: false, status: 429, message: SIGN_IN_MESSAGES.tooMany };

  const auth = await getAuth();
  const response = await auth.api.signInEmail({
    body: { email, password, rememberMe: true },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) {
    await consumeRateLimits(limits);
    return { ok: false, status: 401, message: SIGN_IN_MESSAGES.invalid };
  }

  const { token, user } = (await response.json()) as { token: string; user: { id: string } };
  const access = await loadAccess(user.id);
  if (!access || (!access.isAdmin && access.sections.length === 0)) {
    // Signed in, but nothing to do here: the new session ends at once.
    await db().delete(sessions).where(eq(sessions.token, token));
    return { ok: false, status: 403, message: SIGN_IN_MESSAGES.unauthorized };
  }
  return { ok: true, cookies: response.headers.getSetCookie() };
}
