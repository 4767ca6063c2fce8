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

export function pageOf<Row>(rows: Row[], total: number, page: number, pageSize = PAGE_SIZE): Page<Row> {
  return { rows, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}
