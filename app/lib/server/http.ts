// HTTP statuses as the site says them: the reason phrase of each status it
// answers with (Node's, which the response line carries), and the one way to
// refuse a request on purpose.
import { data } from "react-router";

export const STATUS_TEXT: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  410: "Gone",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  501: "Not Implemented",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/** "400 Bad Request". */
export const statusLine = (status: number) => `${status} ${STATUS_TEXT[status] ?? ""}`.trim();

/**
 * A request refused on purpose, to throw from a loader or action: the reason
 * in words, and the status text of its own status (React Router would
 * otherwise call any thrown status "Internal Server Error").
 */
export function refusal(status: number, reason: string) {
  return data(reason, { status, statusText: STATUS_TEXT[status] });
}
