// First run without a terminal (decision 0022): while no admin exists the
// server issues a one-time link (24 hours, single use); /admin says how to
// start; /admin/setup makes the first admin with the sign-in page's rules and
// opens the school settings; once an admin exists every request is refused.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { SETUP_MESSAGES } from "~/features/setup/schema";
import { issueSetupLink } from "~/features/setup/setup.server";
import { action, loader } from "~/routes/admin/setup";
import { loader as signInLoader } from "~/routes/admin/sign-in";

import * as schema from "../../../db/schema";
import { auditFor, formBody, outcome, staffArgs } from "../../support/admin";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";
import { createStaff } from "../../support/staff";

const ORIGIN = "https://school.example";
const PRINCIPAL = { name: "Asha Verma", email: "Principal@School.example", password: "a-long-secret" };
const filled = { ...PRINCIPAL, confirmPassword: PRINCIPAL.password };

type FormReply = { result?: { error?: Record<string, string[] | null> } };

const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
const setupUrl = (token: string) => `/admin/setup?token=${encodeURIComponent(token)}`;
const open = (token: string) => outcome(() => loader(staffArgs(setupUrl(token), null) as never));
const send = (token: string, fields: Record<string, string>) =>
  outcome<FormReply | string>(() =>
    action(staffArgs(setupUrl(token), null, { method: "POST", body: formBody(fields) }) as never),
  );

