import { describe, expect, it } from "vitest";

import { enquiryKind } from "~/features/enquiries/enquiry-kind";
import { visitRequestKind } from "~/features/visits/visit-request-kind";

import { containsPattern, filtersOnly } from "./filters";
import { listPathOf, recordPathOf, requestFiltersOf, searchOfFilters, statusesOf } from "./request-kind";

const url = (path: string) => new URL(`http://localhost${path}`);

const KINDS = { visits: visitRequestKind, enquiries: enquiryKind };
const filtersOf = (kind: keyof typeof KINDS, search: string) =>
  requestFiltersOf(KINDS[kind], url(`/admin/list${search}`));

describe("the filters in the URL", () => {
  it.each([
    [
      "visits",
      "?date=2026-03-05&status=confirmed&page=3",
      { date: "2026-03-05", to: null, when: null, status: "confirmed", page: 3 },
    ],
    [
      "visits",
      "?date=2026-11-25&to=2026-11-29&status=due",
      { date: "2026-11-25", to: "2026-11-29", when: null, status: "due", page: 1 },
    ],
    ["enquiries", "?q=%20Ravi%20&status=contacted&page=2", { q: "Ravi", status: "contacted", page: 2 }],
    ["visits", "", { date: null, to: null, when: null, status: null, page: 1 }],
    // Which dates without a date filter (decision 0037): from today on unless the past or every date is asked for.
    ["visits", "?when=past&status=pending", { date: null, to: null, when: "past", status: "pending", page: 1 }],
    ["visits", "?when=all", { date: null, to: null, when: "all", status: null, page: 1 }],
    ["visits", "?when=upcoming", { date: null, to: null, when: null, status: null, page: 1 }],
    ["visits", "?when=PAST", { date: null, to: null, when: null, status: null, page: 1 }],
    ["enquiries", "", { q: null, status: null, page: 1 }],
  ] as const)("of %s: %j reads as %j", (kind, search, filters) => {
    expect(filtersOf(kind, search)).toEqual(filters);
  });

  // Not one of the list's statuses: another list's, another case, anything else.
  it.each([
    ...["all", "Pending", "contacted", "closed", "'; drop table", ""].map((status) => ["visits", status] as const),
    ...["confirmed", "cancelled", "CLOSED", "x", "due"].map((status) => ["enquiries", status] as const),
  ])("of %s: shows every status for %j", (kind, status) => {
    expect(filtersOf(kind, `?status=${encodeURIComponent(status)}`).status).toBeNull();
  });

  it.each(["0", "-1", "1.5", "two", "99999999"])("falls back to page 1 for %j", (page) => {
    expect(filtersOf("visits", `?page=${page}`).page).toBe(1);
    expect(filtersOf("enquiries", `?page=${page}`).page).toBe(1);
  });
});

describe("the visit date in the URL", () => {
  it.each(["2026-02-30", "2026-13-01", "05-03-2026", "yesterday", "2026-3-5", ""])("ignores the date %j", (date) => {
    expect(filtersOf("visits", `?date=${date}`).date).toBeNull();
    expect(filtersOf("visits", `?to=${date}`).to).toBeNull();
  });
});

describe("a status group", () => {
  it("stands for its statuses; a status for itself; none for every status", () => {
    expect(statusesOf(visitRequestKind, "due")).toEqual(["pending", "confirmed"]);
    expect(statusesOf(visitRequestKind, "cancelled")).toEqual(["cancelled"]);
    expect(statusesOf(visitRequestKind, null)).toBeNull();
  });
});

describe("the search in the URL", () => {
  const searchOf = (query: string) => filtersOf("enquiries", `?q=${query}`).q;

  it("has no search for a blank box, and cuts a long one at 100 characters", () => {
    expect(searchOf("%20%20")).toBeNull();
    expect(searchOf("a".repeat(500))).toHaveLength(100);
  });
});

describe("a search pattern", () => {
  it("finds the text anywhere, with % _ and \\ meaning themselves", () => {
    expect(containsPattern("Ravi")).toBe("%Ravi%");
    expect(containsPattern("100%")).toBe("%100\\%%");
    expect(containsPattern("a_b")).toBe("%a\\_b%");
    expect(containsPattern("a\\b")).toBe("%a\\\\b%");
  });
});

describe("the export link's filters", () => {
  it("keeps the filters and drops the page", () => {
    expect(filtersOnly("?q=Ravi&status=pending&page=4")).toBe("?q=Ravi&status=pending");
    expect(filtersOnly("?page=2")).toBe("");
    expect(filtersOnly("")).toBe("");
    expect(filtersOnly("?date=2026-12-14&to=&status=confirmed")).toBe("?date=2026-12-14&status=confirmed");
  });
});

describe("the way from a list to a record's page and back (decision 0026)", () => {
  it("carries the list's filters and page, and nothing else", () => {
    expect(searchOfFilters({ q: "Ravi Kumar", status: "pending", page: 3 })).toBe(
      "?q=Ravi+Kumar&status=pending&page=3",
    );
    expect(searchOfFilters({ date: "2026-03-05", to: null, status: null, page: 1 })).toBe("?date=2026-03-05");
    expect(searchOfFilters({ q: null, status: null, page: 1 })).toBe("");
    expect(recordPathOf(enquiryKind, "abc", "?q=x")).toBe("/admin/enquiries/abc?q=x");
  });

  it("goes back to the list as the list reads the record page's URL: what it cannot read is left out", () => {
    expect(listPathOf(enquiryKind, "?q=ravi&status=closed&page=2")).toBe(
      "/admin/enquiries?q=ravi&status=closed&page=2",
    );
    expect(listPathOf(visitRequestKind, "?date=2026-02-30&status=due&next=//evil.example")).toBe(
      "/admin/visit-requests?status=due",
    );
    expect(listPathOf(visitRequestKind, "")).toBe("/admin/visit-requests");
    expect(listPathOf(visitRequestKind, "?when=past&page=2")).toBe("/admin/visit-requests?when=past&page=2");
  });
});
