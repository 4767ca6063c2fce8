// Reading a POST body, refusing an oversized one before it fills the memory.
import { refusal } from "../server/http";

/** Enough for any text form of the site (the longest field is 5,000 characters). */
export const SMALL_FORM_BYTES = 64 * 1024;

const tooLarge = () => refusal(413, "The form is too large.");

/** The body of a form POST, at most `maxBytes` long (413 otherwise; 400 when unreadable). */
export async function readFormData(request: Request, maxBytes = SMALL_FORM_BYTES): Promise<FormData> {
  if (Number(request.headers.get("Content-Length") ?? 0) > maxBytes) throw tooLarge();
  let body: Buffer;
  try {
    body = await readAtMost(request, maxBytes);
  } catch (error) {
    if (error instanceof TooLarge) throw tooLarge();
    throw refusal(400, "The form could not be read.");
  }
  try {
    // The length header can be absent or untrue: the body was counted as it came.
    return await new Response(new Uint8Array(body), {
      headers: { "Content-Type": request.headers.get("Content-Type") ?? "" },
    }).formData();
  } catch {
    throw refusal(400, "The form could not be read.");
  }
}

class TooLarge extends Error {}

async function readAtMost(request: Request, maxBytes: number) {
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new TooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
