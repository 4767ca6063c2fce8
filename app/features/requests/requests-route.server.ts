// What the route modules of a kind of request run: the page's loader and
// action, and its CSV export. Each opens only for staff given the kind's section.
import { data, type RouterContextProvider } from "react-router";

import { actorOf } from "~/features/admin/admin-action.server";
import { requireSection } from "~/features/users/access.server";
import { readFormData } from "~/lib/form-data.server";
import { clientAddressContext } from "~/lib/request-context";

import { manageRequests } from "./manage-requests.server";
import { requestFiltersOf, type RequestRecord } from "./request-kind";
import { exportRequests, listRequests, type RequestStore } from "./requests.server";

interface RouteArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The page's loader: the filters in the URL and the page of the list they ask for. */
export async function loadRequests<Rec extends RequestRecord>(
  store: RequestStore<Rec>,
  { request, context }: RouteArgs,
) {
  await requireSection(request, context, store.kind.section);
  const filters = requestFiltersOf(store.kind, new URL(request.url));
  return { filters, page: await listRequests(store, filters) };
}

/** The page's action: set_status or delete. */
export async function requestsAction<Rec extends RequestRecord>(
  store: RequestStore<Rec>,
  { request, context }: RouteArgs,
) {
  const user = await requireSection(request, context, store.kind.section);
  const { reply, status } = await manageRequests(
    store,
    await readFormData(request),
    actorOf(user, context.get(clientAddressContext)),
  );
  return data(reply, { status });
}

/** GET …/export.csv with the page's filters: the whole filtered list, not just a page. */
export async function loadRequestsCsv<Rec extends RequestRecord>(
  store: RequestStore<Rec>,
  { request, context }: RouteArgs,
) {
  await requireSection(request, context, store.kind.section);
  return exportRequests(store, requestFiltersOf(store.kind, new URL(request.url)));
}
