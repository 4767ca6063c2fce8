// What every part of `npm run bench` does with the site: start the production build on a fresh database filled
// with the bench's data, sign in as its admin, read the public pages' list from the running site, and read the
// server's memory from Linux's /proc.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import readline from "node:readline";

import { APPLICATION_COUNT, BENCH_ADMIN, ENQUIRY_COUNT, seedBenchData, VISIT_COUNT } from "./bench-data";
import { freePort } from "./free-port";
import { freshDatabase } from "./fresh-database";
import { START_ENV, START_FLAGS } from "./start-flags";

export interface ServerOptions {
  /** Added to the server's environment. */
  env?: NodeJS.ProcessEnv;
  /** More data, written after the bench's and before the server starts. */
  seed?: (env: NodeJS.ProcessEnv) => Promise<void>;
  /** The database: as freshDatabase chooses when unset (PostgreSQL when DATABASE_URL is set). */
  kind?: "pglite" | "postgres";
  /** Node's flags before `npm start`'s (a module the server loads first, with --import). */
  nodeFlags?: string[];
  /** Every line the server writes (its log on stdout); unset, stdout is dropped and stderr passed through. */
  onLine?: (line: string, stream: "stdout" | "stderr") => void;
  /** A pipe to the server as its file descriptor 3, for a module loaded with `nodeFlags` to talk through. */
  pipe?: boolean;
}

/** The server on a fresh database with the bench's data, started as `npm start` starts it. */
export async function startServer(options: ServerOptions = {}) {
  const port = await freePort();
  const database = await freshDatabase("bench", options.kind);
  // Its own uploads, which the seed writes a notice's photo into.
  const uploads = fs.mkdtempSync(`${os.tmpdir()}/bench-uploads-`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...START_ENV,
    NODE_ENV: "production",
    PORT: String(port),
    UPLOADS_DIR: uploads,
    ...database.env,
    ...options.env,
  };
  // Written before the server opens the database: PGlite allows one process at a time.
  const seeding = performance.now();
  await seedBenchData(env);
  await options.seed?.(env);
  console.log(
    `Seeded ${ENQUIRY_COUNT.toLocaleString("en-IN")} enquiries, ${VISIT_COUNT.toLocaleString("en-IN")} visit requests and ${APPLICATION_COUNT.toLocaleString("en-IN")} applications in ${Math.round(performance.now() - seeding)} ms`,
  );
  const { onLine } = options;
  // The node process itself, no npm in between: its pid is the server's, for /proc.
  const child: ChildProcess = spawn(
    process.execPath,
    [...(options.nodeFlags ?? []), ...START_FLAGS, "server/main.ts"],
    {
      env,
      stdio: [
        "ignore",
        onLine ? "pipe" : "ignore",
        onLine ? "pipe" : "inherit",
        ...(options.pipe ? (["pipe"] as const) : []),
      ],
    },
  );
  if (onLine) {
    for (const stream of ["stdout", "stderr"] as const) {
      readline.createInterface({ input: child[stream]! }).on("line", (line) => onLine(line, stream));
    }
  }
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 600 || child.exitCode !== null) throw new Error("The server did not start.");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  let stopped: Promise<void> | undefined;
  return {
    origin,
    pid: child.pid!,
    child,
    /** Stops the server and removes its database and uploads; once, however often it is called. */
    stop() {
      stopped ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          const exited = new Promise((resolve) => child.once("exit", resolve));
          child.kill("SIGTERM");
          await exited;
        }
        await database.cleanup();
        fs.rmSync(uploads, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
}

/** The server's resident memory in MB (Linux's /proc): now (VmRSS), or the most since it started (VmHWM). */
export function rssMb(pid: number, which: "VmRSS" | "VmHWM" = "VmRSS"): number {
  const kb = new RegExp(`${which}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Math.round(Number(kb) / 1024);
}

/**
 * The cookies of the benchmark's admin, signed in through the real form, as a
 * browser holds them once it has followed the sign-in to the page it leads to:
 * the session, without the toast that showed there once.
 */
export async function signIn(origin: string) {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [, name, value] = /^([^=]+)=([^;]*)/.exec(line)!;
      if (value === "" || /;\s*max-age=0/i.test(line)) jar.delete(name!);
      else jar.set(name!, value!);
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const body = new URLSearchParams({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password });
  const response = await fetch(`${origin}/admin`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Origin: origin },
  });
  keep(response);
  const next = response.headers.get("Location");
  if (response.status !== 302 || !next || jar.size === 0) throw new Error(`Sign-in failed: ${response.status}`);
  const landing = await fetch(new URL(next, origin), { headers: { Cookie: cookie() }, redirect: "manual" });
  await landing.arrayBuffer();
  if (landing.status !== 200) throw new Error(`${next} answered ${landing.status} after signing in`);
  keep(landing);
  return cookie();
}

/** The pages of applying online (docs/specification.md §22), which no menu lists: the first step and the status page. */
const APPLICATION_PAGES = ["/admissions/apply", "/admissions/status"];

/**
 * Every public page in both languages, as the site's sitemap lists them, and the pages of applying online: English
 * first, then Hindi (docs/specification.md §21). Read from the running site, so the list is the site's own.
 */
export async function publicRoutesOf(origin: string): Promise<string[]> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  // Of the notices' pages (thousands), the newest one in each language stands for them all.
  const notice = /^(\/hi)?\/notices\/\d/;
  const firstNotices = ["en", "hi"].flatMap((language) =>
    listed.filter((path) => notice.test(path) && path.startsWith("/hi/") === (language === "hi")).slice(0, 1),
  );
  const pages = [...listed.filter((path) => !notice.test(path)), ...firstNotices];
  const paths = [...pages, ...APPLICATION_PAGES, ...APPLICATION_PAGES.map((path) => `/hi${path}`)];
  const hindi = (path: string) => path === "/hi" || path.startsWith("/hi/");
  return [...paths.filter((path) => !hindi(path)), ...paths.filter(hindi)];
}
