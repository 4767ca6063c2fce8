// The types of request from the public, as the database's request_type names
// them: a request's history and its mails say which table it is in.
import type { requestType } from "../../../db/schema";

export type RequestType = (typeof requestType.enumValues)[number];
