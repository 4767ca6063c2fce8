import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

import type { SiteSettings } from "~/features/settings/settings";
import { englishPathOf, HREFLANG, HTML_LANG, OWN_NAMES, pathIn } from "~/lib/language/locale";
import { LocalLink, useLocale } from "~/ui/local-link";

import { isCurrent, navLabel, type NavItem } from "./navigation";

// Both menus are built from plain HTML that works before (or without)
// JavaScript: the desktop submenu opens on hover and keyboard focus, the mobile
// menu is a <details> element. Scripts only add the touch toggle and closing.
export function SiteHeader({
  settings,
  navigation,
}: {
  settings: Pick<SiteSettings, "schoolName" | "tagline" | "lang" | "logo">;
  /** The header's items, the school's own pages among them (`siteNavigation`). */
  navigation: NavItem[];
}) {
  // The page in English terms, as the navigation names it: /hi/about is About.
  const pathname = englishPathOf(useLocation().pathname);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <LocalLink to="/" className="flex min-w-0 items-center gap-3">
          <img src={settings.logo.src} alt="" width={48} height={48} className="h-12 w-12 shrink-0 object-contain" />
          <span className="min-w-0">
            <span
              lang={settings.lang.schoolName}
              className="block text-base leading-tight font-bold text-brand-800 sm:text-lg"
            >
              {settings.schoolName}
            </span>
            <span lang={settings.lang.tagline} className="block text-sm text-slate-600">
              {settings.tagline}
            </span>
          </span>
        </LocalLink>
        <div className="flex items-center gap-1">
          <DesktopNavigation pathname={pathname} navigation={navigation} />
          <LanguageSwitch />
          <MobileNavigation pathname={pathname} navigation={navigation} />
        </div>
      </div>
    </header>
  );
}

/**
 * The same page in the other language, named in that language (docs/specification.md §21). A full page load, not a
 * client-side navigation: the browser's messages are the page's language's alone (decisions 0051, 0052).
 */
function LanguageSwitch() {
  const { pathname, search } = useLocation();
  const other = useLocale() === "hi" ? "en" : "hi";
  return (
    <a
      href={pathIn(other, `${pathname}${search}`)}
      lang={HTML_LANG[other]}
      hrefLang={HREFLANG[other]}
      className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-3 text-sm font-semibold text-brand-800 hover:bg-slate-100"
    >
      {OWN_NAMES[other]}
    </a>
  );
}

/** A link to a page, highlighted and marked as the current page when it is. */
function PageLink({ item, pathname, highlight }: { item: NavItem; pathname: string; highlight?: boolean }) {
  const { t } = useLingui();
  const current = item.to === pathname;
  const label = navLabel(item, t);
  return (
    <LocalLink
      to={item.to}
      lang={label.lang}
      className={linkClass(highlight ?? current)}
      aria-current={current ? "page" : undefined}
    >
      {label.text}
    </LocalLink>
  );
}

// Every link and button of the header is at least 44 px high, and the icon buttons as wide (decision 0049).
const linkClass = (current: boolean) =>
  `flex min-h-11 items-center whitespace-nowrap rounded-md px-3 text-sm font-medium transition-colors ${
    current ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-brand-800"
  }`;

function DesktopNavigation({ pathname, navigation }: { pathname: string; navigation: NavItem[] }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Main`} className="hidden xl:block">
      <ul className="flex items-center gap-1">
        {navigation.map((item) =>
          item.children ? (
            <DesktopSubmenu key={item.to} item={item} pathname={pathname} />
          ) : (
            <li key={item.to}>
              <PageLink item={item} pathname={pathname} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function DesktopSubmenu({ item, pathname }: { item: NavItem; pathname: string }) {
  const { t } = useLingui();
  const label = navLabel(item, t).text;
  // Unset, the submenu follows hover and keyboard focus (CSS, so also without
  // JavaScript). The chevron, Escape, choosing a link and the pointer leaving
  // open or close it over hover and focus, until the pointer or focus comes in.
  // Remembers the page it was opened on, so it is closed again after navigating.
  const [choice, setChoice] = useState<{ open: boolean; on: string }>();
  const open = choice && choice.open && choice.on === pathname;
  const setOpen = (value: boolean | undefined) =>
    setChoice(value === undefined ? undefined : { open: value, on: pathname });
  const listId = `submenu-${item.to.slice(1)}`;
  return (
    <li
      className="group relative flex items-center"
      onKeyDown={(event) => {
        if (event.key === "Escape") setOpen(false);
      }}
      onMouseEnter={() => setOpen(undefined)}
      onMouseLeave={() => setOpen(false)}
      onFocus={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(undefined);
      }}
    >
      <PageLink item={item} pathname={pathname} highlight={isCurrent(item, pathname)} />
      <button
        type="button"
        className="flex h-11 w-11 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
        aria-expanded={open === true}
        aria-controls={listId}
        aria-label={t`${label} submenu`}
        onClick={() => setOpen(open !== true)}
      >
        <ChevronDown aria-hidden className="h-4 w-4" />
      </button>
      <ul
        id={listId}
        className={`absolute top-full left-0 z-50 min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg ${
          open === undefined
            ? "invisible group-focus-within:visible group-hover:visible"
            : open
              ? "visible"
              : "invisible"
        }`}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("a")) setOpen(false);
        }}
      >
        {item.children!.map((child) => (
          <li key={child.to}>
            <PageLink item={child} pathname={pathname} />
          </li>
        ))}
      </ul>
    </li>
  );
}

function MobileNavigation({ pathname, navigation }: { pathname: string; navigation: NavItem[] }) {
  const { t } = useLingui();
  const details = useRef<HTMLDetailsElement>(null);
  const close = () => details.current?.removeAttribute("open");
  // Closed when the page changes; not when the page hydrates, which may be
  // just after the visitor opened it (app/entry.client.tsx).
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current !== pathname) close();
    shownOn.current = pathname;
  }, [pathname]);
  return (
    <details ref={details} className="group/menu xl:hidden">
      <summary
        className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
        aria-label={t`Menu`}
      >
        <Menu aria-hidden className="h-6 w-6 group-open/menu:hidden" />
        <X aria-hidden className="hidden h-6 w-6 group-open/menu:block" />
      </summary>
      <nav
        aria-label={t`Main`}
        className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pb-4 shadow-lg"
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("a")) close();
        }}
      >
        <ul className="space-y-1 pt-2">
          {navigation.map((item) => (
            <li key={item.to}>
              <PageLink item={item} pathname={pathname} />
              {item.children ? (
                <ul className="ml-4 space-y-1 border-l border-slate-200 pl-2">
                  {item.children.map((child) => (
                    <li key={child.to}>
                      <PageLink item={child} pathname={pathname} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
