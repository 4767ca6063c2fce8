// Types of feature-folders.js, for its test.
import type { ESLint } from "eslint";

/** Every folder's imports of other folders, as read from `root`: from → (to → the file that imports it). */
export function featureImports(root: string): Map<string, Map<string, string>>;

/** The folders on a way from `from` to `to` through `graph`, both ends included; null when there is none. */
export function pathBetween(graph: Map<string, Map<string, string>>, from: string, to: string): string[] | null;

/** The files a feature folder offers others, as its README.md names them; null when it has none. */
export function faceOf(root: string, folder: string): Set<string> | null;

declare const plugin: ESLint.Plugin;
export default plugin;
