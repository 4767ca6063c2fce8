// npm run admin:create -- --email E --password P [--name N]
// Creates an admin account, or resets the password of an existing one. Works on
// a stopped install; on the embedded database it refuses while the site runs.
import { parseArgs } from "node:util";

import { newUserSchema } from "~/features/users/schema";
import { createOrResetAdmin } from "~/features/users/users.server";
import { databaseConfigFromEnv, openDatabase, setCurrentDatabase } from "~/lib/db.server";
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

let database;
try {
  database = await openDatabase(databaseConfigFromEnv(env()));
  await database.prepare();
} catch (error) {
  fail((error as Error).message);
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
