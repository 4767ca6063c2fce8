// Every kind of request from the public, by its definition (decision 0044):
// what retention, the personal data tool and the dashboard go through. A new
// kind is one definition file, its migration, and its line here.
import { getTableName } from "drizzle-orm";

import { SECTIONS } from "~/features/admin/sections";
import { applicationDefinition } from "~/features/applications/application.server";
import { contactMessageDefinition } from "~/features/contact/contact-message.server";
import { dataRequestDefinition } from "~/features/data-requests/data-request.server";
import { enquiryDefinition } from "~/features/enquiries/enquiry.server";
import type { RequestDefinition } from "~/features/requests/request-definition.server";
import { recordPathOf, recordTitle } from "~/features/requests/request-kind";
import type { RequestType } from "~/features/requests/request-types";
import { visitRequestDefinition } from "~/features/visits/visit-request.server";

// The list reads each kind only through what every definition has.
export const REQUEST_KINDS = [
  visitRequestDefinition,
  enquiryDefinition,
  contactMessageDefinition,
  dataRequestDefinition,
  applicationDefinition,
] as unknown as readonly RequestDefinition[];

/** The definition of the requests of `type`. */
export function definitionOf(type: RequestType): RequestDefinition {
  const definition = REQUEST_KINDS.find((kind) => kind.type === type);
  if (!definition) throw new Error(`No definition of the request type ${type}`);
  return definition;
}

/** The table's name in the database: "visit_requests". */
export const tableNameOf = (definition: RequestDefinition) => getTableName(definition.table);

/** What the back office calls the requests of a kind: its section's label, "Visit Requests". */
export const labelOf = (definition: RequestDefinition) =>
  SECTIONS.find((section) => section.key === definition.kind.section)!.label;

/** A stored row's title, as its own page heads it: "Visit request of Asha Rani". */
export const titleOf = (definition: RequestDefinition, row: Record<string, unknown>) =>
  recordTitle(definition.kind, row as never);

/** The back office page of the request `id` of `type`: `/admin/enquiries/<id>`. */
export const requestPath = (type: RequestType, id: string) => recordPathOf(definitionOf(type).kind, id);
