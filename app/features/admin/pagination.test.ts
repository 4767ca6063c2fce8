import { describe, expect, it } from "vitest";

import { pageNumberOf, pageOf, pageWindow } from "./pagination";

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

  it("counts pages, with at least one for an empty list", () => {
    expect(pageOf([], 0, 1).pageCount).toBe(1);
    expect(pageOf([], 25, 1).pageCount).toBe(1);
    expect(pageOf([], 26, 1).pageCount).toBe(2);
    expect(pageOf([], 20_000, 1).pageCount).toBe(800);
  });
});
