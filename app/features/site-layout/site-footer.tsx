import { Trans, useLingui } from "@lingui/react/macro";
import { Mail, MapPin, Phone } from "lucide-react";

import { telHref, type SiteSettings } from "~/features/settings/settings";
import { EmailAddress } from "~/ui/email-address";
import { LocalLink } from "~/ui/local-link";

import { footerStatementLinks, navLabel, type NavItem } from "./navigation";
import { SocialLinks } from "./social-links";

// Each link of the footer is at least 44 px high and wide, its words centred in it (decisions 0049, 0075).
const footerLink = "inline-flex min-h-11 min-w-11 items-center";

export function SiteFooter({
  settings,
  year,
  quickLinks,
}: {
  settings: SiteSettings;
  year: number;
  /** The Quick Links, the school's own pages placed there among them (`siteNavigation`). */
  quickLinks: NavItem[];
}) {
  const { t } = useLingui();
  const school = settings.schoolName;
  return (
    <footer className="bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-3">
        <section aria-label={t`About the school`}>
          <div className="flex items-center gap-3">
            <img src={settings.logo.src} alt="" width={40} height={40} className="h-10 w-10 object-contain" />
            <p lang={settings.lang.schoolName} className="text-lg font-semibold text-white">
              {settings.schoolName}
            </p>
          </div>
          <p lang={settings.lang.shortDescription} className="mt-4 text-sm leading-relaxed text-brand-100">
            {settings.shortDescription}
          </p>
          <LocalLink
            to="/admin"
            className="mt-2 inline-flex min-h-11 items-center text-sm font-medium text-white underline underline-offset-4"
          >
            <Trans>Admin Login</Trans>
          </LocalLink>
        </section>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="font-semibold text-white">
            <Trans>Quick Links</Trans>
          </h2>
          {/* Two columns on a phone: four links a thumb can hit, in the height the list had before. */}
          <ul className="mt-2 grid grid-cols-2 gap-x-4 text-sm md:grid-cols-1">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <LocalLink
                  to={link.to}
                  lang={navLabel(link, t).lang}
                  className={`${footerLink} text-brand-100 hover:text-white hover:underline`}
                >
                  {navLabel(link, t).text}
                </LocalLink>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="font-semibold text-white">
            <Trans context="footer heading">Contact</Trans>
          </h2>
          <address className="mt-4 text-sm text-brand-100 not-italic">
            <p lang={settings.lang.address} className="flex gap-2">
              <MapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
              {settings.address}
            </p>
            <p className="mt-1 flex items-center gap-2">
              <Phone aria-hidden className="h-4 w-4 shrink-0" />
              <span className="flex flex-wrap gap-x-4">
                {[settings.phonePrimary, settings.phoneSecondary].map((phone, index) => (
                  <a key={index} href={telHref(phone)} className={`${footerLink} hover:text-white hover:underline`}>
                    {phone}
                  </a>
                ))}
              </span>
            </p>
            <p className="flex items-center gap-2">
              <Mail aria-hidden className="h-4 w-4 shrink-0" />
              <a href={`mailto:${settings.email}`} className={`${footerLink} min-w-0 hover:text-white hover:underline`}>
                <EmailAddress email={settings.email} />
              </a>
            </p>
          </address>
        </section>
      </div>

      <div className="border-t border-brand-800">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 sm:flex-row">
          <SocialLinks settings={settings} linkClassName="h-10 w-10 bg-brand-800 hover:bg-brand-700" />
          <nav aria-label={t`Statements`} className="text-sm">
            <ul className="flex flex-wrap justify-center gap-x-4">
              {footerStatementLinks.map((link) => (
                <li key={link.to}>
                  <LocalLink
                    to={link.to}
                    className={`${footerLink} text-brand-100 underline-offset-2 hover:text-white hover:underline`}
                  >
                    {navLabel(link, t).text}
                  </LocalLink>
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-sm text-brand-100">
            <Trans>
              © {year} {school}. All rights reserved.
            </Trans>
          </p>
        </div>
      </div>
    </footer>
  );
}
