// What the alerts' tests share (docs/specification.md §24): the page's action as a member of staff posts to it, and
// the urgent alert they publish unless told otherwise.
import type { AlertReply } from "~/features/alerts/manage-alerts.server";
import { action as adminAction } from "~/routes/admin/alerts";

import { formBody, outcome, staffArgs } from "./admin";

export const ALERTS_PATH = "/admin/alerts";

/** /admin/alerts's action for `fields`, posted with `cookie`, a member of staff's session. */
export const postAlert = (cookie: string, fields: Record<string, string>) =>
  outcome<AlertReply>(() =>
    adminAction(staffArgs(ALERTS_PATH, cookie, { method: "POST", body: formBody(fields) }) as never),
  );

/** An urgent alert published with `cookie`: the school closed for fog, from 09:00 school time; `fields` change it. */
export const publishAlert = (cookie: string, fields: Record<string, string> = {}) =>
  postAlert(cookie, {
    intent: "publish",
    severity: "urgent",
    text: "School closed tomorrow for fog.",
    startsAt: "2026-01-14T09:00",
    endsAt: "2026-01-15T18:00",
    ...fields,
  });
