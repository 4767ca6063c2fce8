// Long lists (enquiries, visit requests, …) are read one page at a time, on
// the server; the page number lives in the URL so a link can be shared.
export const PAGE_SIZE = 25;

/** The page a URL asks for (`?page=`): a whole number from 1; anything else is page 1. */
export function pageNumberOf(url: URL): number {
  const raw = url.searchParams.get("page");
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** One page of a list, and what the pager needs to show where it is. */
export interface Page<Row> {
  rows: Row[];
  /** Rows in the whole list (with the same filters). */
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** The LIMIT and OFFSET of page `page`. */
export const pageWindow = (page: number, pageSize = PAGE_SIZE) => ({ limit: pageSize, offset: (page - 1) * pageSize });

const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/**
 * Page `requested` of a list. A page past the end (an old link, or the last
 * row of the last page just deleted) shows the last page. The rows and the
 * count are read at once; only a page past the end is read again.
 */
export async function readPage<Row>(
  requested: number,
  {
    count,
    rows,
    pageSize = PAGE_SIZE,
  }: {
    count: () => Promise<number>;
    rows: (window: { limit: number; offset: number }) => Promise<Row[]>;
    pageSize?: number;
  },
): Promise<Page<Row>> {
  const asked = Math.max(1, requested);
  const [total, askedRows] = await Promise.all([count(), rows(pageWindow(asked, pageSize))]);
  const pageCount = pageCountOf(total, pageSize);
  const page = Math.min(asked, pageCount);
  const shown = page === asked ? askedRows : await rows(pageWindow(page, pageSize));
  return { rows: shown, total, page, pageSize, pageCount };
}

/**
 * As `readPage`, for a list whose every row is read anyway (a search's LIKE reads them all): one query gives the
 * page's rows and, through a window count, the total; `count` is asked only when the page asked for is empty.
 */
export async function readCountedPage<Row>(
  requested: number,
  {
    count,
    rows,
    pageSize = PAGE_SIZE,
  }: {
    count: () => Promise<number>;
    rows: (window: { limit: number; offset: number }) => Promise<(Row & { total: number })[]>;
    pageSize?: number;
  },
): Promise<Page<Row>> {
  const asked = Math.max(1, requested);
  const read = async (page: number) => {
    const found = await rows(pageWindow(page, pageSize));
    return { total: found[0]?.total, rows: found.map(({ total: _total, ...row }) => row as Row) };
  };
  const first = await read(asked);
  const total = first.total ?? (asked > 1 ? await count() : 0);
  const pageCount = pageCountOf(total, pageSize);
  const page = Math.min(asked, pageCount);
  const shown = page === asked ? first.rows : (await read(page)).rows;
  return { rows: shown, total, page, pageSize, pageCount };
}
