import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { ErrorPage, NotFoundPage } from "./error-pages";

const render = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);

describe("error pages", () => {
  it("says the page was not found and links home", () => {
    const html = render(<NotFoundPage />);
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain('href="/"');
  });

  it("shows an unexpected error's message without its stack in production", () => {
    const error = new Error("Database exploded");
    const html = render(<ErrorPage error={error} showStack={false} />);
    expect(html).toContain("Unexpected Application Error");
    expect(html).toContain("Database exploded");
    expect(html).not.toContain("error-pages.test.tsx");
    expect(html).not.toContain("<pre");
  });

  it("shows the stack while developing", () => {
    const html = render(<ErrorPage error={new Error("boom")} showStack />);
    expect(html).toContain("<pre");
  });
});
