import { isSafeKey, storage } from "~/lib/storage.server";

import type { Route } from "./+types/uploads";

// Uploaded files under random names that never change: cached for a year.
export async function loader({ params }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  const file = isSafeKey(key) ? await storage().get(key) : null;
  if (!file) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(new Uint8Array(file.body), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.body.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
