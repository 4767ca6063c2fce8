import { Trans, useLingui } from "@lingui/react/macro";
import { Info, OctagonAlert, TriangleAlert, X, type LucideIcon } from "lucide-react";
import { useId, useState } from "react";
import { useLocation } from "react-router";

import { LocalLink } from "~/ui/local-link";

import { SEVERITY_NAMES, SEVERITY_STYLES, type AlertSeverity, type ShownAlert } from "./alerts";

const ICONS: Record<AlertSeverity, LucideIcon> = { information: Info, warning: TriangleAlert, urgent: OctagonAlert };

/**
 * The alerts at the top of a public page (docs/specification.md §24): each says how serious it is in words, with
 * its colour and icon. Any but an urgent one can be dismissed: a form that works without JavaScript (decision 0065).
 */
export function AlertBanner({ alerts }: { alerts: readonly ShownAlert[] }) {
  const [dismissed, setDismissed] = useState<readonly string[]>([]);
  const shown = alerts.filter((alert) => !dismissed.includes(alert.fingerprint));
  if (shown.length === 0) return null;
  return (
    <div>
      {shown.map((alert) => (
        <AlertLine
          key={alert.fingerprint}
          alert={alert}
          onDismiss={() => setDismissed((before) => [...before, alert.fingerprint])}
        />
      ))}
    </div>
  );
}

function AlertLine({ alert, onDismiss }: { alert: ShownAlert; onDismiss: () => void }) {
  const { t } = useLingui();
  const headingId = useId();
  const { pathname, search } = useLocation();
  const Icon = ICONS[alert.severity];
  const style = SEVERITY_STYLES[alert.severity];
  const link = alert.link;
  return (
    <section aria-labelledby={headingId} className={`border-b-4 ${style.banner}`} data-alert={alert.severity}>
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-2">
        <Icon aria-hidden className={`mt-0.5 h-6 w-6 shrink-0 ${style.icon}`} />
        <p className="min-w-0 flex-1 py-0.5 text-base break-words">
          <strong id={headingId} className="font-bold">
            {t(SEVERITY_NAMES[alert.severity])}
          </strong>
          : <span lang={alert.lang}>{alert.text}</span>
          {link ? (
            <>
              {" "}
              {link.startsWith("/") ? (
                <LocalLink to={link} className="font-semibold underline underline-offset-2">
                  <Trans>Read more</Trans>
                </LocalLink>
              ) : (
                <a href={link} className="font-semibold underline underline-offset-2">
                  <Trans>Read more</Trans>
                </a>
              )}
            </>
          ) : null}
        </p>
        {alert.severity === "urgent" ? null : (
          // A plain form: pressed before the page's scripts have come, it posts and the page comes back without the
          // alert; once they have, the alert goes at once and the post only sets the cookie.
          <form
            method="post"
            action="/alerts/dismiss"
            className="-my-1 shrink-0"
            onSubmit={(event) => {
              event.preventDefault();
              onDismiss();
              void fetch("/alerts/dismiss", {
                method: "POST",
                body: new FormData(event.currentTarget),
                headers: { Accept: "application/json" },
              }).catch(() => {});
            }}
          >
            <input type="hidden" name="alert" value={alert.fingerprint} />
            <input type="hidden" name="back" value={`${pathname}${search}`} />
            <button
              type="submit"
              aria-label={t`Dismiss this alert`}
              className="flex h-11 w-11 items-center justify-center rounded-md hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none"
            >
              <X aria-hidden className="h-5 w-5" />
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
