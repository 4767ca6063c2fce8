import { useRouteLoaderData } from "react-router";

import { AlertBanner } from "~/features/alerts/alert-banner";
import type { ShownAlert } from "~/features/alerts/alerts";
import type { SiteSettings } from "~/features/settings/settings";
import { jsonForScript, schoolStructuredData } from "~/features/settings/structured-data";
import { useNonce } from "~/lib/server/nonce";
import { useLocale } from "~/ui/local-link";

import { ContactBar } from "./contact-bar";
import { siteNavigation, type PlacedPage } from "./navigation";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** What the root loader gives every page for its frame. */
interface SiteFrameData {
  settings: SiteSettings;
  year: number;
  siteUrl: string;
}

/**
 * The public pages' frame: the school's structured data, the alerts above the header (docs/specification.md §24),
 * the header and the footer (SPEC §2), and on phones the contact bar, with room below the footer for it
 * (decision 0039).
 */
export function SiteShell({
  alerts = [],
  pages = [],
  children,
}: {
  alerts?: readonly ShownAlert[];
  /** The school's own pages the menus link (docs/specification.md §32). */
  pages?: readonly PlacedPage[];
  children: React.ReactNode;
}) {
  const data = useRouteLoaderData("root") as SiteFrameData | undefined;
  const nonce = useNonce();
  const locale = useLocale();
  // Without the root data (the database is down) the error page stands alone.
  if (!data) return <>{children}</>;
  const navigation = siteNavigation(pages);
  return (
    <div className="flex min-h-screen flex-col pb-[var(--contact-bar-space,0px)]">
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: jsonForScript(schoolStructuredData(data.settings, data.siteUrl, locale)) }}
      />
      <AlertBanner alerts={alerts} />
      <SiteHeader settings={data.settings} navigation={navigation.main} />
      <div className="flex-1">{children}</div>
      <SiteFooter settings={data.settings} year={data.year} quickLinks={navigation.quickLinks} />
      <ContactBar settings={data.settings} />
    </div>
  );
}
