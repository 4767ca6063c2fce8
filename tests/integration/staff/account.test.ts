// /admin/account (decision 0020): every member of staff sees their role
// and sections, changes their name and their password (the current one first,
// SPEC §5's rules); a password change ends their other sessions, not this one.
// Every change is audited.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { CURRENT_PASSWORD_TRIES } from "~/features/account/account.server";
import type { AccountView } from "~/features/account/admin-account-page";
import { ACCOUNT_MESSAGES } from "~/features/account/schema";
import type { AdminReply } from "~/features/admin/reply";
import { SECTION_KEYS } from "~/features/admin/sections";
import { signIn } from "~/features/users/sign-in.server";
import { action, loader } from "~/routes/admin/account";
import { loader as dashboardLoader } from "~/routes/admin/dashboard";

import { sessions, users } from "../../../db/schema";
import { auditFor, formBody, outcome, sessionOf, staffArgs, useStaff } from "../../support/admin";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";
import { STAFF_PASSWORD } from "../../support/staff";

const PATH = "/admin/account";
const ADMIN = "admin@school.example";
const EDITOR = "editor@school.example";
const NAMER = "namer@school.example";
const WRONG = "wrong@school.example";
const MOVER = "mover@school.example";
const GUESSER = "guesser@school.example";
const NEW_PASSWORD = "a-new-secret";

