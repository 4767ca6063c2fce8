// data_requests: the "Your data" form's insert, and where the back office's
// shared list, CSV, status change and delete find the table (decision 0033).
import { consentGivenNow } from "~/features/privacy/consent.server";
import { defineRequestStore, searchWhere } from "~/features/requests/requests.server";
import type { Tx } from "~/lib/db.server";
import { env } from "~/lib/env.server";

import { dataRequests } from "../../../db/schema";
import { longDate, schoolDate } from "../../../db/time";
import { dataRequestKind } from "./data-request-kind";
import { DATA_REQUEST_KIND_NAMES, dueDateOf, type DataRequestInput } from "./schema";
import { issueVerificationLinks, type VerificationContext } from "./verification.server";

/**
 * Stores a request from the "Your data" page in `tx`, due 90 days from the
 * school's today, and queues links that verify it to the addresses on the
 * person's records. Nothing else happens until it is verified: a withdrawal
 * stops no mail yet (decision 0041).
 */
export async function insertDataRequest(tx: Tx, input: DataRequestInput, context: VerificationContext) {
  const [row] = await tx
    .insert(dataRequests)
    .values({
      kind: input.kind,
      name: input.name,
      phone: input.phone ?? null,
      email: input.email ?? null,
      details: input.details ?? null,
      dueOn: dueDateOf(schoolDate(new Date(), env().SCHOOL_TIMEZONE)),
      ...consentGivenNow(),
    })
    .returning();
  await issueVerificationLinks(tx, row!, context);
  return { type: "data_request" as const, record: row! };
}

export const dataRequestStore = defineRequestStore({
  kind: dataRequestKind,
  type: "data_request",
  noun: "request about your details",
  contactOf: (record) => ({ name: record.name, email: record.email, phone: record.phone }),
  afterReply: { from: ["new"], to: "in_progress" },
  table: dataRequests,
  order: [dataRequests.createdAt, dataRequests.id],
  filterWhere: ({ q }) => {
    const { name, phone, email, details } = dataRequests;
    return q ? searchWhere(q, [name, phone, email, details]) : undefined;
  },
  csv: {
    name: "data-requests",
    columns: [
      ["Name", (record) => record.name],
      ["Phone", (record) => record.phone],
      ["Email", (record) => record.email],
      ["Request", (record) => DATA_REQUEST_KIND_NAMES[record.kind]],
      ["Details", (record) => record.details],
      ["Due by", (record) => longDate(record.dueOn)],
    ],
  },
  audit: {
    action: "data_request",
    targetType: "data_request",
    // Not who sent it: the audit log outlives the request.
    deleted: (record) => ({ kind: record.kind }),
  },
});
