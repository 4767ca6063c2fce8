// `npm run dev`, as a new developer starts it: the development server renders
// the public pages and the back office, and Chromium runs them without an error. It
// once answered every request with a 500 (two copies of React Router: Vite's
// development build and Node's production one), and nothing noticed.
import { freshDatabase } from "../../../scripts/fresh-database.ts";
import { startOwnServer } from "../support/own-server.ts";
import { expect, test } from "../support/test";

test("npm run dev serves the site, and Chromium runs it without an error", async ({ page }) => {
  test.setTimeout(300_000);
  const database = await freshDatabase("dev_server", "pglite");
  const server = await startOwnServer(database.env, { dev: true });
  try {
    for (const path of ["/", "/admissions", "/admin"]) {
      expect((await fetch(`${server.origin}${path}`)).status, path).toBe(200);
    }
    // On a first run Vite bundles the dependencies it finds as pages ask for them, and reloads the page
    // once when it finds more: a first visit of each page lets it settle.
    for (const path of ["/", "/admin"]) {
      await page.goto(`${server.origin}${path}`);
      await page.waitForLoadState("networkidle");
    }
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${server.origin}/`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The back office hydrates at once (decision 0036): its scripts run through Vite's.
    await page.goto(`${server.origin}/admin`);
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    expect(errors).toEqual([]);
    expect(server.output()).not.toContain("RouterContextProvider");
  } finally {
    await server.stop();
    await database.cleanup();
  }
});
