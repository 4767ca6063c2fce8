// A server's mail worker in a process of its own, on the database and SMTP
// server its environment names: for the tests that kill it while it sends,
// or run two side by side. Prints "ready" once it works.
import { startMailWorker } from "~/features/mail/mail-worker.server";
import { databaseConfigFromEnv, openDatabase, setCurrentDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";

const database = await openDatabase(databaseConfigFromEnv(env()));
setCurrentDatabase(database);
const worker = startMailWorker();
if (!worker) throw new Error("SMTP_URL and MAIL_FROM must be set");
console.log("ready");
process.once("SIGTERM", () => {
  void worker
    .stop()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
