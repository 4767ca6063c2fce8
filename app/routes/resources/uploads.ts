import { isApplicationFile } from "~/features/applications/held.server";
import { fileUnavailable, isSafeKey, storage, StorageUnavailableError } from "~/lib/files/storage.server";

import type { Route } from "./+types/uploads";

// Uploaded files under random names that never change: cached for a year.
// Nothing in them may run as this site (a PDF can carry JavaScript; a file can
// pretend to be one): every answer is sandboxed and never sniffed (helmet's
// nosniff, on every answer the server sends: server/main.ts), and anything but
// an image is a download, so only the gallery's photos show inline.
export async function loader({ params }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  // An application's documents are private (docs/specification.md §22): shown to staff only, never from here.
  let file;
  try {
    file = isSafeKey(key) && !isApplicationFile(key) ? await storage().serve(key) : null;
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    return fileUnavailable();
  }
  if (!file) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const image = file.contentType.startsWith("image/");
  return new Response(new Uint8Array(file.body), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.body.length),
      "Content-Disposition": image ? "inline" : `attachment; filename="${key.split("/").pop()}"`,
      "Content-Security-Policy": "sandbox",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
