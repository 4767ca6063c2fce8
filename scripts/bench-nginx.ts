// The benchmark's yardstick (issue 15, point 2): nginx serving the home page's
// own bytes as a static file, on this machine, in the same run. Installed from
// Debian's packages when it is missing.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { freePort } from "./free-port";

function nginxPath(): string | null {
  for (const candidate of ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/** nginx's path, after installing Debian's package if there is none (as root, or through sudo). */
export function ensureNginx(): string {
  const found = nginxPath();
  if (found) return found;
  console.log("nginx is not installed: installing Debian's package…");
  const asRoot = process.getuid?.() === 0 ? [] : ["sudo"];
  const run = (args: string[]) => {
    const [command, ...rest] = [...asRoot, ...args];
    execFileSync(command!, rest, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  };
  run(["apt-get", "update"]);
  run(["apt-get", "install", "-y", "--no-install-recommends", "nginx"]);
  const installed = nginxPath();
  if (!installed) throw new Error("nginx could not be installed");
  return installed;
}

/** nginx on a free port of 127.0.0.1, answering `/` with `body` as text/html. */
export async function startNginx(body: string) {
  const binary = ensureNginx();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "school-bench-nginx-"));
  const www = path.join(dir, "www");
  fs.mkdirSync(www);
  fs.writeFileSync(path.join(www, "index.html"), body);
  // Its workers run as nobody: they must be able to read the file.
  fs.chmodSync(dir, 0o755);
  fs.chmodSync(www, 0o755);
  const port = await freePort();
  const temp = (name: string) => `${name} ${path.join(dir, name)};`;
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes auto;
daemon off;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp("client_body_temp_path")}
  ${temp("proxy_temp_path")}
  ${temp("fastcgi_temp_path")}
  ${temp("uwsgi_temp_path")}
  ${temp("scgi_temp_path")}
  server {
    listen 127.0.0.1:${port};
    root ${www};
    location = / { default_type "text/html; charset=utf-8"; try_files /index.html =404; }
  }
}
`,
  );
  const child = spawn(binary, ["-p", dir, "-c", path.join(dir, "nginx.conf")], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    const answer = await fetch(`${origin}/`).catch(() => null);
    if (answer?.ok) break;
    if (attempt > 100 || child.exitCode !== null) throw new Error("nginx did not start.");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    async stop() {
      child.kill("SIGQUIT");
      if (child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
