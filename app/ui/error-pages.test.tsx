import { I18nProvider } from "@lingui/react";
import { renderToString } from "react-dom/server";
import { UNSAFE_ErrorResponseImpl as ErrorResponse, MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { i18nFor } from "~/lib/language/i18n";
import type { Locale } from "~/lib/language/locale";

import { ErrorPage, NotFoundPage } from "./error-pages";

// How React Router hands a thrown data("…", { status }) to a boundary: without a
// statusText of its own, the response says "Internal Server Error" whatever its status.
const refused = (status: number, data: unknown) => new ErrorResponse(status, "Internal Server Error", data);

const i18n = { en: await i18nFor("en"), hi: await i18nFor("hi") };

/** Rendered as the server renders it at `address`, in the address's language. */
const render = (node: React.ReactNode, address = "/", locale: Locale = "en") =>
  renderToString(
    <I18nProvider i18n={i18n[locale]}>
      <MemoryRouter initialEntries={[address]}>{node}</MemoryRouter>
    </I18nProvider>,
  );

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

  it("says it in Hindi on a Hindi page, with links that stay there", () => {
    const notFound = render(<NotFoundPage />, "/hi/no-such-page", "hi");
    expect(notFound).toContain("माफ़ कीजिए! यह पृष्ठ नहीं मिला");
    expect(notFound).toContain('href="/hi"');
    expect(notFound).toContain("मुख्य पृष्ठ पर लौटें");
    const tooMany = render(<ErrorPage error={refused(429, "बहुत ज़्यादा अनुरोध।")} />, "/hi/contact", "hi");
    expect(tooMany).toContain("थोड़े समय में बहुत ज़्यादा अनुरोध");
    expect(tooMany).toContain("बहुत ज़्यादा अनुरोध।");
    // The status's English text is left to English pages: the number says it on a Hindi one.
    expect(tooMany).not.toContain("Too Many Requests");
    expect(render(<ErrorPage error={refused(400, new Error("x"))} />, "/hi", "hi")).toContain(
      "कृपया पीछे जाकर फिर से कोशिश करें।",
    );
  });

  it("shows the stack while developing", () => {
    const html = render(<ErrorPage error={new Error("boom")} showStack />);
    expect(html).toContain("<pre");
  });
});
