// Another server process's page cache, on the PostgreSQL database DATABASE_URL names: it listens for other
// processes' changes as a server does, keeps a copy of /about (which shows the settings and the alerts), and answers
// each line on its stdin with "kept" or "dropped". Prints "ready" once it listens and keeps the page.
import { listenForPageChanges, pageStore } from "~/features/page-cache/page-cache.server";
import { databaseConfigFromEnv, openDatabase, setCurrentDatabase } from "~/lib/database/db.server";
import { env } from "~/lib/server/env.server";

const database = await openDatabase(databaseConfigFromEnv(env()));
setCurrentDatabase(database);
await listenForPageChanges().ready;
const store = pageStore();
const areas = ["settings", "alerts"] as const;
store.put("/about", {
  areas,
  expiresAt: Date.now() + 3600_000,
  versions: store.versionsOf(areas),
  headers: { "content-type": "text/html; charset=utf-8" },
  html: Buffer.from("<!doctype html><p>About the school</p>"),
});
console.log("ready");
process.stdin.on("data", () => console.log(store.has("/about") ? "kept" : "dropped"));
