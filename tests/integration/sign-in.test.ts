import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { getStaffSession } from "~/features/users/access.server";
import { SIGN_IN_MESSAGES } from "~/features/users/schema";
import { signIn } from "~/features/users/sign-in.server";

import * as schema from "../../db/schema";
import { testDatabaseKinds, useTestDatabase } from "../support/database";
import { routeArgs } from "../support/route-args";
import { createStaff, STAFF_PASSWORD } from "../support/staff";

const request = () => new Request("http://localhost/admin", { method: "POST" });
const withCookies = (cookies: string[]) =>
  new Request("http://localhost/admin/dashboard", {
    headers: { Cookie: cookies.map((cookie) => cookie.split(";")[0]).join("; ") },
  });

describe.each(testDatabaseKinds)("signing in on %s", (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(async () => {
    await createStaff(database.db, "admin@school.example", { role: "admin" });
    await createStaff(database.db, "clerk@school.example", { sections: ["visit_requests", "enquiries"] });
    await createStaff(database.db, "nobody@school.example", { sections: [] });
    await createStaff(database.db, "norole@school.example", { role: null });
  });
  beforeEach(async () => {
    await database.db.delete(schema.rateLimitHits);
  });

  it("lets an admin in with a session cookie that opens every section", async () => {
    const result = await signIn(request(), "10.0.0.1", "admin@school.example", STAFF_PASSWORD);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.cookies.join()).toMatch(/school\.session_token=/);
    expect(result.cookies.join()).toMatch(/HttpOnly/i);
    expect(result.cookies.join()).toMatch(/SameSite=Lax/i);
    const { user } = await getStaffSession(withCookies(result.cookies), routeArgs("/").context);
    expect(user).toMatchObject({ email: "admin@school.example", isAdmin: true });
    expect(user!.sections).toHaveLength(8);
  });

  it("lets a staff member in to exactly the sections granted", async () => {
    const result = await signIn(request(), "10.0.0.1", "clerk@school.example", STAFF_PASSWORD);
    if (!result.ok) throw new Error(result.message);
    const { user } = await getStaffSession(withCookies(result.cookies), routeArgs("/").context);
    expect(user).toMatchObject({ isAdmin: false, sections: ["visit_requests", "enquiries"] });
  });

  it("refuses a wrong password and an unknown e-mail alike", async () => {
    expect(await signIn(request(), "10.0.0.1", "admin@school.example", "wrong-password")).toEqual({
      ok: false,
      status: 401,
      message: SIGN_IN_MESSAGES.invalid,
    });
    expect(await signIn(request(), "10.0.0.1", "ghost@school.example", STAFF_PASSWORD)).toMatchObject({
      status: 401,
      message: "Invalid credentials",
    });
  });

  it.each(["nobody@school.example", "norole@school.example"])(
    "refuses %s, who has no permission, and leaves no session behind",
    async (email) => {
      const before = (await database.db.select().from(schema.sessions)).length;
      expect(await signIn(request(), "10.0.0.1", email, STAFF_PASSWORD)).toMatchObject({
        ok: false,
        status: 403,
        message: "Unauthorized access",
      });
      expect(await database.db.select().from(schema.sessions)).toHaveLength(before);
    },
  );

  it("slows down guessing: after 5 failures for one account, even the right password waits", async () => {
    for (let i = 0; i < 5; i++) await signIn(request(), "10.0.0.2", "clerk@school.example", `guess-${i}`);
    expect(await signIn(request(), "10.0.0.3", "clerk@school.example", STAFF_PASSWORD)).toMatchObject({
      status: 429,
      message: SIGN_IN_MESSAGES.tooMany,
    });
    // Other accounts are not affected.
    expect((await signIn(request(), "10.0.0.2", "admin@school.example", STAFF_PASSWORD)).ok).toBe(true);
  });

  it("refuses an address that tried too many accounts", async () => {
    for (let i = 0; i < 20; i++) await signIn(request(), "10.0.0.9", `user${i}@school.example`, "nope-nope");
    expect(await signIn(request(), "10.0.0.9", "admin@school.example", STAFF_PASSWORD)).toMatchObject({ status: 429 });
  });
});
