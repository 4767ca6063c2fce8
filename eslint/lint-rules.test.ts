// The lint rules decision 0044 adds, each shown to fail on what it forbids and
// to pass what it allows: circles of feature folders (a project of its own, on
// disk) and writes to the outbox or a request's history outside their owners
// (the project's own configuration).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { afterEach, describe, expect, it } from "vitest";

import featureFolders, { faceOf, featureImports, pathBetween } from "./feature-folders.js";
import fileCycles, { circlesOf, importGraph } from "./file-cycles.js";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/** A project of `files` (path → text) in a folder of its own. */
function project(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "feature-folders-"));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

/** What `rule` of `plugin` says of `file` in the project at `root`. */
async function lintMessages(root: string, file: string, plugin: ESLint.Plugin, rule: string) {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ["**/*.ts"],
        languageOptions: { parser: tseslint.parser },
        plugins: { local: plugin },
        rules: { [`local/${rule}`]: "error" },
      },
    ],
  });
  const [result] = await eslint.lintFiles([path.join(root, file)]);
  return result!.messages.map((message) => message.message);
}

const folderCycles = (root: string, file: string) => lintMessages(root, file, featureFolders, "no-feature-cycle");
const fileCycleMessages = (root: string, file: string) => lintMessages(root, file, fileCycles, "no-file-cycle");

describe("feature folders import each other one way (local/no-feature-cycle)", () => {
  it("fails on two folders that import each other through different files", async () => {
    const root = project({
      "app/features/mail/outbox.ts": 'import { kindOf } from "~/features/requests/kinds";\nexport const a = kindOf;\n',
      "app/features/mail/format.ts": "export const format = 1;\n",
      "app/features/requests/kinds.ts":
        'import { format } from "~/features/mail/format";\nexport const kindOf = format;\n',
    });
    expect(await folderCycles(root, "app/features/mail/outbox.ts")).toEqual([
      expect.stringContaining("app/features/mail imports requests, and requests → mail imports it back"),
    ]);
  });

  it("fails on a circle through a third folder, and names it", async () => {
    const root = project({
      "app/features/a/x.ts": 'import { y } from "~/features/b/y";\nexport const x = y;\n',
      "app/features/b/y.ts": 'import { z } from "~/features/c/z";\nexport const y = z;\n',
      "app/features/c/z.ts": 'export { w as z } from "~/features/a/w";\n',
      "app/features/a/w.ts": "export const w = 1;\n",
    });
    expect(await folderCycles(root, "app/features/a/x.ts")).toEqual([expect.stringContaining("b → c → a")]);
  });

  it("passes folders that import one way, and tests that import anything", async () => {
    const root = project({
      "app/features/requests/kinds.ts": 'import { format } from "~/features/mail/format";\nexport const k = format;\n',
      "app/features/mail/format.ts": "export const format = 1;\n",
      "app/features/mail/format.test.ts": 'import { k } from "~/features/requests/kinds";\nexport const t = k;\n',
    });
    expect(await folderCycles(root, "app/features/requests/kinds.ts")).toEqual([]);
    expect(await folderCycles(root, "app/features/mail/format.test.ts")).toEqual([]);
  });

  it("finds the way round a circle, and none where there is none", () => {
    const graph = new Map([
      ["a", new Map([["b", "a/x.ts"]])],
      ["b", new Map([["c", "b/y.ts"]])],
      ["c", new Map()],
    ]);
    expect(pathBetween(graph, "a", "c")).toEqual(["a", "b", "c"]);
    expect(pathBetween(graph, "c", "a")).toBeNull();
  });

  it("reads the folders of this project, which import each other one way", () => {
    const graph = featureImports(process.cwd());
    expect(graph.get("requests")?.has("mail")).toBe(true);
    for (const [from, edges] of graph) {
      for (const to of edges.keys()) expect(pathBetween(graph, to, from), `${from} → ${to}`).toBeNull();
    }
  });
});

