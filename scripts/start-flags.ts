// Node's flags as `npm start` gives them to the server (package.json): the
// benchmark and the browser tests start the server the same way, so they
// measure and test what a school runs. Plain TypeScript: Node runs it directly too.
import fs from "node:fs";
import path from "node:path";

const packageJson = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../package.json"), "utf8")) as {
  scripts: { start: string };
};

/** The `--` flags of `npm start`'s command, e.g. ["--max-semi-space-size=2", …]. */
export const START_FLAGS: string[] = packageJson.scripts.start.split(/\s+/).filter((word) => word.startsWith("--"));
