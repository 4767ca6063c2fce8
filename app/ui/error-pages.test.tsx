import { renderToString } from "react-dom/server";
import { UNSAFE_ErrorResponseImpl as ErrorResponse, MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { ErrorPage, NotFoundPage } from "./error-pages";

// How React Router hands a thrown data("…", { status }) to a boundary: without a
// statusText of its own, the response says "Internal Server Error" whatever its status.
const refused = (status: number, data: unknown) => new ErrorResponse(status, "Internal Server Error", data);

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

  it("tells a 404 as the not-found page", () => {
    expect(render(<ErrorPage error={refused(404, null)} />)).toContain("Oops! Page not found");
  });

  it.each([
    [400, "The form could not be read.", "What was sent could not be read", "400 Bad Request"],
    [413, "The form is too large.", "What was sent is too large", "413 Payload Too Large"],
    [405, new Error("no action"), "This page cannot do what was asked", "405 Method Not Allowed"],
    [429, "Slow down.", "Too many requests in a short time", "429 Too Many Requests"],
  ])("tells a refused %i plainly, with its own status text", (status, data, heading, line) => {
    const html = render(<ErrorPage error={refused(status, data)} />);
    expect(html).toContain(heading);
    expect(html).toContain(line);
    if (typeof data === "string") expect(html).toContain(data);
    else expect(html).toContain("Please go back and try again.");
    expect(html).not.toContain("Unexpected Application Error");
    expect(html).not.toContain("Internal Server Error");
  });

  it("keeps Unexpected Application Error for a real 5xx", () => {
    const html = render(<ErrorPage error={refused(503, "The database is not reachable.")} showStack={false} />);
    expect(html).toContain("Unexpected Application Error");
    expect(html).toContain("503 Service Unavailable: The database is not reachable.");
  });

  it("leads back to the dashboard in the back office", () => {
    const html = render(<ErrorPage error={refused(400, "x")} wayBack={{ to: "/admin/dashboard", label: "Back" }} />);
    expect(html).toContain('href="/admin/dashboard"');
  });

  it("shows the stack while developing", () => {
    const html = render(<ErrorPage error={new Error("boom")} showStack />);
    expect(html).toContain("<pre");
  });
});
