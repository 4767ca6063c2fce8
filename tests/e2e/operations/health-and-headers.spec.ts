// What the production server adds around the pages: the health check,
// security headers, long-lived caching of hashed assets and compression.
import fs from "node:fs";
import path from "node:path";

import { waitForHydration } from "../support/support";
import { expect, test } from "../support/test";

test.describe("health check", () => {
  test("GET /healthz answers 200 with JSON status ok", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(await response.json()).toMatchObject({ status: "ok" });
  });
});

test.describe("security headers on HTML pages", () => {
  // A page rendered for one answer (here the not-found page, which the page
  // cache never keeps): its scripts carry a nonce. Kept pages list hashes
  // instead: tests/e2e/operations/page-cache.spec.ts.
  test("a nonce-based Content-Security-Policy that the page's scripts carry and run under", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto("/no-such-page");
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toContain("frame-ancestors 'none'");
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, `no nonce- source in "${policy}"`).toBeTruthy();

    // Browsers hide the nonce attribute from the DOM; the property keeps it.
    const scriptNonces = await page
      .locator("script")
      .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce));
    expect(scriptNonces.length).toBeGreaterThan(0);
    expect(scriptNonces).toEqual(scriptNonces.map(() => nonce));

    // The scripts are allowed to run: the page hydrates without a violation.
    await waitForHydration(page);
    expect(violations).toEqual([]);
  });

  test("each page load gets a nonce of its own", async ({ request }) => {
    const nonceOf = async () =>
      /'nonce-([^']+)'/.exec((await request.get("/no-such-page")).headers()["content-security-policy"] ?? "")?.[1];
    const [first, second] = [await nonceOf(), await nonceOf()];
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(first).not.toBe(second);
  });

  for (const path of ["/", "/no-such-page"]) {
    test(`${path} carries X-Content-Type-Options and Referrer-Policy`, async ({ request }) => {
      const headers = (await request.get(path)).headers();
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBeTruthy();
    });
  }

  // Resources that set their own headers (uploads: tests/e2e/disclosures/admin-disclosures.spec.ts) get helmet's once.
  for (const path of [
    "/calendar.ics",
    "/calendar.ics?event=00000000-0000-4000-8000-000000000000",
    "/robots.txt",
    "/announcements.xml",
  ]) {
    test(`${path} says X-Content-Type-Options once`, async ({ request }) => {
      const nosniff = (await request.get(path))
        .headersArray()
        .filter(({ name }) => name.toLowerCase() === "x-content-type-options");
      expect(nosniff.map(({ value }) => value)).toEqual(["nosniff"]);
    });
  }
});

test.describe("hashed assets", () => {
  test("files under /assets/ are cached for a year as immutable", async ({ page, request }) => {
    await page.goto("/");
    const urls = await page
      .locator('script[src^="/assets/"], link[href^="/assets/"]')
      .evaluateAll((elements) => elements.map((el) => el.getAttribute("src") ?? el.getAttribute("href")!));
    expect(urls.some((url) => url.endsWith(".js"))).toBe(true);
    expect(urls.some((url) => url.endsWith(".css"))).toBe(true);

    for (const url of new Set(urls)) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const cacheControl = response.headers()["cache-control"] ?? "";
      expect(cacheControl, url).toContain("immutable");
      expect(cacheControl, url).toMatch(/(^|[\s,])max-age=31536000(\D|$)/);
    }
  });
});

test.describe("compression", () => {
  // Decision 0099: each script and style was compressed once as the site was built; the server sends that copy,
  // whole (its Content-Length the file's), where it once compressed the file again for every visitor.
  test("a script or style is sent as compressed at build time: brotli, else gzip, else as it is", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const assets = [...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
    expect(assets.some((asset) => asset.endsWith(".js"))).toBe(true);
    expect(assets.some((asset) => asset.endsWith(".css"))).toBe(true);
    const built = path.resolve(process.env.BUILD_DIR ?? "build", "client");
    for (const asset of new Set(assets)) {
      const file = fs.readFileSync(path.join(built, asset));
      if (file.length < 1024) continue;
      for (const [accepted, encoding, extension] of [
        ["gzip, deflate, br, zstd", "br", ".br"],
        ["gzip, deflate", "gzip", ".gz"],
        ["identity", undefined, ""],
      ] as const) {
        const response = await request.get(asset, { headers: { "Accept-Encoding": accepted } });
        expect(response.status(), asset).toBe(200);
        expect(response.headers()["content-encoding"], `${asset} to ${accepted}`).toBe(encoding);
        expect(response.headers()["content-length"], `${asset} to ${accepted}`).toBe(
          String(fs.statSync(path.join(built, asset + extension)).size),
        );
        expect(response.headers()["content-type"], asset).toMatch(asset.endsWith(".js") ? /javascript/ : /text\/css/);
        expect(response.headers()["vary"], asset).toMatch(/Accept-Encoding/i);
        expect(response.headers()["cache-control"], asset).toContain("immutable");
        // Whatever the copy, the browser reads the same file.
        expect((await response.body()).equals(file), `${asset} to ${accepted}`).toBe(true);
      }
    }
  });

  test("a page is sent gzip-compressed to a client that accepts gzip", async ({ request }) => {
    const compressed = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(compressed.status()).toBe(200);
    expect(compressed.headers()["content-encoding"]).toBe("gzip");
    expect(await compressed.text()).toContain("</html>");

    const plain = await request.get("/", { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
  });
});
