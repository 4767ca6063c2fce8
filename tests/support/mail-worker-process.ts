// A server's mail and gateway workers in a process of their own, on the database and SMTP
// server its environment names: for the tests that kill it while it sends,
// or run two side by side. Prints "ready" once it works.
import { startGatewayWorker } from "~/features/broadcasts/gateway.server";
import { startMailWorker } from "~/features/mail/mail-worker.server";
import { databaseConfigFromEnv, openDatabase, setCurrentDatabase } from "~/lib/database/db.server";
import { env } from "~/lib/server/env.server";

const database = await openDatabase(databaseConfigFromEnv(env()));
setCurrentDatabase(database);
const worker = startMailWorker();
if (!worker) throw new Error("SMTP_URL and MAIL_FROM must be set");
const gateway = startGatewayWorker();
console.log("ready");
process.once("SIGTERM", () => {
  void Promise.all([worker.stop(), gateway.stop()])
    .then(() => database.close())
    .finally(() => process.exit(0));
});
