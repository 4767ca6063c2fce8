// An ESLint rule: the folders of app/features import each other in one
// direction only (docs/decisions/0044). import-x/no-cycle finds a circle of
// files; this finds a circle of folders, which no single file shows: a/x
// imports b/y while b/z imports a/w. The folders' imports are read from disk
// once per run; tests are left out, as they may import anything.
import fs from "node:fs";
import path from "node:path";

import { importVisitor, resolveImport, shortestWay } from "./imports.js";

const FEATURES = path.join("app", "features");
const IMPORT = /(?:from|import)\s*\(?\s*"~\/features\/([a-z0-9-]+)\//g;

/** Every folder's imports of other folders, as read from `root`: { from: Map(to → the file that imports it) }. */
export function featureImports(root) {
  const graph = new Map();
  const dir = path.join(root, FEATURES);
  for (const folder of fs.readdirSync(dir)) {
    const files = fs.readdirSync(path.join(dir, folder), { recursive: true, withFileTypes: true });
    const edges = new Map();
    for (const file of files) {
      if (!file.isFile() || !/\.tsx?$/.test(file.name) || /\.test\.tsx?$/.test(file.name)) continue;
      const text = fs.readFileSync(path.join(file.parentPath, file.name), "utf8");
      for (const [, to] of text.matchAll(IMPORT)) {
        if (to !== folder && !edges.has(to)) edges.set(to, path.relative(root, path.join(file.parentPath, file.name)));
      }
    }
    graph.set(folder, edges);
  }
  return graph;
}

/** The folders on a way from `from` to `to` through `graph`, both ends included; null when there is none. */
export function pathBetween(graph, from, to) {
  return shortestWay((at) => graph.get(at)?.keys() ?? [], from, to);
}

// Read once per run and project root.
const graphs = new Map();

const noFeatureCycle = {
  meta: {
    type: "problem",
    docs: { description: "Feature folders import each other in one direction only" },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const relative = path.relative(root, context.filename);
    const [app, features, folder] = relative.split(path.sep);
    if (app !== "app" || features !== "features" || !folder || /\.test\.tsx?$/.test(relative)) return {};
    if (!graphs.has(root)) graphs.set(root, featureImports(root));
    const graph = graphs.get(root);
    const check = (node, source) => {
      const to = /^~\/features\/([a-z0-9-]+)\//.exec(source ?? "")?.[1];
      if (!to || to === folder) return;
      const back = pathBetween(graph, to, folder);
      if (back) {
        context.report({
          node,
          message: `app/features/${folder} imports ${to}, and ${back.join(" → ")} imports it back: move what both need into a folder below both (docs/decisions/0044).`,
        });
      }
    };
    return importVisitor(check);
  },
};

/**
 * What a feature folder offers the rest of the app: the files its README.md names, in backquotes, on its first line
 * (docs/decisions/0086). Null when it has no README.
 */
export function faceOf(root, folder) {
  const readme = path.join(root, FEATURES, folder, "README.md");
  if (!fs.existsSync(readme)) return null;
  const firstLine = fs.readFileSync(readme, "utf8").split("\n", 1)[0];
  return new Set([...firstLine.matchAll(/`([^`]+)`/g)].map((match) => match[1]));
}

// Read once per run, by project root and folder.
const faces = new Map();

const featureFace = {
  meta: {
    type: "problem",
    docs: { description: "Other folders use a feature's public face, the files its README names, never its insides" },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const [app, features, own] = path.relative(root, context.filename).split(path.sep);
    const ownFolder = app === "app" && features === "features" ? own : null;
    const check = (node, specifier) => {
      if (typeof specifier !== "string") return;
      const target = resolveImport(root, context.filename, specifier);
      if (!target) return;
      const [tApp, tFeatures, folder, ...inside] = path.relative(root, target).split(path.sep);
      if (tApp !== "app" || tFeatures !== "features" || !folder || folder === ownFolder || inside.length === 0) return;
      const key = `${root}\0${folder}`;
      if (!faces.has(key)) faces.set(key, faceOf(root, folder));
      const face = faces.get(key);
      const file = inside.join("/");
      if (face?.has(file)) return;
      context.report({
        node,
        message: face
          ? `${file} is inside app/features/${folder}, which offers others ${face.size ? [...face].join(", ") : "none of its files"}. Use those, or add ${file} to the first line of its README.md if it is meant for others (docs/decisions/0086).`
          : `app/features/${folder} has no README.md whose first line names the files it offers others (docs/decisions/0086).`,
      });
    };
    return importVisitor(check);
  },
};

export default { rules: { "no-feature-cycle": noFeatureCycle, "feature-face": featureFace } };
