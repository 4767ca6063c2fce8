// Signing in to the back office: the spec's messages, limits on tries, and no
// way in for an account without a role or any permission (decision 0016).
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { createCookie } from "react-router";
import { z } from "zod";

import { db } from "~/lib/database/db.server";
import { addressKeys, consumeRateLimits, refundRateLimits, type RateLimit } from "~/lib/database/rate-limit.server";
import { getAuth } from "~/lib/server/auth.server";
import { secureCookies } from "~/lib/server/env.server";

import { sessions } from "../../../db/schema";
import { loadAccess } from "./access.server";
import { SIGN_IN_MESSAGES } from "./schema";

// Tries per window; the window passes, so nobody is locked out for good. A try
// counts before the password is checked and is given back when it was right.
const WINDOW_SECONDS = 15 * 60;
export const SIGN_IN_LIMITS = { perAccount: 5, perDevice: 5, perAddress: 20 };

// OWASP's device cookie: a browser where an account signed in before keeps its
// own count of tries for that account, so strangers using up the account's
// count cannot lock its owner out. Signed with the session key.
const DEVICE_COOKIE = "school.device";
const DEVICE_SECONDS = 180 * 24 * 60 * 60;
const MAX_DEVICE_ACCOUNTS = 10;
const deviceSchema = z.object({ id: z.string().min(16).max(64), emails: z.array(z.string()).max(MAX_DEVICE_ACCOUNTS) });
type Device = z.infer<typeof deviceSchema>;

async function deviceCookie() {
  const { secret } = await (await getAuth()).$context;
  return createCookie(DEVICE_COOKIE, {
    // Not "/admin": the sign-in form posts to /admin.data once scripts run, outside that path.
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    maxAge: DEVICE_SECONDS,
    secrets: [secret],
  });
}

async function readDevice(request: Request): Promise<Device | null> {
  const value = await (await deviceCookie()).parse(request.headers.get("Cookie"));
  const parsed = deviceSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

async function trustDevice(device: Device | null, email: string): Promise<string> {
  const emails = [email, ...(device?.emails ?? []).filter((known) => known !== email)];
  const trusted: Device = {
    id: device?.id ?? crypto.randomBytes(18).toString("base64url"),
    emails: emails.slice(0, MAX_DEVICE_ACCOUNTS),
  };
  return (await deviceCookie()).serialize(trusted);
}

function limitsFor(address: string, email: string, device: Device | null): RateLimit[] {
  const window = { windowSeconds: WINDOW_SECONDS };
  // The address first: tries refused there are not counted against the account.
  const byAddress = { key: `sign-in:address:${addressKeys(address).address}`, limit: SIGN_IN_LIMITS.perAddress };
  const byAccount = device?.emails.includes(email)
    ? { key: `sign-in:device:${device.id}:${email}`, limit: SIGN_IN_LIMITS.perDevice }
    : { key: `sign-in:account:${email}`, limit: SIGN_IN_LIMITS.perAccount };
  return [
    { ...byAddress, ...window },
    { ...byAccount, ...window },
  ];
}

export type SignInResult = { ok: true; cookies: string[] } | { ok: false; status: 401 | 403 | 429; message: string };

export async function signIn(
  request: Request,
  address: string,
  email: string,
  password: string,
): Promise<SignInResult> {
  const device = await readDevice(request);
  const { allowed, counted } = await consumeRateLimits(limitsFor(address, email, device));
  if (!allowed) return { ok: false, status: 429, message: SIGN_IN_MESSAGES.tooMany };

  const auth = await getAuth();
  const response = await auth.api.signInEmail({
    body: { email, password, rememberMe: true },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) return { ok: false, status: 401, message: SIGN_IN_MESSAGES.invalid };
  // The right password: this try was no guess.
  await refundRateLimits(counted);

  const { token, user } = (await response.json()) as { token: string; user: { id: string } };
  const access = await loadAccess(user.id);
  if (!access || (!access.isAdmin && access.sections.length === 0)) {
    // Signed in, but nothing to do here: the new session ends at once.
    await db().delete(sessions).where(eq(sessions.token, token));
    return { ok: false, status: 403, message: SIGN_IN_MESSAGES.unauthorized };
  }
  return { ok: true, cookies: [...response.headers.getSetCookie(), await trustDevice(device, email)] };
}
