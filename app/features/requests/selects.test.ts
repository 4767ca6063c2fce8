// A kind's own selects among the list's filters (decision 0058): read from the URL only when the kind may have the
// value, carried to a record's page and back, and left out when All.
import { describe, expect, it } from "vitest";

import { applicationKind } from "~/features/applications/application-kind";
import { enquiryKind } from "~/features/enquiries/enquiry-kind";

import { listPathOf, requestFiltersOf, searchOfFilters } from "./request-kind";

const filtersOf = (search: string) =>
  requestFiltersOf(applicationKind, new URL(`http://localhost/admin/list${search}`));

describe("a kind's selects in the URL", () => {
  it.each([
    ["?class=Class+I&session=2027-28&status=submitted", { class: "Class I", session: "2027-28" }],
    ["?class=Class+I", { class: "Class I" }],
    // Not a class of §3, not a session: All.
    ["?class=Class+XIII&session=2027-29", {}],
    ["?class=class+i&session=2027", {}],
    ["?class=&session=", {}],
  ])("%s reads as %j", (search, selects) => {
    expect(filtersOf(search).selects).toEqual(selects);
  });

  it("is not there for a kind without selects", () => {
    expect(requestFiltersOf(enquiryKind, new URL("http://localhost/admin/enquiries?class=Class+I"))).toEqual({
      q: null,
      status: null,
      page: 1,
    });
  });

  it("goes to a record's page and back with the list's other filters", () => {
    const filters = filtersOf("?q=Asha&class=Class+I&session=2027-28&status=applied&page=2");
    expect(searchOfFilters(filters)).toBe("?class=Class+I&session=2027-28&q=Asha&status=applied&page=2");
    expect(listPathOf(applicationKind, "?class=Class+V&next=//evil.example")).toBe("/admin/applications?class=Class+V");
  });
});
