// Pieces of the back office pages of requests from the public: phone and
// e-mail links, Call and WhatsApp, the confirm prompt of a delete, the export
// link (SPEC §2, §8).
import { Download, MessageCircle, Phone } from "lucide-react";
import { lazy, Suspense, useState } from "react";

import { useAdminAction } from "~/features/admin/use-admin-action";
import { phoneHref } from "~/lib/forms/contact-links";
import { LANGUAGE_NAMES, type Locale } from "~/lib/language/locale";
import { buttonClass } from "~/ui/button";
import { EmailAddress } from "~/ui/email-address";

import { filtersOnly } from "./filters";
import type { Reach } from "./request-kind";

/** A parent's phone number as a tel: link (an Indian number dialled as +91, however it was typed). */
export function PhoneLink({ phone, className = "" }: { phone: string; className?: string }) {
  return (
    <a
      href={phoneHref(phone)}
      className={`${className} inline-flex min-h-11 items-center text-brand-800 hover:underline`.trim()}
    >
      {phone}
    </a>
  );
}

/** An e-mail address as a mailto: link. */
export function EmailLink({ email, className = "" }: { email: string; className?: string }) {
  return (
    <a
      href={`mailto:${email}`}
      className={`${className} inline-flex min-h-11 items-center text-brand-800 hover:underline`.trim()}
    >
      <EmailAddress email={email} />
    </a>
  );
}

/** Phone as a tel: link, e-mail as a mailto: link (a data request may give only one). */
export function ContactCell({ phone, email }: { phone: string | null; email: string | null }) {
  return (
    <div className="space-y-0.5">
      {phone ? <PhoneLink phone={phone} className="whitespace-nowrap" /> : null}
      {email ? <EmailLink email={email} /> : null}
    </div>
  );
}

/**
 * Call and WhatsApp, one tap each (decision 0050): on a list's card, and at the
 * top of a record's page; `who` tells a screen reader whom, `number` shows the
 * number on the Call button. Nothing when the request gave no phone.
 */
export function ReachButtons({ reach, who, number = false }: { reach: Reach; who: string; number?: boolean }) {
  if (!reach.tel && !reach.whatsapp) return null;
  return (
    <div className={number ? "flex flex-wrap gap-2" : "grid grid-cols-2 gap-2 sm:flex sm:flex-wrap"}>
      {reach.tel ? (
        <a href={reach.tel} className={buttonClass("secondary", "min-h-11 px-3")}>
          <Phone aria-hidden className="h-4 w-4 shrink-0" />
          Call{number ? ` ${reach.phone}` : ""}
          <span className="sr-only">
            {" "}
            {who}
            {number ? "" : `, ${reach.phone}`}
          </span>
        </a>
      ) : null}
      {reach.whatsapp ? (
        <a
          href={reach.whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("secondary", "min-h-11 px-3")}
        >
          <MessageCircle aria-hidden className="h-4 w-4 shrink-0" />
          WhatsApp
          <span className="sr-only"> {who} (opens WhatsApp in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}

/**
 * "Hindi" beside a request sent from a Hindi page, so the school answers in Hindi (docs/specification.md §21);
 * nothing for English, the most.
 */
export function LanguageBadge({ language }: { language: Locale }) {
  if (language === "en") return null;
  return (
    <span className="ml-2 inline-block rounded-full bg-violet-100 px-2 py-0.5 align-middle text-xs font-semibold text-violet-950 ring-1 ring-violet-300">
      {LANGUAGE_NAMES[language]}
    </span>
  );
}

/** A cell for an optional text: a dash when there is none. */
export function OptionalText({ children }: { children: string | null }) {
  return children ? <>{children}</> : <span className="text-slate-500">—</span>;
}

// The dialog library comes with the first Delete pressed, not with every list (decision 0050): most visits delete nothing.
const ConfirmModal = lazy(() => import("~/ui/modal").then((module) => ({ default: module.ConfirmModal })));

/** What a Delete button asks about: the row, and the prompt's words. */
export interface DeleteTarget {
  id: string;
  title: string;
  description: string;
}

/**
 * The page's confirm prompt before a delete. It stays mounted in the page
 * (the deleted row leaves the table before the answer's toast is shown).
 */
export function DeletePrompt({ target, onClose }: { target: DeleteTarget | null; onClose: () => void }) {
  const { fetcher, busy } = useAdminAction(onClose);
  // Keeps the words while the prompt closes.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmModal
        open={target !== null}
        onOpenChange={(open) => (open ? undefined : onClose())}
        title={shown?.title ?? ""}
        description={shown?.description ?? ""}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={busy}
        onConfirm={() => fetcher.submit({ intent: "delete", id: shown.id }, { method: "post" })}
      />
    </Suspense>
  );
}

/** "Export CSV": the same list, every page, with the filters now in the URL. */
export function ExportLink({ path, search }: { path: string; search: string }) {
  return (
    <a
      href={`${path}${filtersOnly(search)}`}
      download
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-brand-700 bg-white px-5 py-2.5 text-sm font-semibold text-brand-800 transition-colors hover:bg-brand-50"
    >
      <Download aria-hidden className="h-4 w-4" />
      Export CSV
    </a>
  );
}

export const filterLabelClass = "block text-sm font-medium text-slate-800";
export const filterControlClass =
  "mt-1 block min-h-11 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";
