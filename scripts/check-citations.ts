// Fails when a comment, test name or document cites an issue by its number.
// The repository holds no issues, so a reader cannot open one: a reason is
// written out, or cites a decision record (docs/decisions/NNNN-….md) or a
// section of docs/specification.md ("SPEC §N"). Part of `npm run lint`.
// Plain TypeScript with relative imports: Node runs it directly.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// The word, singular or plural, then a number, with or without "#" before it.
const issueNumber = /\bissues?\s*#?\s*\d+/gi;

// Every file a person reads as code or prose; .ci/ holds scripts without an extension.
const checkedFile = /\.(?:ts|tsx|js|mjs|cjs|md|css|sh)$|^\.ci\//;

export type Citation = { line: number; text: string };

export function findIssueCitations(text: string): Citation[] {
  const found: Citation[] = [];
  text.split("\n").forEach((line, index) => {
    for (const match of line.matchAll(issueNumber)) found.push({ line: index + 1, text: match[0] });
  });
  return found;
}

export function isCheckedFile(file: string): boolean {
  return checkedFile.test(file);
}

// The tracked files and the new ones git does not ignore; outside a git checkout
// (a release tarball), every file below the root but the installed and generated ones.
function projectFiles(root: string): string[] {
  try {
    const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return [...new Set(listed.split("\0").filter(Boolean))];
  } catch {
    const skipped = new Set([".git", "node_modules", "build", ".react-router", "data", "uploads", "backups"]);
    const walk = (dir: string): string[] =>
      readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
        const relative = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) return skipped.has(entry.name) ? [] : walk(relative);
        return [relative];
      });
    return walk("");
  }
}

export function checkProject(root: string): string[] {
  const problems: string[] = [];
  for (const file of projectFiles(root).filter(isCheckedFile)) {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), "utf8");
    } catch {
      continue; // deleted in the work tree but not yet in git
    }
    for (const { line, text: cited } of findIssueCitations(text)) {
      problems.push(`${file}:${line}: "${cited}" cites an issue nobody can open`);
    }
  }
  return problems;
}

if (import.meta.main) {
  const problems = checkProject(process.cwd());
  if (problems.length > 0) {
    console.error(problems.join("\n"));
    console.error(
      "\nWrite the reason out, or cite a decision record (docs/decisions/NNNN-….md) or a section of " +
        "docs/specification.md (SPEC §N), instead of an issue number.",
    );
    process.exit(1);
  }
}
