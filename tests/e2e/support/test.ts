// The browser tests' `test`: Playwright's, with the test admin signed in once per worker (decision 0047).
// Every spec imports `test` from here, even one that never signs in: Playwright starts a new worker process
// whenever the next test was defined with other worker fixtures, and then the worker's sign-in is lost too.
import { test as base, type BrowserContextOptions, type Page } from "@playwright/test";

import { signIn } from "./support";

export { expect } from "@playwright/test";

type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

export const test = base.extend<
  {
    /**
     * Gives `page`'s browser the test admin's session (its cookies), as if it had just signed in; the page stays
     * where it is. For a test whose subject is not signing in: one that is (the sign-in page, a lockout, a
     * session ended elsewhere, a user created in the test) signs in through the page with `signIn`.
     */
    reuseAdminSession: (page: Page) => Promise<void>;
  },
  {
    /**
     * The test admin's browser state, signed in through the sign-in page the first time a test of the worker
     * asks for it (a deliberately slow password hash). `browser.newContext({ storageState: adminState })` opens
     * a second browser signed in. Nothing may end this session: a test that signs out, changes a password or
     * a role does it as a user of its own.
     */
    adminState: StorageState;
  }
>({
  adminState: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await signIn(await context.newPage());
      const state = await context.storageState();
      await context.close();
      await provide(state);
    },
    { scope: "worker", timeout: 60_000 },
  ],
  reuseAdminSession: async ({ adminState }, provide) => {
    await provide((page) => page.context().addCookies(adminState.cookies));
  },
});
