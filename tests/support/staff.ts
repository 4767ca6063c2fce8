// Staff accounts for tests, made the way the app makes them.
import { hashPassword } from "better-auth/crypto";

import type { SectionKey } from "~/features/admin/sections";
import { CREDENTIAL_PROVIDER } from "~/features/users/users.server";
import type { Db } from "~/lib/database/db.server";

import * as schema from "../../db/schema";

export const STAFF_PASSWORD = "correct-horse";

// Hashed once a worker and given to every account made with it: a hash is a deliberately slow 90 ms of CPU, and
// several hundred accounts are made in a run. Each signs in for real, its password checked against this hash.
let staffPasswordHash: Promise<string> | undefined;
const hashedStaffPassword = () => (staffPasswordHash ??= hashPassword(STAFF_PASSWORD));

/** A staff member's role (none: `null`; "user" unless said) and the sections granted. */
export interface StaffOptions {
  role?: "admin" | "user" | null;
  sections?: SectionKey[];
}

export async function createStaff(db: Db, email: string, options: StaffOptions = {}) {
  const [user] = await db
    .insert(schema.users)
    .values({ email, name: email.split("@")[0] })
    .returning();
  await db.insert(schema.accounts).values({
    userId: user!.id,
    accountId: user!.id,
    providerId: CREDENTIAL_PROVIDER,
    password: await hashedStaffPassword(),
  });
  const role = options.role === undefined ? "user" : options.role;
  if (role) await db.insert(schema.userRoles).values({ userId: user!.id, role });
  if (options.sections?.length) {
    await db.insert(schema.userPermissions).values(options.sections.map((section) => ({ userId: user!.id, section })));
  }
  return user!;
}
