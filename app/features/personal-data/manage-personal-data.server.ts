// A data request's page (decision 0033): erase or correct everything held
// about the person it names, each checked with the schema the browser uses;
// verify who asked, and let a withdrawal stop their mail (decision 0041).
import { eq } from "drizzle-orm";
import { z } from "zod";

import { defineIntent } from "~/features/admin/admin-action.server";
import { refuse, type Actor, type Outcome } from "~/features/admin/outcome";
import { dataRequestKind } from "~/features/data-requests/data-request-kind";
import {
  applyWithdrawalSchema,
  correctPersonalDataSchema,
  erasePersonalDataSchema,
  PERSONAL_DATA_MESSAGES,
  VERIFICATION_MESSAGES,
  verifyByPhoneSchema,
} from "~/features/data-requests/schema";
import { db } from "~/lib/database/db.server";
import { recordId } from "~/lib/forms/form-fields";

import { dataRequests } from "../../../db/schema";
import { correctPersonalData, erasePersonalData, personOf, type Person } from "./personal-data.server";
import { applyWithdrawal, unverifiedRefusal, verifyByPhone } from "./verification.server";

const id = recordId(dataRequestKind.messages.notFound);

/**
 * Runs `change` for the person the form names, on behalf of data request
 * `requestId`, which must exist and be verified, or staff must have ticked that they checked it.
 */
async function forPerson(
  requestId: string,
  searched: { phone?: string; email?: string; identityChecked?: "on" },
  change: (person: Person) => Promise<unknown>,
): Promise<Outcome> {
  const person = personOf(searched);
  if (!person) return refuse(400, PERSONAL_DATA_MESSAGES.nobody, "phone");
  const [request] = await db().select({ id: dataRequests.id }).from(dataRequests).where(eq(dataRequests.id, requestId));
  if (!request) return refuse(404, dataRequestKind.messages.notFound);
  const refused = await unverifiedRefusal(requestId, searched.identityChecked === "on");
  if (refused) return refused;
  await change(person);
  return { ok: true };
}

export const personalDataIntents = {
  erase_personal_data: defineIntent({
    schema: erasePersonalDataSchema.extend({ id }),
    run: (value, actor: Actor) => forPerson(value.id, value, (person) => erasePersonalData(person, actor, value.id)),
    success: PERSONAL_DATA_MESSAGES.erased,
    failure: PERSONAL_DATA_MESSAGES.eraseFailed,
  }),
  correct_personal_data: defineIntent({
    schema: correctPersonalDataSchema.and(z.object({ id })),
    run: (value, actor: Actor) =>
      forPerson(value.id, value, (person) =>
        correctPersonalData(person, { phone: value.newPhone, email: value.newEmail }, actor, value.id),
      ),
    success: PERSONAL_DATA_MESSAGES.corrected,
    failure: PERSONAL_DATA_MESSAGES.correctFailed,
  }),
  verify_by_phone: defineIntent({
    schema: verifyByPhoneSchema.extend({ id }),
    run: (value, actor: Actor) => verifyByPhone(value.id, value.note, actor),
    success: VERIFICATION_MESSAGES.verified,
    failure: VERIFICATION_MESSAGES.verifyFailed,
  }),
  apply_withdrawal: defineIntent({
    schema: applyWithdrawalSchema.extend({ id }),
    run: (value, actor: Actor) => applyWithdrawal(value.id, value.identityChecked === "on", actor),
    success: VERIFICATION_MESSAGES.withdrawalApplied,
    failure: VERIFICATION_MESSAGES.withdrawalFailed,
  }),
};
