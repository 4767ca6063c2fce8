// Node's flags as `npm start` and `npm run dev` give them to the server
// (package.json): the benchmark and the browser tests start the server the same
// way, so they measure and test what a school and a developer run. Plain
// TypeScript: Node runs it directly too.
import fs from "node:fs";
import path from "node:path";

const packageJson = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../package.json"), "utf8")) as {
  scripts: Record<"start" | "dev", string>;
};

const flagsOf = (script: "start" | "dev") =>
  packageJson.scripts[script].split(/\s+/).filter((word) => /^--\w/.test(word) && word !== "--dev");

/** `npm start`'s flags, e.g. ["--max-semi-space-size=16", …]. */
export const START_FLAGS: string[] = flagsOf("start");

/** What `npm start` sets in the server's environment before Node starts: glibc's malloc settings (decision 0093). */
export const START_ENV: Record<string, string> = Object.fromEntries(
  packageJson.scripts.start
    .split(/\s+/)
    .filter((word) => /^[A-Z_]+=/.test(word))
    .map((word) => [word.slice(0, word.indexOf("=")), word.slice(word.indexOf("=") + 1)]),
);

/** `npm run dev`'s flags for Node (not its own `--dev`). */
export const DEV_FLAGS: string[] = flagsOf("dev");
