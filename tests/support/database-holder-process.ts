// A process that opens the embedded database at DATA_DIR and holds it, as
// the site does, until it is killed: for the tests of the lock that must not
// outlive it. Prints "ready" once it holds the database.
import { databaseConfigFromEnv, openDatabase } from "~/lib/database/db.server";
import { env } from "~/lib/server/env.server";

await openDatabase(databaseConfigFromEnv(env()));
console.log("ready");
setInterval(() => {}, 60_000);
