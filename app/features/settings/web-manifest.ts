// The web app manifest (decision 0076): what a phone shows when a parent adds the site to the home screen — the
// school's name under its logo. Pure, built from the public settings.
import type { SchoolLogo } from "./logo";

/** The site's colours: the header's blue (app.css's brand-800) and the pages' white. */
export const THEME_COLOUR = "#163f7c";
export const BACKGROUND_COLOUR = "#ffffff";

/** A home screen shows about 12 characters under an icon. */
const SHORT_NAME_MAX = 12;

/**
 * The name under the icon: the school's name when it fits, else the initials of its words ("Fatehabad International
 * School": "FIS"), else its first characters.
 */
export function shortNameOf(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= SHORT_NAME_MAX) return trimmed;
  const initials = trimmed
    .split(/\s+/)
    .map((word) => word.match(/\p{L}/u)?.[0] ?? "")
    .join("")
    .toUpperCase();
  return initials.length >= 2 && initials.length <= SHORT_NAME_MAX ? initials : trimmed.slice(0, SHORT_NAME_MAX).trim();
}

/** The manifest of a site whose school is `schoolName` with `logo`, in JSON's shape. */
export function webManifest({
  schoolName,
  shortDescription,
  logo,
}: {
  schoolName: string;
  shortDescription: string;
  logo: SchoolLogo;
}) {
  return {
    name: schoolName,
    short_name: shortNameOf(schoolName),
    description: shortDescription,
    lang: "en-IN",
    start_url: "/",
    scope: "/",
    // Opens as the website it is, in the browser: nothing here works offline.
    display: "browser",
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: [
      { src: logo.icon192, sizes: "192x192", type: "image/png", purpose: "any" },
      { src: logo.icon512, sizes: "512x512", type: "image/png", purpose: "any" },
    ],
  };
}
