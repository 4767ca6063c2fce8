// The vendor's and the admin's whole backup story (decision 0030),
// on a server of its own: while the site runs, `npm run admin:create` and
// `npm run backup` work (on the embedded database the site does them, asked
// over its socket); the admin sees the backup on the dashboard and downloads
// it; `npm run restore` puts it into an empty place and refuses a full one; a
// server started there has the same accounts and records.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Page } from "@playwright/test";

import { databaseKinds, freshDatabase } from "../../../scripts/fresh-database.ts";
import { contactPost, createAdmin, npmRun, queryDatabase, startOwnServer } from "../support/own-server.ts";
import { expect, test } from "../support/test";

const ADMIN = { email: "backup-admin@school.example", password: "backup-password", name: "Backup Admin" };

async function signIn(page: Page, origin: string) {
  await page.goto(`${origin}/admin`);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 15_000 });
}

for (const kind of databaseKinds()) {
  test(`back up a running site, download it, and restore it into an empty place (${kind})`, async ({ page }) => {
    test.setTimeout(180_000);
    const source = await freshDatabase(`backup_source_${kind}`, kind);
    const target = await freshDatabase(`backup_target_${kind}`, kind);
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "school-backup-e2e-"));
    const backups = path.join(scratch, "backups");
    const sourceEnv = { ...source.env, UPLOADS_DIR: path.join(scratch, "uploads"), BACKUP_DIR: backups };
    // The embedded database is restored into a folder that does not exist yet.
    const targetEnv = {
      ...target.env,
      ...(kind === "pglite" ? { DATA_DIR: path.join(scratch, "restored-data") } : {}),
      UPLOADS_DIR: path.join(scratch, "restored-uploads"),
      BACKUP_DIR: backups,
    };
    try {
      const server = await startOwnServer(sourceEnv);
      await createAdmin(ADMIN, sourceEnv);
      const marker = `kept in the backup ${Date.now()}`;
      await fetch(`${server.origin}/contact`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.origin },
        body: contactPost(marker),
      });

      await signIn(page, server.origin);
      const panel = page.getByRole("region", { name: "Backups" });
      await expect(panel).toContainText("No backup yet.");
      await expect(panel).toContainText("Nightly backups are off");

      const backedUp = await npmRun("backup", [], sourceEnv);
      expect(backedUp.code, backedUp.output).toBe(0);
      const [file] = fs.readdirSync(backups);
      expect(backedUp.output).toContain(`Backup written: ${file}`);
      expect(file).toMatch(/^school-backup-\d{8}T\d{6}Z-manual\.tar\.gz$/);
      // The site kept serving while it was backed up.
      expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);

      await page.reload();
      await expect(panel).toContainText("Last backup:");
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        panel.getByRole("link", { name: "Download latest backup" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(file);
      expect(fs.readFileSync((await download.path())!).equals(fs.readFileSync(path.join(backups, file!)))).toBe(true);
      expect(await server.stop()).toBe(0);

      const restored = await npmRun("restore", [path.join(backups, file!)], targetEnv);
      expect(restored.code, restored.output).toBe(0);
      expect(restored.output).toContain("Restored the backup taken");
      const again = await npmRun("restore", [path.join(backups, file!)], targetEnv);
      expect(again.code).not.toBe(0);
      expect(again.output).toContain("is not empty, so nothing was restored");

      const revived = await startOwnServer(targetEnv);
      // Signed out first (cookies go by host, not port): the restored account and password sign in.
      await page.context().clearCookies();
      await signIn(page, revived.origin);
      expect(await revived.stop()).toBe(0);
      const messages = await queryDatabase<{ count: number }>(
        targetEnv,
        "select count(*)::int as count from contact_messages where message = $1",
        [marker],
      );
      expect(messages[0]!.count).toBe(1);
    } finally {
      await source.cleanup();
      await target.cleanup();
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });
}
