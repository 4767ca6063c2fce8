// A request the server refuses (4xx) says plainly what is wrong, inside the
// site's frame, with a status text that matches its status. "Unexpected
// Application Error" is kept for real failures (SPEC §8).
import { type APIResponse } from "@playwright/test";

import { visit } from "../../support/form-input";
import { FUZZ_FIXTURES } from "../support/fixture-data";
import { publicPages, school } from "../support/support";
import { expect, test } from "../support/test";

const STATUS_LINE: Record<number, string> = {
  400: "400 Bad Request",
  404: "404 Not Found",
  405: "405 Method Not Allowed",
  413: "413 Payload Too Large",
};

async function expectRefused(response: APIResponse, status: number, words: string[]) {
  expect(response.status()).toBe(status);
  expect(response.statusText()).toBe(STATUS_LINE[status]!.replace(/^\d+ /, ""));
  // What the page shows, without the data the scripts take over with.
  const html = (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "");
  expect(html).toContain(STATUS_LINE[status]);
  for (const text of words) expect(html).toContain(text);
  expect(html).not.toContain("Unexpected Application Error");
  expect(html).not.toContain("Internal Server Error");
  return html;
}

/** The public layout is there: the header with the school's name and the footer's Admin Login. */
const inSiteLayout = (html: string) => {
  expect(html).toContain(school.schoolName);
  expect(html).toContain(">Admin Login<");
};

test.describe("a refused request on a public page", () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };

  test("an unknown form sent to /admissions is a 400 that says so", async ({ request }) => {
    const response = await request.post("/admissions", { headers: urlencoded, data: form({ intent: "nope" }) });
    inSiteLayout(await expectRefused(response, 400, ["What was sent could not be read", "Unknown form."]));
  });

  // The form comes back with its message: its calendar is drawn from the value sent, which must not break it.
  for (const [path, message] of [
    ["/admissions?form=visit", "Please enter a valid date"],
    ["/hi/admissions?form=visit", "कृपया सही तारीख लिखें"],
  ] as const) {
    test(`a visit date that is not a date, sent to ${path}, is a 400 with the form's message`, async ({ request }) => {
      for (const visitDate of ["next tuesday", "abc", "2026-13-45"]) {
        const response = await request.post(path, {
          headers: urlencoded,
          data: form({ ...visit, visit_date: visitDate }),
        });
        expect(response.status(), visitDate).toBe(400);
        const html = await response.text();
        expect(html).toContain(message);
        expect(html).not.toContain("Unexpected Application Error");
      }
    });
  }

  test("a JSON body sent to /admissions is a 400", async ({ request }) => {
    const response = await request.post("/admissions", { data: { intent: "visit" } });
    inSiteLayout(await expectRefused(response, 400, ["The form could not be read."]));
  });

  test("a malformed form body sent to /admissions is a 400", async ({ request }) => {
    const response = await request.post("/admissions", {
      headers: { "Content-Type": "multipart/form-data; boundary=nothing-follows" },
      data: "--nothing-follows\r\nnot a part at all",
    });
    inSiteLayout(await expectRefused(response, 400, ["The form could not be read."]));
  });

  test("an oversized form sent to /admissions is a 413", async ({ request }) => {
    const response = await request.post("/admissions", {
      headers: urlencoded,
      data: form({ intent: "visit", message: "x".repeat(200_000) }),
    });
    inSiteLayout(await expectRefused(response, 413, ["What was sent is too large", "The form is too large."]));
  });

  // The pages with forms of their own take posts.
  for (const { path } of publicPages.filter((page) => !["/admissions", "/contact", "/your-data"].includes(page.path))) {
    test(`a POST to ${path}, which takes none, is a 405 in plain words`, async ({ request }) => {
      const response = await request.post(path, { headers: urlencoded, data: form({ a: "b" }) });
      const html = await expectRefused(response, 405, ["This page cannot do what was asked"]);
      inSiteLayout(html);
      // Not the router's message for developers.
      expect(html).not.toContain("did not provide an `action`");
    });
  }
});

test.describe("a refused request in the back office", () => {
  test("a POST to the dashboard, which takes none, is a 405 in the back office's frame", async ({
    page,
    reuseAdminSession,
  }) => {
    await reuseAdminSession(page);
    const response = await page.request.post("/admin/dashboard", { form: { a: "b" } });
    const html = await expectRefused(response, 405, ["This page cannot do what was asked", "Back to the dashboard"]);
    expect(html).not.toContain("did not provide an `action`");
  });

  test("a JSON body sent to a section is a 400 on the section's page, not a failure to load", async ({
    page,
    reuseAdminSession,
  }) => {
    await reuseAdminSession(page);
    const response = await page.request.post("/admin/gallery", { data: { intent: "delete" } });
    const html = await expectRefused(response, 400, ["The form could not be read."]);
    expect(html).toContain(">Gallery</h1>");
    expect(html).not.toContain("Failed to load gallery images");
  });

  // The page draws its note form from what was sent: a note sent twice came back as a list, and drawing it threw.
  test("a note sent twice to a request's page is a 400 on that page, with its note form", async ({
    page,
    reuseAdminSession,
  }) => {
    await reuseAdminSession(page);
    const form = new FormData();
    form.append("intent", "add_note");
    form.append("note", "Called back");
    form.append("note", "Called back again");
    const response = await page.request.post(`/admin/enquiries/${FUZZ_FIXTURES.enquiry}`, { form });
    expect(response.status()).toBe(400);
    const html = (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "");
    expect(html).toContain(`Enquiry from ${FUZZ_FIXTURES.name}`);
    expect(html).toContain('name="note"');
    expect(html).not.toContain("Unexpected Application Error");
  });

  test("a request's page for an id that is none is a 400, or a 404, in the list's words with the way back", async ({
    page,
    reuseAdminSession,
  }) => {
    await reuseAdminSession(page);
    const malformed = await page.request.get("/admin/contact-messages/42?q=ravi&page=2");
    const html = await expectRefused(malformed, 400, ["This message no longer exists.", ">Contact Messages</h1>"]);
    expect(html).toContain('href="/admin/contact-messages?q=ravi&amp;page=2"');
    const unknown = await page.request.get("/admin/enquiries/6f1d3c1e-8a55-4b5e-9d7e-2f0a1b2c3d4e");
    await expectRefused(unknown, 404, ["This enquiry no longer exists.", ">Admission Enquiries</h1>"]);
  });
});
