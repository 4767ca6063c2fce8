// A production server of a test's own, on a free port, for the tests that
// read its log, stop it or kill it (the build exists: Playwright's web server
// made it); or a development server, as `npm run dev` starts it. Plain
// TypeScript with relative imports, like the other e2e helpers.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { expect } from "@playwright/test";
import postgres from "postgres";

import { freePort } from "../../../scripts/free-port.ts";
import { freshDatabase } from "../../../scripts/fresh-database.ts";
import { DEV_FLAGS, START_ENV, START_FLAGS } from "../../../scripts/start-flags.ts";
import { TestMailServer } from "../../support/smtp.ts";
import { test } from "./test.ts";

export interface OwnServer {
  origin: string;
  port: number;
  child: ChildProcess;
  /** Standard output and error so far. */
  output(): string;
  /** Standard output alone: the server's JSON log lines and printed links, without libraries' warnings. */
  stdout(): string;
  /** Sends `signal` (unless one was sent already) and waits for the process to end; its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts `node server/main.ts` as `npm start` does (or as `npm run dev` does, with `dev`), with `env` over the
 * test's own, and waits until /healthz answers 200. With `terminal`, its output is a pseudo-terminal, as when
 * someone types `npm start` (util-linux's `script`), and `stop()` presses Ctrl-C in it.
 */
export async function startOwnServer(
  env: Record<string, string>,
  options: { port?: number; dev?: boolean; terminal?: boolean } = {},
): Promise<OwnServer> {
  const port = options.port ?? (await freePort());
  let output = "";
  let stdout = "";
  const args = options.dev ? [...DEV_FLAGS, "server/main.ts", "--dev"] : [...START_FLAGS, "server/main.ts"];
  const quote = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;
  const [command, commandArgs] = options.terminal
    ? [
        "script",
        ["--quiet", "--return", "--command", ["exec", process.execPath, ...args].map(quote).join(" "), "/dev/null"],
      ]
    : [process.execPath, args];
  const child = spawn(command, commandArgs, {
    env: {
      ...process.env,
      ...(options.dev ? {} : START_ENV),
      NODE_ENV: options.dev ? "development" : "production",
      PORT: String(port),
      BACKUP_SCHEDULE: "off",
      LINK_CHECK: "off",
      ...env,
    },
    // A terminal's keyboard is `script`'s standard input.
    stdio: [options.terminal ? "pipe" : "ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    stdout += chunk.toString();
  });
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://localhost:${port}`;
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`The server stopped (${child.exitCode}):\n${output}`);
        return (await fetch(`${origin}/healthz`).catch(() => null))?.status;
      },
      // Asked four times a second: Playwright's default, once a second after the first tries, would make each
      // start of a few seconds wait up to a second more. The development server's first start transforms the whole
      // app, which takes minutes beside two other browser workers on two cores.
      { timeout: options.dev ? 180_000 : 60_000, intervals: [250] },
    )
    .toBe(200);
  return {
    origin,
    port,
    child,
    output: () => output,
    stdout: () => stdout,
    async stop(signal = "SIGTERM") {
      // Once only: a second SIGTERM while it stops would end it at once, as a second Ctrl-C does.
      if (options.terminal) child.stdin!.write("\x03");
      else if (!child.killed) child.kill(signal);
      if (child.exitCode === null && child.signalCode === null) await once(child, "exit");
      return child.exitCode;
    },
  };
}

/** A server of a spec's own, as `specServer` gives it: started before its tests, stopped after them. */
export interface SpecServer extends OwnServer {
  /** The settings it runs with: its database's, and its mail server's. */
  readonly env: Record<string, string>;
  /** With `mailFrom`, the SMTP server of the spec's own its mail goes to. */
  readonly mail: TestMailServer;
}

/**
 * A production server of the calling spec's own (or describe's, called in one) on a fresh database named `name`:
 * started before its tests, with `admin` made by `npm run admin:create` and, with `mailFrom`, an SMTP server of its
 * own; stopped, and its database removed, after them. Read it in a test.
 */
export function specServer(
  name: string,
  options: {
    admin?: { email: string; password: string; name: string };
    kind?: "pglite" | "postgres";
    mailFrom?: string;
    env?: Record<string, string>;
  } = {},
): SpecServer {
  let server: OwnServer | undefined;
  let mail: TestMailServer | undefined;
  let env: Record<string, string> | undefined;
  let cleanup = async () => {};
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const database = await freshDatabase(name, options.kind);
    cleanup = database.cleanup;
    if (options.mailFrom) mail = await TestMailServer.start();
    env = {
      ...database.env,
      ...options.env,
      ...(mail && { SMTP_URL: mail.url, MAIL_FROM: options.mailFrom! }),
    };
    server = await startOwnServer(env);
    if (options.admin) await createAdmin(options.admin, database.env);
  });
  test.afterAll(async () => {
    await server?.stop();
    await mail?.stop();
    await cleanup();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error(`The server of ${name} has not started: read it inside a test.`);
    return value;
  };
  return {
    get origin() {
      return started(server).origin;
    },
    get port() {
      return started(server).port;
    },
    get child() {
      return started(server).child;
    },
    get env() {
      return started(env);
    },
    get mail() {
      return started(mail);
    },
    output: () => started(server).output(),
    stdout: () => started(server).stdout(),
    stop: (signal) => started(server).stop(signal),
  };
}

/** Rows from the database a server of its own used (stopped first, for the embedded one). */
export async function queryDatabase<Row>(
  env: Record<string, string | undefined>,
  text: string,
  params: (string | number)[] = [],
): Promise<Row[]> {
  if (env.DATABASE_URL) {
    const client = postgres(env.DATABASE_URL, { max: 1, onnotice: () => {} });
    try {
      return (await client.unsafe(text, params)) as unknown as Row[];
    } finally {
      await client.end();
    }
  }
  const client = await PGlite.create(env.DATA_DIR!);
  try {
    return (await client.query<Row>(text, params)).rows;
  } finally {
    await client.close();
  }
}

/** A Contact form post as a browser without JavaScript sends it, with its body in a string. */
export function contactPost(message: string) {
  return new URLSearchParams({
    name: "Shutdown Test Parent",
    email: "parent@example.com",
    phone: "9876543210",
    message,
    consent: "on",
  }).toString();
}

const run = promisify(execFile);

/** `npm run <script> -- <args>` with `env`, as the vendor types it; its exit code and output. */
export async function npmRun(script: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run("npm", ["run", "--silent", script, "--", ...args], {
      env: { ...process.env, ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** `npm run admin:create` for `admin`, as a school's IT vendor types it, on the database of `env`. */
export async function createAdmin(
  admin: { email: string; password: string; name: string },
  env: Record<string, string>,
) {
  const created = await npmRun(
    "admin:create",
    ["--email", admin.email, "--password", admin.password, "--name", admin.name],
    env,
  );
  expect(created.output).toContain(`Created the admin account ${admin.email}.`);
}

/** Runs `statements` on the database of `env` (its server stopped first, for the embedded one). */
export async function execute(env: Record<string, string>, statements: string) {
  if (env.DATABASE_URL) {
    const client = postgres(env.DATABASE_URL, { max: 1, onnotice: () => {} });
    await client.unsafe(statements).finally(() => client.end());
    return;
  }
  const client = await PGlite.create(env.DATA_DIR!);
  await client.exec(statements).finally(() => client.close());
}
