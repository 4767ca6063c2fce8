// The one-time setup links: made at start while no admin exists, checked by
// the setup page, used up when the first admin is made. Only a hash of each
// token is stored, in the database, so every server process knows every link.
import crypto from "node:crypto";
import { addHours } from "date-fns";
import { eq, lte } from "drizzle-orm";

import { refuse, type Actor, type Refusal } from "~/features/admin/outcome";
import { createFirstAdmin, hasAdmin } from "~/features/users/users.server";
import { db } from "~/lib/database/db.server";

import { setupTokens } from "../../../db/schema";
import { SETUP_LINK_HOURS, SETUP_MESSAGES, SETUP_PATH, SETUP_TOKEN_PATTERN } from "./schema";

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/**
 * While no admin exists: a new link to the setup page, valid for 24 hours
 * (links printed before stay valid until they expire). Null once an admin exists.
 */
export async function issueSetupLink(siteOrigin: string, now = new Date()): Promise<string | null> {
  if (await hasAdmin()) return null;
  await db().delete(setupTokens).where(lte(setupTokens.expiresAt, now));
  const token = crypto.randomBytes(32).toString("base64url");
  await db()
    .insert(setupTokens)
    .values({ tokenHash: hashToken(token), expiresAt: addHours(now, SETUP_LINK_HOURS) });
  return `${siteOrigin}${SETUP_PATH}?token=${token}`;
}

/** Why the setup page refuses `token` now, or null when it may be used. */
export async function setupRefusal(token: string | null | undefined, now = new Date()): Promise<Refusal | null> {
  if (await hasAdmin()) return refuse(403, SETUP_MESSAGES.adminExists);
  if (!token || !SETUP_TOKEN_PATTERN.test(token)) return refuse(403, SETUP_MESSAGES.invalidLink);
  const [row] = await db()
    .select()
    .from(setupTokens)
    .where(eq(setupTokens.tokenHash, hashToken(token)));
  if (!row) return refuse(403, SETUP_MESSAGES.invalidLink);
  return row.expiresAt <= now ? refuse(403, SETUP_MESSAGES.expiredLink) : null;
}

/** Makes the first admin with `token`, which is used up, together with every other link, in the same transaction. */
export async function setUpFirstAdmin(
  token: string,
  input: { name: string; email: string; password: string },
  actor: Actor,
  now = new Date(),
) {
  return createFirstAdmin(
    input,
    actor,
    async (tx) => {
      const [used] = await tx
        .delete(setupTokens)
        .where(eq(setupTokens.tokenHash, hashToken(token)))
        .returning({ expiresAt: setupTokens.expiresAt });
      if (!used) return refuse(403, SETUP_MESSAGES.invalidLink);
      if (used.expiresAt <= now) return refuse(403, SETUP_MESSAGES.expiredLink);
      // With an admin, no link opens setup again: none is left lying in the database.
      await tx.delete(setupTokens);
      return null;
    },
    refuse(403, SETUP_MESSAGES.adminExists),
  );
}
