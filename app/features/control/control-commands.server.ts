// What the running site does for the command-line tools when it holds the
// embedded database (decision 0029): they ask it over the control socket
// instead of opening DATA_DIR a second time.
import { z } from "zod";

import { takeBackup, writeBackupTo } from "~/features/backups/backups.server";
import { newUserSchema } from "~/features/users/schema";
import { createOrResetAdmin } from "~/features/users/users.server";
import { registerControlCommand } from "~/lib/database/control.server";

const backupArgs = z.object({ output: z.string().min(1).optional() }).default({});

/** Registers the commands; gives back what forgets them again. */
export function registerControlCommands() {
  // npm run backup [-- --output FILE]
  const forgetBackup = registerControlCommand("backup", async (args) => {
    const { output } = backupArgs.parse(args ?? {});
    return output ? writeBackupTo(output) : takeBackup("manual");
  });
  // npm run admin:create, checked again here: the socket is the site's door for it.
  const forgetAdminCreate = registerControlCommand("admin:create", async (args) => {
    const input = newUserSchema.safeParse(args);
    if (!input.success) throw new Error(input.error.issues.map((issue) => issue.message).join("\n"));
    return createOrResetAdmin(input.data, { actorEmail: "command line (admin:create)" });
  });
  return () => {
    forgetBackup();
    forgetAdminCreate();
  };
}
