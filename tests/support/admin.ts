// Calling back office loaders and actions as a signed-in staff member.
import { and, eq } from "drizzle-orm";
import { beforeAll } from "vitest";

import { UNKNOWN_INTENT } from "~/features/admin/reply";
import { signIn } from "~/features/users/sign-in.server";
import { db } from "~/lib/database/db.server";
import { clientAddressContext } from "~/lib/server/request-context";

import * as schema from "../../db/schema";
import type { TestDatabase } from "./database";
import { routeArgs } from "./route-args";
import { createStaff, STAFF_PASSWORD, type StaffOptions } from "./staff";

export const TEST_ADDRESS = "203.0.113.9";

/** The session cookie of `email` signed in with `password`, for real. */
export async function sessionOf(email: string, password = STAFF_PASSWORD) {
  const result = await signIn(new Request("http://localhost/admin", { method: "POST" }), "10.1.1.1", email, password);
  if (!result.ok) throw new Error(`${email}: ${result.message}`);
  return result.cookies.map((cookie) => cookie.split(";")[0]).join("; ");
}

/** A value for each email named (others, set later, may have one too). */
type ByEmail<Email extends string> = Record<Email, string> & Partial<Record<string, string>>;

/**
 * Staff accounts for the tests of the describe block that calls this (after
 * `useTestDatabase`): made in `database` and signed in, before the block's own
 * `beforeAll`. Each one's user id and session cookie, by email, once made.
 */
export function useStaff<Email extends string>(
  database: Pick<TestDatabase, "db">,
  accounts: Record<Email, StaffOptions>,
) {
  const ids: Record<string, string> = {};
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    for (const [email, options] of Object.entries<StaffOptions>(accounts)) {
      ids[email] = (await createStaff(database.db, email, options)).id;
      cookies[email] = await sessionOf(email);
    }
  });
  return { ids: ids as ByEmail<Email>, cookies: cookies as ByEmail<Email> };
}

/** The audit log's entries of `action` on the row `targetId`, in the current database, oldest first. */
export function auditFor(targetId: string, action: string) {
  return db()
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.targetId, targetId), eq(schema.auditLog.action, action)))
    .orderBy(schema.auditLog.createdAt);
}

/** Route arguments for `path` (and its `params`) with the given session cookie (none: signed out). */
export function staffArgs(
  path: string,
  cookie: string | null,
  init: RequestInit & { params?: Record<string, string> } = {},
) {
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

/** Who an audit entry says made a change: the staff member `email` (user `id`), from the tests' address. */
export const actedBy = (id: string | undefined, email: string) => ({
  actorUserId: id,
  actorEmail: email,
  ipAddress: TEST_ADDRESS,
});

/** What a back office change that went through answers: 200, with the success toast `title` (SPEC §8). */
export const succeeded = (title: string) => ({ status: 200, reply: { ok: true, toast: { type: "success", title } } });

/** What a refused back office change answers: `status`, with the error toast `title` and its `description` if given. */
export const refused = (status: number, title: string, description?: string) => ({
  status,
  reply: { ok: false, toast: description === undefined ? { title } : { title, description } },
});

/** What a back office action answers a form whose intent it does not know: 400, naming no intent. */
export const unknownIntentRefused = {
  status: 400,
  reply: { ok: false, intent: null, toast: { title: UNKNOWN_INTENT } },
};

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

/** Stored values as a browser posts their form: a box ticked is "on", one not ticked is not sent. */
export const postedAsForm = (stored: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(stored)
      .filter(([, value]) => value !== false)
      .map(([name, value]) => [name, value === true ? "on" : String(value ?? "")]),
  );
