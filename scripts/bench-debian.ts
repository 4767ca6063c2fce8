// The benchmark's tools that are not npm packages (nginx, its brotli module,
// wrk): found on this machine, or installed from Debian's packages when
// missing (as root, or through sudo).
import { execFileSync } from "node:child_process";
import fs from "node:fs";

/** The first of `paths` that exists, after installing `packages` if none does. */
export function ensureInstalled(what: string, paths: string[], packages: string[]): string {
  const found = () => paths.find((candidate) => fs.existsSync(candidate));
  const existing = found();
  if (existing) return existing;
  console.log(`${what} is not installed: installing Debian's ${packages.join(" and ")}…`);
  const asRoot = process.getuid?.() === 0 ? [] : ["sudo"];
  const run = (args: string[]) => {
    const [command, ...rest] = [...asRoot, ...args];
    execFileSync(command!, rest, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  };
  run(["apt-get", "update"]);
  run(["apt-get", "install", "-y", "--no-install-recommends", ...packages]);
  const installed = found();
  if (!installed) throw new Error(`${what} could not be installed`);
  return installed;
}
