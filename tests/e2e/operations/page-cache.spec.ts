// The page cache on a production server of its own (decision 0034),
// read over plain HTTP as a browser or a CDN would, and in Chromium: a public
// page is rendered once and then served from memory, compressed, with an ETag
// and a policy that names its scripts by hash; staff, toasts and form posts get
// a fresh render with a fresh nonce; an edit in the back office reaches the
// public page at once, on one process and, on PostgreSQL, on another.
import crypto from "node:crypto";
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { type Browser, type Page } from "@playwright/test";

import { databaseKinds, freshDatabase } from "../../../scripts/fresh-database.ts";
import { contactPost, createAdmin, specServer, startOwnServer, type OwnServer } from "../support/own-server.ts";
import { openSection, signIn } from "../support/support.ts";
import { expect, test } from "../support/test";

const ADMIN = { email: "cache-admin@school.example", password: "cache-password", name: "Cache Admin" };

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** As sent, still compressed. */
  body: Buffer;
}

/** A GET (or HEAD) as sent, its body as it came over the wire. */
function get(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<Answer>((resolve, reject) => {
    http
      .request(url, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject)
      .end();
  });
}

const html = (answer: Answer) => {
  const encoding = answer.headers["content-encoding"];
  const bytes =
    encoding === "br" ? brotliDecompressSync(answer.body) : encoding === "gzip" ? gunzipSync(answer.body) : answer.body;
  return bytes.toString();
};

const scriptSources = (answer: Answer) =>
  /script-src ([^;]+)/.exec(String(answer.headers["content-security-policy"]))![1]!;

/** A GET until the page is served from memory (its first answer renders it). */
async function cached(url: string, headers: Record<string, string> = {}) {
  await expect.poll(async () => (await get(url, headers)).headers["x-cache"]).toBe("hit");
  return get(url, headers);
}

async function withAdmin(browser: Browser, server: OwnServer, work: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ baseURL: server.origin });
  try {
    const page = await context.newPage();
    await signIn(page, ADMIN.email, ADMIN.password);
    await work(page);
  } finally {
    await context.close();
  }
}

/** Changes the Ethos page's intro in Manage Content, as the office does. */
async function editEthosIntro(page: Page, text: string) {
  await openSection(page, "/admin/content", "Manage Content");
  const card = page.getByRole("main").getByRole("region", { name: "Ethos intro", exact: true });
  await card.getByLabel(/^Content( \(optional\))?$/).fill(text);
  await card.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByRole("region", { name: "Notifications" }).getByText("Section updated successfully"),
  ).toBeVisible();
}

