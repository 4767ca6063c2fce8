// A member of staff's own account (decision 0020): what they hold, their
// name, and their password. The rest of the users, accounts and sessions
// tables belongs to user management (app/features/users/users.server.ts);
// here one person changes only their own rows, audited in the same transaction.
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { and, eq, ne } from "drizzle-orm";

import { refuse, type Actor, type Outcome } from "~/features/admin/outcome";
import type { StaffUser } from "~/features/users/access.server";
import { CREDENTIAL_PROVIDER } from "~/features/users/users.server";
import { auditWriter } from "~/lib/database/audit.server";
import { db } from "~/lib/database/db.server";
import { consumeRateLimits, refundRateLimits } from "~/lib/database/rate-limit.server";
import { getAuth } from "~/lib/server/auth.server";

import { accounts, sessions, users } from "../../../db/schema";
import { ACCOUNT_MESSAGES } from "./schema";

// A change to one's own account is audited as a change to the user.
const auditUser = auditWriter("user");

/** What the account page shows: who they are, their role, the sections they may open, where else they are signed in. */
export async function getAccount(user: StaffUser, sessionId: string | null) {
  const open = await db()
    .select({ id: sessions.id })
    .from(sessions)
    .where(sessionId ? and(eq(sessions.userId, user.id), ne(sessions.id, sessionId)) : eq(sessions.userId, user.id));
  return {
    email: user.email,
    name: user.name,
    role: user.isAdmin ? ("admin" as const) : ("user" as const),
    sections: user.sections,
    otherSessions: open.length,
  };
}

/** The id of the session `request` is signed in with: the one a password change keeps. */
export async function currentSessionId(request: Request): Promise<string | null> {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: request.headers });
  return session?.session.id ?? null;
}

// Someone holding a signed-in browser must not guess the password by trying
// it here: like sign-in (SPEC §9), a few tries per account in 15 minutes,
// given back when the current password was right.
export const CURRENT_PASSWORD_TRIES = 5;
const tryLimit = (userId: string) => ({
  key: `account-password:${userId}`,
  limit: CURRENT_PASSWORD_TRIES,
  windowSeconds: 15 * 60,
});

/** Their own name (the e-mail stays: it is how user management knows them). */
export async function updateOwnName(userId: string, name: string, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) return refuse(404, ACCOUNT_MESSAGES.accountGone);
    if (user.name === name) return { ok: true as const };
    await tx.update(users).set({ name }).where(eq(users.id, userId));
    await auditUser(tx, actor, "account.update_name", userId, { from: user.name, to: name });
    return { ok: true as const };
  });
}

/**
 * A new password, given the current one. Every other session of theirs ends
 * (a browser left signed in elsewhere, or someone who took it); the one they
 * changed it from stays signed in.
 */
export async function changeOwnPassword(
  input: { userId: string; keepSessionId: string | null; currentPassword: string; newPassword: string },
  actor: Actor,
): Promise<Outcome> {
  const tries = await consumeRateLimits([tryLimit(input.userId)]);
  if (!tries.allowed) return refuse(429, ACCOUNT_MESSAGES.tooManyTries, "currentPassword");
  const passwordHash = await hashPassword(input.newPassword);
  const outcome = await db().transaction(async (tx) => {
    const [account] = await tx
      .select({ id: accounts.id, password: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, input.userId), eq(accounts.providerId, CREDENTIAL_PROVIDER)))
      .for("update");
    const matches = account?.password
      ? await verifyPassword({ hash: account.password, password: input.currentPassword })
      : false;
    if (!account || !matches) return refuse(400, ACCOUNT_MESSAGES.currentWrong, "currentPassword");

    await tx.update(accounts).set({ password: passwordHash }).where(eq(accounts.id, account.id));
    const others = input.keepSessionId
      ? and(eq(sessions.userId, input.userId), ne(sessions.id, input.keepSessionId))
      : eq(sessions.userId, input.userId);
    const ended = await tx.delete(sessions).where(others).returning({ id: sessions.id });
    await auditUser(tx, actor, "account.change_password", input.userId, {
      email: actor.actorEmail,
      otherSessionsEnded: ended.length,
    });
    return { ok: true as const };
  });
  if (outcome.ok) await refundRateLimits(tries.counted);
  return outcome;
}
