import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";

import { postalAddress, telHref, type SiteSettings } from "~/features/settings/settings";

import { footerQuickLinks, footerStatementLinks } from "./navigation";
import { SocialLinks } from "./social-links";

export function SiteFooter({ settings, year }: { settings: SiteSettings; year: number }) {
  return (
    <footer className="bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-3">
        <section aria-label="About the school">
          <div className="flex items-center gap-3">
            <img src="/logo.svg" alt="" width={40} height={40} className="h-10 w-10" />
            <p className="text-lg font-semibold text-white">{settings.schoolName}</p>
          </div>
          <p className="mt-4 text-sm leading-relaxed text-brand-100">{settings.shortDescription}</p>
          <Link to="/admin" className="mt-4 inline-block text-sm font-medium text-white underline underline-offset-4">
            Admin Login
          </Link>
        </section>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="font-semibold text-white">
            Quick Links
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {footerQuickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-brand-100 hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="font-semibold text-white">
            Contact
          </h2>
          <address className="mt-4 space-y-3 text-sm text-brand-100 not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
              {postalAddress(settings)}
            </p>
            <p className="flex gap-2">
              <Phone aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
              <span>
                <a href={telHref(settings.phonePrimary)} className="hover:text-white hover:underline">
                  {settings.phonePrimary}
                </a>
                {", "}
                <a href={telHref(settings.phoneSecondary)} className="hover:text-white hover:underline">
                  {settings.phoneSecondary}
                </a>
              </span>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
              <a href={`mailto:${settings.email}`} className="break-all hover:text-white hover:underline">
                {settings.email}
              </a>
            </p>
          </address>
        </section>
      </div>

      <div className="border-t border-brand-800">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 sm:flex-row">
          <SocialLinks settings={settings} linkClassName="h-10 w-10 bg-brand-800 hover:bg-brand-700" />
          <nav aria-label="Statements" className="text-sm">
            <ul className="flex gap-4">
              {footerStatementLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-brand-100 underline-offset-2 hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-sm text-brand-100">
            © {year} {settings.schoolName}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
