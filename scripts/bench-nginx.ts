// The benchmark's yardstick (decision 0034): nginx serving the home page's
// own bytes as static files, precompressed as the site compresses them, on
// this machine, in the same run, with one worker against the site's one
// process (decision 0034). Installed from Debian's packages when it is missing.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { ensureInstalled } from "./bench-debian";
import { freePort } from "./free-port";

const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** nginx's path, with the module that serves precompressed brotli files. */
function ensureNginx(): string {
  const nginx = ensureInstalled(
    "nginx",
    ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"],
    ["nginx", "libnginx-mod-http-brotli-static"],
  );
  ensureInstalled("nginx's brotli module", [BROTLI_MODULE], ["libnginx-mod-http-brotli-static"]);
  return nginx;
}

/** The bytes of one page: as it is, and as the site sends it gzipped and brotli-compressed. */
export interface PageBytes {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/**
 * nginx on a free port of 127.0.0.1 with one worker, answering `/` with
 * `page` as text/html: brotli or gzip bytes as a browser accepts them, as they
 * are otherwise.
 */
export async function startNginx(page: PageBytes) {
  const binary = ensureNginx();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "school-bench-nginx-"));
  const www = path.join(dir, "www");
  fs.mkdirSync(www);
  fs.writeFileSync(path.join(www, "index.html"), page.identity);
  fs.writeFileSync(path.join(www, "index.html.gz"), page.gzip);
  fs.writeFileSync(path.join(www, "index.html.br"), page.br);
  // Its workers run as nobody: they must be able to read the files.
  fs.chmodSync(dir, 0o755);
  fs.chmodSync(www, 0o755);
  const port = await freePort();
  const temp = (name: string) => `${name} ${path.join(dir, name)};`;
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `load_module ${BROTLI_MODULE};
worker_processes 1;
daemon off;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  keepalive_requests 1000000;
  gzip_static on;
  brotli_static on;
  gzip_vary on;
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
  // The master and its worker, whose CPU time the benchmark measures.
  const worker = Number(fs.readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, "utf8").trim().split(" ")[0]);
  return {
    origin,
    pids: [child.pid!, worker],
    async stop() {
      child.kill("SIGQUIT");
      if (child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
