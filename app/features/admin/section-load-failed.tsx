import { useEffect } from "react";
import { useLocation } from "react-router";
import { toast } from "sonner";
import { AdminPage } from "~/features/admin/admin-page";

/** A section page whose list could not be read: SPEC §8's "Failed to load …", as a toast and on the page. */
export function SectionLoadFailed({ title, message }: { title: string; message: string }) {
  const location = useLocation();
  useEffect(() => {
    toast.error(message, { id: `load-failed-${title}` });
  }, [message, title]);
  return (
    <AdminPage title={title} description="">
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
        <p className="font-medium">{message}</p>
        <a href={`${location.pathname}${location.search}`} className="mt-2 inline-block font-medium underline">
          Try again
        </a>
      </div>
    </AdminPage>
  );
}
