// Plain links that open in the page, as a <Link> does, through one click handler on what holds them (decision
// 0061). A <Link> costs a page some 5 kB of memory and a router lookup as it renders; a table of 200 figure links
// paid that 200 times a request. Before the scripts have loaded, each is an ordinary link.
import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/** The onClick of an element whose <a href> links, of this site, open in the page without loading it again. */
export function useLinksInPage() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    // A new tab or window, a download, or a click something else took: the browser's own.
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (!link || !event.currentTarget.contains(link) || link.target || link.hasAttribute("download")) return;
    if (link.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(link.pathname + link.search + link.hash);
  };
}
