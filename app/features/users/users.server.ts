// Staff accounts, their roles and their permissions: the only module that
// writes user_roles and user_permissions, and the users and accounts of
// others (a member's own name and password: features/account, decision 0020). Every
// change is checked against the safety rails and written to the audit log in
// the same transaction.
import { hashPassword } from "better-auth/crypto";
import { and, asc, eq, ne, sql } from "drizzle-orm";

import { refuse, type Actor, type Outcome, type Refusal } from "~/features/admin/outcome";
import { SECTION_KEYS, type SectionKey } from "~/features/admin/sections";
import { auditWriter } from "~/lib/database/audit.server";
import { db, type Tx } from "~/lib/database/db.server";

import { accounts, sessions, userPermissions, userRoles, users } from "../../../db/schema";
import { mayManage, newSections, RANK_MESSAGES, type Holdings } from "./rank";
import { newUserSchema, USER_MESSAGES, type NewUser, type Role } from "./schema";

// better-auth keeps e-mail/password sign-ins as accounts of this provider.
export const CREDENTIAL_PROVIDER = "credential";

export interface ManagedUser {
  id: string;
  email: string;
  name: string;
  roles: { id: string; role: Role }[];
  /** Granted sections in SECTIONS order; an admin has all of them without rows. */
  permissions: SectionKey[];
  isAdmin: boolean;
}

// ------------------------------------------------------------------ reading

/** Every account with its roles and permissions, by e-mail: three queries, whatever the number of users. */
export async function listManagedUsers(): Promise<ManagedUser[]> {
  const [userRows, roleRows, permissionRows] = await Promise.all([
    db().select({ id: users.id, email: users.email, name: users.name }).from(users).orderBy(asc(users.email)),
    db()
      .select({ id: userRoles.id, userId: userRoles.userId, role: userRoles.role })
      .from(userRoles)
      .orderBy(asc(userRoles.role)),
    db().select({ userId: userPermissions.userId, section: userPermissions.section }).from(userPermissions),
  ]);
  const rolesOf = groupBy(roleRows, (row) => row.userId);
  const permissionsOf = groupBy(permissionRows, (row) => row.userId);
  return userRows.map((user) => {
    const roles = (rolesOf.get(user.id) ?? []).map(({ id, role }) => ({ id, role }));
    const granted = new Set((permissionsOf.get(user.id) ?? []).map((row) => row.section));
    return {
      ...user,
      roles,
      permissions: SECTION_KEYS.filter((key) => granted.has(key)),
      isAdmin: roles.some((row) => row.role === "admin"),
    };
  });
}

/** Whether any account holds the admin role: none means the school is not set up yet (decision 0022). */
export async function hasAdmin(): Promise<boolean> {
  const rows = await db().select({ id: userRoles.id }).from(userRoles).where(eq(userRoles.role, "admin")).limit(1);
  return rows.length > 0;
}

