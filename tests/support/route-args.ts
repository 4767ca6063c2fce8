// Arguments for calling a loader or action directly, as React Router would.
import { RouterContextProvider } from "react-router";

export function routeArgs(url: string, init?: RequestInit & { params?: Record<string, string> }) {
  const request = new Request(new URL(url, "http://localhost"), init);
  return {
    request,
    url: new URL(request.url),
    pattern: new URL(request.url).pathname,
    params: init?.params ?? {},
    context: new RouterContextProvider(),
  };
}
