// The school's logo (docs/specification.md §10, decision 0076): the files made from the one an admin uploads, and
// the addresses every page names them by. Imports nothing at run time, so every page can carry it.

/** The most an uploaded logo may weigh. */
export const MAX_LOGO_BYTES = 5 * 1024 * 1024;
/** The fewest pixels a PNG or JPEG logo may have each way: below that it blurs even in the header. */
export const MIN_LOGO_PIXELS = 64;

/** The formats a logo may be uploaded in, as the file field offers them (the server judges the bytes). */
export const LOGO_ACCEPT = "image/svg+xml,image/png,image/jpeg,.svg,.png,.jpg,.jpeg";

/**
 * The files made from a logo, each a PNG, whatever was uploaded: no byte of the upload is kept, so nothing an SVG
 * carried (a script, a link) reaches a visitor. Each is the logo inside a square; the icons stand on white with a
 * margin, as a phone's home screen shows them, the rest on nothing.
 */
export const LOGO_FILES = {
  /** The header's, the footer's and the sign-in page's: 48 CSS px at up to three device pixels each. */
  mark: { name: "mark.png", size: 144, opaque: false },
  /** The share images' (decision 0076): drawn at up to 400 px. */
  large: { name: "large.png", size: 512, opaque: false },
  appleTouchIcon: { name: "apple-touch-icon.png", size: 180, opaque: true },
  icon192: { name: "icon-192.png", size: 192, opaque: true },
  icon512: { name: "icon-512.png", size: 512, opaque: true },
} as const;
export type LogoFile = keyof typeof LOGO_FILES;

/** The web app manifest's address: what a phone's "Add to Home screen" reads (decision 0076). */
export const MANIFEST_PATH = "/manifest.webmanifest";

/** The folder the placeholder's files are served from (made from public/logo.svg: /icons/<file>). */
export const PLACEHOLDER_ICONS_PATH = "/icons";

/** Where a page finds the school's logo and its icons. */
export interface SchoolLogo {
  /** Whether the school uploaded it: false while the placeholder crest shows. */
  uploaded: boolean;
  /** The image the header, the footer and the sign-in page show, square. */
  src: string;
  /** Its type, for <link rel="icon">. */
  type: "image/svg+xml" | "image/png";
  appleTouchIcon: string;
  icon192: string;
  icon512: string;
}

/**
 * The logo stored in `logoKey`'s folder (logo/<id>, served by /uploads), or the placeholder crest while there is
 * none: public/logo.svg, and PNG icons made from it.
 */
export function schoolLogo(logoKey: string | null): SchoolLogo {
  const at = (file: LogoFile) =>
    logoKey ? `/uploads/${logoKey}/${LOGO_FILES[file].name}` : `${PLACEHOLDER_ICONS_PATH}/${LOGO_FILES[file].name}`;
  return {
    uploaded: logoKey !== null,
    src: logoKey ? at("mark") : "/logo.svg",
    type: logoKey ? "image/png" : "image/svg+xml",
    appleTouchIcon: at("appleTouchIcon"),
    icon192: at("icon192"),
    icon512: at("icon512"),
  };
}

/** The root loader's logo, read by pages outside the public frame (sign-in, setup); the placeholder without it. */
export function logoOfRoot(rootData: unknown): SchoolLogo {
  return (rootData as { settings?: { logo?: SchoolLogo } } | undefined)?.settings?.logo ?? schoolLogo(null);
}
