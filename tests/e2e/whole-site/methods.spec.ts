// Decision 0017: a method the site does not serve is refused with 405 and
// the methods it does serve, never a 500 (TRACE used to be one).
import { expect, test } from "../support/test";

for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
  for (const path of ["/", "/admissions", "/admin/enquiries", "/healthz", "/calendar.ics", "/announcements.xml"]) {
    test(`${method} ${path} answers 405 with Allow: GET, HEAD, POST`, async ({ request }) => {
      const response = await request.fetch(path, { method, maxRedirects: 0 });
      expect(response.status()).toBe(405);
      expect(response.headers()["allow"]).toBe("GET, HEAD, POST");
    });
  }
}

test("GET, HEAD and POST are still served", async ({ request }) => {
  expect((await request.fetch("/", { method: "GET" })).status()).toBe(200);
  expect((await request.fetch("/", { method: "HEAD" })).status()).toBe(200);
  // A form POST without a form is refused as a bad request, not as a method.
  expect((await request.fetch("/admissions", { method: "POST", maxRedirects: 0 })).status()).toBeLessThan(500);
});
