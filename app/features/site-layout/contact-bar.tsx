import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { MessageCircle, Phone, Send } from "lucide-react";
import { useLocation } from "react-router";

import type { SiteSettings } from "~/features/settings/settings";
import { phoneHref, whatsappNumber, whatsappUrl } from "~/lib/forms/contact-links";
import { englishPathOf } from "~/lib/language/locale";
import { LocalLink } from "~/ui/local-link";

/** Where Enquire goes: the Admissions page with its enquiry dialog open (also without JavaScript). */
export const ENQUIRY_HREF = "/admissions?form=enquiry";

/** What a parent's WhatsApp message starts with, in the page's language; they finish it. */
export const WHATSAPP_GREETING = msg`Namaste! I have a question about the school.`;

/**
 * The bar's three links (decision 0039): Call the first phone; WhatsApp the
 * first of the two phones that can be a WhatsApp number (none when neither can),
 * the message started with `greeting`; Enquire.
 */
export function contactBarLinks(settings: Pick<SiteSettings, "phonePrimary" | "phoneSecondary">, greeting: string) {
  const whatsappPhone = [settings.phonePrimary, settings.phoneSecondary].find((phone) => whatsappNumber(phone));
  return {
    call: phoneHref(settings.phonePrimary),
    whatsapp: whatsappPhone ? whatsappUrl(whatsappPhone, greeting) : null,
    enquire: ENQUIRY_HREF,
  };
}

const itemClass = "flex h-full min-h-11 items-center justify-center gap-2 px-2 text-sm font-semibold";

/**
 * On phones, a bar fixed to the foot of every public page: Call, WhatsApp and
 * Enquire, as plain links that need no script. app/app.css hides it from 640px
 * up (the header is there) and while a dialog is open, gives the page room for
 * it, and lifts the toasts above it.
 */
export function ContactBar({ settings }: { settings: Pick<SiteSettings, "phonePrimary" | "phoneSecondary"> }) {
  const { t } = useLingui();
  const links = contactBarLinks(settings, t(WHATSAPP_GREETING));
  const onAdmissions = englishPathOf(useLocation().pathname) === "/admissions";
  return (
    <nav
      aria-label={t`Contact the school`}
      className="contact-bar fixed inset-x-0 bottom-0 z-40 h-(--contact-bar-height) border-t border-slate-200 bg-white shadow-[0_-2px_8px_rgb(15_23_42/0.08)]"
    >
      <ul className="grid h-full auto-cols-fr grid-flow-col divide-x divide-slate-200">
        {/* Call, and WhatsApp when a phone can take it: each a plain link. */}
        {[
          { key: "call", href: links.call, icon: Phone, label: t`Call` },
          ...(links.whatsapp
            ? [{ key: "whatsapp", href: links.whatsapp, icon: MessageCircle, label: t`WhatsApp` }]
            : []),
        ].map(({ key, href, icon: Icon, label }) => (
          <li key={key}>
            <a href={href} className={`${itemClass} text-brand-800 active:bg-brand-50`}>
              <Icon aria-hidden className="h-5 w-5 shrink-0" />
              {label}
            </a>
          </li>
        ))}
        <li>
          <LocalLink
            to={links.enquire}
            preventScrollReset={onAdmissions}
            className={`${itemClass} bg-brand-700 text-white active:bg-brand-800`}
          >
            <Send aria-hidden className="h-5 w-5 shrink-0" />
            <Trans>Enquire</Trans>
          </LocalLink>
        </li>
      </ul>
    </nav>
  );
}