function groupBy<T>(rows: T[], key: (row: T) => string) {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

// ---------------------------------------------------------- shared pieces

// User-management changes run one at a time (a transaction-scoped advisory
// lock), so two admins demoting each other at once cannot leave the school
// without an admin, and two creations of one e-mail meet the check, not the index.
const USER_CHANGES_LOCK = 7_420_125_051;
async function lockUserChanges(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${USER_CHANGES_LOCK})`);
}

async function findUser(tx: Tx, userId: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const roles = await tx.select().from(userRoles).where(eq(userRoles.userId, userId));
  const granted = await tx
    .select({ section: userPermissions.section })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId));
  const keys = new Set(granted.map((row) => row.section));
  return {
    ...user,
    roles,
    isAdmin: roles.some((row) => row.role === "admin"),
    permissions: SECTION_KEYS.filter((key) => keys.has(key)),
  };
}

async function emailTaken(tx: Tx, email: string, exceptUserId?: string) {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      exceptUserId
        ? and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, exceptUserId))
        : eq(sql`lower(${users.email})`, email.toLowerCase()),
    );
  return rows.length > 0;
}

/** Admins other than `userId`: none means `userId` is the last one. */
async function otherAdmins(tx: Tx, userId: string) {
  const rows = await tx
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.role, "admin"), ne(userRoles.userId, userId)));
  return rows.length;
}

/** What the person making a change holds now, read under the lock (none: they were deleted meanwhile). */
async function holdingsOf(tx: Tx, actor: Actor): Promise<Holdings> {
  const user = actor.actorUserId ? await findUser(tx, actor.actorUserId) : null;
  if (!user?.roles.length) return { isAdmin: false, sections: [] };
  return { isAdmin: user.isAdmin, sections: user.isAdmin ? SECTION_KEYS : user.permissions };
}

const holdingsOfUser = (user: { isAdmin: boolean; permissions: SectionKey[] }): Holdings => ({
  isAdmin: user.isAdmin,
  sections: user.permissions,
});

/** Refused unless `actor` may change `target`'s account (rank.ts): what they would otherwise take over. */
async function rankRefusal(tx: Tx, actor: Actor, target: { isAdmin: boolean; permissions: SectionKey[] }) {
  return mayManage(await holdingsOf(tx, actor), holdingsOfUser(target)) ? null : refuse(403, RANK_MESSAGES.outranked);
}

/** Why `actor` may not take the admin role away from `target` (demote or delete), if they may not. */
async function demotionRefusal(tx: Tx, actor: Actor, target: { id: string; isAdmin: boolean }, self: string) {
  if (actor.actorUserId === target.id) return refuse(403, self);
  if (target.isAdmin && (await otherAdmins(tx, target.id)) === 0) return refuse(409, USER_MESSAGES.lastAdmin);
  return null;
}

/** Inserts a user with an e-mail/password sign-in, a role and (for a user) permissions. */
async function insertUser(
  tx: Tx,
  input: { email: string; name: string; passwordHash: string; role: Role; permissions: SectionKey[] },
) {
  const [user] = await tx.insert(users).values({ email: input.email, name: input.name }).returning();
  await tx.insert(accounts).values({
    userId: user!.id,
    accountId: user!.id,
    providerId: CREDENTIAL_PROVIDER,
    password: input.passwordHash,
  });
  await tx.insert(userRoles).values({ userId: user!.id, role: input.role });
  await setPermissionRows(tx, user!.id, input.role === "admin" ? [] : input.permissions);
  return user!;
}

/** Sets the e-mail/password sign-in's password, adding that sign-in if the user had none, and ends every session. */
async function setPassword(tx: Tx, userId: string, passwordHash: string) {
  const changed = await tx
    .update(accounts)
    .set({ password: passwordHash })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, CREDENTIAL_PROVIDER)))
    .returning({ id: accounts.id });
  if (changed.length === 0) {
    await tx
      .insert(accounts)
      .values({ userId, accountId: userId, providerId: CREDENTIAL_PROVIDER, password: passwordHash });
  }
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

/** Makes `role` the user's one role; becoming an admin clears the individual permissions (SPEC §4). */
async function setRole(tx: Tx, userId: string, role: Role) {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.insert(userRoles).values({ userId, role });
  if (role === "admin") await setPermissionRows(tx, userId, []);
}

async function setPermissionRows(tx: Tx, userId: string, sections: readonly SectionKey[]) {
  await tx.delete(userPermissions).where(eq(userPermissions.userId, userId));
  const unique = [...new Set(sections)];
  if (unique.length) await tx.insert(userPermissions).values(unique.map((section) => ({ userId, section })));
}

/** A unique index refused the row: someone else took the e-mail between our check and our write. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: string }).code === "23505") return true;
  }
  return false;
}

async function guardUniqueEmail<T extends object>(change: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    return await change();
  } catch (error) {
    if (isUniqueViolation(error)) return refuse(409, USER_MESSAGES.emailTaken, "email");
    throw error;
  }
}

type FoundUser = NonNullable<Awaited<ReturnType<typeof findUser>>>;

/**
 * Runs `change` on another account in one transaction, under the lock, once
 * the account is found and `actor` may manage it (rank.ts).
 */
function changeUser(
  userId: string,
  actor: Actor,
  change: (tx: Tx, user: FoundUser) => Promise<Outcome>,
): Promise<Outcome> {
  return db().transaction(async (tx) => {
    await lockUserChanges(tx);
    const user = await findUser(tx, userId);
    if (!user) return refuse(404, USER_MESSAGES.userNotFound);
    const outranked = await rankRefusal(tx, actor, user);
    if (outranked) return outranked;
    return change(tx, user);
  });
}

/** The audit row of a change to an account, in the change's transaction. */
const auditUser = auditWriter("user");

// ----------------------------------------------------------------- changes

/**
 * Creates an admin account, or, when the e-mail already has one, makes it an
 * admin with the new password and signs it out everywhere (npm run admin:create).
 */
export async function createOrResetAdmin(input: NewUser, actor: Actor) {
  const { email, password, name } = newUserSchema.parse(input);
  const passwordHash = await hashPassword(password);

  return db().transaction(async (tx) => {
    await lockUserChanges(tx);
    const [existing] = await tx.select().from(users).where(eq(users.email, email));
    if (!existing) {
      const user = await insertUser(tx, { email, name, passwordHash, role: "admin", permissions: [] });
      await auditUser(tx, actor, "user.create", user.id, { email, role: "admin" });
      return { created: true, userId: user.id };
    }

    const userId = existing.id;
    await setPassword(tx, userId, passwordHash);
    if (name) await tx.update(users).set({ name }).where(eq(users.id, userId));
    await setRole(tx, userId, "admin");
    await auditUser(tx, actor, "user.reset_password", userId, { email, role: "admin" });
    return { created: false, userId };
  });
}

/**
 * The school's first admin, made from the setup page: refused once any admin
 * exists. `claim` takes the setup link in the same transaction, under the lock,
 * so two people sending one link at once make one admin, not two.
 */
export async function createFirstAdmin(
  input: { email: string; name: string; password: string },
  actor: Actor,
  claim: (tx: Tx) => Promise<Refusal | null>,
  adminExists: Refusal,
): Promise<Outcome<{ userId: string }>> {
  const passwordHash = await hashPassword(input.password);
  return db().transaction(async (tx) => {
    await lockUserChanges(tx);
    const [admin] = await tx.select({ id: userRoles.id }).from(userRoles).where(eq(userRoles.role, "admin")).limit(1);
    if (admin) return adminExists;
    if (await emailTaken(tx, input.email)) return refuse(409, USER_MESSAGES.emailTaken, "email");
    const refused = await claim(tx);
    if (refused) return refused;
    const user = await insertUser(tx, { ...input, passwordHash, role: "admin", permissions: [] });
    // The first admin creates itself: the row names them as its actor.
    const self = { ...actor, actorUserId: user.id, actorEmail: user.email };
    await auditUser(tx, self, "user.create", user.id, {
      email: user.email,
      name: user.name,
      role: "admin",
      via: "setup link",
    });
    return { ok: true as const, userId: user.id };
  });
}

export interface CreateUserInput {
  email: string;
  password: string;
  name: string;
  role: Role;
  permissions: SectionKey[];
}

/** A new staff account; an admin gets no permission rows, a user exactly the chosen sections. */
export async function createUser(input: CreateUserInput, actor: Actor): Promise<Outcome<{ userId: string }>> {
  const passwordHash = await hashPassword(input.password);
  const permissions = input.role === "admin" ? [] : [...new Set(input.permissions)];
  return guardUniqueEmail(() =>
    db().transaction(async (tx) => {
      await lockUserChanges(tx);
      const holdings = await holdingsOf(tx, actor);
      if (!holdings.isAdmin && input.role === "admin") return refuse(403, RANK_MESSAGES.adminOnlyAdmin, "role");
      if (!holdings.isAdmin && permissions.length) return refuse(403, RANK_MESSAGES.adminOnlyGrant, "permissions");
      if (await emailTaken(tx, input.email)) return refuse(409, USER_MESSAGES.emailTaken, "email");
      const user = await insertUser(tx, {
        email: input.email,
        name: input.name,
        role: input.role,
        passwordHash,
        permissions,
      });
      await auditUser(tx, actor, "user.create", user.id, {
        email: user.email,
        name: user.name,
        role: input.role,
        permissions,
      });
      return { ok: true as const, userId: user.id };
    }),
  );
}

/** New e-mail and name; with `role`, that role replaces the user's roles. */
export async function updateUser(
  input: { userId: string; email: string; name: string; role?: Role },
  actor: Actor,
): Promise<Outcome> {
  return guardUniqueEmail(() =>
    changeUser(input.userId, actor, async (tx, user) => {
      if (await emailTaken(tx, input.email, user.id)) return refuse(409, USER_MESSAGES.emailTaken, "email");

      const currentRoles = user.roles.map((row) => row.role).sort();
      const roleChanges = input.role !== undefined && !(currentRoles.length === 1 && currentRoles[0] === input.role);
      if (roleChanges && input.role === "admin" && !(await holdingsOf(tx, actor)).isAdmin) {
        return refuse(403, RANK_MESSAGES.adminOnlyAdmin, "role");
      }
      if (roleChanges && user.isAdmin && input.role !== "admin") {
        const refusal = await demotionRefusal(tx, actor, user, USER_MESSAGES.selfDemote);
        if (refusal) return { ...refusal, field: "role" };
      }

      if (user.email !== input.email || user.name !== input.name) {
        await tx.update(users).set({ email: input.email, name: input.name }).where(eq(users.id, user.id));
        await auditUser(tx, actor, "user.update", user.id, {
          from: { email: user.email, name: user.name },
          to: { email: input.email, name: input.name },
        });
      }
      if (roleChanges) {
        await setRole(tx, user.id, input.role!);
        await auditUser(tx, actor, "user.change_role", user.id, {
          email: input.email,
          from: currentRoles,
          to: input.role,
          ...(input.role === "admin" && user.permissions.length ? { clearedPermissions: user.permissions } : {}),
        });
      }
      return { ok: true as const };
    }),
  );
}

/**
 * A new password chosen by an admin: every session of the user ends. Setting
 * someone's password is signing in as them: not for an account that holds more.
 */
export async function updatePassword(input: { userId: string; password: string }, actor: Actor): Promise<Outcome> {
  const passwordHash = await hashPassword(input.password);
  return changeUser(input.userId, actor, async (tx, user) => {
    await setPassword(tx, user.id, passwordHash);
    await auditUser(tx, actor, "user.reset_password", user.id, { email: user.email, sessionsEnded: true });
    return { ok: true as const };
  });
}

/** The sections a `user` may open, replacing those they had. Not for admins, who have all. */
export async function setPermissions(
  input: { userId: string; permissions: SectionKey[] },
  actor: Actor,
): Promise<Outcome> {
  return changeUser(input.userId, actor, async (tx, user) => {
    if (user.isAdmin) return refuse(409, USER_MESSAGES.adminPermissions);
    const next = SECTION_KEYS.filter((key) => input.permissions.includes(key));
    // Anyone with User Management may take sections away; only an admin grants them.
    if (newSections(holdingsOfUser(user), next).length && !(await holdingsOf(tx, actor)).isAdmin) {
      return refuse(403, RANK_MESSAGES.adminOnlyGrant, "permissions");
    }
    await setPermissionRows(tx, user.id, next);
    await auditUser(tx, actor, "user.set_permissions", user.id, {
      email: user.email,
      from: user.permissions,
      to: next,
    });
    return { ok: true as const };
  });
}

/** Takes one role away (a role badge's remove button). */
export async function removeRole(input: { userId: string; roleId: string }, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx) => {
    await lockUserChanges(tx);
    const [row] = await tx
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.id, input.roleId), eq(userRoles.userId, input.userId)));
    if (!row) return { ...refuse(404, USER_MESSAGES.roleNotFound), title: USER_MESSAGES.roleNotFound };
    const user = (await findUser(tx, row.userId))!;
    // Without a role nobody can sign in: nobody locks themselves out this way.
    if (actor.actorUserId === user.id) return refuse(403, USER_MESSAGES.selfRemoveRole);
    const outranked = await rankRefusal(tx, actor, user);
    if (outranked) return outranked;
    if (row.role === "admin") {
      const refusal = await demotionRefusal(tx, actor, user, USER_MESSAGES.selfDemote);
      if (refusal) return refusal;
    }
    await tx.delete(userRoles).where(eq(userRoles.id, row.id));
    await auditUser(tx, actor, "user.remove_role", user.id, { email: user.email, role: row.role });
    return { ok: true as const };
  });
}

/** Deletes the account; its sessions, sign-ins, roles and permissions go with it (foreign keys cascade). */
export async function deleteUser(input: { userId: string }, actor: Actor): Promise<Outcome> {
  return changeUser(input.userId, actor, async (tx, user) => {
    const refusal = await demotionRefusal(tx, actor, user, USER_MESSAGES.selfDelete);
    if (refusal) return refusal;
    await tx.delete(users).where(eq(users.id, user.id));
    await auditUser(tx, actor, "user.delete", user.id, {
      email: user.email,
      name: user.name,
      roles: user.roles.map((row) => row.role),
      permissions: user.permissions,
    });
    return { ok: true as const };
  });
}
