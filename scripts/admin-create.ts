// npm run admin:create -- --email E --password P [--name N]
// Creates an admin account, or resets the password of an existing one. Works on
// a stopped install and, on PostgreSQL, while the site runs. While the site runs
// on the embedded database, the site itself does it: the command asks it over
// the control socket beside DATA_DIR (decision 0029).
import { parseArgs } from "node:util";

import { newUserSchema } from "~/features/users/schema";

// The site's modules are imported once the arguments are read: a mistyped command answers in a second, not after
// loading the whole site.

const usage = "Usage: npm run admin:create -- --email EMAIL --password PASSWORD [--name NAME]";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let values: { email?: string; password?: string; name?: string };
try {
  ({ values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
    strict: true,
  }));
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`);
}

const input = newUserSchema.safeParse({
  email: values.email ?? "",
  password: values.password ?? "",
  name: values.name,
});
if (!input.success) {
  fail(`${input.error.issues.map((issue) => issue.message).join("\n")}\n${usage}`);
}

const { createOrResetAdmin } = await import("~/features/users/users.server");
const { askRunningServer } = await import("~/lib/database/control.server");
const { databaseConfigFromEnv, DatabaseInUseError, openDatabase, setCurrentDatabase } =
  await import("~/lib/database/db.server");
const { keepNewFilesPrivate } = await import("~/lib/database/private-files.server");
const { env } = await import("~/lib/server/env.server");
type DatabaseInUseError = InstanceType<typeof DatabaseInUseError>;

// What this writes (the database, a backup, the socket beside DATA_DIR) is this user's alone (decision 0042).
keepNewFilesPrivate();

function report(created: boolean) {
  console.log(
    created
      ? `Created the admin account ${input.data!.email}.`
      : `Reset the password of ${input.data!.email}; the account is an admin and its sessions were ended.`,
  );
}

/** The running site makes the account; when the holder is not the site, say what to do instead. */
async function askTheSite(dataDir: string, inUse: DatabaseInUseError): Promise<void> {
  try {
    const asked = await askRunningServer(dataDir, "admin:create", input.data);
    if (asked.answered) return report((asked.result as { created: boolean }).created);
  } catch (error) {
    fail(
      [
        inUse.message,
        (error as Error).message,
        "Make or change an admin account in the site itself instead:",
        "  - no admin yet: open the setup link the site printed in its log when it started",
        "    (restart the site for a new link if that one has expired or was used);",
        "  - an admin can sign in at /admin and use User Management;",
        "  - or stop the site, run this command again, then start the site.",
      ].join("\n"),
    );
  }
  // The holder went away between the two tries.
  fail("The site stopped while it was being asked: run the command again.");
}

async function run(): Promise<void> {
  const config = databaseConfigFromEnv(env());
  let database;
  try {
    database = await openDatabase(config);
    await database.prepare();
  } catch (error) {
    if (error instanceof DatabaseInUseError && config.kind === "pglite") return askTheSite(config.dataDir, error);
    fail((error as Error).message);
  }
  try {
    setCurrentDatabase(database);
    report((await createOrResetAdmin(input.data!, { actorEmail: "command line (admin:create)" })).created);
  } finally {
    await database.close();
  }
}

await run();
