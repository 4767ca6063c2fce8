// What the import rules share (docs/decisions/0044): where an import leads, the shortest way through a graph, and
// the nodes of a file that import another (static and dynamic imports, re-exports).
import fs from "node:fs";
import path from "node:path";

const SOURCE = /\.(ts|tsx|js)$/;

/** The nodes on a shortest way from `from` to `to`, both ends included, stepping by `next(node)`; null if none. */
export function shortestWay(next, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const at = queue.shift();
    if (at === to) {
      const way = [];
      for (let step = to; step !== null; step = previous.get(step)) way.unshift(step);
      return way;
    }
    for (const target of next(at)) {
      if (!previous.has(target)) {
        previous.set(target, at);
        queue.push(target);
      }
    }
  }
  return null;
}

/** An ESLint visitor calling `check(node, specifier)` for each import, re-export and dynamic import of a file. */
export function importVisitor(check) {
  return {
    ImportDeclaration: (node) => check(node, node.source.value),
    ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
    ExportAllDeclaration: (node) => check(node, node.source.value),
    ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
  };
}

/** The project file `specifier` names from `file`, or null for a package or a file that is not there. */
export function resolveImport(root, file, specifier) {
  const base = specifier.startsWith("~/")
    ? path.join(root, "app", specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(file), specifier)
      : null;
  if (!base) return null;
  const candidates = [base, ...[".ts", ".tsx", ".js", "/index.ts", "/index.tsx"].map((ending) => base + ending)];
  return candidates.find((candidate) => SOURCE.test(candidate) && fs.existsSync(candidate)) ?? null;
}
