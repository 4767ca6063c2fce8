import crypto from "node:crypto";
import { PassThrough, Writable } from "node:stream";
import { I18nProvider } from "@lingui/react";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";

import { CACHED_PAGE_CACHE_CONTROL, pageFillContext, type PageFill } from "~/features/page-cache/page-cache.server";
import { isPagePreviewPath } from "~/features/school-pages/addresses";
import { i18nFor } from "~/lib/language/i18n";
import { localeOf } from "~/lib/language/locale";
import { etagOf } from "~/lib/server/etag.server";
import { log } from "~/lib/server/log.server";

import { NonceProvider } from "./lib/server/nonce";
import { contentSecurityPolicy, inlineScriptHashes } from "./lib/server/security-headers.server";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = crypto.randomBytes(16).toString("base64");
  // This request's own Lingui instance, in the language of its address (decision 0051).
  const i18n = await i18nFor(localeOf(new URL(request.url).pathname));
  const page = (
    <I18nProvider i18n={i18n}>
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>
    </I18nProvider>
  );

  // A public page the cache may keep (see ~/features/page-cache): rendered whole, then kept.
  const fill = loadContext.get(pageFillContext);
  if (fill && responseStatusCode === 200 && request.method === "GET" && !responseHeaders.has("Set-Cookie")) {
    return renderPageToKeep(page, nonce, responseHeaders, fill);
  }

  // Vite's development server injects its own scripts, so the policy is for production builds.
  // A page's preview is shown in its editor at a phone's width (docs/specification.md §32): framed by this site only.
  const framedBySelf = isPagePreviewPath(new URL(request.url).pathname);
  if (framedBySelf) responseHeaders.set("X-Frame-Options", "SAMEORIGIN");
  if (import.meta.env.PROD) {
    responseHeaders.set("Content-Security-Policy", contentSecurityPolicy({ nonce }, framedBySelf));
  }
  // Pages for one visitor (signed-in staff, a toast) are theirs alone: no CDN or proxy keeps them.
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "private, no-store");

  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) log.error({ err: error }, "Rendering failed");
      },
    });
  });
}

/**
 * Renders the whole page before answering, so that the cache can keep it.
 * Many visitors will get these bytes, so its policy lists the hashes of the
 * scripts this render wrote instead of the nonce they carry.
 */
function renderPageToKeep(page: React.ReactNode, nonce: string, headers: Headers, fill: PageFill) {
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failed = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        const rendered = Buffer.concat(chunks).toString();
        headers.set("Content-Type", "text/html; charset=utf-8");
        // The cache runs in production builds only (server/main.ts), so there is always a policy.
        headers.set("Content-Security-Policy", contentSecurityPolicy({ hashes: inlineScriptHashes(rendered, nonce) }));
        // Its scripts are listed by hash, so the nonce goes: a copy served to many never shows one (decision 0034).
        const html = Buffer.from(rendered.replaceAll(` nonce="${nonce}"`, ""));
        if (failed) {
          headers.set("Cache-Control", "private, no-store");
        } else {
          headers.set("Cache-Control", CACHED_PAGE_CACHE_CONTROL);
          headers.set("ETag", etagOf(html));
          headers.set("Vary", "Accept-Encoding");
          fill.keep(html, headers);
        }
        resolve(new Response(new Uint8Array(html), { status: failed ? 500 : 200, headers }));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError(error: unknown) {
        failed = true;
        log.error({ err: error }, "Rendering failed");
      },
    });
  });
}

// Unexpected errors are logged with the request they happened on; the visitor
// sees the error page without a stack trace. A request refused on purpose is
// not an error of the site's: it gets one line (method, path, status, reason),
// never a stack trace, so nobody can fill the log with traces by sending them.
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const refused = refusalOf(error, request);
  if (refused) {
    log.warn({ method: request.method, path: pathOf(request) }, `Refused: ${refused}`);
    return;
  }
  log.error({ err: error, method: request.method, path: pathOf(request) }, "Error while handling a request");
};

/** "<status> <reason>" when React Router refused the request itself, else null (a real error). */
function refusalOf(error: unknown, request: Request): string | null {
  if (isRouteErrorResponse(error)) return error.status < 500 ? `${error.status} ${error.statusText}` : null;
  // React Router's CSRF check throws a plain Error (and answers 400) for a form posted from another site.
  const origin = request.headers.get("origin");
  if (!(error instanceof Error) || !CSRF_REFUSAL.test(error.message)) return null;
  if (!MUTATIONS.has(request.method.toUpperCase()) || origin === null) return null;
  const sameOrigin = URL.canParse(origin) && new URL(origin).origin === new URL(request.url).origin;
  return sameOrigin ? null : `400 cross-origin form from ${JSON.stringify(origin.slice(0, 100))}`;
}

// Its words for a document request ("… Aborting the action.") and for a .data request ("Bad Request").
const CSRF_REFUSAL = /Aborting the action\.$|^Bad Request$/;
const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The path alone (a query may carry a search for a parent's name), cut short. */
const pathOf = (request: Request) => new URL(request.url).pathname.slice(0, 200);