describe.each(testDatabaseKinds)("first-run setup on %s", (kind) => {
  const database = useTestDatabase(kind);

  const admins = () =>
    database.db
      .select({ userId: schema.userRoles.userId })
      .from(schema.userRoles)
      .where(eq(schema.userRoles.role, "admin"));
  const tokenRows = () => database.db.select().from(schema.setupTokens);
  const noAdmins = async () => {
    await database.db.delete(schema.userRoles).where(eq(schema.userRoles.role, "admin"));
    await database.db.delete(schema.users);
  };

  describe("while no admin exists", () => {
    it("issues a link of its own each time, keeping only a hash of its token", async () => {
      const first = (await issueSetupLink(ORIGIN))!;
      const second = (await issueSetupLink(ORIGIN))!;
      expect(first).toMatch(/^https:\/\/school\.example\/admin\/setup\?token=[\w-]{43}$/);
      expect(tokenOf(first)).not.toBe(tokenOf(second));
      const stored = (await tokenRows()).map((row) => row.tokenHash);
      expect(stored).toHaveLength(2);
      expect(stored).not.toContain(tokenOf(first));
      // Valid for 24 hours.
      const [row] = await tokenRows();
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(24 * 3600_000 - 5_000);
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(24 * 3600_000 + 5_000);
    });

    it("drops links that have expired when it issues a new one", async () => {
      await database.db.update(schema.setupTokens).set({ expiresAt: sql`now() - interval '1 minute'` });
      await issueSetupLink(ORIGIN);
      expect(await tokenRows()).toHaveLength(1);
    });

    it("/admin tells the visitor to use the link or npm run admin:create", async () => {
      const page = await outcome(() => signInLoader(staffArgs("/admin", null) as never));
      expect(page.value).toEqual({ needsSetup: true });
      expect(SETUP_MESSAGES.howToStart).toContain("setup link");
      expect(SETUP_MESSAGES.howToStart).toContain("npm run admin:create");
    });

    it("opens the setup page with a live link", async () => {
      const token = tokenOf((await issueSetupLink(ORIGIN))!);
      expect((await open(token)).status).toBe(200);
    });

    it.each([
      ["no token", ""],
      ["a token nobody issued", "A".repeat(43)],
      ["a token of the wrong shape", "not-a-token"],
    ])("refuses %s, on the page and the form alike", async (_, token) => {
      expect(await open(token)).toEqual({ status: 403, reply: SETUP_MESSAGES.invalidLink });
      expect(await send(token, filled)).toEqual({ status: 403, reply: SETUP_MESSAGES.invalidLink });
      expect(await admins()).toHaveLength(0);
    });

    it("refuses a link older than 24 hours", async () => {
      const token = tokenOf((await issueSetupLink(ORIGIN, new Date(Date.now() - 24 * 3600_000 - 1000)))!);
      expect(await open(token)).toEqual({ status: 403, reply: SETUP_MESSAGES.expiredLink });
      expect(await send(token, filled)).toEqual({ status: 403, reply: SETUP_MESSAGES.expiredLink });
      expect(await admins()).toHaveLength(0);
    });

    it.each([
      [{ ...filled, name: "" }, "name", "Name is required"],
      [{ ...filled, email: "not-an-email" }, "email", "Invalid email address"],
      [
        { ...filled, password: "short", confirmPassword: "short" },
        "password",
        "Password must be at least 6 characters",
      ],
      [{ ...filled, confirmPassword: "a-long-secreT" }, "confirmPassword", "Passwords do not match"],
    ])("checks the form with the sign-in page's rules: %j", async (fields, field, message) => {
      const token = tokenOf((await issueSetupLink(ORIGIN))!);
      const answer = await send(token, fields);
      expect(answer.status).toBe(400);
      expect((answer.reply as FormReply).result?.error?.[field]).toEqual([message]);
      expect(await admins()).toHaveLength(0);
      // A mistake does not use the link up.
      expect((await open(token)).status).toBe(200);
    });

    it("will not take an e-mail that an account without a role holds", async () => {
      await createStaff(database.db, "roleless@school.example", { sections: [] });
      await database.db.delete(schema.userRoles);
      const token = tokenOf((await issueSetupLink(ORIGIN))!);
      const answer = await send(token, { ...filled, email: "roleless@school.example" });
      expect(answer.status).toBe(409);
      expect((answer.reply as FormReply).result?.error?.email).toEqual(["An account with this email already exists"]);
      expect((await open(token)).status).toBe(200);
      await noAdmins();
    });
  });

  describe("making the first admin", () => {
    it("creates the admin, signs them in, opens the school settings and audits it", async () => {
      const token = tokenOf((await issueSetupLink(ORIGIN))!);
      await issueSetupLink(ORIGIN);
      const response = (await action(
        staffArgs(setupUrl(token), null, { method: "POST", body: formBody(filled) }) as never,
      )) as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/admin/settings");
      expect(response.headers.getSetCookie().join("\n")).toMatch(/session_token=/);

      const [user] = await database.db.select().from(schema.users);
      expect(user).toMatchObject({ email: "principal@school.example", name: PRINCIPAL.name });
      expect(await admins()).toEqual([{ userId: user!.id }]);
      expect(await database.db.select().from(schema.sessions).where(eq(schema.sessions.userId, user!.id))).toHaveLength(
        1,
      );
      const [audit] = await auditFor(user!.id, "user.create");
      expect(audit).toMatchObject({
        actorUserId: user!.id,
        ipAddress: "203.0.113.9",
        details: { email: "principal@school.example", name: PRINCIPAL.name, role: "admin", via: "setup link" },
      });
      // Every link is used up with it.
      expect(await tokenRows()).toHaveLength(0);
      expect(await open(token)).toEqual({ status: 403, reply: SETUP_MESSAGES.adminExists });
    });

    it("then refuses every request, with any link, and issues no new one", async () => {
      expect(await issueSetupLink(ORIGIN)).toBeNull();
      expect(await tokenRows()).toHaveLength(0);
      for (const token of ["", "A".repeat(43)]) {
        expect(await open(token)).toEqual({ status: 403, reply: SETUP_MESSAGES.adminExists });
        expect(await send(token, { ...filled, email: "second@school.example" })).toEqual({
          status: 403,
          reply: SETUP_MESSAGES.adminExists,
        });
      }
      expect(await admins()).toHaveLength(1);
      const page = await outcome(() => signInLoader(staffArgs("/admin", null) as never));
      expect(page.value).toEqual({ needsSetup: false });
    });

    it("a used link stays used, even should the school lose its admin again", async () => {
      await noAdmins();
      const token = tokenOf((await issueSetupLink(ORIGIN))!);
      expect((await send(token, filled)).status).toBe(302);
      await noAdmins();
      expect(await send(token, filled)).toEqual({ status: 403, reply: SETUP_MESSAGES.invalidLink });
      expect(await admins()).toHaveLength(0);
    });

    it("one link sent twice at once makes one admin", async () => {
      const token = tokenOf((await issueSetupLink(ORIGIN))!);
      const answers = await Promise.all([
        send(token, filled),
        send(token, { ...filled, email: "deputy@school.example", confirmPassword: filled.password }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([302, 403]);
      expect(await admins()).toHaveLength(1);
    });

    it("two links sent at once make one admin", async () => {
      await noAdmins();
      const tokens = [tokenOf((await issueSetupLink(ORIGIN))!), tokenOf((await issueSetupLink(ORIGIN))!)];
      const answers = await Promise.all([
        send(tokens[0]!, filled),
        send(tokens[1]!, { ...filled, email: "deputy@school.example" }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([302, 403]);
      expect(await admins()).toHaveLength(1);
      expect(await tokenRows()).toHaveLength(0);
    });
  });
});
