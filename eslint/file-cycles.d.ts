// Types of file-cycles.js, for its test.
import type { ESLint } from "eslint";

declare const plugin: ESLint.Plugin;
export default plugin;
export function importedSpecifiers(text: string): string[];
export function importGraph(root: string): Map<string, Set<string>>;
export function circlesOf(graph: Map<string, Set<string>>): Map<string, Set<string>>;
