// The disclosure's self-attestation (docs/specification.md §30, decision 0073): the only place that touches
// disclosure_attestations. An attestation is refused while any item is not complete; each is audited.
import { desc, eq } from "drizzle-orm";

import { refuse, type Actor, type Outcome } from "~/features/admin/outcome";
import { checkedDisclosures } from "~/features/disclosures/completeness.server";
import { lastChangeOf } from "~/features/last-updated/last-updated.server";
import { recordAudit } from "~/lib/database/audit.server";
import { db } from "~/lib/database/db.server";
import { env } from "~/lib/server/env.server";

import { disclosureAttestations, siteSettings } from "../../../db/schema";
import { schoolDate } from "../../../db/time";
import {
  ATTESTATION_MESSAGES,
  DEFAULT_DEADLINE,
  itemsMissing,
  reminderOn,
  type Attestation,
  type AttestationShown,
  type Reminder,
} from "./attestation";

/** Records an admin's attestation, dated now; refused (409) while the disclosure is not complete. */
export async function attest(input: Attestation, actor: Actor): Promise<Outcome> {
  const { total, complete } = await checkedDisclosures();
  if (total === 0) return refuse(409, ATTESTATION_MESSAGES.nothingToAttest);
  if (complete < total) return refuse(409, itemsMissing(total - complete, total));
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(disclosureAttestations)
      .values({ ...input, attestedAt: new Date(), userId: actor.actorUserId ?? null })
      .returning();
    await recordAudit(tx, {
      ...actor,
      action: "disclosure.attest",
      targetType: "disclosure_attestation",
      targetId: row!.id,
      details: { name: row!.name, attestedAs: row!.attestedAs, items: total },
    });
    return { ok: true as const };
  });
}

/** The newest attestation with its exact time, or null when there has been none. */
async function newestAttestation() {
  const [row] = await db()
    .select()
    .from(disclosureAttestations)
    .orderBy(desc(disclosureAttestations.attestedAt), desc(disclosureAttestations.id))
    .limit(1);
  return row ?? null;
}

const shown = (row: { name: string; attestedAs: string; attestedAt: Date }): AttestationShown => ({
  name: row.name,
  attestedAs: row.attestedAs,
  attestedOn: schoolDate(row.attestedAt, env().SCHOOL_TIMEZONE),
});

/** The public page's line: the newest attestation, even once out of date (it is still the last review). */
export async function lastAttestation(): Promise<AttestationShown | null> {
  const row = await newestAttestation();
  return row ? shown(row) : null;
}

export interface AttestationStatus {
  last: AttestationShown | null;
  /** The disclosure or the fees changed after the newest attestation. */
  outOfDate: boolean;
  /** Admins only: the yearly reminder, if it is on. */
  reminder: Reminder | null;
}

/**
 * What the dashboard says of the attestation to admins and staff with Mandatory Disclosures (null for anyone else):
 * out of date once "disclosures" or "fees" changed after it; and, to admins, the yearly reminder.
 */
export async function attestationStatus(
  user: { isAdmin: boolean; sections: readonly string[] },
  now = new Date(),
): Promise<AttestationStatus | null> {
  if (!user.isAdmin && !user.sections.includes("mandatory_disclosures")) return null;
  const [row, changed, [settings]] = await Promise.all([
    newestAttestation(),
    lastChangeOf(["disclosures", "fees"]),
    db().select({ deadline: siteSettings.attestationDeadline }).from(siteSettings).where(eq(siteSettings.id, 1)),
  ]);
  const last = row ? shown(row) : null;
  const today = schoolDate(now, env().SCHOOL_TIMEZONE);
  return {
    last,
    outOfDate: !!row && !!changed && changed > row.attestedAt,
    reminder: user.isAdmin ? reminderOn(today, settings?.deadline ?? DEFAULT_DEADLINE, last?.attestedOn ?? null) : null,
  };
}
