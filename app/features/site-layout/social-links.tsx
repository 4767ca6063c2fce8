import type { SiteSettings } from "~/features/settings/settings";

import { FacebookIcon, InstagramIcon, YouTubeIcon } from "./social-icons";

/** The school's Facebook, Instagram and YouTube pages, each opening in a new tab. */
export function SocialLinks({
  settings,
  linkClassName,
  label = "Social media",
}: {
  settings: Pick<SiteSettings, "facebookUrl" | "instagramUrl" | "youtubeUrl">;
  linkClassName: string;
  label?: string;
}) {
  const links = [
    { name: "Facebook", href: settings.facebookUrl, Icon: FacebookIcon },
    { name: "Instagram", href: settings.instagramUrl, Icon: InstagramIcon },
    { name: "YouTube", href: settings.youtubeUrl, Icon: YouTubeIcon },
  ];
  return (
    <ul className="flex gap-3" aria-label={label}>
      {links.map(({ name, href, Icon }) => (
        <li key={name}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${name} (opens in a new tab)`}
            className={`flex items-center justify-center rounded-full text-white ${linkClassName}`}
          >
            <Icon className="h-5 w-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
