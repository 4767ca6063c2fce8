// Sign-in and sessions by better-auth, on our own database tables. Sessions
// live in the database, so several server processes share them.
import crypto from "node:crypto";
import { betterAuth, type BetterAuthOptions } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { eq } from "drizzle-orm";

import { accounts, appSecrets, sessions, users, verifications } from "../../../db/schema";
import { currentDatabase, type Database } from "../database/db.server";
import { env, secureCookies, type Env } from "./env.server";
import { log } from "./log.server";
import { siteOriginWithoutRequest } from "./site-url.server";

/** Our cookies are named school.session_token and so on. */
export const AUTH_COOKIE_PREFIX = "school";

export const SESSION_SECONDS = 12 * 60 * 60; // a working day, then sign in again
export const SESSION_REFRESH_SECONDS = 60 * 60; // used within the last hour: extended

const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"];

/**
 * Where sign-in builds its own addresses from: SITE_URL, or the request's host when ALLOWED_HOSTS names it (at any
 * port), as the site's public address is (site-url.server.ts); never a Host it was not told about.
 */
export function authBaseURL(settings: Pick<Env, "SITE_URL" | "ALLOWED_HOSTS" | "PORT"> = env()) {
  if (settings.SITE_URL) return new URL(settings.SITE_URL).origin;
  const hosts = settings.ALLOWED_HOSTS.length > 0 ? settings.ALLOWED_HOSTS : LOOPBACK;
  return {
    allowedHosts: hosts.flatMap((host) => [host, `${host}:*`]),
    fallback: siteOriginWithoutRequest(settings),
  } satisfies BetterAuthOptions["baseURL"];
}

/** Better Auth's own warnings and errors, through the site's log: JSON in production, readable on a terminal. */
const authLogger: BetterAuthOptions["logger"] = {
  level: "warn",
  log: (level, message, ...args) => {
    const fields = args.length > 0 ? { details: args } : {};
    log[level](fields, `Sign-in (Better Auth): ${message}`);
  },
};

function createAuth(database: Database, secret: string) {
  return betterAuth({
    baseURL: authBaseURL(),
    logger: authLogger,
    database: drizzleAdapter(database.db, {
      provider: "pg",
      usePlural: true,
      schema: { users, sessions, accounts, verifications },
    }),
    secret,
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 6, maxPasswordLength: 72 },
    session: { expiresIn: SESSION_SECONDS, updateAge: SESSION_REFRESH_SECONDS },
    // Sign-in attempts are limited by our own counters (app/features/users/sign-in.server.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      database: { generateId: "uuid" },
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: secureCookies(),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const instances = new WeakMap<Database, Promise<Auth>>();

/** The auth instance of the current database, made once per database. */
export function getAuth(): Promise<Auth> {
  const database = currentDatabase();
  let auth = instances.get(database);
  if (!auth) {
    auth = loadSecret(database).then((secret) => createAuth(database, secret));
    instances.set(database, auth);
  }
  return auth;
}

const derived = new WeakMap<Database, Map<string, Promise<Buffer>>>();

/**
 * A key for `purpose` (a share image's signature, decision 0076) made from the session signing key: the app's one
 * secret signs more than sessions, and what one purpose signs is never taken for another's.
 */
export function derivedSecret(purpose: string): Promise<Buffer> {
  const database = currentDatabase();
  let keys = derived.get(database);
  if (!keys) derived.set(database, (keys = new Map()));
  let key = keys.get(purpose);
  if (!key) {
    key = loadSecret(database).then((secret) => crypto.createHmac("sha256", secret).update(purpose).digest());
    keys.set(purpose, key);
  }
  return key;
}

async function loadSecret(database: Database) {
  const configured = env().AUTH_SECRET;
  if (configured) return configured;
  const [row] = await database.db.select().from(appSecrets).where(eq(appSecrets.name, "auth"));
  if (!row) throw new Error("The session signing key is missing: restart the server to create it.");
  return row.value;
}