describe.each(testDatabaseKinds)("own account on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { ids, cookies } = useStaff(database, {
    [ADMIN]: { role: "admin" },
    [EDITOR]: { sections: ["gallery", "content"] },
    [NAMER]: { sections: ["calendar"] },
    [WRONG]: { sections: ["calendar"] },
    [MOVER]: { sections: ["enquiries"] },
    [GUESSER]: { sections: ["enquiries"] },
  });

  const view = async (cookie: string) => {
    const page = await outcome(() => loader(staffArgs(PATH, cookie) as never));
    expect(page.status).toBe(200);
    return (page.value as { account: AccountView }).account;
  };
  const post = (cookie: string, fields: Record<string, string>) =>
    outcome<AdminReply>(() => action(staffArgs(PATH, cookie, { method: "POST", body: formBody(fields) }) as never));
  const passwordHashOf = async (userId: string) =>
    (await database.db.query.accounts.findFirst({ where: (row, { eq: is }) => is(row.userId, userId) }))!.password;

  describe("shows who they are", () => {
    it("a user: their role and the sections granted, in the dashboard's order", async () => {
      expect(await view(cookies[EDITOR])).toMatchObject({
        email: EDITOR,
        role: "user",
        sections: ["content", "gallery"],
      });
    });

    it("an admin: every section", async () => {
      const account = await view(cookies[ADMIN]);
      expect(account.role).toBe("admin");
      expect(account.sections).toEqual(SECTION_KEYS);
    });
  });

  describe("change their name", () => {
    it("saves it, audited with the old and the new", async () => {
      const saved = await post(cookies[NAMER], { intent: "update_name", name: "  Asha Rani  " });
      expect(saved.status).toBe(200);
      expect(saved.reply?.toast).toMatchObject({ type: "success", title: ACCOUNT_MESSAGES.nameUpdated });
      expect((await view(cookies[NAMER])).name).toBe("Asha Rani");
      const [audit] = await auditFor(ids[NAMER], "account.update_name");
      expect(audit).toMatchObject({ actorUserId: ids[NAMER], details: { from: "namer", to: "Asha Rani" } });
    });

    it("refuses a name over 100 characters with SPEC §5's message", async () => {
      const refused = await post(cookies[NAMER], { intent: "update_name", name: "x".repeat(101) });
      expect(refused.status).toBe(400);
      expect(refused.reply?.result?.error?.name).toEqual(["Name must be less than 100 characters"]);
    });

    it("changes only their own account, whatever the form says", async () => {
      await post(cookies[EDITOR], { intent: "update_name", name: "Editor", userId: ids[ADMIN]! });
      const [admin] = await database.db.select().from(users).where(eq(users.id, ids[ADMIN]!));
      expect(admin!.name).toBe("admin");
      expect((await view(cookies[EDITOR])).name).toBe("Editor");
    });
  });

  describe("change their password", () => {
    const change = (cookie: string, fields: Partial<Record<string, string>> = {}) =>
      post(cookie, {
        intent: "change_password",
        currentPassword: STAFF_PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        ...fields,
      } as Record<string, string>);

    it.each([
      ["currentPassword", { currentPassword: "" }, ACCOUNT_MESSAGES.currentRequired],
      ["newPassword", { newPassword: "short", confirmPassword: "short" }, "Password must be at least 6 characters"],
      [
        "newPassword",
        { newPassword: "x".repeat(73), confirmPassword: "x".repeat(73) },
        "Password must be less than 72 characters",
      ],
      ["confirmPassword", { confirmPassword: "something-else" }, "Passwords do not match"],
    ])("refuses a bad %s: %j", async (field, fields, message) => {
      const before = await passwordHashOf(ids[WRONG]!);
      const refused = await change(cookies[WRONG], fields);
      expect(refused.status).toBe(400);
      expect(refused.reply?.result?.error?.[field]).toEqual([message]);
      // Passwords are never sent back to the page.
      expect(refused.reply?.result?.initialValue ?? {}).not.toHaveProperty("currentPassword");
      expect(await passwordHashOf(ids[WRONG]!)).toBe(before);
    });

    it("needs the current password: a wrong one changes nothing and ends no session", async () => {
      const elsewhere = await sessionOf(WRONG);
      const before = await passwordHashOf(ids[WRONG]!);
      const refused = await change(cookies[WRONG], { currentPassword: "not-my-password" });
      expect(refused.status).toBe(400);
      expect(refused.reply?.result?.error?.currentPassword).toEqual([ACCOUNT_MESSAGES.currentWrong]);
      expect(refused.reply?.toast).toMatchObject({ type: "error", title: ACCOUNT_MESSAGES.passwordFailed });
      expect(await passwordHashOf(ids[WRONG]!)).toBe(before);
      expect((await view(elsewhere)).email).toBe(WRONG);
      expect(await auditFor(ids[WRONG]!, "account.change_password")).toHaveLength(0);
    });

    it("stops guessing: after a few wrong current passwords, even the right one waits", async () => {
      const before = await passwordHashOf(ids[GUESSER]!);
      for (let count = 0; count < CURRENT_PASSWORD_TRIES; count++) {
        expect((await change(cookies[GUESSER], { currentPassword: `guess-${count}` })).status).toBe(400);
      }
      const stopped = await change(cookies[GUESSER]);
      expect(stopped.status).toBe(429);
      expect(stopped.reply?.result?.error?.currentPassword).toEqual([ACCOUNT_MESSAGES.tooManyTries]);
      expect(await passwordHashOf(ids[GUESSER]!)).toBe(before);
    });

    it("signs out their other sessions, keeps this one, and is audited", async () => {
      const elsewhere = await sessionOf(MOVER);
      const here = cookies[MOVER];
      expect((await view(here)).otherSessions).toBe(1);

      const changed = await change(here);
      expect(changed.status).toBe(200);
      expect(changed.reply?.toast).toMatchObject({ type: "success", title: "Password updated successfully" });

      // The other browser is sent to sign in again; this one carries on.
      const other = await outcome(() => dashboardLoader(staffArgs("/admin/dashboard", elsewhere) as never));
      expect(other).toMatchObject({ status: 302, location: "/admin" });
      expect((await view(here)).otherSessions).toBe(0);
      const remaining = await database.db.select().from(sessions).where(eq(sessions.userId, ids[MOVER]!));
      expect(remaining).toHaveLength(1);

      // The new password signs in; the old one no longer does.
      const request = () => new Request("http://localhost/admin", { method: "POST" });
      expect((await signIn(request(), "10.2.2.2", MOVER, NEW_PASSWORD)).ok).toBe(true);
      expect((await signIn(request(), "10.2.2.3", MOVER, STAFF_PASSWORD)).ok).toBe(false);

      const [audit] = await auditFor(ids[MOVER]!, "account.change_password");
      expect(audit).toMatchObject({
        actorUserId: ids[MOVER],
        actorEmail: MOVER,
        details: { email: MOVER, otherSessionsEnded: 1 },
      });
      expect(JSON.stringify(audit!.details)).not.toContain(NEW_PASSWORD);
    });
  });

  it("is closed to nobody: no session, back to sign in", async () => {
    expect(await outcome(() => loader(staffArgs(PATH, null) as never))).toMatchObject({
      status: 302,
      location: "/admin",
    });
  });
});
