import { pathIn, type Locale } from "~/lib/language/locale";

import type { SiteSettings } from "./settings";
import { setSocialLinks } from "./social-links";

/**
 * schema.org School description of the school, for search engines (JSON-LD): on a Hindi page its name,
 * slogan, description and address in Hindi where the school set them (the root loader picks them, decision
 * 0054), and its home page in Hindi.
 */
export function schoolStructuredData(settings: SiteSettings, siteUrl: string, locale: Locale = "en") {
  const socialLinks = setSocialLinks(settings);
  return {
    "@context": "https://schema.org",
    "@type": "School",
    name: settings.schoolName,
    slogan: settings.tagline,
    description: settings.shortDescription,
    url: new URL(pathIn(locale, "/"), siteUrl).toString(),
    // A PNG on white (decision 0076): what search engines take for a logo; the placeholder crest's until one is uploaded.
    logo: new URL(settings.logo.icon512, siteUrl).toString(),
    email: settings.email,
    telephone: [settings.phonePrimary, settings.phoneSecondary],
    address: {
      "@type": "PostalAddress",
      streetAddress: settings.streetAddress,
      addressLocality: settings.locality,
      postalCode: settings.postalCode,
      addressRegion: settings.region,
      addressCountry: settings.country,
      name: settings.address,
    },
    // The school's own pages only (go-live.ts): never a network's bare home page.
    ...(socialLinks.length > 0 ? { sameAs: socialLinks.map((link) => link.href) } : {}),
    // The Contact page's map link, when the school has set one.
    ...(settings.mapUrl ? { hasMap: settings.mapUrl } : {}),
  };
}

/** JSON safe to place inside a <script> element. */
export function jsonForScript(value: unknown) {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
