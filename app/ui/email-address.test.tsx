import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { EmailAddress } from "./email-address";

const render = (email: string) => renderToStaticMarkup(<EmailAddress email={email} />);
/** The markup's text, as a reader copies it or a screen reader says it: tags take no room. */
const text = (html: string) => html.replace(/<[^>]+>/g, "");

describe("an e-mail address wraps between its parts, not inside them (decision 0049)", () => {
  it("offers a break before the @ and before each dot, and nowhere else", () => {
    expect(render("office@fatehabad.school.example")).toBe(
      '<span class="break-words">office<wbr/>@fatehabad<wbr/>.school<wbr/>.example</span>',
    );
  });

  it("reads as the address itself", () => {
    for (const email of ["office@school.example", "a.b.c@d.example", "first-name+admissions@mail.example.in"]) {
      expect(text(render(email))).toBe(email);
    }
  });

  it("never breaks at every letter", () => {
    const html = render("principal.office@school.example");
    expect(html).not.toContain("break-all");
    expect(html).not.toContain("anywhere");
  });

  it("puts no break before the first character", () => {
    expect(render(".odd@example")).toMatch(/^<span class="break-words">\.odd<wbr\/>@example<\/span>$/);
  });

  it("adds the caller's classes", () => {
    expect(renderToStaticMarkup(<EmailAddress email="a@b.example" className="font-medium" />)).toContain(
      'class="break-words font-medium"',
    );
  });
});
