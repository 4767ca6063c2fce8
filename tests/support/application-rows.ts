// Applications as the tests of where one stands and of its privacy seed them (docs/specification.md §22): rows
// written straight to the database, with the private link's token, as submitting would leave them.
import { newApplicationToken } from "~/features/applications/drafts/token.server";

import * as schema from "../../db/schema";

/** A private link's token (256 random bits) and the SHA-256 the row keeps of it. */
export const privateLink = newApplicationToken;

/** An application for Class I in 2027-28, as a parent submitted it, with `more` of its columns. */
export function applicationRow(
  more: Partial<typeof schema.applications.$inferInsert> = {},
): typeof schema.applications.$inferInsert {
  return {
    number: "2027-28/I/0042",
    tokenHash: privateLink().tokenHash,
    session: "2027-28",
    classSought: "Class I",
    childName: "Asha Rani",
    dateOfBirth: "2021-05-14",
    gender: "Girl",
    parentName: "Ravi Kumar",
    parentRelationship: "Father",
    parentMobile: "9876543210",
    email: "ravi.parent@example.com",
    address: "12 Model Town, Fatehabad",
    ...more,
  };
}

/** What applications leave beside the request tables: their documents, the applications, and the drafts. */
export const APPLICATION_TABLES = [schema.applicationDocuments, schema.applications, schema.applicationDrafts];
