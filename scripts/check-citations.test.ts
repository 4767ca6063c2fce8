import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";

import { checkProject, findIssueCitations, isCheckedFile } from "./check-citations.ts";

// The citations are put together here, so that this file passes its own check.
const cite = (...parts: string[]) => parts.join("");

describe("a line that cites an issue by its number is found", () => {
  test.each([
    cite("// Iss", "ue 12: a ninth section"),
    cite("Iss", "ue 10 found inputs that ended in a 500"),
    cite("see iss", "ues 12 and 14"),
    cite("as ISS", "UE #12 asks"),
    cite("(iss", "ue#3)"),
    cite('test("iss', 'ue 7 point 4: refused")'),
  ])("%s", (line) => {
    expect(findIssueCitations(`first line\n${line}\n`)).toEqual([{ line: 2, text: expect.any(String) }]);
  });

  test("each citation is reported with its line", () => {
    const text = cite("a\nIss", "ue 5 and iss", "ue 6\nb\niss", "ues 7");
    expect(findIssueCitations(text).map(({ line }) => line)).toEqual([2, 2, 4]);
  });
});

describe("clean text passes", () => {
  test.each([
    "// Decision 0026: a ninth section beside the spec's eight.",
    "A review of the site as a stranger would use it found inputs that ended in a 500.",
    "SPEC §9: at most 3 announcements.",
    "This does not issue a new session; issues are tracked elsewhere.",
    "tissue 12 is not a citation",
    "the issuer 12",
  ])("%s", (line) => {
    expect(findIssueCitations(line)).toEqual([]);
  });
});

describe("which files are checked", () => {
  test.each([
    "README.md",
    "app/root.tsx",
    "db/schema.ts",
    "app/app.css",
    "scripts/x.sh",
    "eslint.config.js",
    ".ci/run",
  ])("%s is checked", (file) => expect(isCheckedFile(file)).toBe(true));
  test.each(["package-lock.json", "db/migrations/0001_x.sql", "public/logo.svg"])("%s is not", (file) =>
    expect(isCheckedFile(file)).toBe(false),
  );
});

describe("a project", () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const project = (files: Record<string, string>, git: boolean) => {
    root = mkdtempSync(path.join(tmpdir(), "check-citations-"));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    if (git) execFileSync("git", ["init", "-q"], { cwd: root });
    return root;
  };

  for (const git of [true, false]) {
    test(`fails on a cited issue and passes once it is gone (${git ? "a git checkout" : "no git"})`, () => {
      const files = {
        ".gitignore": "node_modules/\n",
        "README.md": "# School\n",
        "app/feature.ts": cite("// Iss", "ue 12: why\nexport {};\n"),
        "node_modules/x/index.js": cite("// iss", "ue 1"),
      };
      expect(checkProject(project(files, git))).toEqual([expect.stringMatching(/^app\/feature\.ts:1: /)]);
      writeFileSync(path.join(root, "app/feature.ts"), "// Decision 0026: why\nexport {};\n");
      expect(checkProject(root)).toEqual([]);
    });
  }
});