describe("other folders use a feature's public face (local/feature-face)", () => {
  const files = {
    "app/features/fees/README.md":
      "The fee page. Others use `fees.ts`, `office/heads.server.ts`; its pages are reached…\n",
    "app/features/fees/fees.ts": "export const fees = 1;\n",
    "app/features/fees/fee-page.server.ts": "export const page = 1;\n",
    "app/features/fees/office/heads.server.ts": "export const heads = 1;\n",
    "app/features/gallery/gallery.ts": "export const gallery = 1;\n",
  };
  const face = (file: string, text: string) =>
    lintMessages(project({ ...files, [file]: text }), file, featureFolders, "feature-face");

  it("passes the files a folder's README names, at any depth, and a folder's own files", async () => {
    expect(await face("app/features/admissions/a.ts", 'export { fees } from "~/features/fees/fees";\n')).toEqual([]);
    expect(await face("app/lib/b.ts", 'import { heads } from "../features/fees/office/heads.server";\n')).toEqual([]);
    expect(await face("app/features/fees/c.ts", 'import { page } from "./fee-page.server";\n')).toEqual([]);
  });

  it("fails on a file inside another folder, and names the face", async () => {
    expect(
      await face("app/features/admissions/a.ts", 'import { page } from "~/features/fees/fee-page.server";\n'),
    ).toEqual([
      expect.stringContaining(
        "fee-page.server.ts is inside app/features/fees, which offers others fees.ts, office/heads.server.ts",
      ),
    ]);
  });

  it("fails on a folder with no README to say what it offers", async () => {
    expect(await face("server/d.ts", 'import { gallery } from "../app/features/gallery/gallery";\n')).toEqual([
      expect.stringContaining("app/features/gallery has no README.md"),
    ]);
  });

  it("reads this project's faces: every folder has one", () => {
    for (const folder of fs.readdirSync("app/features")) expect(faceOf(process.cwd(), folder), folder).not.toBeNull();
  });
});

describe("no two files import each other, types included (local/no-file-cycle)", () => {
  it("fails on a schema that imports a type from the action that imports it", async () => {
    const root = project({
      "app/features/fees/schema.ts":
        'import type { manageFees } from "./manage-fees.server";\nexport const schema = 1;\nexport type Reply = typeof manageFees;\n',
      "app/features/fees/manage-fees.server.ts":
        'import { schema } from "./schema";\nexport const manageFees = schema;\n',
    });
    expect(await fileCycleMessages(root, "app/features/fees/schema.ts")).toEqual([
      expect.stringContaining(
        "app/features/fees/manage-fees.server.ts → app/features/fees/schema.ts imports this file back",
      ),
    ]);
  });

  it("fails on a circle of three through the ~/ alias and a dynamic import", async () => {
    const root = project({
      "app/lib/a.ts": 'import { b } from "~/lib/b";\nexport const a = b;\n',
      "app/lib/b.ts": 'export const b = () => import("./c");\n',
      "app/lib/c.ts": 'export { a } from "./a";\n',
    });
    expect(await fileCycleMessages(root, "app/lib/c.ts")).toEqual([
      expect.stringContaining("app/lib/a.ts → app/lib/b.ts → app/lib/c.ts imports this file back"),
    ]);
  });

  it("passes files that import one way, and packages", async () => {
    const root = project({
      "app/lib/a.ts":
        'import { z } from "zod";\nimport type { B } from "./b";\nexport const a = z;\nexport type A = B;\n',
      "app/lib/b.ts": "export type B = string;\n",
    });
    expect(await fileCycleMessages(root, "app/lib/a.ts")).toEqual([]);
  });

  it("reads this project, which has no circle", () => {
    expect([...new Set(circlesOf(importGraph(process.cwd())).values())]).toEqual([]);
  });
});

describe("one writer per shared table (the project's own configuration)", () => {
  const eslint = new ESLint();
  const write = (table: string) =>
    `import { db } from "~/lib/database/db.server";\nimport { ${table} } from "../../../db/schema";\nexport const x = () => db().delete(${table});\n`;
  const problems = async (text: string, filePath: string) =>
    (await eslint.lintText(text, { filePath }))[0]!.messages
      .filter((message) => message.ruleId === "no-restricted-syntax")
      .map((message) => message.message);

  it("refuses a write to the outbox outside app/features/mail", async () => {
    expect(await problems(write("mailOutbox"), "app/features/requests/x.ts")).toEqual([
      expect.stringContaining("Only app/features/mail writes the outbox"),
    ]);
    expect(await problems(write("mailOutbox"), "app/features/mail/x.ts")).toEqual([]);
  });

  it("refuses a write to a request's history outside requests/history.server.ts", async () => {
    expect(await problems(write("requestHistory"), "app/features/personal-data/x.ts")).toEqual([
      expect.stringContaining("history.server.ts only"),
    ]);
    expect(await problems(write("requestHistory"), "app/features/requests/history.server.ts")).toEqual([]);
  });
});
