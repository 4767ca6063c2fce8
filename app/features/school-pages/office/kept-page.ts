// A page's editing not yet saved, kept on the phone as it is made (docs/specification.md §32): a lost connection, a
// closed tab or a phone that runs out of battery gives it back when the editor opens again, as long as nobody has
// saved the page since (`base`, the saved copy's time, says so). Kept in localStorage, which outlives the tab.

const PREFIX = "kept-page:";

/** The editor's copy of a page: its details and its blocks. */
export interface EditedPage {
  title: string;
  titleHi: string;
  address: string;
  place: string;
  position: number;
  blocks: unknown[];
}

function store(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Keeps `page` as the unsaved editing of the page `id`, begun from the copy saved at `base`. */
export function keepPage(id: string, base: string, page: EditedPage) {
  try {
    store()?.setItem(PREFIX + id, JSON.stringify({ base, page }));
  } catch {
    // A full or refused storage keeps nothing; the editor still works.
  }
}

/** The unsaved editing of the page `id`, if it was begun from the copy saved at `base`; else null (and forgotten). */
export function readKeptPage(id: string, base: string): EditedPage | null {
  try {
    const text = store()?.getItem(PREFIX + id);
    if (!text) return null;
    const kept = JSON.parse(text) as { base?: string; page?: EditedPage };
    if (kept.base === base && kept.page && Array.isArray(kept.page.blocks)) return kept.page;
    forgetKeptPage(id);
    return null;
  } catch {
    return null;
  }
}

export function forgetKeptPage(id: string) {
  try {
    store()?.removeItem(PREFIX + id);
  } catch {
    // Nothing was kept.
  }
}
