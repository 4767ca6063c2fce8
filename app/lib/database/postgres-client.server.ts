// The site's PostgreSQL client: a restart of the server costs it seconds, not a quarter of a minute (decision 0081).
// - While the server is away, each connection tries again at most half a second apart (postgres.js waits up to
//   20 s), so the site is back within a second of the server.
// - A read that meets a broken connection is tried once more, on a fresh one.
// - A write is tried once more only when the server provably never ran it: postgres.js gives a connection's last
//   words (a FATAL "terminating connection") to the first query it takes after reconnecting, a query it has not
//   sent yet. A write cut off while running is never sent again.
import postgres from "postgres";

type Sql = postgres.Sql;

/** Seconds before a closed connection tries again, after `retries` failures in a row. */
const reconnectDelay = (retries: number) => Math.min(0.05 * 2 ** retries, 0.5);

/** Errors of a connection that broke under a statement: whether it ran is not known. */
const BROKEN_CONNECTION = new Set([
  "CONNECTION_CLOSED",
  "CONNECT_TIMEOUT",
  "ECONNRESET",
  "ECONNREFUSED",
  "EPIPE",
  "ETIMEDOUT",
]);
// PostgreSQL's classes 08 (connection exception) and 57P (the server shutting down or starting up).
const BROKEN_CONNECTION_STATE = /^(08|57P0[123])/;

function connectionBroke(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && (BROKEN_CONNECTION.has(code) || BROKEN_CONNECTION_STATE.test(code));
}

/** A FATAL answer reaches a query only before it was sent: at a connection's start, or as an ended one's replay. */
function neverSent(error: unknown) {
  return error instanceof postgres.PostgresError && error.severity === "FATAL";
}

/** A statement that only reads, outside a transaction: running it twice changes nothing. */
function onlyReads(statement: string) {
  return /^\s*select\b/i.test(statement) && !/\bfor\s+(update|share|no\s+key\s+update|key\s+share)\b/i.test(statement);
}

async function withOneMoreTry<T>(attempt: () => Promise<T>, mayTryAgain: (error: unknown) => boolean): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!mayTryAgain(error)) throw error;
    return attempt();
  }
}

/** A client for `url`, and the face of it Drizzle is given: queries and transactions tried again as above. */
export function postgresClient(url: string): { client: Sql; retrying: Sql } {
  const client = postgres(url, { max: 10, onnotice: () => {}, backoff: reconnectDelay });

  // Drizzle runs a statement as `await client.unsafe(…)` or `await client.unsafe(…).values()`.
  function unsafe(...[statement, ...rest]: Parameters<Sql["unsafe"]>) {
    const mayTryAgain = (error: unknown) => neverSent(error) || (onlyReads(statement) && connectionBroke(error));
    const run = <T>(shape: (query: ReturnType<Sql["unsafe"]>) => Promise<T>) =>
      withOneMoreTry(() => shape(client.unsafe(statement, ...rest)), mayTryAgain);
    let rows: Promise<unknown> | undefined;
    return {
      values: () => run((query) => query.values()),
      then: (onRows?: (rows: unknown) => unknown, onError?: (error: unknown) => unknown) =>
        (rows ??= run((query) => query)).then(onRows, onError),
    };
  }

  // A transaction whose work has not begun has sent nothing that writes: it may start again on a fresh connection.
  function begin(...args: unknown[]) {
    const work = args.pop() as (sql: postgres.TransactionSql) => unknown;
    let begun = false;
    return withOneMoreTry(
      () =>
        (client.begin as (...args: unknown[]) => Promise<unknown>)(...args, (sql: postgres.TransactionSql) => {
          begun = true;
          return work(sql);
        }),
      (error) => !begun && (neverSent(error) || connectionBroke(error)),
    );
  }

  const retrying = new Proxy(client, {
    get: (target, key, receiver) =>
      key === "unsafe" ? unsafe : key === "begin" ? begin : Reflect.get(target, key, receiver),
  });
  return { client, retrying };
}
