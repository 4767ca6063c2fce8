// What the handling of one request shares, wherever in it the code runs: its id, on every line logged
// (decision 0028), and what it reads once however many of its loaders ask (decision 0061: a page's loaders read
// the school's settings two or three times). What is read once is forgotten when the response closes, so work the
// request left running (a mail sent after the Undo's seconds) reads afresh.
import { AsyncLocalStorage } from "node:async_hooks";
import type { EventEmitter } from "node:events";

interface RequestScope {
  requestId: string;
  /** What was read once, by key; null once the response has closed. */
  read: Map<string, Promise<unknown>> | null;
}

const requestScope = new AsyncLocalStorage<RequestScope>();

/** Runs `handle` as request `requestId`; what it reads once is kept until `response` closes. */
export function inRequestScope<T>(requestId: string, handle: () => T, response?: EventEmitter): T {
  const scope: RequestScope = { requestId, read: new Map() };
  response?.once("close", () => (scope.read = null));
  return requestScope.run(scope, handle);
}

/** The id of the request being handled, if any. */
export const currentRequestId = (): string | undefined => requestScope.getStore()?.requestId;

/** `read()` once for the request being handled (`key` names what it reads); outside a request, every time. */
export function oncePerRequest<T>(key: string, read: () => Promise<T>): Promise<T> {
  const kept = requestScope.getStore()?.read;
  if (!kept) return read();
  const earlier = kept.get(key) as Promise<T> | undefined;
  if (earlier) return earlier;
  const reading = read();
  kept.set(key, reading);
  // A failed read is tried again by the next that asks.
  reading.catch(() => kept.delete(key));
  return reading;
}

/** What `key` names has changed in this request: read it afresh. */
export function forgetInRequest(key: string): void {
  requestScope.getStore()?.read?.delete(key);
}
