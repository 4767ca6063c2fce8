// An ESLint rule: no two files import each other, directly or round about, and a type import counts as any other
// (docs/decisions/0044). import-x/no-cycle, which this replaces, leaves type imports out, so a form's schema could
// import its own action's reply type while the action imported the schema. The whole project's imports are read from
// disk once per run; its strongly connected parts (Tarjan) are the circles, and an import inside one is reported.
import fs from "node:fs";
import path from "node:path";

import { importVisitor, resolveImport, shortestWay } from "./imports.js";

const FOLDERS = ["app", "db", "server", "scripts"];
const SOURCE = /\.(ts|tsx|js)$/;
// `import … from "x"`, `export … from "x"`, `import "x"` and `import("x")`, over several lines.
const IMPORTS = [/^\s*(?:import|export)\b[^'";]*?\bfrom\s*["']([^"']+)["']/gm, /^\s*import\s*["']([^"']+)["']/gm];
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The specifiers `text` imports. */
export function importedSpecifiers(text) {
  return [...IMPORTS, DYNAMIC_IMPORT].flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]));
}

/** Every project file's imports of other project files: Map(file → Set(file)). */
export function importGraph(root) {
  const graph = new Map();
  for (const folder of FOLDERS) {
    const dir = path.join(root, folder);
    if (!fs.existsSync(dir)) continue;
    for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !SOURCE.test(entry.name) || entry.name.endsWith(".d.ts")) continue;
      const file = path.join(entry.parentPath, entry.name);
      const text = fs.readFileSync(file, "utf8");
      const targets = new Set();
      for (const specifier of importedSpecifiers(text)) {
        const target = resolveImport(root, file, specifier);
        if (target) targets.add(target);
      }
      graph.set(file, targets);
    }
  }
  return graph;
}

/** Each file in a circle → the set of files of its circle (Tarjan's strongly connected components). */
export function circlesOf(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circleOf = new Map();
  let next = 0;
  const visit = (start) => {
    // Iterative, so that a long chain of imports does not overflow the stack.
    const frames = [{ file: start, targets: [...(graph.get(start) ?? [])], at: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (frames.length) {
      const frame = frames.at(-1);
      if (frame.at < frame.targets.length) {
        const target = frame.targets[frame.at++];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          frames.push({ file: target, targets: [...(graph.get(target) ?? [])], at: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.file, Math.min(low.get(frame.file), index.get(target)));
        }
        continue;
      }
      frames.pop();
      if (frames.length) low.set(frames.at(-1).file, Math.min(low.get(frames.at(-1).file), low.get(frame.file)));
      if (low.get(frame.file) !== index.get(frame.file)) continue;
      const circle = new Set();
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        circle.add(member);
      } while (member !== frame.file);
      const selfImport = graph.get(frame.file)?.has(frame.file);
      if (circle.size > 1 || selfImport) for (const file of circle) circleOf.set(file, circle);
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circleOf;
}

// Read once per run and project root.
const projects = new Map();

const noFileCycle = {
  meta: {
    type: "problem",
    docs: { description: "No two files import each other, directly or round about, types included" },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    if (!projects.has(root)) {
      const graph = importGraph(root);
      projects.set(root, { graph, circleOf: circlesOf(graph) });
    }
    const { graph, circleOf } = projects.get(root);
    const file = context.filename;
    const circle = circleOf.get(file);
    if (!circle) return {};
    const check = (node, specifier) => {
      const target = typeof specifier === "string" ? resolveImport(root, file, specifier) : null;
      if (!target || !circle.has(target)) return;
      const within = (at) => [...(graph.get(at) ?? [])].filter((next) => circle.has(next));
      const way = shortestWay(within, target, file).map((step) => path.relative(root, step));
      context.report({
        node,
        message: `This import closes a circle: ${way.join(" → ")} imports this file back. Move what both need into a file both can import (docs/decisions/0044).`,
      });
    };
    return importVisitor(check);
  },
};

export default { rules: { "no-file-cycle": noFileCycle } };
