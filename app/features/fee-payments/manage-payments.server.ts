// The Payments page's action (docs/specification.md §34): for staff with Applications only (the route checks). An
// import (or its mapping step), a match confirmed in one press or taken back, a payment confirmed by hand. Each is
// audited in its transaction (import.server.ts, confirm.server.ts, office.server.ts).
import { defineIntent, runAdminAction } from "~/features/admin/admin-action.server";
import { refuse, type Actor } from "~/features/admin/outcome";
import type { StageSite } from "~/features/applications/stages/stages.server";
import { emptyMapping } from "~/features/payments/statement-columns";

import { confirmPayment } from "./confirm.server";
import { importStatement, modeOf, type ImportAnswer } from "./import.server";
import {
  confirmMatchSchema,
  confirmSchema,
  importSchema,
  MAPPED_FIELDS,
  mappingSchema,
  PAYMENT_MESSAGES,
  unmatchSchema,
} from "./office-schema";
import { openLine, unmatchLine } from "./office.server";

/** Runs what `formData` asks for as `actor`; the import's result (or mapping step) comes back in `answer`. */
export async function managePayments(formData: FormData, actor: Actor, site: StageSite, today: string) {
  let answer: ImportAnswer | null = null;
  const keep = (found: ImportAnswer) => {
    answer = found;
  };
  const { reply, status } = await runAdminAction(
    formData,
    {
      import: defineIntent({
        schema: importSchema,
        run: (value, by) => importStatement(value.statement, null, by, site, keep),
        success: PAYMENT_MESSAGES.imported,
        failure: PAYMENT_MESSAGES.importFailed,
      }),
      import_mapped: defineIntent({
        schema: mappingSchema,
        run: (value, by) => {
          const mapping = emptyMapping();
          const columns = value as unknown as Record<string, number | null>;
          for (const [field] of MAPPED_FIELDS) mapping[field] = columns[`column_${field}`] ?? null;
          return importStatement(
            value.statement,
            { headerLine: value.headerLine, bankName: value.bankName, mapping },
            by,
            site,
            keep,
          );
        },
        success: PAYMENT_MESSAGES.imported,
        failure: PAYMENT_MESSAGES.importFailed,
      }),
      confirm_match: defineIntent({
        schema: confirmMatchSchema,
        run: async (value, by) => {
          const found = await openLine(value.line);
          if (!found) return refuse(409, PAYMENT_MESSAGES.lineGone);
          return confirmPayment(
            {
              paymentId: found.payment.id,
              paidOn: found.line.date,
              mode: modeOf(found.line.narration, found.line.utr),
              reference: found.line.utr ?? undefined,
              lineId: found.line.id,
            },
            by,
            site,
          );
        },
        success: PAYMENT_MESSAGES.confirmed,
        failure: PAYMENT_MESSAGES.confirmFailed,
      }),
      confirm: defineIntent({
        schema: confirmSchema(today),
        run: (value, by) =>
          confirmPayment(
            { paymentId: value.id, paidOn: value.paidOn, mode: value.mode, reference: value.reference },
            by,
            site,
          ),
        success: PAYMENT_MESSAGES.confirmed,
        failure: PAYMENT_MESSAGES.confirmFailed,
      }),
      unmatch: defineIntent({
        schema: unmatchSchema,
        run: (value, by) => unmatchLine(value, by),
        success: PAYMENT_MESSAGES.unmatched,
        failure: PAYMENT_MESSAGES.unmatchFailed,
      }),
    },
    actor,
    { area: "Payments", hideFields: ["statement"] },
  );
  return { reply: { ...reply, answer }, status };
}
