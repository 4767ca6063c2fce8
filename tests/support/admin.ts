// Calling back office loaders and actions as a signed-in staff member.
import { signIn } from "~/features/users/sign-in.server";
import { clientAddressContext } from "~/lib/request-context";

import { routeArgs } from "./route-args";
import { STAFF_PASSWORD } from "./staff";

export const TEST_ADDRESS = "203.0.113.9";

/** The session cookie of `email` signed in with `password`, for real. */
export async function sessionOf(email: string, password = STAFF_PASSWORD) {
  const result = await signIn(new Request("http://localhost/admin", { method: "POST" }), "10.1.1.1", email, password);
  if (!result.ok) throw new Error(`${email}: ${result.message}`);
  return result.cookies.map((cookie) => cookie.split(";")[0]).join("; ");
}

/** Route arguments for `path` with the given session cookie (none: signed out). */
export function staffArgs(path: string, cookie: string | null, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (cookie) headers.set("Cookie", cookie);
  const args = routeArgs(path, { ...init, headers });
  args.context.set(clientAddressContext, TEST_ADDRESS);
  return args;
}

/** A form body: each value, or each item of a list, under its name. */
export function formBody(fields: Record<string, string | Blob | (string | Blob)[]>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of [value].flat()) body.append(name, item);
  }
  return body;
}

export interface RouteOutcome<Reply = unknown> {
  status: number;
  /** Where a redirect goes. */
  location?: string | null;
  /** What `data(reply, { status })` carried. */
  reply?: Reply;
  /** A plain value or Response the loader returned. */
  value?: unknown;
}

/** What a loader or action answered: a redirect it threw or returned, its data and status, or its value. */
export async function outcome<Reply = unknown>(run: () => Promise<unknown>): Promise<RouteOutcome<Reply>> {
  try {
    const value = await run();
    if (value instanceof Response) {
      const location = value.headers.get("Location");
      return location ? { status: value.status, location } : { status: value.status, value };
    }
    if (value && typeof value === "object" && "init" in value && "data" in value) {
      const { data, init } = value as { data: Reply; init: ResponseInit | null };
      return { status: init?.status ?? 200, reply: data };
    }
    return { status: 200, value };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    if (thrown && typeof thrown === "object" && "init" in thrown && "data" in thrown) {
      const { data, init } = thrown as { data: Reply; init: ResponseInit | null };
      return { status: init?.status ?? 500, reply: data };
    }
    throw thrown;
  }
}
