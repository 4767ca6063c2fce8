// The embedded database belongs to one process at a time. That process
// listens on a Unix socket beside DATA_DIR (`<DATA_DIR>.sock`, mode 0600):
// the socket is its lock, which the kernel takes away when the process dies,
// however it dies, and it is the way a command-line tool asks the running
// site to do something with the database (`npm run backup`, `npm run
// admin:create`) instead of opening it a second time (decision 0029).
//
// The protocol is one JSON line each way: {"command","args"} in, then
// {"ok":true,"result"} or {"ok":false,"error"} out.
import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import lockfile from "proper-lockfile";

import { log } from "../server/log.server";

export class DatabaseInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `The embedded database in ${dataDir} is in use by another process (is the site running?). ` +
        `Stop that process first, or set DATABASE_URL to use a PostgreSQL server.`,
    );
    this.name = "DatabaseInUseError";
  }
}

type Handler = (args: unknown) => Promise<unknown>;
const handlers = new Map<string, Handler>();
const underWay = new Set<Promise<unknown>>();

/**
 * What the running site does when a command-line tool asks for `name`. Gives back what forgets it again (a test's
 * process outlives the "site" it played: decision 0078).
 */
export function registerControlCommand(name: string, handler: Handler) {
  handlers.set(name, handler);
  return () => {
    if (handlers.get(name) === handler) handlers.delete(name);
  };
}

/** Lets the commands under way finish (before the database closes). */
export async function controlCommandsFinished() {
  await Promise.allSettled([...underWay]);
}

// Unix sockets take paths of at most about 107 bytes.
const MAX_SOCKET_PATH = 100;
// A request is a command name and a few fields; anything longer is not one of ours.
const MAX_REQUEST_BYTES = 64 * 1024;

export function controlSocketPath(dataDir: string) {
  const socketPath = `${path.resolve(dataDir)}.sock`;
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    throw new Error(
      `DATA_DIR's path is too long for the socket that guards it (${socketPath}): ` +
        `use a DATA_DIR whose full path is under ${MAX_SOCKET_PATH - 5} characters.`,
    );
  }
  return socketPath;
}

/**
 * Makes this process the one that holds `dataDir`, or throws
 * DatabaseInUseError when a live process does. A socket left by a process
 * that died is taken over at once; two processes that find it at the same
 * moment take turns under a short lock, so only one of them gets it.
 */
export async function claimDataDir(dataDir: string): Promise<{ release(): Promise<void> }> {
  const socketPath = controlSocketPath(dataDir);
  const server = net.createServer(answer);
  try {
    await listen(server, socketPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    if (await someoneAnswers(socketPath)) throw new DatabaseInUseError(dataDir);
    const unlock = await lockfile.lock(socketPath, {
      realpath: false,
      stale: 5_000,
      retries: { retries: 50, minTimeout: 20, maxTimeout: 100 },
    });
    try {
      // Again under the lock: whoever was first may have taken it over meanwhile.
      if (await someoneAnswers(socketPath)) throw new DatabaseInUseError(dataDir);
      await fs.rm(socketPath, { force: true });
      await listen(server, socketPath);
    } finally {
      await unlock();
    }
  }
  await fs.chmod(socketPath, 0o600);
  server.unref();
  return {
    async release() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await fs.rm(socketPath, { force: true });
    },
  };
}

function listen(server: net.Server, socketPath: string) {
  return new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    server.once("error", failed);
    server.listen(socketPath, () => {
      server.off("error", failed);
      resolve();
    });
  });
}

/** Whether a live process listens on the socket (one of another user, or one that hangs, counts as live). */
function someoneAnswers(socketPath: string) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(socketPath);
    socket.setTimeout(2_000, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => {
      resolve(!(error.code === "ECONNREFUSED" || error.code === "ENOENT"));
    });
  });
}

function answer(socket: net.Socket) {
  let request = "";
  socket.setEncoding("utf8");
  socket.on("error", () => socket.destroy());
  socket.on("data", (chunk: string) => {
    request += chunk;
    if (request.length > MAX_REQUEST_BYTES) return reply(socket, { ok: false, error: "The request is too long." });
    const end = request.indexOf("\n");
    if (end < 0) return;
    socket.removeAllListeners("data");
    const work = run(request.slice(0, end)).then((response) => reply(socket, response));
    underWay.add(work);
    void work.finally(() => underWay.delete(work));
  });
}

async function run(line: string): Promise<{ ok: true; result: unknown } | { ok: false; error: string }> {
  let command: string;
  let args: unknown;
  try {
    ({ command, args } = JSON.parse(line) as { command: string; args?: unknown });
  } catch {
    return { ok: false, error: "The request is not JSON." };
  }
  const handler = handlers.get(command);
  if (!handler) {
    return {
      ok: false,
      error:
        handlers.size === 0
          ? "The embedded database is in use by another command, not by the site: wait for it to finish."
          : `The site does not know the command ${JSON.stringify(command)}.`,
    };
  }
  // The command only: its arguments may hold a password.
  log.info({ command }, "Command from the command line");
  try {
    return { ok: true, result: await handler(args) };
  } catch (error) {
    log.error({ err: error, command }, "Command from the command line failed");
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

function reply(socket: net.Socket, response: object) {
  socket.end(`${JSON.stringify(response)}\n`);
}

/**
 * Asks the process that holds `dataDir` to run `command`. `answered: false`
 * when no live process holds it (the caller may then open the database
 * itself); the command's own failure is thrown with its message.
 */
export function askRunningServer(
  dataDir: string,
  command: string,
  args?: unknown,
): Promise<{ answered: true; result: unknown } | { answered: false }> {
  const socketPath = controlSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    let response = "";
    let connected = false;
    const socket = net.connect(socketPath);
    socket.setEncoding("utf8");
    socket.once("connect", () => {
      connected = true;
      socket.write(`${JSON.stringify({ command, args })}\n`);
    });
    socket.on("data", (chunk: string) => (response += chunk));
    socket.once("error", (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === "ECONNREFUSED" || error.code === "ENOENT")) resolve({ answered: false });
      else reject(error);
    });
    socket.once("end", () => {
      try {
        const parsed = JSON.parse(response) as { ok: boolean; result?: unknown; error?: string };
        if (parsed.ok) resolve({ answered: true, result: parsed.result });
        else reject(new Error(parsed.error));
      } catch {
        reject(new Error("The site stopped before it answered."));
      }
    });
  });
}
