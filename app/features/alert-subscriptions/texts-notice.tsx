import { MessageSquareWarning } from "lucide-react";
import { Link } from "react-router";

/**
 * The dashboard's word to admins on the parents who subscribed with a mobile number while no gateway sends texts
 * (decision 0075); nothing while none wait.
 */
export function TextsNotice({ mobiles, settingsPath }: { mobiles: number; settingsPath: string }) {
  if (mobiles === 0) return null;
  return (
    <section aria-label="Text messages" className="mt-8">
      <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
        <p className="flex items-center gap-2 font-semibold">
          <MessageSquareWarning aria-hidden className="h-5 w-5 shrink-0" />
          {mobiles} {mobiles === 1 ? "parent waits" : "parents wait"} for alerts on their mobile
        </p>
        <p className="mt-1 text-sm">
          They gave a mobile number for the school's alerts, but the school does not send text messages yet, so nothing
          reaches their mobile. Those who gave an e-mail address too get the alerts by e-mail.{" "}
          <Link to={settingsPath} className="font-medium underline">
            Set up SMS or WhatsApp in School Settings
          </Link>
        </p>
      </div>
    </section>
  );
}
