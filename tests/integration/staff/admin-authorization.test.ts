// SPEC §6 on the server, for every back office loader and action: each is
// requested as nobody, as a user with no permission, as a user with each single
// permission, and as an admin. The routes come from app/routes.ts, so a new
// admin route is checked the moment it exists (and fails here if it has no guard).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { SECTION_KEYS, SECTIONS, sectionsOpenedBy, type SectionKey } from "~/features/admin/sections";
import { backupFileName } from "~/features/backups/backup-names";
import { LocalBackupStore, setBackupStore } from "~/features/backups/backup-store.server";
import routes from "~/routes";

import { userPermissions } from "../../../db/schema";
import { outcome, sessionOf, staffArgs } from "../../support/admin";
import { MISSING_ID, testDatabaseKinds, useTestDatabase } from "../../support/database";
import { createStaff } from "../../support/staff";

type RouteModule = {
  loader?: (args: unknown) => Promise<unknown>;
  action?: (args: unknown) => Promise<unknown>;
};
// A back office address may be served in the site's own frame (a page's preview): its module is a site route.
const modules = import.meta.glob<RouteModule>(["/app/routes/admin/**/*.{ts,tsx}", "/app/routes/site/**/*.{ts,tsx}"]);

// The door itself: signing in, out, the dashboard (which every staff member may open), and the
// first-run setup page, whose link is its key while no admin exists (tests/integration/staff/setup.test.ts).
const DOOR = new Set(["admin", "admin/logout", "admin/dashboard", "admin/setup"]);
// Admins only, whatever sections are granted: the school settings, the privacy notice, the latest
// backup (one is in the store), the breach register, the record of processing, and Check Links Now.
const ADMIN_ONLY = new Set([
  "admin/links/check",
  "admin/settings",
  "admin/privacy-notice",
  "admin/backups/latest",
  "admin/breaches",
  "admin/record-of-processing",
]);
// Every signed-in member of staff, whatever sections they hold: their own account.
const ALL_STAFF = new Set(["admin/account"]);

function adminRoutes(entries: RouteConfigEntry[]): { path: string; file: string }[] {
  return entries.flatMap((entry) => [
    ...(entry.path?.startsWith("admin") ? [{ path: entry.path, file: entry.file }] : []),
    ...adminRoutes(entry.children ?? []),
  ]);
}

// A record's page (`…/:id`) is asked for a record no row is: past the guard, it has nothing to show (404).
const guarded = adminRoutes(routes)
  .filter((route) => !DOOR.has(route.path))
  .map((route) => {
    const params = route.path.includes(":id") ? { id: MISSING_ID } : undefined;
    // A file's route (a CSV template) is asked for one that is there.
    const fileParams = route.path.includes(":file") ? { file: "staff.csv" } : undefined;
    const url = `/${route.path.replace("*", "file.csv").replace(":id", MISSING_ID).replace(":file", "staff.csv")}`;
    const section = SECTIONS.find((candidate) => url === candidate.path || url.startsWith(`${candidate.path}/`))?.key;
    return { ...route, url, params, fileParams, section, allStaff: ALL_STAFF.has(route.path) };
  });

const backups = fs.mkdtempSync(path.join(os.tmpdir(), "school-authorization-backups-"));
fs.writeFileSync(path.join(backups, backupFileName(new Date(), "manual")), "a backup");
setBackupStore(new LocalBackupStore(backups));
afterAll(() => {
  setBackupStore(undefined);
  fs.rmSync(backups, { recursive: true, force: true });
});

type Who = "nobody" | "no permission" | `only ${SectionKey}` | "admin";
const PEOPLE: Who[] = ["nobody", "no permission", ...SECTION_KEYS.map((key) => `only ${key}` as const), "admin"];

/** What `who` must meet at a route of `section` (none: admins only, or all staff): its page, or a redirect. */
function expected(who: Who, section: SectionKey | undefined, allStaff: boolean) {
  if (who === "nobody") return { location: "/admin" };
  // A right within a section opens it (decision 0077): Publish announcements opens Announcements.
  const opens = who.startsWith("only ") ? sectionsOpenedBy([who.slice(5) as SectionKey]) : [];
  if (allStaff || who === "admin" || (section && opens.includes(section))) return { allowed: true };
  return { location: "/admin/dashboard" };
}

describe("every admin route belongs to a section", () => {
  it.each(guarded.map((route) => [route.path, route.section]))("%s", (path, section) => {
    if (!ADMIN_ONLY.has(path) && !ALL_STAFF.has(path)) expect(section).toBeDefined();
  });

  it("covers every section's page", () => {
    for (const section of SECTIONS) expect(guarded.map((route) => route.url)).toContain(section.path);
  });
});

describe.each(testDatabaseKinds)("who may open each admin route, on %s", (kind) => {
  const database = useTestDatabase(kind);
  const cookies = new Map<Who, string>();

  beforeAll(async () => {
    const accounts: [Who, Parameters<typeof createStaff>[2]][] = [
      // Signed in while a section was granted; it was taken away since.
      ["no permission", { sections: ["content"] }],
      ...SECTION_KEYS.map((key): [Who, Parameters<typeof createStaff>[2]] => [`only ${key}`, { sections: [key] }]),
      ["admin", { role: "admin" }],
    ];
    for (const [who, options] of accounts) {
      const email = `${who.replace(/\W+/g, "-")}@school.example`;
      const user = await createStaff(database.db, email, options);
      cookies.set(who, await sessionOf(email));
      if (who === "no permission") await database.db.delete(userPermissions).where(eq(userPermissions.userId, user.id));
    }
  }, 60_000);

  describe.each(guarded)("$path", (route) => {
    it.each(PEOPLE)("as %s", async (who) => {
      const module = await modules[`/app/${route.file}`]!();
      const cookie = cookies.get(who) ?? null;
      const want = expected(who, route.section, route.allStaff);
      expect(module.loader ?? module.action, "a route with neither loader nor action").toBeDefined();

      if (module.loader) {
        const got = await outcome(() =>
          module.loader!(staffArgs(route.url, cookie, { params: route.params ?? route.fileParams })),
        );
        if (want.allowed) {
          expect(got.location ?? null, "the page itself, not a redirect").toBeNull();
          expect(got.status).toBe(route.params ? 404 : 200);
        } else {
          expect(got).toMatchObject({ status: 302, location: want.location });
        }
      }

      if (module.action) {
        // An empty form names no change: refused as unknown, but only once the guard let it through.
        const got = await outcome(() =>
          module.action!(
            staffArgs(route.url, cookie, {
              method: "POST",
              body: new FormData(),
              params: route.params ?? route.fileParams,
            }),
          ),
        );
        if (want.allowed) {
          expect(got.location ?? null).toBeNull();
          expect(got.status).toBe(400);
        } else {
          expect(got).toMatchObject({ status: 302, location: want.location });
        }
      }
    });
  });
});
