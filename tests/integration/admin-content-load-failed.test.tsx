// SPEC §8 "Failed to load content sections" / "Failed to load announcements":
// what the two pages show when their list cannot be read.
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary as AnnouncementsError } from "~/routes/admin/announcements";
import { ErrorBoundary as ContentError } from "~/routes/admin/content";

const render = (Boundary: () => React.ReactNode, path: string) =>
  renderToString(
    <MemoryRouter initialEntries={[path]}>
      <Boundary />
    </MemoryRouter>,
  );

describe("a section page whose list cannot be read", () => {
  it("says so in the spec's words, with a way to try again", () => {
    const content = render(ContentError, "/admin/content");
    expect(content).toContain("Failed to load content sections");
    expect(content).toContain('href="/admin/content"');
    const announcements = render(AnnouncementsError, "/admin/announcements?page=2");
    expect(announcements).toContain("Failed to load announcements");
    expect(announcements).toContain('href="/admin/announcements?page=2"');
  });
});
