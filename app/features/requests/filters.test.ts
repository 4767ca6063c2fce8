import { describe, expect, it } from "vitest";

import { enquiryKind } from "~/features/enquiries/enquiry-kind";
import { visitRequestKind } from "~/features/visits/visit-request-kind";

import { containsPattern, filtersOnly } from "./filters";
import { requestFiltersOf } from "./request-kind";

const url = (path: string) => new URL(`http://localhost${path}`);
const visitRequestFiltersOf = (address: URL) => requestFiltersOf(visitRequestKind, address);
const enquiryFiltersOf = (address: URL) => requestFiltersOf(enquiryKind, address);

describe("the visit requests' filters in the URL", () => {
  it("reads a visit date, a status and a page", () => {
    expect(visitRequestFiltersOf(url("/admin/visit-requests?date=2026-03-05&status=confirmed&page=3"))).toEqual({
      date: "2026-03-05",
      status: "confirmed",
      page: 3,
    });
  });

  it("is no filter and page 1 without parameters", () => {
    expect(visitRequestFiltersOf(url("/admin/visit-requests"))).toEqual({ date: null, status: null, page: 1 });
  });

  it.each(["2026-02-30", "2026-13-01", "05-03-2026", "yesterday", "2026-3-5", ""])("ignores the date %j", (date) => {
    expect(visitRequestFiltersOf(url(`/admin/visit-requests?date=${date}`)).date).toBeNull();
  });

  it.each(["all", "Pending", "contacted", "closed", "'; drop table", ""])("shows every status for %j", (status) => {
    expect(visitRequestFiltersOf(url(`/admin/visit-requests?status=${encodeURIComponent(status)}`)).status).toBeNull();
  });

  it.each(["0", "-1", "1.5", "two", "99999999"])("falls back to page 1 for %j", (page) => {
    expect(visitRequestFiltersOf(url(`/admin/visit-requests?page=${page}`)).page).toBe(1);
  });
});

describe("the enquiries' filters in the URL", () => {
  it("reads a search, a status and a page", () => {
    expect(enquiryFiltersOf(url("/admin/enquiries?q=%20Ravi%20&status=contacted&page=2"))).toEqual({
      q: "Ravi",
      status: "contacted",
      page: 2,
    });
  });

  it("has no search for a blank box, and cuts a long one at 100 characters", () => {
    expect(enquiryFiltersOf(url("/admin/enquiries?q=%20%20")).q).toBeNull();
    expect(enquiryFiltersOf(url(`/admin/enquiries?q=${"a".repeat(500)}`)).q).toHaveLength(100);
  });

  it.each(["confirmed", "cancelled", "CLOSED", "x"])("shows every status for %j", (status) => {
    expect(enquiryFiltersOf(url(`/admin/enquiries?status=${status}`)).status).toBeNull();
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
  });
});