test.describe("the page cache", () => {
  test.describe.configure({ mode: "serial" });
  const server = specServer("page_cache", { admin: ADMIN, kind: "pglite" });

  // First, while the server is cold and a render takes longest.
  test("a crowd asking at once for a page not yet kept gets it from one render", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(`${server.origin}/hi/privacy`)));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(answers.filter((answer) => answer.headers["x-cache"] === "miss")).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
  });

  test("a public page is rendered once, then served from memory in brotli, gzip or as it is", async () => {
    const first = await get(`${server.origin}/about`, { "Accept-Encoding": "br, gzip" });
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBe("miss");
    const kept = await cached(`${server.origin}/about`, { "Accept-Encoding": "br, gzip" });
    // gzip serves while brotli, slower to make, is made.
    expect(["gzip", "br"]).toContain(kept.headers["content-encoding"]);
    const brotli = async () => get(`${server.origin}/about`, { "Accept-Encoding": "br, gzip" });
    await expect.poll(async () => (await brotli()).headers["content-encoding"]).toBe("br");
    expect(kept.headers.etag).toBe(first.headers.etag);
    expect(kept.headers.vary).toBe("Accept-Encoding");
    expect(kept.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    // Chromium names gzip first and rates the two alike: it gets the smaller brotli body.
    const chromium = await get(`${server.origin}/about`, { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(chromium.headers["content-encoding"]).toBe("br");
    const gzipped = await get(`${server.origin}/about`, { "Accept-Encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    const plain = await get(`${server.origin}/about`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(Number(plain.headers["content-length"])).toBe(plain.body.length);
    // The same page, byte for byte, however it travels; the first render's bytes too.
    expect(html(kept)).toBe(html(first));
    expect(html(await brotli())).toBe(html(first));
    expect(html(gzipped)).toBe(html(first));
    expect(html(plain)).toBe(html(first));
    expect(html(plain)).toContain("<h1");
    // A HEAD has the headers alone.
    const head = await get(`${server.origin}/about`, {}, "HEAD");
    expect(head.headers["x-cache"]).toBe("hit");
    expect(head.body.length).toBe(0);
  });

  test("If-None-Match with the page's ETag answers 304 without a body; another ETag gets the page", async () => {
    const page = await cached(`${server.origin}/facilities`);
    const etag = page.headers.etag!;
    const notModified = await get(`${server.origin}/facilities`, { "If-None-Match": etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(etag);
    expect((await get(`${server.origin}/facilities`, { "If-None-Match": `W/"other", ${etag}` })).status).toBe(304);
    const changed = await get(`${server.origin}/facilities`, { "If-None-Match": 'W/"not-this-page"' });
    expect(changed.status).toBe(200);
    expect(html(changed)).toBe(html(page));
  });

  test("a kept page, and its 304, carry the security headers, a request id and a log line as a render does", async () => {
    const rendered = await get(`${server.origin}/academics`);
    expect(rendered.headers["x-cache"]).toBe("miss");
    const kept = await cached(`${server.origin}/academics`);
    const notModified = await get(`${server.origin}/academics`, { "If-None-Match": kept.headers.etag! });
    expect(notModified.status).toBe(304);
    // Every header of the rendered answer but those of one answer (its id, date, framing) and the cache's own.
    const ownToEachAnswer = new Set([
      "x-request-id",
      "date",
      "x-cache",
      "etag",
      "vary",
      "content-length",
      "transfer-encoding",
      "connection",
      "keep-alive",
    ]);
    const pageHeaders = (answer: Answer) =>
      Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !ownToEachAnswer.has(name)));
    const rest = pageHeaders(rendered);
    expect(rest["strict-transport-security"]).toBeDefined();
    expect(rest["x-frame-options"]).toBe("DENY");
    expect(pageHeaders(kept)).toEqual({ ...rest, "content-security-policy": kept.headers["content-security-policy"] });
    for (const answer of [kept, notModified]) {
      expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.headers["x-request-id"]).not.toBe(rendered.headers["x-request-id"]);
      const line = () =>
        server
          .stdout()
          .split("\n")
          .find((text) => text.includes(String(answer.headers["x-request-id"])));
      await expect.poll(line).toBeDefined();
      expect(JSON.parse(line()!)).toMatchObject({
        msg: "request",
        req: { method: "GET", path: "/academics" },
        res: { status: answer.status },
      });
    }
    const notModifiedHeaders = pageHeaders(notModified);
    for (const name of ["strict-transport-security", "x-frame-options", "x-content-type-options", "cache-control"]) {
      expect(notModifiedHeaders[name], name).toBe(rest[name]);
    }
  });

  test("a query the page does not read shares its copy; one it reads gets a copy of its own", async () => {
    const home = await cached(`${server.origin}/`);
    const shared = await get(`${server.origin}/?utm_source=whatsapp&fbclid=x1`);
    expect(shared.headers["x-cache"]).toBe("hit");
    expect(shared.headers.etag).toBe(home.headers.etag);

    const list = await cached(`${server.origin}/calendar`);
    // Rendered, not kept: the page writes its address into itself (the language switch), and everyone's copy must
    // not carry one visitor's parameters.
    const tagged = await get(`${server.origin}/calendar?view=month&utm_source=x`);
    expect(tagged.headers["x-cache"]).toBe("miss");
    expect(html(tagged)).toContain("utm_source=x");
    expect((await get(`${server.origin}/calendar?view=month&utm_source=x`)).headers["x-cache"]).toBe("miss");
    const month = await cached(`${server.origin}/calendar?view=month`);
    expect(month.headers.etag).not.toBe(list.headers.etag);
    expect(html(month)).not.toContain("utm_source");
    expect((await cached(`${server.origin}/calendar?utm_medium=y&view=month`)).headers.etag).toBe(month.headers.etag);

    // A value the page does not know is sent to the page's own address, not kept (decision 0043).
    const invented = await get(`${server.origin}/calendar?category=x1&view=month`);
    expect(invented.status).toBe(302);
    expect(invented.headers.location).toBe("/calendar?view=month");
    expect(invented.headers["x-content-type-options"]).toBe("nosniff");
  });

  test("a kept page's policy names its scripts by hash, without a nonce, and they run in Chromium", async ({
    browser,
  }) => {
    const kept = await cached(`${server.origin}/gallery`);
    const sources = scriptSources(kept);
    expect(sources).not.toContain("nonce");
    expect(sources).toMatch(/^'self'( 'sha256-[\w+/=]+')+ 'strict-dynamic'$/);
    // Every inline script the page runs is listed.
    const hashes = [...html(kept).matchAll(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)]
      .map(([, body]) => body!)
      .filter((body) => body !== "")
      .map((body) => `'sha256-${crypto.createHash("sha256").update(body).digest("base64")}'`);
    for (const hash of hashes) expect(sources).toContain(hash);
    // Nor does the kept markup carry the render's nonce, which many would see (decision 0043).
    expect(html(kept)).not.toMatch(/\snonce=/);

    const context = await browser.newContext({ baseURL: server.origin });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") refused.push(message.text());
    });
    await page.goto("/gallery");
    await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
    expect(refused).toEqual([]);
    await context.close();
  });

  test("signed-in staff get a fresh render with a fresh nonce, that no one keeps", async ({ browser }) => {
    await cached(`${server.origin}/academics`);
    await withAdmin(browser, server, async (page) => {
      const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
      const answers = [await get(`${server.origin}/academics`, { Cookie: cookie })];
      answers.push(await get(`${server.origin}/academics`, { Cookie: cookie }));
      const nonces = answers.map((answer) => {
        expect(answer.status).toBe(200);
        expect(answer.headers["x-cache"]).toBeUndefined();
        expect(answer.headers["cache-control"]).toBe("private, no-store");
        return /^'self' 'nonce-([\w+/=]+)' 'strict-dynamic'$/.exec(scriptSources(answer))![1];
      });
      expect(nonces[0]).not.toBe(nonces[1]);
    });
  });

  test("a form post, and the page with its toast after it, are rendered fresh", async () => {
    await cached(`${server.origin}/contact`);
    const posted = await fetch(`${server.origin}/contact`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.origin },
      body: contactPost("asked about the bus route"),
    });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("x-cache")).toBeNull();
    const toast = posted.headers.getSetCookie().find((cookie) => cookie.startsWith("toast="))!;
    const withToast = await get(`${server.origin}/contact`, { Cookie: toast.split(";")[0]! });
    expect(withToast.headers["x-cache"]).toBeUndefined();
    expect(withToast.headers["cache-control"]).toBe("private, no-store");
    expect(html(withToast)).toContain("Thank you for your message");
  });

  test("an edit in the back office shows to parents at once", async ({ browser }) => {
    const before = await cached(`${server.origin}/ethos`);
    const untouched = await cached(`${server.origin}/gallery`);
    const text = `Learning together, ${Date.now().toString(36)}.`;
    await withAdmin(browser, server, (page) => editEthosIntro(page, text));
    const after = await get(`${server.origin}/ethos`);
    expect(after.headers["x-cache"]).toBe("miss");
    expect(html(after)).toContain(text);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The gallery shows no content sections: it stays in memory.
    expect((await get(`${server.origin}/gallery`)).headers).toMatchObject({
      "x-cache": "hit",
      etag: untouched.headers.etag,
    });
  });

  test("an edit of the Hindi alone renews the page in both languages (docs/specification.md §21)", async ({
    browser,
  }) => {
    const english = await cached(`${server.origin}/ethos`);
    const hindi = await cached(`${server.origin}/hi/ethos`);
    const text = `साथ मिलकर सीखना, ${Date.now().toString(36)}।`;
    await withAdmin(browser, server, async (page) => {
      await openSection(page, "/admin/content", "Manage Content");
      const card = page.getByRole("main").getByRole("region", { name: "Ethos intro", exact: true });
      await card.getByLabel("Content (Hindi) (optional)", { exact: true }).fill(text);
      await card.getByRole("button", { name: "Save" }).click();
      await expect(
        page.getByRole("region", { name: "Notifications" }).getByText("Section updated successfully"),
      ).toBeVisible();
    });
    const hindiAfter = await get(`${server.origin}/hi/ethos`);
    expect(hindiAfter.headers["x-cache"]).toBe("miss");
    expect(html(hindiAfter)).toContain(text);
    expect(hindiAfter.headers.etag).not.toBe(hindi.headers.etag);
    // The English page shows no Hindi, but it is rendered afresh too: a change to what a page shows renews both.
    const englishAfter = await get(`${server.origin}/ethos`);
    expect(englishAfter.headers["x-cache"]).toBe("miss");
    expect(html(englishAfter)).not.toContain(text);
    expect(html(englishAfter)).toBe(html(english));
  });
});

