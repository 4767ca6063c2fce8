// The personal data tool on a data request's page (decision 0033): what the
// page shows of the person it looks for, and the JSON and CSV downloads.
import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";

import { actorOf } from "~/features/admin/admin-action.server";
import { dataRequestKind } from "~/features/data-requests/data-request-kind";
import { dataRequestDefinition } from "~/features/data-requests/data-request.server";
import { PERSONAL_DATA_MESSAGES, VERIFICATION_MESSAGES } from "~/features/data-requests/schema";
import { REQUEST_KINDS, requestPath, tableNameOf, titleOf } from "~/features/request-kinds/request-kinds.server";
import { csvResponse } from "~/features/requests/csv.server";
import { requireSection } from "~/features/users/access.server";
import { db } from "~/lib/database/db.server";
import { schoolToday } from "~/lib/database/time.server";
import { recordId } from "~/lib/forms/form-fields";
import { refusal } from "~/lib/server/http";

import { dataRequests } from "../../../db/schema";
import {
  findPersonalData,
  personalDataCsvRows,
  personalDataJson,
  personOf,
  recordExport,
  type HeldData,
} from "./personal-data.server";

/** Whom the tool looks for: what the URL asks (`?phone=&email=`), else the request's own phone and e-mail. */
export function searchedFor(url: URL, record: { phone: string | null; email: string | null }) {
  const asked = url.searchParams.has("phone") || url.searchParams.has("email");
  return {
    phone: (asked ? url.searchParams.get("phone") : record.phone)?.trim() ?? "",
    email: (asked ? url.searchParams.get("email") : record.email)?.trim() ?? "",
  };
}

export interface PersonalDataView {
  phone: string;
  email: string;
  /** Null when the phone and e-mail name nobody (fewer than 10 digits, nothing typed). */
  places: { place: string; label: string; count: number; records: { path: string; title: string }[] }[] | null;
}

/** What the page shows: where the person's details were found, and a link to each request that holds them. */
export async function personalDataView(url: URL, record: { phone: string | null; email: string | null }) {
  const searched = searchedFor(url, record);
  const person = personOf(searched);
  const held = person ? await findPersonalData(person) : null;
  return {
    ...searched,
    places:
      held?.map(({ place, label, rows }) => {
        const requests = REQUEST_KINDS.find((definition) => tableNameOf(definition) === place);
        return {
          place,
          label,
          count: rows.length,
          records: requests
            ? rows.map((row) => ({ path: requestPath(requests.type, String(row.id)), title: titleOf(requests, row) }))
            : [],
        };
      }) ?? null,
  } satisfies PersonalDataView;
}

/**
 * GET /admin/data-requests/:id/personal-data?format=json|csv&phone=&email=:
 * everything held about the person, as a file, audited as an export of that request.
 */
export async function personalDataDownload({
  request,
  context,
  params,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id?: string };
}): Promise<Response> {
  const user = await requireSection(request, context, dataRequestDefinition.kind.section);
  const id = recordId(dataRequestKind.messages.notFound).safeParse(params.id);
  if (!id.success) throw refusal(400, dataRequestKind.messages.notFound);
  const [record] = await db()
    .select({ phone: dataRequests.phone, email: dataRequests.email, verifiedAt: dataRequests.verifiedAt })
    .from(dataRequests)
    .where(eq(dataRequests.id, id.data));
  if (!record) throw refusal(404, dataRequestKind.messages.notFound);
  const url = new URL(request.url);
  // The confirm step, on the server too (decision 0041): nothing leaves for a request nobody checked.
  if (!record.verifiedAt && url.searchParams.get("identityChecked") !== "on") {
    throw refusal(409, VERIFICATION_MESSAGES.unverified);
  }
  const searched = searchedFor(url, record);
  const person = personOf(searched);
  if (!person) throw refusal(400, PERSONAL_DATA_MESSAGES.nobody);
  const format = url.searchParams.get("format") === "csv" ? "csv" : "json";
  const held: HeldData[] = await findPersonalData(person);
  await recordExport(held, actorOf(user, context), id.data, format);
  if (format === "csv") {
    return csvResponse(
      request,
      "personal-data",
      ["Where", "Record", "Field", "Value"],
      (async function* () {
        yield personalDataCsvRows(held);
      })(),
    );
  }
  return new Response(personalDataJson(person, held), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="personal-data-${schoolToday()}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
