// npm run admin:create -- --email E --password P [--name N]
// Creates an admin account, or resets the password of an existing one. Works on
// a stopped install and, on PostgreSQL, while the site runs. The embedded
// database is the running site's alone: the command then says what to do instead.
import { parseArgs } from "node:util";

import { newUserSchema } from "~/features/users/schema";
import { createOrResetAdmin } from "~/features/users/users.server";
import { databaseConfigFromEnv, DatabaseInUseError, openDatabase, setCurrentDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";

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

function siteIsRunning(error: DatabaseInUseError) {
  return [
    error.message,
    "While the site runs, make or change an admin account in the site itself:",
    "  - no admin yet: open the setup link the site printed in its log when it started",
    "    (restart the site for a new link if that one has expired or was used);",
    "  - an admin can sign in at /admin and use User Management;",
    "  - or stop the site, run this command again, then start the site.",
  ].join("\n");
}

let database;
try {
  database = await openDatabase(databaseConfigFromEnv(env()));
  await database.prepare();
} catch (error) {
  fail(error instanceof DatabaseInUseError ? siteIsRunning(error) : (error as Error).message);
}

try {
  setCurrentDatabase(database);
  const result = await createOrResetAdmin(input.data, {
    actorEmail: "command line (admin:create)",
  });
  console.log(
    result.created
      ? `Created the admin account ${input.data.email}.`
      : `Reset the password of ${input.data.email}; the account is an admin and its sessions were ended.`,
  );
} finally {
  await database.close();
}
