import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { SECTION_KEYS, SECTION_PAGES } from "~/features/admin/sections";
import { requireSection } from "~/features/users/access.server";
import { readToast } from "~/lib/page/toast.server";
import { loader as dashboardLoader } from "~/routes/admin/dashboard";
import { action as logoutAction } from "~/routes/admin/logout";
import { loader as signInLoader } from "~/routes/admin/sign-in";

import * as schema from "../../../db/schema";
import { sessionOf, useStaff } from "../../support/admin";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";
import { routeArgs } from "../../support/route-args";

async function outcome(run: () => Promise<unknown>) {
  try {
    const value = await run();
    return { value };
  } catch (thrown) {
    if (thrown instanceof Response) {
      const cookieHeader = thrown.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .join("; ");
      const { toast } = await readToast(new Request("http://localhost/admin", { headers: { Cookie: cookieHeader } }));
      return {
        status: thrown.status,
        location: thrown.headers.get("Location"),
        cookies: thrown.headers.get("Set-Cookie") ?? "",
        toast: toast?.title ?? null,
      };
    }
    throw thrown;
  }
}

describe.each(testDatabaseKinds)("back office access on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { ids, cookies } = useStaff(database, {
    "admin@school.example": { role: "admin" },
    "gallery@school.example": { sections: ["gallery"] },
    "demoted@school.example": { sections: ["calendar"] },
  });
  beforeAll(async () => {
    // Signed in, then every role taken away.
    await database.db.delete(schema.userRoles).where(eq(schema.userRoles.userId, ids["demoted@school.example"]));
  });

  const as = (email: string | null, path = "/admin/dashboard", init: RequestInit = {}) =>
    routeArgs(path, { ...init, headers: email ? { Cookie: cookies[email]! } : {} });

  it("sends visitors without a session to /admin", async () => {
    expect(await outcome(() => dashboardLoader(as(null) as never))).toMatchObject({
      status: 302,
      location: "/admin",
      toast: null,
    });
  });

  it("asks to log in again when the session has run out, and clears the stale cookie", async () => {
    const cookie = await sessionOf("gallery@school.example");
    const token = decodeURIComponent(cookie.match(/session_token=([^;]+)/)![1]!).split(".")[0]!;
    await database.db
      .update(schema.sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.sessions.token, token));
    const result = await outcome(() =>
      dashboardLoader(routeArgs("/admin/dashboard", { headers: { Cookie: cookie } }) as never),
    );
    expect(result).toMatchObject({ status: 302, location: "/admin", toast: "Please log in again" });
    expect((result as { cookies: string }).cookies).toMatch(/session_token=;|Max-Age=0/);
  });

  it("signs out a user with no role and sends them to /admin with Unauthorized access", async () => {
    const result = await outcome(() => dashboardLoader(as("demoted@school.example") as never));
    expect(result).toMatchObject({ status: 302, location: "/admin" });
    expect((result as { cookies: string }).cookies).toMatch(/session_token=;|Max-Age=0/);
  });

  it("shows a staff member the cards of their sections only", async () => {
    const { value } = (await outcome(() => dashboardLoader(as("gallery@school.example") as never))) as {
      value: { sections: { key: string }[] };
    };
    expect(value.sections.map((section) => section.key)).toEqual(["gallery"]);
  });

  it("shows an admin every section", async () => {
    const { value } = (await outcome(() => dashboardLoader(as("admin@school.example") as never))) as {
      value: { sections: { key: string }[] };
    };
    // Every section's card; a right within a section has none (decision 0077).
    expect(value.sections.map((section) => section.key)).toEqual(SECTION_PAGES.map((section) => section.key));
  });

  it.each(SECTION_KEYS)("lets an admin into %s and a gallery-only user only into gallery", async (section) => {
    const admin = as("admin@school.example");
    expect(await outcome(() => requireSection(admin.request, admin.context, section))).toMatchObject({
      value: { email: "admin@school.example" },
    });
    const staff = as("gallery@school.example");
    const result = await outcome(() => requireSection(staff.request, staff.context, section));
    if (section === "gallery") expect(result).toMatchObject({ value: { email: "gallery@school.example" } });
    else expect(result).toMatchObject({ status: 302, location: "/admin/dashboard" });
  });

  it("sends a signed-in user from the sign-in page to the dashboard", async () => {
    expect(await outcome(() => signInLoader(as("admin@school.example", "/admin") as never))).toMatchObject({
      status: 302,
      location: "/admin/dashboard",
    });
    // Signed out, the page is shown; an admin exists here, so it says nothing of setting the site up.
    expect(await outcome(() => signInLoader(as(null, "/admin") as never))).toEqual({ value: { needsSetup: false } });
  });

  it("ends the session on logout", async () => {
    const cookie = await sessionOf("gallery@school.example");
    const response = (await logoutAction(
      routeArgs("/admin/logout", { method: "POST", headers: { Cookie: cookie } }) as never,
    )) as Response;
    expect(response.headers.get("Location")).toBe("/admin");
    const after = await outcome(() =>
      dashboardLoader(routeArgs("/admin/dashboard", { headers: { Cookie: cookie } }) as never),
    );
    expect(after).toMatchObject({ status: 302, location: "/admin", toast: "Please log in again" });
  });
});
