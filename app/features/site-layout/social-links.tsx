import { useLingui } from "@lingui/react/macro";

import type { SiteSettings } from "~/features/settings/settings";
import { setSocialLinks } from "~/features/settings/social-links";

import { FacebookIcon, InstagramIcon, YouTubeIcon } from "./social-icons";

const ICONS = { Facebook: FacebookIcon, Instagram: InstagramIcon, YouTube: YouTubeIcon };

/**
 * The school's Facebook, Instagram and YouTube pages, each opening in a new tab: only those the school has set
 * (go-live.ts), and nothing at all when none is.
 */
export function SocialLinks({
  settings,
  linkClassName,
  label,
}: {
  settings: Pick<SiteSettings, "facebookUrl" | "instagramUrl" | "youtubeUrl">;
  linkClassName: string;
  label?: string;
}) {
  const { t } = useLingui();
  const links = setSocialLinks(settings).map((link) => ({ ...link, Icon: ICONS[link.name] }));
  if (links.length === 0) return null;
  return (
    <ul className="flex gap-3" aria-label={label ?? t`Social media`}>
      {links.map(({ name, href, Icon }) => (
        <li key={name}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${name} ${t`(opens in a new tab)`}`}
            className={`flex items-center justify-center rounded-full text-white ${linkClassName}`}
          >
            <Icon className="h-5 w-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
