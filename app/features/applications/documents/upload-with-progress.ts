// A document's upload with its progress (docs/specification.md §22): a photo of 2 MB takes half a minute on a slow
// phone network, and a parent must see that it is going. fetch() reports no upload progress, so the form is sent
// by XMLHttpRequest, exactly as the browser would send it: to the step's address, answered with the step's page,
// whose error line for the document carries the server's message when the file is refused (decision 0075).

export type UploadAnswer = { ok: true } | { ok: false; message: string | null };

/**
 * Sends `form` (multipart, with its file) to its action, calling `onProgress` as bytes go. Resolves once the server
 * has answered: ok, or refused with the message the page shows in `errorId` (null when the connection failed).
 */
export function uploadWithProgress(
  form: HTMLFormElement,
  errorId: string,
  onProgress: (sent: number, total: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", form.action);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    request.addEventListener("load", () => {
      if (request.status < 400) return resolve({ ok: true });
      const page = new DOMParser().parseFromString(request.responseText, "text/html");
      resolve({ ok: false, message: page.getElementById(errorId)?.textContent?.trim() || null });
    });
    request.addEventListener("error", () => resolve({ ok: false, message: null }));
    request.addEventListener("abort", () => resolve({ ok: false, message: null }));
    request.send(new FormData(form));
  });
}
