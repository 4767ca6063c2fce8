import { hashPassword } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import { accounts, sessions, userPermissions, userRoles, users } from "../../../db/schema";
import { recordAudit, type AuditEntry } from "~/lib/audit.server";
import type { Db } from "~/lib/db.server";
import { newUserSchema, type NewUser } from "./schema";

// better-auth keeps e-mail/password sign-ins as accounts of this provider.
export const CREDENTIAL_PROVIDER = "credential";

type Actor = Pick<AuditEntry, "actorUserId" | "actorEmail" | "ipAddress">;

/**
 * Creates an admin account, or, when the e-mail already has one, makes it an
 * admin with the new password and signs it out everywhere.
 */
export async function createOrResetAdmin(db: Db, input: NewUser, actor: Actor) {
  const { email, password, name } = newUserSchema.parse(input);
  const passwordHash = await hashPassword(password);

  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, email));
    if (!existing) {
      const [user] = await tx.insert(users).values({ email, name }).returning();
      await tx.insert(accounts).values({
        userId: user!.id,
        accountId: user!.id,
        providerId: CREDENTIAL_PROVIDER,
        password: passwordHash,
      });
      await tx.insert(userRoles).values({ userId: user!.id, role: "admin" });
      await recordAudit(tx, {
        ...actor,
        action: "user.create",
        targetType: "user",
        targetId: user!.id,
        details: { email, role: "admin" },
      });
      return { created: true, userId: user!.id };
    }

    const userId = existing.id;
    const changed = await tx
      .update(accounts)
      .set({ password: passwordHash })
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, CREDENTIAL_PROVIDER)))
      .returning({ id: accounts.id });
    if (changed.length === 0) {
      await tx.insert(accounts).values({
        userId,
        accountId: userId,
        providerId: CREDENTIAL_PROVIDER,
        password: passwordHash,
      });
    }
    if (name) await tx.update(users).set({ name }).where(eq(users.id, userId));
    // An admin has every section, so individual permissions go (SPEC §4).
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    await tx.insert(userRoles).values({ userId, role: "admin" });
    await tx.delete(userPermissions).where(eq(userPermissions.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await recordAudit(tx, {
      ...actor,
      action: "user.reset_password",
      targetType: "user",
      targetId: userId,
      details: { email, role: "admin" },
    });
    return { created: false, userId };
  });
}