// Two processes share one database only on PostgreSQL (the embedded one is one process's).
for (const kind of databaseKinds().filter((kind) => kind === "postgres")) {
  test(`on ${kind}, an edit made through one process reaches the page another process keeps`, async ({ browser }) => {
    test.setTimeout(180_000);
    const database = await freshDatabase("page_cache_processes", "postgres");
    const servers: OwnServer[] = [];
    try {
      servers.push(await startOwnServer(database.env), await startOwnServer(database.env));
      const [one, other] = servers as [OwnServer, OwnServer];
      await createAdmin(ADMIN, database.env);

      const before = await cached(`${other.origin}/ethos`);
      const text = `Heard across processes, ${Date.now().toString(36)}.`;
      await withAdmin(browser, one, (page) => editEthosIntro(page, text));
      await expect.poll(async () => html(await get(`${other.origin}/ethos`))).toContain(text);
      expect((await cached(`${other.origin}/ethos`)).headers.etag).not.toBe(before.headers.etag);

      // An alert published through one process is on every page the other keeps (docs/specification.md §24).
      const aboutBefore = await cached(`${other.origin}/hi/about`);
      const alert = `Closed for fog, ${Date.now().toString(36)}.`;
      await withAdmin(browser, one, async (page) => {
        await openSection(page, "/admin/alerts", "Alerts");
        await page.getByRole("button", { name: "Publish Alert" }).click();
        const dialog = page.getByRole("dialog", { name: "Publish Alert" });
        await dialog.getByLabel("Text", { exact: true }).fill(alert);
        await dialog.getByRole("button", { name: "Publish Alert" }).click();
        await expect(page.getByRole("region", { name: "Notifications" }).getByText("Alert published")).toBeVisible();
      });
      await expect.poll(async () => html(await get(`${other.origin}/hi/about`))).toContain(alert);
      expect((await cached(`${other.origin}/hi/about`)).headers.etag).not.toBe(aboutBefore.headers.etag);
    } finally {
      for (const server of servers) await server.stop();
      await database.cleanup();
    }
  });
}
