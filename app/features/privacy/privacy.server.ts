import { desc, eq } from "drizzle-orm";

import { refuse, type Actor, type Outcome } from "~/features/admin/outcome";
import { recordAudit } from "~/lib/database/audit.server";
import { db } from "~/lib/database/db.server";

import { privacyNotices } from "../../../db/schema";
import { PRIVACY_MESSAGES, type PrivacyNoticeInput } from "./schema";

/** The notice in force: the newest version. */
export async function currentPrivacyNotice() {
  const [notice] = await db().select().from(privacyNotices).orderBy(desc(privacyNotices.version)).limit(1);
  if (!notice) throw new Error("The privacy notice is missing: restart the server to re-seed it.");
  return notice;
}

/** Every version, newest first, without their text: the back office's list. */
export function privacyNoticeVersions() {
  return db()
    .select({
      version: privacyNotices.version,
      createdAt: privacyNotices.createdAt,
      createdByEmail: privacyNotices.createdByEmail,
    })
    .from(privacyNotices)
    .orderBy(desc(privacyNotices.version));
}

/** One version, or null. */
export async function privacyNoticeVersion(version: number) {
  const [notice] = await db().select().from(privacyNotices).where(eq(privacyNotices.version, version));
  return notice ?? null;
}

// Two admins publishing at once: the second finds its version number taken.
const VERSION_TAKEN = "23505";

/** A new version with `input`'s text, audited; the one in force until then is kept. */
export async function publishPrivacyNotice(
  input: PrivacyNoticeInput,
  actor: Actor,
): Promise<Outcome<{ version: number }>> {
  const current = await currentPrivacyNotice();
  if (current.bodyEn === input.bodyEn && current.bodyHi === input.bodyHi)
    return refuse(400, PRIVACY_MESSAGES.unchanged);
  const version = current.version + 1;
  try {
    await db().transaction(async (tx) => {
      await tx.insert(privacyNotices).values({ version, ...input, createdByEmail: actor.actorEmail });
      await recordAudit(tx, {
        ...actor,
        action: "privacy_notice.publish",
        targetType: "privacy_notice",
        targetId: String(version),
        details: { previousVersion: current.version },
      });
    });
  } catch (error) {
    const code =
      (error as { cause?: { code?: string }; code?: string }).cause?.code ?? (error as { code?: string }).code;
    if (code === VERSION_TAKEN) return refuse(409, PRIVACY_MESSAGES.raced);
    throw error;
  }
  return { ok: true, version };
}
