// Whether a social link is the school's own page (decision 0037): the footer's and the Contact page's icons, the
// structured data and the go-live checklist read this one rule. Imports nothing, so every public page can carry it.
import type { SchoolSettings } from "./settings";

export const SOCIAL_NETWORKS = [
  { field: "facebookUrl", name: "Facebook", label: "Facebook page", host: "facebook.com" },
  { field: "instagramUrl", name: "Instagram", label: "Instagram page", host: "instagram.com" },
  { field: "youtubeUrl", name: "YouTube", label: "YouTube channel", host: "youtube.com" },
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * Whether `url` is the school's own page on `network`: not empty, and not the network's bare home page
 * (https://www.facebook.com/, which earlier installs were seeded with), which would send a parent nowhere.
 */
export function isSocialLinkSet(network: Pick<SocialNetwork, "host">, url: string): boolean {
  const value = url.trim();
  if (value === "" || !URL.canParse(value)) return false;
  const { hostname, pathname, search, hash } = new URL(value);
  const host = hostname.toLowerCase().replace(/^(www|m)\./, "");
  return !(host === network.host && pathname.replace(/\/+$/, "") === "" && search === "" && hash === "");
}

/** The social links the school has set, in the footer's order: the icons shown. */
export function setSocialLinks(settings: Pick<SchoolSettings, SocialNetwork["field"]>) {
  return SOCIAL_NETWORKS.filter((network) => isSocialLinkSet(network, settings[network.field])).map((network) => ({
    name: network.name,
    href: settings[network.field].trim(),
  }));
}
