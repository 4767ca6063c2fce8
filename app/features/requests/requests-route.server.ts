// What the route modules of a kind of request run: the list's loader and
// action, its CSV export, and the loader and action of a record's page. Each
// opens only for staff given the kind's section.
import { data, type RouterContextProvider } from "react-router";

import { actorOf, type Intent } from "~/features/admin/admin-action.server";
import { requireSection } from "~/features/users/access.server";
import { schoolToday } from "~/lib/database/time.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { recordId } from "~/lib/forms/form-fields";
import { redirectWithToast } from "~/lib/page/toast.server";
import { refusal } from "~/lib/server/http";

import { followUpOf } from "./follow-up.server";
import { followUpIntents } from "./manage-follow-up.server";
import { manageRequests } from "./manage-requests.server";
import type { RequestDefinition } from "./request-definition.server";
import { listPathOf, requestFiltersOf, type RequestRecord } from "./request-kind";
import { exportRequests, listRequests, openRequest } from "./requests.server";

interface RouteArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

interface RecordRouteArgs extends RouteArgs {
  params: { id?: string };
}

/** The page's loader: the filters in the URL and the page of the list they ask for. */
export async function loadRequests<Rec extends RequestRecord>(
  definition: RequestDefinition<Rec>,
  { request, context }: RouteArgs,
) {
  await requireSection(request, context, definition.kind.section);
  const filters = requestFiltersOf(definition.kind, new URL(request.url));
  const [page, choices] = await Promise.all([listRequests(definition, filters), definition.choicesOf?.() ?? {}]);
  // Today, as the school sees it: a visit due today is marked in the list.
  return { filters, today: schoolToday(), page, choices };
}

/** The page's action: set_status or delete. */
export async function requestsAction<Rec extends RequestRecord>(
  definition: RequestDefinition<Rec>,
  { request, context }: RouteArgs,
) {
  const user = await requireSection(request, context, definition.kind.section);
  const { reply, status } = await manageRequests(definition, await readFormData(request), actorOf(user, context));
  return data(reply, { status });
}

/** GET …/export.csv with the page's filters: the whole filtered list, not just a page. */
export async function loadRequestsCsv<Rec extends RequestRecord>(
  definition: RequestDefinition<Rec>,
  { request, context }: RouteArgs,
) {
  await requireSection(request, context, definition.kind.section);
  return exportRequests(request, definition, requestFiltersOf(definition.kind, new URL(request.url)));
}

/**
 * The record page's loader (`<section path>/:id`): the record, opened as the
 * signed-in staff member (a new contact message becomes read). An id that
 * cannot name a record is a 400, one that names none a 404, both with the
 * kind's "no longer exists" words, as the list's changes answer.
 */
export async function loadRequestRecord<Rec extends RequestRecord>(
  definition: RequestDefinition<Rec>,
  { request, context, params }: RecordRouteArgs,
) {
  const user = await requireSection(request, context, definition.kind.section);
  const { notFound } = definition.kind.messages;
  const id = recordId(notFound).safeParse(params.id);
  if (!id.success) throw refusal(400, notFound);
  const record = await openRequest(definition, id.data, actorOf(user, context));
  if (!record) throw refusal(404, notFound);
  return { record, today: schoolToday(), followUp: await followUpOf(definition, record) };
}

/**
 * The record page's action: set_status or delete of the record the page is
 * about (its id is the page's, whatever the form says). A delete goes back to
 * the list it was opened from, with its toast.
 */
export async function requestRecordAction<Rec extends RequestRecord>(
  definition: RequestDefinition<Rec>,
  { request, context, params }: RecordRouteArgs,
  /** A kind's own changes on its record page (a data request's personal data tool). */
  more: Record<string, Intent> = {},
) {
  const user = await requireSection(request, context, definition.kind.section);
  const formData = await readFormData(request);
  formData.set("id", params.id ?? "");
  const actor = actorOf(user, context);
  const { reply, status } = await manageRequests(definition, formData, actor, {
    ...followUpIntents(definition),
    ...more,
  });
  if (reply.ok && reply.intent === "delete") {
    return redirectWithToast(listPathOf(definition.kind, new URL(request.url).search), reply.toast);
  }
  return data(reply, { status });
}
