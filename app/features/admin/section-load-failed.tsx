import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";

import { AdminPage, type AdminWayBack } from "~/features/admin/admin-page";
import { statusLine } from "~/lib/server/http";
import { describeRefusal } from "~/ui/error-pages";
import { showToast } from "~/ui/toaster";

/**
 * A section page that could not be shown: SPEC §8's "Failed to load …", as a
 * toast and on the page, with a way to try again. A request the server refused
 * on purpose (a form too large to read, say) shows its own reason instead.
 */
export function SectionLoadFailed({ title, message, back }: { title: string; message: string; back?: AdminWayBack }) {
  const { t } = useLingui();
  const error = useRouteError();
  const location = useLocation();
  const refused = isRouteErrorResponse(error) && error.status >= 400 && error.status < 500;
  const shown = refused ? describeRefusal(error, t).reason : message;
  useEffect(() => {
    showToast({ id: `load-failed-${title}`, type: "error", title: shown });
  }, [shown, title]);
  return (
    <AdminPage title={title} description="" back={back}>
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
        <p className="font-medium">{shown}</p>
        {refused ? <p className="mt-1 text-sm">{statusLine(error.status)}</p> : null}
        <a href={`${location.pathname}${location.search}`} className="mt-2 inline-block font-medium underline">
          Try again
        </a>
      </div>
    </AdminPage>
  );
}
