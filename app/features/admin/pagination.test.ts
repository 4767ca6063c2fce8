import { describe, expect, it } from "vitest";

import { pageNumberOf, pageWindow, readCountedPage, readPage } from "./pagination";

const url = (search: string) => new URL(`http://localhost/admin/enquiries${search}`);

describe("the page a list shows", () => {
  it("is page 1 unless the URL asks for another whole number", () => {
    expect(pageNumberOf(url(""))).toBe(1);
    expect(pageNumberOf(url("?page=3"))).toBe(3);
    for (const bad of ["0", "-2", "2.5", "abc", "9999999", ""]) expect(pageNumberOf(url(`?page=${bad}`))).toBe(1);
  });

  it("reads 25 rows a page", () => {
    expect(pageWindow(1)).toEqual({ limit: 25, offset: 0 });
    expect(pageWindow(3)).toEqual({ limit: 25, offset: 50 });
  });

  const list = (total: number) => ({
    count: async () => total,
    rows: async ({ limit, offset }: { limit: number; offset: number }) =>
      Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, index) => offset + index),
  });

  it("counts pages, with at least one for an empty list", async () => {
    expect((await readPage(1, list(0))).pageCount).toBe(1);
    expect((await readPage(1, list(25))).pageCount).toBe(1);
    expect((await readPage(1, list(26))).pageCount).toBe(2);
    expect((await readPage(1, list(20_000))).pageCount).toBe(800);
  });

  it("shows the last page for a page past the end", async () => {
    const page = await readPage(9, list(30));
    expect(page).toMatchObject({ page: 2, pageCount: 2, total: 30 });
    expect(page.rows).toEqual([25, 26, 27, 28, 29]);
    expect((await readPage(5, list(0))).page).toBe(1);
  });

  it("reads pages of another size", async () => {
    expect((await readPage(2, { ...list(30), pageSize: 24 })).rows).toEqual([24, 25, 26, 27, 28, 29]);
  });

  it("reads the rows and their count at once, counting apart only for a page with no rows", async () => {
    let counted = 0;
    const counting = (total: number) => ({
      count: async () => (counted++, total),
      rows: async (window: { limit: number; offset: number }) =>
        (await list(total).rows(window)).map((row) => ({ row, total })),
    });
    expect(await readCountedPage(2, counting(30))).toMatchObject({ page: 2, pageCount: 2, total: 30 });
    expect(counted).toBe(0);
    const past = await readCountedPage(9, counting(30));
    expect(past).toMatchObject({ page: 2, pageCount: 2, total: 30 });
    expect(past.rows).toEqual([25, 26, 27, 28, 29].map((row) => ({ row })));
    expect(counted).toBe(1);
    expect(await readCountedPage(1, counting(0))).toMatchObject({ page: 1, pageCount: 1, total: 0, rows: [] });
    expect(counted).toBe(1);
  });
});
