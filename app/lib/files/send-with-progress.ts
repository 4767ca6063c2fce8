// A form with a file, sent with its progress: fetch() reports no upload progress, so XMLHttpRequest sends it. The
// server answers such a request as JSON (it asks for it): whether the file was taken, and why not.

/** Taken (with what the server said of it: a new file's id), or refused with its reason. */
export type SentAnswer = { ok: true; said: Record<string, unknown> } | { ok: false; message: string | null };

/**
 * Posts `body` to `url`, calling `onProgress` as bytes go; resolves once the server has answered, with its message
 * when it refused (null when the connection failed, which a retry may mend).
 */
export function sendWithProgress(
  url: string,
  body: FormData,
  onProgress: (sent: number, total: number) => void,
): Promise<SentAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("Accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    request.addEventListener("load", () => {
      let answer: { ok?: boolean; message?: string | null } & Record<string, unknown> = {};
      try {
        answer = JSON.parse(request.responseText) as typeof answer;
      } catch {
        // A page instead of an answer (a proxy's error, a signed-out session): said as a failed connection.
      }
      resolve(
        request.status < 400 && answer.ok ? { ok: true, said: answer } : { ok: false, message: answer.message ?? null },
      );
    });
    request.addEventListener("error", () => resolve({ ok: false, message: null }));
    request.addEventListener("abort", () => resolve({ ok: false, message: null }));
    request.send(body);
  });
}
