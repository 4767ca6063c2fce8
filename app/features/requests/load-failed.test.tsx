import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary as EnquiriesError } from "~/routes/admin/enquiries";
import { ErrorBoundary as VisitRequestsError } from "~/routes/admin/visit-requests";

// SPEC §8: "Failed to load visit requests" / "Failed to load enquiries" when the list cannot be read.
describe("a list that cannot be read", () => {
  it.each([
    ["/admin/visit-requests", VisitRequestsError, "Visit Requests", "Failed to load visit requests"],
    ["/admin/enquiries", EnquiriesError, "Admission Enquiries", "Failed to load enquiries"],
  ])("%s says so, with a way to try again", (path, Boundary, title, message) => {
    const Stub = createRoutesStub([{ path, Component: Boundary }]);
    const html = renderToString(<Stub initialEntries={[`${path}?status=pending`]} />);
    expect(html).toContain(`>${title}</h1>`);
    expect(html).toContain(message);
    expect(html).toContain(`href="${path}?status=pending"`);
  });
});
