import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { UNKNOWN_INTENT } from "~/features/admin/reply";
import type { ManageUsersReply, UserIntent } from "~/features/users/manage-users.server";
import { RANK_MESSAGES } from "~/features/users/rank";
import { USER_MESSAGES } from "~/features/users/schema";
import { signIn } from "~/features/users/sign-in.server";
import { clientAddressContext } from "~/lib/server/request-context";
import { loader as dashboardLoader } from "~/routes/admin/dashboard";
import { action, loader } from "~/routes/admin/user-management";

import * as schema from "../../../db/schema";
import { auditFor, formBody, outcome as routeOutcome, sessionOf, succeeded, useStaff } from "../../support/admin";
import { MISSING_ID, testDatabaseKinds, useTestDatabase } from "../../support/database";
import { routeArgs } from "../../support/route-args";
import { createStaff, STAFF_PASSWORD } from "../../support/staff";

const PATH = "/admin/user-management";
const ADDRESS = "203.0.113.9";

const signInRequest = () => new Request("http://localhost/admin", { method: "POST" });

describe.each(testDatabaseKinds)("user management on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { ids, cookies } = useStaff(database, {
    "admin@school.example": { role: "admin" },
    "manager@school.example": { sections: ["user_management", "gallery"] },
    "gallery@school.example": { sections: ["gallery"] },
  });
  let counter = 0;
  const unique = (prefix: string) => `${prefix}-${++counter}@school.example`;

  beforeEach(async () => {
    await database.db.delete(schema.rateLimitHits);
  });

  const db = () => database.db;
  const as = (email: string | null, init: RequestInit = {}) => {
    const args = routeArgs(PATH, { ...init, headers: email ? { Cookie: cookies[email]! } : {} });
    args.context.set(clientAddressContext, ADDRESS);
    return args;
  };
  const load = (email: string | null) => routeOutcome<ManageUsersReply>(() => loader(as(email) as never));
  const post = (email: string | null, intent: string, fields: Record<string, string | string[]> = {}) =>
    routeOutcome<ManageUsersReply>(() =>
      action(as(email, { method: "POST", body: formBody({ intent, ...fields }) }) as never),
    );
  /** A new password and its confirmation, as the reset dialog sends them. */
  const twice = (password: string) => ({ password, confirmPassword: password });
  const asAdmin = (intent: UserIntent, fields: Record<string, string | string[]> = {}) =>
    post("admin@school.example", intent, fields);

  const userByEmail = async (email: string) => {
    const [user] = await db().select().from(schema.users).where(eq(schema.users.email, email));
    return user;
  };
  const rolesOf = async (userId: string) =>
    (await db().select().from(schema.userRoles).where(eq(schema.userRoles.userId, userId)))
      .map((row) => row.role)
      .sort();
  const permissionsOf = async (userId: string) =>
    (await db().select().from(schema.userPermissions).where(eq(schema.userPermissions.userId, userId)))
      .map((row) => row.section)
      .sort();
  const sessionsOf = async (userId: string) =>
    db().select().from(schema.sessions).where(eq(schema.sessions.userId, userId));

  describe("who may use the page", () => {
    const intents: UserIntent[] = [
      "create",
      "update_user",
      "update_password",
      "set_permissions",
      "remove_role",
      "delete",
    ];

    it("sends visitors without a session to /admin, from the page and every action", async () => {
      expect(await load(null)).toMatchObject({ status: 302, location: "/admin" });
      for (const intent of intents) expect(await post(null, intent)).toMatchObject({ status: 302, location: "/admin" });
    });

    it("sends a user without User Management back to the dashboard, changing nothing", async () => {
      expect(await load("gallery@school.example")).toMatchObject({ status: 302, location: "/admin/dashboard" });
      const before = (await db().select().from(schema.users)).length;
      for (const intent of intents) {
        expect(
          await post("gallery@school.example", intent, {
            email: unique("sneaky"),
            password: "secret-1",
            role: "admin",
          }),
        ).toMatchObject({
          status: 302,
          location: "/admin/dashboard",
        });
      }
      expect(await db().select().from(schema.users)).toHaveLength(before);
    });

    it.each(["manager@school.example", "admin@school.example"])(
      "lets %s in to the page and every action",
      async (email) => {
        const page = await load(email);
        expect(page.status).toBe(200);
        expect((page.value as { currentUserId: string }).currentUserId).toBe(ids[email]);
        for (const intent of intents) {
          // Empty forms: let in, then refused for their content.
          expect(await post(email, intent)).toMatchObject({
            status: 400,
            reply: { ok: false, toast: { title: "Validation Error" } },
          });
        }
      },
    );

    it("lets a user with User Management (not an admin) create an account, without sections", async () => {
      const email = unique("made-by-manager");
      const result = await post("manager@school.example", "create", {
        email,
        password: "secret-1",
        role: "user",
      });
      expect(result).toMatchObject(succeeded("User created successfully"));
      const [entry] = await auditFor((await userByEmail(email))!.id, "user.create");
      expect(entry).toMatchObject({ actorUserId: ids["manager@school.example"], actorEmail: "manager@school.example" });
    });

    it("refuses an unknown intent with a message, not a 500", async () => {
      expect(await post("admin@school.example", "promote_everyone")).toMatchObject({
        status: 400,
        reply: { ok: false, intent: null, toast: { title: "Validation Error", description: UNKNOWN_INTENT } },
      });
    });
  });

  describe("the list", () => {
    it("shows every account with its roles and permissions, by e-mail", async () => {
      const { value } = await load("admin@school.example");
      const { users } = value as {
        users: { email: string; roles: { role: string }[]; permissions: string[]; isAdmin: boolean }[];
      };
      const emails = users.map((user) => user.email);
      expect(emails).toEqual([...emails].sort());
      expect(users.find((user) => user.email === "admin@school.example")).toMatchObject({
        roles: [{ role: "admin" }],
        permissions: [],
        isAdmin: true,
      });
      expect(users.find((user) => user.email === "manager@school.example")).toMatchObject({
        roles: [{ role: "user" }],
        // In the order of the sections (SPEC §3), whatever the order they were granted in.
        permissions: ["gallery", "user_management"],
        isAdmin: false,
      });
    });
  });

  describe("New user", () => {
    it("creates an admin with no permission rows, even if sections were ticked", async () => {
      const email = unique("new-admin");
      const result = await asAdmin("create", {
        email: `  ${email.toUpperCase()} `,
        password: "secret-1",
        name: " New Admin ",
        role: "admin",
        permissions: ["gallery", "calendar"],
      });
      expect(result).toMatchObject({
        status: 200,
        reply: { ok: true, intent: "create", toast: { title: "User created successfully" } },
      });
      const user = await userByEmail(email);
      expect(user).toMatchObject({ email, name: "New Admin" });
      expect(await rolesOf(user!.id)).toEqual(["admin"]);
      expect(await permissionsOf(user!.id)).toEqual([]);
      const [account] = await db().select().from(schema.accounts).where(eq(schema.accounts.userId, user!.id));
      expect(account).toMatchObject({ providerId: "credential", accountId: user!.id });
      expect(account!.password).not.toContain("secret-1");
      expect((await signIn(signInRequest(), "10.2.2.2", email, "secret-1")).ok).toBe(true);
    });

    it("creates a user with exactly the chosen sections, and writes who did it to the audit log", async () => {
      const email = unique("clerk");
      await asAdmin("create", {
        email,
        password: "secret-1",
        role: "user",
        permissions: ["visit_requests", "enquiries"],
      });
      const user = await userByEmail(email);
      expect(user!.name).toBe("");
      expect(await rolesOf(user!.id)).toEqual(["user"]);
      expect(await permissionsOf(user!.id)).toEqual(["enquiries", "visit_requests"]);
      const [entry] = await auditFor(user!.id, "user.create");
      expect(entry).toMatchObject({
        actorUserId: ids["admin@school.example"],
        actorEmail: "admin@school.example",
        ipAddress: ADDRESS,
        targetType: "user",
        details: { email, role: "user", permissions: ["visit_requests", "enquiries"] },
      });
      expect(JSON.stringify(entry!.details)).not.toContain("secret-1");
    });

    it("refuses an e-mail that already has an account, whatever its case, with a 409 and no new row", async () => {
      const before = (await db().select().from(schema.users)).length;
      const result = await asAdmin("create", { email: " Manager@School.Example ", password: "secret-1", role: "user" });
      expect(result).toMatchObject({
        status: 409,
        reply: {
          ok: false,
          toast: {
            type: "error",
            title: "Failed to create user",
            description: "An account with this email already exists",
          },
          result: { error: { email: ["An account with this email already exists"] } },
        },
      });
      expect(await db().select().from(schema.users)).toHaveLength(before);
    });

    it("creates one account when the same e-mail is sent twice at once: the other is told it exists, never a 500", async () => {
      const email = unique("twice");
      const fields = { email, password: "secret-1", role: "user" };
      const results = await Promise.all([asAdmin("create", fields), asAdmin("create", fields)]);
      // One wins; the other is refused: as the last admin (409), or, if the first change came before its
      // access check, as someone who no longer has User Management (302 to the dashboard).
      const statuses = results.map((result) => result.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409 || status === 302)).toHaveLength(1);
      expect(await db().select().from(schema.users).where(eq(schema.users.email, email))).toHaveLength(1);
    });

    it.each([
      ["an invalid e-mail", { email: "not-an-email" }, "email", "Invalid email address"],
      ["a missing e-mail", { email: "" }, "email", "Email is required"],
      [
        "an e-mail over 255 characters",
        { email: `${"a".repeat(250)}@school.example` },
        "email",
        "Email must be less than 255 characters",
      ],
      ["a short password", { password: "12345" }, "password", "Password must be at least 6 characters"],
      ["a long password", { password: "x".repeat(73) }, "password", "Password must be less than 72 characters"],
      ["a name over 100 characters", { name: "n".repeat(101) }, "name", "Name must be less than 100 characters"],
      ["an unknown role", { role: "owner" }, "role", "Choose a role: admin or user"],
      ["an unknown section", { permissions: "payroll" }, "permissions[0]", "Unknown section"],
    ])("refuses %s with the spec's message, titled Validation Error", async (_case, change, field, message) => {
      const fields = { email: unique("valid"), password: "secret-1", name: "Valid", role: "user", ...change };
      const result = await asAdmin("create", fields);
      expect(result).toMatchObject({
        status: 400,
        reply: { ok: false, toast: { type: "error", title: "Validation Error", description: message } },
      });
      expect(result.reply!.result!.error![field]).toEqual([message]);
      // What was typed comes back, except the password.
      expect(JSON.stringify(result.reply!.result)).not.toContain(fields.password);
      expect(await userByEmail(fields.email)).toBeUndefined();
    });

    it("takes 6 and 72 character passwords", async () => {
      for (const password of ["123456", "y".repeat(72)]) {
        expect(await asAdmin("create", { email: unique("edge"), password, role: "user" })).toMatchObject({
          status: 200,
        });
      }
    });
  });

  describe("Edit user", () => {
    it("changes e-mail and name and records both values", async () => {
      const user = await createStaff(db(), unique("before"), { sections: ["gallery"] });
      const email = unique("after");
      const result = await asAdmin("update_user", { userId: user.id, email: email.toUpperCase(), name: " Asha Rani " });
      expect(result).toMatchObject({ status: 200, reply: { ok: true, toast: { title: "User updated successfully" } } });
      expect(await userByEmail(email)).toMatchObject({ id: user.id, name: "Asha Rani" });
      const [entry] = await auditFor(user.id, "user.update");
      expect(entry!.details).toEqual({
        from: { email: user.email, name: user.name },
        to: { email, name: "Asha Rani" },
      });
      // Roles untouched when no role is sent.
      expect(await rolesOf(user.id)).toEqual(["user"]);
      expect(await permissionsOf(user.id)).toEqual(["gallery"]);
    });

    it("keeps its own e-mail, and refuses another account's", async () => {
      const user = await createStaff(db(), unique("keeper"));
      expect(await asAdmin("update_user", { userId: user.id, email: user.email, name: "Same Mail" })).toMatchObject({
        status: 200,
      });
      expect(await asAdmin("update_user", { userId: user.id, email: "ADMIN@school.example", name: "" })).toMatchObject({
        status: 409,
        reply: { toast: { title: "Failed to update user", description: "An account with this email already exists" } },
      });
      expect((await userByEmail(user.email))!.name).toBe("Same Mail");
    });

    it.each([
      [{ email: "nope" }, "Invalid email address"],
      [{ name: "n".repeat(101) }, "Name must be less than 100 characters"],
      [{ userId: "not-an-id" }, "User not found"],
    ])("refuses %j with its message", async (change, message) => {
      const user = await createStaff(db(), unique("edit-bad"));
      const result = await asAdmin("update_user", { userId: user.id, email: user.email, name: "x", ...change });
      expect(result).toMatchObject({
        status: 400,
        reply: { toast: { title: "Validation Error", description: message } },
      });
    });

    it("answers 404 for an account that no longer exists", async () => {
      expect(await asAdmin("update_user", { userId: MISSING_ID, email: unique("ghost"), name: "" })).toMatchObject({
        status: 404,
        reply: { toast: { title: "Failed to update user", description: "User not found" } },
      });
    });

    it("clears a user's permissions when their role changes from user to admin (SPEC §4)", async () => {
      const user = await createStaff(db(), unique("promoted"), { sections: ["gallery", "calendar"] });
      const result = await asAdmin("update_user", { userId: user.id, email: user.email, name: "", role: "admin" });
      expect(result).toMatchObject({ status: 200, reply: { toast: { title: "User updated successfully" } } });
      expect(await rolesOf(user.id)).toEqual(["admin"]);
      expect(await permissionsOf(user.id)).toEqual([]);
      const [entry] = await auditFor(user.id, "user.change_role");
      expect(entry!.details).toMatchObject({
        from: ["user"],
        to: "admin",
        clearedPermissions: ["gallery", "calendar"],
      });
    });

    it("gives a user without any role a role again", async () => {
      const user = await createStaff(db(), unique("roleless"), { role: null });
      await asAdmin("update_user", { userId: user.id, email: user.email, name: "", role: "user" });
      expect(await rolesOf(user.id)).toEqual(["user"]);
    });

    it("demotes an admin to user while another admin remains", async () => {
      const user = await createStaff(db(), unique("demoted"), { role: "admin" });
      expect(
        await asAdmin("update_user", { userId: user.id, email: user.email, name: "", role: "user" }),
      ).toMatchObject({ status: 200 });
      expect(await rolesOf(user.id)).toEqual(["user"]);
    });
  });

  describe("Password reset", () => {
    it("sets the new password, refuses the old one and ends every session of the user", async () => {
      const email = unique("forgetful");
      const user = await createStaff(db(), email, { sections: ["calendar"] });
      const oldSession = await sessionOf(email);
      expect(await sessionsOf(user.id)).toHaveLength(1);

      const result = await asAdmin("update_password", { userId: user.id, ...twice("brand-new-1") });
      expect(result).toMatchObject({
        status: 200,
        reply: { ok: true, toast: { title: "Password updated successfully" } },
      });
      expect(JSON.stringify(result.reply)).not.toContain("brand-new-1");
      expect(await sessionsOf(user.id)).toHaveLength(0);

      // The old session no longer opens the back office.
      const stale = routeArgs("/admin/dashboard", { headers: { Cookie: oldSession } });
      expect(await routeOutcome<ManageUsersReply>(() => dashboardLoader(stale as never))).toMatchObject({
        status: 302,
        location: "/admin",
      });

      expect(await signIn(signInRequest(), "10.3.3.3", email, STAFF_PASSWORD)).toMatchObject({
        ok: false,
        status: 401,
      });
      expect((await signIn(signInRequest(), "10.3.3.3", email, "brand-new-1")).ok).toBe(true);

      const [entry] = await auditFor(user.id, "user.reset_password");
      expect(entry).toMatchObject({ actorEmail: "admin@school.example", ipAddress: ADDRESS });
      expect(JSON.stringify(entry!.details)).not.toContain("brand-new-1");
    });

    it.each([
      [{ password: "brand-new-1", confirmPassword: "brand-new-2" }, "confirmPassword", "Passwords do not match"],
      [twice("12345"), "password", "Password must be at least 6 characters"],
      [
        { password: "z".repeat(73), confirmPassword: "z".repeat(73) },
        "password",
        "Password must be less than 72 characters",
      ],
    ])("refuses %j with its message and keeps the old password", async (fields, field, message) => {
      const email = unique("kept");
      const user = await createStaff(db(), email, { sections: ["calendar"] });
      const result = await asAdmin("update_password", { userId: user.id, ...fields });
      expect(result).toMatchObject({
        status: 400,
        reply: { toast: { title: "Validation Error", description: message } },
      });
      expect(result.reply!.result!.error![field]).toEqual([message]);
      expect(await signIn(signInRequest(), "10.3.3.4", email, STAFF_PASSWORD)).toMatchObject({ ok: true });
    });

    it("answers 404 for an account that no longer exists", async () => {
      expect(await asAdmin("update_password", { userId: MISSING_ID, ...twice("secret-12") })).toMatchObject({
        status: 404,
        reply: { toast: { title: "Failed to update password", description: "User not found" } },
      });
    });
  });

  describe("Manage permissions", () => {
    it("replaces a user's sections with exactly the ticked ones", async () => {
      const user = await createStaff(db(), unique("perms"), { sections: ["gallery", "calendar"] });
      const result = await asAdmin("set_permissions", { userId: user.id, permissions: ["enquiries", "calendar"] });
      expect(result).toMatchObject({ status: 200, reply: { toast: { title: "Permissions updated successfully" } } });
      expect(await permissionsOf(user.id)).toEqual(["calendar", "enquiries"]);
      const [entry] = await auditFor(user.id, "user.set_permissions");
      expect(entry!.details).toEqual({
        email: user.email,
        from: ["gallery", "calendar"],
        to: ["calendar", "enquiries"],
      });

      await asAdmin("set_permissions", { userId: user.id });
      expect(await permissionsOf(user.id)).toEqual([]);
    });

    it("is not for admins, who have every section", async () => {
      const user = await createStaff(db(), unique("perm-admin"), { role: "admin" });
      expect(await asAdmin("set_permissions", { userId: user.id, permissions: "gallery" })).toMatchObject({
        status: 409,
        reply: { toast: { title: "Failed to update permissions", description: USER_MESSAGES.adminPermissions } },
      });
      expect(await permissionsOf(user.id)).toEqual([]);
    });
  });

  describe("Role badges", () => {
    it("removes a role, then says Role not found when it is gone", async () => {
      const user = await createStaff(db(), unique("badge"), { sections: ["gallery"] });
      const [role] = await db().select().from(schema.userRoles).where(eq(schema.userRoles.userId, user.id));
      expect(await asAdmin("remove_role", { userId: user.id, roleId: role!.id })).toMatchObject(
        succeeded("User role removed"),
      );
      expect(await rolesOf(user.id)).toEqual([]);
      expect(await auditFor(user.id, "user.remove_role")).toHaveLength(1);
      expect(await asAdmin("remove_role", { userId: user.id, roleId: role!.id })).toMatchObject({
        status: 404,
        reply: { ok: false, toast: { type: "error", title: "Role not found" } },
      });
    });
  });

  describe("Delete", () => {
    it("deletes the account with its sign-in, roles, permissions and sessions", async () => {
      const email = unique("leaver");
      const user = await createStaff(db(), email, { sections: ["gallery"] });
      await sessionOf(email);
      expect(await asAdmin("delete", { userId: user.id })).toMatchObject({
        status: 200,
        reply: { ok: true, toast: { title: "User deleted successfully" } },
      });
      expect(await userByEmail(email)).toBeUndefined();
      expect(await sessionsOf(user.id)).toHaveLength(0);
      expect(await db().select().from(schema.accounts).where(eq(schema.accounts.userId, user.id))).toHaveLength(0);
      expect(await permissionsOf(user.id)).toEqual([]);
      const [entry] = await auditFor(user.id, "user.delete");
      expect(entry).toMatchObject({
        actorUserId: ids["admin@school.example"],
        details: { email, roles: ["user"], permissions: ["gallery"] },
      });
    });

    it("answers 404 for an account already deleted", async () => {
      expect(await asAdmin("delete", { userId: MISSING_ID })).toMatchObject({
        status: 404,
        reply: { toast: { title: "Failed to delete user", description: "User not found" } },
      });
    });
  });

  // Decision 0007: User Management let its holder make admins, themselves included.
  describe("nobody gives anyone, themselves included, more than they hold", () => {
    const manager = "manager@school.example"; // User Management and Gallery, not an admin
    const forbidden = (description: string) => ({ status: 403, reply: { ok: false, toast: { description } } });
    const account = async (sections: string[] = [], role: "user" | "admin" = "user") => {
      const email = unique(`target-${role}`);
      const id = (await createStaff(db(), email, role === "admin" ? { role } : { sections: sections as never })).id;
      return { email, id };
    };

    it("only an admin can create an admin", async () => {
      const email = unique("would-be-admin");
      expect(await post(manager, "create", { email, password: "secret-1", role: "admin" })).toMatchObject(
        forbidden(RANK_MESSAGES.adminOnlyAdmin),
      );
      expect(await userByEmail(email)).toBeUndefined();
      expect(await asAdmin("create", { email, password: "secret-1", role: "admin" })).toMatchObject({ status: 200 });
      expect(await rolesOf((await userByEmail(email))!.id)).toEqual(["admin"]);
    });

    it("only an admin can make someone an admin, the holder of User Management included", async () => {
      for (const target of [ids[manager]!, (await account(["gallery"])).id]) {
        const [user] = await db().select().from(schema.users).where(eq(schema.users.id, target));
        expect(
          await post(manager, "update_user", { userId: target, email: user!.email, name: "", role: "admin" }),
        ).toMatchObject({
          ...forbidden(RANK_MESSAGES.adminOnlyAdmin),
          reply: { result: { error: { role: [RANK_MESSAGES.adminOnlyAdmin] } } },
        });
        expect(await rolesOf(target)).toEqual(["user"]);
      }
      const target = await account(["gallery"]);
      expect(
        await asAdmin("update_user", { userId: target.id, email: target.email, name: "", role: "admin" }),
      ).toMatchObject({ status: 200 });
      expect(await rolesOf(target.id)).toEqual(["admin"]);
    });

    it("only an admin can grant a section: to a new account, to another or to oneself", async () => {
      const email = unique("with-sections");
      for (const permissions of [["gallery"], ["calendar"]]) {
        expect(await post(manager, "create", { email, password: "secret-1", role: "user", permissions })).toMatchObject(
          forbidden(RANK_MESSAGES.adminOnlyGrant),
        );
      }
      expect(await userByEmail(email)).toBeUndefined();

      const other = await account(["gallery"]);
      for (const [target, permissions] of [
        [other.id, ["gallery", "user_management"]],
        [other.id, ["gallery", "calendar"]],
        [ids[manager]!, ["user_management", "gallery", "calendar"]],
      ] as const) {
        const before = await permissionsOf(target);
        expect(await post(manager, "set_permissions", { userId: target, permissions: [...permissions] })).toMatchObject(
          forbidden(RANK_MESSAGES.adminOnlyGrant),
        );
        expect(await permissionsOf(target)).toEqual(before);
      }

      // Taking a section away is not giving anything.
      expect(await post(manager, "set_permissions", { userId: other.id, permissions: [] })).toMatchObject({
        status: 200,
      });
      expect(await permissionsOf(other.id)).toEqual([]);
      // An admin grants.
      expect(
        await asAdmin("set_permissions", { userId: other.id, permissions: ["calendar", "gallery"] }),
      ).toMatchObject({ status: 200 });
      expect(await permissionsOf(other.id)).toEqual(["calendar", "gallery"]);
    });

    it("only an admin can change an admin's account: edit, password, role, delete", async () => {
      const admin = await account([], "admin");
      const [role] = await db().select().from(schema.userRoles).where(eq(schema.userRoles.userId, admin.id));
      const passwordOf = async (userId: string) =>
        (await db().select().from(schema.accounts).where(eq(schema.accounts.userId, userId)))[0]!.password;
      const passwordBefore = await passwordOf(admin.id);
      const attempts: [UserIntent, Record<string, string>][] = [
        ["update_user", { userId: admin.id, email: unique("taken-over"), name: "" }],
        ["update_user", { userId: admin.id, email: admin.email, name: "", role: "user" }],
        ["update_password", { userId: admin.id, ...twice("attacker-1") }],
        ["remove_role", { userId: admin.id, roleId: role!.id }],
        ["delete", { userId: admin.id }],
      ];
      for (const [intent, fields] of attempts) {
        expect(await post(manager, intent, fields)).toMatchObject(forbidden(RANK_MESSAGES.outranked));
      }
      expect(await userByEmail(admin.email)).toMatchObject({ id: admin.id });
      expect(await rolesOf(admin.id)).toEqual(["admin"]);
      expect(await passwordOf(admin.id)).toBe(passwordBefore);

      // An admin can do each of them.
      expect(await asAdmin("remove_role", { userId: admin.id, roleId: role!.id })).toMatchObject({ status: 200 });
      expect(await asAdmin("delete", { userId: admin.id })).toMatchObject({ status: 200 });
      expect(await userByEmail(admin.email)).toBeUndefined();
    });

    it("nor the account of someone with a section the holder lacks", async () => {
      const calendar = await account(["calendar"]);
      expect(await post(manager, "update_password", { userId: calendar.id, ...twice("attacker-1") })).toMatchObject(
        forbidden(RANK_MESSAGES.outranked),
      );
      expect(await post(manager, "delete", { userId: calendar.id })).toMatchObject(forbidden(RANK_MESSAGES.outranked));
      // An account with no more than the holder's own sections is theirs to manage.
      const gallery = await account(["gallery"]);
      expect(await post(manager, "update_password", { userId: gallery.id, ...twice("new-pass-1") })).toMatchObject({
        status: 200,
      });
      expect(await post(manager, "delete", { userId: gallery.id })).toMatchObject({ status: 200 });
    });
  });

  describe("Safety rails", () => {
    const self = "admin@school.example";
    const ownRole = async () =>
      (await db().select().from(schema.userRoles).where(eq(schema.userRoles.userId, ids[self]!)))[0]!;

    it("refuses to let anyone delete, demote or un-role their own account", async () => {
      expect(await post(self, "delete", { userId: ids[self]! })).toMatchObject({
        status: 403,
        reply: { toast: { title: "Failed to delete user", description: "You cannot delete your own account" } },
      });
      expect(
        await post(self, "update_user", { userId: ids[self]!, email: self, name: "", role: "user" }),
      ).toMatchObject({
        status: 403,
        reply: {
          toast: { title: "Failed to update user", description: "You cannot take away your own admin role" },
          result: { error: { role: ["You cannot take away your own admin role"] } },
        },
      });
      expect(await post(self, "remove_role", { userId: ids[self]!, roleId: (await ownRole()).id })).toMatchObject({
        status: 403,
        reply: { toast: { title: "Failed to remove role", description: "You cannot remove your own role" } },
      });
      const manager = "manager@school.example";
      expect(await post(manager, "delete", { userId: ids[manager]! })).toMatchObject({ status: 403 });
      expect(await userByEmail(self)).toBeDefined();
      expect(await rolesOf(ids[self]!)).toEqual(["admin"]);
      // A name change of one's own account is fine.
      expect(
        await post(self, "update_user", { userId: ids[self]!, email: self, name: "Principal", role: "admin" }),
      ).toMatchObject({
        status: 200,
      });
    });

    it("refuses to delete or demote the last remaining admin", async () => {
      // Leave admin@ the only admin. Another admin would count as one that remains, and nobody
      // else may touch an admin's account (see "nobody gives more than they hold"), so only two
      // admins demoting each other at once meet this rail: the next test.
      const others = (await db().select().from(schema.userRoles).where(eq(schema.userRoles.role, "admin"))).filter(
        (row) => row.userId !== ids[self],
      );
      for (const row of others) await db().delete(schema.users).where(eq(schema.users.id, row.userId));

      const manager = "manager@school.example";
      expect(await post(manager, "delete", { userId: ids[self]! })).toMatchObject({ status: 403 });
      expect(
        await post(manager, "update_user", { userId: ids[self]!, email: self, name: "", role: "user" }),
      ).toMatchObject({ status: 403 });
      expect(await post(manager, "remove_role", { userId: ids[self]!, roleId: (await ownRole()).id })).toMatchObject({
        status: 403,
      });
      expect(await rolesOf(ids[self]!)).toEqual(["admin"]);

      // With a second admin, the first may go.
      const second = unique("second-admin");
      await createStaff(db(), second, { role: "admin" });
      cookies[second] = await sessionOf(second);
      expect(
        await post(second, "update_user", { userId: ids[self]!, email: self, name: "", role: "user" }),
      ).toMatchObject({ status: 200 });
      expect(await rolesOf(ids[self]!)).toEqual(["user"]);
      // Put things back for the other tests.
      expect(
        await post(second, "update_user", { userId: ids[self]!, email: self, name: "", role: "admin" }),
      ).toMatchObject({ status: 200 });
      expect(await rolesOf(ids[self]!)).toEqual(["admin"]);
    });

    it("keeps one admin when the last two demote each other at the same moment", async () => {
      const others = (await db().select().from(schema.userRoles).where(eq(schema.userRoles.role, "admin"))).filter(
        (row) => row.userId !== ids[self],
      );
      for (const row of others) await db().delete(schema.users).where(eq(schema.users.id, row.userId));
      const rival = unique("rival");
      const rivalId = (await createStaff(db(), rival, { role: "admin" })).id;
      cookies[rival] = await sessionOf(rival);

      const results = await Promise.all([
        post(self, "update_user", { userId: rivalId, email: rival, name: "", role: "user" }),
        post(rival, "update_user", { userId: ids[self]!, email: self, name: "", role: "user" }),
      ]);
      // One wins; the other is refused: as the last admin (409), as someone who is no longer an admin
      // and so may not touch an admin's account (403), or, if the first change came before its access
      // check, as someone who no longer has User Management (302 to the dashboard).
      const statuses = results.map((result) => result.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => [409, 403, 302].includes(status))).toHaveLength(1);
      const admins = await db().select().from(schema.userRoles).where(eq(schema.userRoles.role, "admin"));
      expect(admins).toHaveLength(1);

      // Put things back for the other tests.
      if (admins[0]!.userId !== ids[self]) {
        expect(
          await post(rival, "update_user", { userId: ids[self]!, email: self, name: "", role: "admin" }),
        ).toMatchObject({ status: 200 });
      }
    });

    it("writes every change to the audit log, in the same transaction (a refused change leaves no entry)", async () => {
      const before = (await db().select().from(schema.auditLog)).length;
      await post(self, "delete", { userId: ids[self]! });
      await asAdmin("create", { email: "bad", password: "secret-1", role: "user" });
      expect(await db().select().from(schema.auditLog)).toHaveLength(before);
    });
  });
});
