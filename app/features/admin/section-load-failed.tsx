import { useEffect } from "react";
import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";

import { AdminPage } from "~/features/admin/admin-page";
import { showToast } from "~/ui/toaster";

/**
 * A section page that could not be shown: SPEC §8's "Failed to load …", as a
 * toast and on the page, with a way to try again. A request the server refused
 * on purpose (a form too large to read, say) shows its own reason instead.
 */
export function SectionLoadFailed({ title, message }: { title: string; message: string }) {
  const error = useRouteError();
  const location = useLocation();
  const refused = isRouteErrorResponse(error) && error.status < 500 && typeof error.data === "string";
  const shown = refused ? error.data : message;
  useEffect(() => {
    showToast({ id: `load-failed-${title}`, type: "error", title: shown });
  }, [shown, title]);
  return (
    <AdminPage title={title} description="">
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
        <p className="font-medium">{shown}</p>
        <a href={`${location.pathname}${location.search}`} className="mt-2 inline-block font-medium underline">
          Try again
        </a>
      </div>
    </AdminPage>
  );
}
