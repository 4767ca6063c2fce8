import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { SECTION_KEYS } from "~/features/admin/sections";
import { getStaffSession } from "~/features/users/access.server";
import { SIGN_IN_MESSAGES } from "~/features/users/schema";
import { signIn } from "~/features/users/sign-in.server";

import * as schema from "../../../db/schema";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";
import { routeArgs } from "../../support/route-args";
import { createStaff, STAFF_PASSWORD } from "../../support/staff";

const cookieHeader = (cookies: string[]) => cookies.map((cookie) => cookie.split(";")[0]).join("; ");
const request = (cookies: string[] = []) =>
  new Request("http://localhost/admin", {
    method: "POST",
    headers: cookies.length ? { Cookie: cookieHeader(cookies) } : {},
  });
const deviceCookieOf = (cookies: string[]) => cookies.filter((cookie) => cookie.startsWith("school.device="));
const withCookies = (cookies: string[]) =>
  new Request("http://localhost/admin/dashboard", {
    headers: { Cookie: cookieHeader(cookies) },
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
    expect(user!.sections).toEqual(SECTION_KEYS);
  });

  it("prints nothing of its own among the log's lines: no base URL warning, no coloured line", async () => {
    const printed = (["log", "info", "warn", "error"] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation(() => {}),
    );
    try {
      const result = await signIn(request(), "10.0.0.1", "admin@school.example", STAFF_PASSWORD);
      expect(result.ok).toBe(true);
      await signIn(request(), "10.0.0.1", "admin@school.example", "wrong password");
      for (const spy of printed) expect(spy.mock.calls).toEqual([]);
    } finally {
      for (const spy of printed) spy.mockRestore();
    }
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

  describe("guessing stays bounded, and the owner is never locked out (decision 0016)", () => {
    const signInOk = async (cookies: string[] = [], address = "10.1.0.1", email = "admin@school.example") => {
      const result = await signIn(request(cookies), address, email, STAFF_PASSWORD);
      if (!result.ok) throw new Error(`${result.status} ${result.message}`);
      return result.cookies;
    };

    it("lets 60 parallel wrong passwords from 60 addresses reach the password check only 5 times", async () => {
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) => signIn(request(), `10.2.0.${i}`, "admin@school.example", `guess-${i}`)),
      );
      const statuses = results.map((result) => (result.ok ? 200 : result.status));
      // A 401 is a password that was checked; a 429 one that never was.
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(55);
    });

    it("gives the browser that signed in a signed, HttpOnly device cookie", async () => {
      const [device] = deviceCookieOf(await signInOk());
      expect(device).toMatch(/HttpOnly/i);
      expect(device).toMatch(/SameSite=Lax/i);
      expect(device).toMatch(/Max-Age=\d+/i);
    });

    it("lets the owner's browser in with the right password while strangers lock the account", async () => {
      const device = deviceCookieOf(await signInOk());
      for (let i = 0; i < 30; i++) await signIn(request(), `10.3.0.${i}`, "admin@school.example", `guess-${i}`);

      // Strangers, and the owner on a browser never used before, share the account's limit...
      expect(await signIn(request(), "10.3.1.1", "admin@school.example", STAFF_PASSWORD)).toMatchObject({
        status: 429,
        message: SIGN_IN_MESSAGES.tooMany,
      });
      // ...but the browser the owner signed in with before is let through.
      expect(await signInOk(device, "10.3.1.2")).toBeTruthy();
    });

    it("bounds guessing from a trusted browser too, and trusts it only for the account that signed in", async () => {
      const device = deviceCookieOf(await signInOk());
      for (let i = 0; i < 5; i++) {
        expect(await signIn(request(device), "10.4.0.1", "admin@school.example", `guess-${i}`)).toMatchObject({
          status: 401,
        });
      }
      expect(await signIn(request(device), "10.4.0.1", "admin@school.example", STAFF_PASSWORD)).toMatchObject({
        status: 429,
      });

      for (let i = 0; i < 5; i++) await signIn(request(), `10.4.1.${i}`, "clerk@school.example", `guess-${i}`);
      expect(await signIn(request(device), "10.4.0.2", "clerk@school.example", STAFF_PASSWORD)).toMatchObject({
        status: 429,
      });
    });

    it("does not trust a device cookie that was tampered with", async () => {
      const [device] = deviceCookieOf(await signInOk());
      const [name, value] = device!.split(";")[0]!.split("=") as [string, string];
      const payload = decodeURIComponent(value);
      const forged = `${name}=${encodeURIComponent(
        btoa(JSON.stringify({ ...JSON.parse(atob(payload.split(".")[0]!)), emails: ["clerk@school.example"] })) +
          "." +
          payload.split(".").slice(1).join("."),
      )}`;
      for (let i = 0; i < 5; i++) await signIn(request(), `10.5.0.${i}`, "clerk@school.example", `guess-${i}`);
      expect(await signIn(request([forged]), "10.5.1.1", "clerk@school.example", STAFF_PASSWORD)).toMatchObject({
        status: 429,
      });
    });

    it("does not count a right password against anyone", async () => {
      for (let i = 0; i < 25; i++) await signInOk([], "10.6.0.1");
    });
  });
});
