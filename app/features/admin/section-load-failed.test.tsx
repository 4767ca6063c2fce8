// SPEC §8's "Failed to load …" / "Failed to fetch …": what each section page
// shows when it cannot be read, with a link to try the same address again.
import { I18nProvider } from "@lingui/react";
import { renderToString as renderInReact } from "react-dom/server";
import { createRoutesStub, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";

import { i18nFor } from "~/lib/language/i18n";
import { ErrorBoundary as AnnouncementsError } from "~/routes/admin/announcements/announcements";
import { ErrorBoundary as CalendarError } from "~/routes/admin/calendar";
import { ErrorBoundary as ContentError } from "~/routes/admin/content";
import { ErrorBoundary as DisclosuresError } from "~/routes/admin/disclosures/mandatory-disclosures";
import { ErrorBoundary as GalleryError } from "~/routes/admin/gallery";
import { ErrorBoundary as ContactMessageError } from "~/routes/admin/requests/contact-message";
import { ErrorBoundary as ContactMessagesError } from "~/routes/admin/requests/contact-messages";
import { ErrorBoundary as EnquiriesError } from "~/routes/admin/requests/enquiries";
import { ErrorBoundary as VisitRequestsError } from "~/routes/admin/requests/visit-requests";
import { ErrorBoundary as UsersError } from "~/routes/admin/user-management";

// The back office renders in English, inside the provider the entries give every page (decision 0051).
const english = await i18nFor("en");
const renderToString = (node: React.ReactNode) => renderInReact(<I18nProvider i18n={english}>{node}</I18nProvider>);

const SECTION_PAGES = [
  ["/admin/content", ContentError, "Manage Content", "Failed to load content sections"],
  ["/admin/announcements", AnnouncementsError, "Announcements", "Failed to load announcements"],
  ["/admin/gallery", GalleryError, "Gallery", "Failed to load gallery images"],
  ["/admin/mandatory-disclosures", DisclosuresError, "Mandatory Disclosures", "Failed to load disclosures"],
  ["/admin/user-management", UsersError, "User Management", "Failed to fetch users"],
  ["/admin/calendar", CalendarError, "Calendar", "Failed to fetch events"],
  ["/admin/visit-requests", VisitRequestsError, "Visit Requests", "Failed to load visit requests"],
  ["/admin/enquiries", EnquiriesError, "Admission Enquiries", "Failed to load enquiries"],
  ["/admin/contact-messages", ContactMessagesError, "Contact Messages", "Failed to load contact messages"],
] as const;

/** The page `path?page=2` shows when its loader throws `thrown`. */
function renderFailure(path: string, Boundary: () => React.ReactNode, thrown: unknown) {
  const Stub = createRoutesStub([
    {
      path,
      Component: () => null,
      ErrorBoundary: Boundary,
      loader() {
        throw thrown;
      },
    },
  ]);
  return renderToString(<Stub initialEntries={[`${path}?page=2`]} hydrationData={{ errors: { 0: thrown } }} />);
}

describe("a section page that cannot be read", () => {
  it.each(SECTION_PAGES)(
    "%s says so in the spec's words, with a way to try again",
    (path, Boundary, title, message) => {
      const html = renderFailure(path, Boundary, new Error("connection refused"));
      expect(html).toContain(`>${title}</h1>`);
      expect(html).toContain(message);
      expect(html).toContain(`href="${path}?page=2"`);
      expect(html).not.toContain("connection refused");
    },
  );

  it("on a record's page, leads back to its list with the list's filters", () => {
    const path = "/admin/contact-messages/6f1d3c1e-8a55-4b5e-9d7e-2f0a1b2c3d4e";
    const notFound = new ErrorResponse(404, "Not Found", "This message no longer exists.");
    const Stub = createRoutesStub([{ path, Component: () => null, ErrorBoundary: ContactMessageError }]);
    const html = renderToString(
      <Stub initialEntries={[`${path}?q=ravi&page=2`]} hydrationData={{ errors: { 0: notFound } }} />,
    );
    expect(html).toContain("This message no longer exists.");
    expect(html).toContain('href="/admin/contact-messages?q=ravi&amp;page=2"');
  });

  it("shows the reason of a request the server refused on purpose instead", () => {
    // What a thrown data("…", { status: 413 }) reaches the page as.
    const refused = new ErrorResponse(413, "Payload Too Large", "The form is too large.");
    const html = renderFailure("/admin/gallery", GalleryError, refused);
    expect(html).toContain("The form is too large.");
    expect(html).not.toContain("Failed to load gallery images");
  });
});
