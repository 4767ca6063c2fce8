import { currentDatabase } from "~/lib/database/db.server";

// For load balancers and uptime checks: 200 while the database answers, 503 otherwise.
export async function loader() {
  const databaseUp = await currentDatabase().ping();
  return Response.json(
    { status: databaseUp ? "ok" : "unavailable", database: databaseUp ? "up" : "down" },
    { status: databaseUp ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
