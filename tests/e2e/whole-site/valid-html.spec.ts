// Every public page is valid HTML, as the Nu HTML Checker (vnu, the W3C's
// checker, from the vnu-jar package) reads it: the HTML the server sends, with
// its dialogs open and its views switched, checked in one run of the checker.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { publicPages } from "../support/support";
import { expect, test } from "../support/test";

const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

/** Each page as a parent can open it by its address. */
const pages = [
  ...publicPages.map((page) => page.path),
  "/admissions?form=visit",
  "/admissions?form=enquiry",
  "/calendar?view=month",
  "/hi/privacy",
  "/hi/calendar?view=month",
  // School alerts (docs/specification.md §24): the form and its answer, and a link that cannot be used (404).
  "/alerts/subscribe",
  "/hi/alerts/subscribe?sent=both",
  "/alerts/confirm?token=no-such-token",
  "/alerts/unsubscribe?token=no-such-token",
  "/no-such-page",
];

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

test("every public page passes the Nu HTML Checker with no errors", async ({ request }) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "school-vnu-"));
  try {
    const files = await Promise.all(
      pages.map(async (page, index) => {
        const response = await request.get(page);
        expect([200, 404], page).toContain(response.status());
        const file = path.join(folder, `${index}.html`);
        fs.writeFileSync(file, await response.body());
        return { page, file };
      }),
    );
    // vnu answers 1 when it found errors: its JSON report is on standard error either way.
    const run = await promisify(execFile)(
      process.env.JAVA ?? "java",
      ["-jar", VNU_JAR, "--errors-only", "--format", "json", ...files.map(({ file }) => file)],
      { maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: { code?: number | string; stderr?: string }) => {
      if (error.code === "ENOENT")
        throw new Error("No java to run the HTML checker: install a JRE (default-jre-headless)");
      return { stderr: error.stderr ?? "" };
    });
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const pageOf = (url: string) => files.find(({ file }) => url.endsWith(file))?.page ?? url;
    const errors = messages
      .filter((message) => message.type === "error" || message.type === "non-document-error")
      .map((message) => `${pageOf(message.url)} line ${message.lastLine}: ${message.message} ${message.extract ?? ""}`);
    expect(errors).toEqual([]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
