// A PostgreSQL restart costs seconds, not a quarter of a minute (decision 0081): from the server's return every
// query answers within a second, a read cut off by a broken connection is tried once more on a fresh one, a write
// never is, and the LISTEN connection comes back by itself. On a server of the test's own, really stopped and started.
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase, rowsOf, type Database } from "~/lib/database/db.server";

import { testDatabaseKinds } from "../../support/database";
import { startPostgresServer, type PostgresServer } from "../../support/postgres-server";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean | Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`Not so after ${ms} ms`);
    await sleep(20);
  }
}

// PostgreSQL alone: the embedded database is part of the site's own process, and has no server to restart. A run on
// the embedded database alone (no DATABASE_URL, or TEST_DATABASES=pglite) skips these, and their name says why; CI
// sets DATABASE_URL and never skips them.
const onPostgres = testDatabaseKinds.includes("postgres");
const title = "a PostgreSQL server that restarts";
describe.skipIf(!onPostgres)(onPostgres ? title : `${title} (skipped: the run has no PostgreSQL server)`, () => {
  let server: PostgresServer;
  let site: Database;
  let otherProcess: Database;
  let admin: postgres.Sql;

  beforeAll(async () => {
    server = await startPostgresServer();
    site = await openDatabase({ kind: "postgres", url: server.url });
    otherProcess = await openDatabase({ kind: "postgres", url: server.url });
    admin = postgres(server.url, { max: 1, onnotice: () => {} });
    await admin`create table marks (note text)`;
    await site.db.execute(sql`select 1`); // connected, its types read: the statements below run at once
  }, 60_000);
  afterAll(async () => {
    await Promise.allSettled([site?.close(), otherProcess?.close(), admin?.end({ timeout: 1 })]);
    server?.destroy();
  });

  /** Ends the connection running `statement` (as a restart would) once it runs; resolves when it was ended. */
  async function cutOff(statement: string) {
    await until(async () => (await admin`select 1 from pg_stat_activity where query = ${statement}`).length > 0, 5_000);
    await admin`select pg_terminate_backend(pid) from pg_stat_activity where query = ${statement}`;
  }

  it("answers a read cut off by a broken connection, from a fresh one", async () => {
    const statement = "select pg_sleep(1), 42 as answer";
    const read = site.db.execute(sql.raw(statement)).then((result) => rowsOf<{ answer: number }>(result));
    await cutOff(statement);
    expect(await read).toEqual([expect.objectContaining({ answer: 42 })]);
  });

  it("never sends a write again once it may have reached the server", async () => {
    const statement = "insert into marks select 'once' from pg_sleep(1)";
    const write = site.db.execute(sql.raw(statement));
    const settled = write.then(
      () => "stored",
      () => "refused",
    );
    await cutOff(statement);
    expect(await settled).toBe("refused");
    await sleep(1_500); // long enough for a second try to have stored its row
    expect(await admin`select * from marks`).toEqual([]);
  });

  it("answers every query within a second of the server's return, and hears notifications again", async () => {
    const heard: string[] = [];
    let listened = 0;
    await otherProcess.channel!.listen(
      "page_changes",
      (payload) => heard.push(payload),
      () => listened++,
    );
    // Every pooled connection busy when the server stops, as on a busy site: each is cut off mid-statement.
    const cutOffMidway = Array.from({ length: 10 }, () => site.db.execute(sql`select pg_sleep(5)`).catch(() => {}));
    await until(
      async () => (await admin`select 1 from pg_stat_activity where query = 'select pg_sleep(5)'`).length === 10,
      5_000,
    );

    server.stop();
    await Promise.all(cutOffMidway);
    // Queries keep coming while it is down for three seconds, and fail.
    const whileDown: Promise<unknown>[] = [];
    const downSince = Date.now();
    while (Date.now() - downSince < 3_000) {
      whileDown.push(site.db.execute(sql`select 1`).catch(() => "failed"));
      await sleep(100);
    }
    server.start();
    const back = Date.now();

    // Reads and writes (each write in a transaction, as the site's are) all answer, within a second.
    const answered = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        await (i % 2
          ? site.db.execute(sql`select 1`)
          : site.db.transaction((tx) => tx.execute(sql`insert into marks values ('after the restart')`)));
        return Date.now() - back;
      }),
    );
    expect(Math.max(...answered)).toBeLessThan(1_000);
    await Promise.all(whileDown);
    expect(await admin`select count(*)::int as count from marks`).toEqual([{ count: 10 }]);

    // The listening connection is back (and said so, since news may have been missed) and hears the others.
    await until(() => listened === 2, 2_000);
    await site.channel!.notify("page_changes", "after the restart");
    await until(() => heard.includes("after the restart"), 2_000);
  }, 30_000);
});
