// Who is signed in to the back office, and which sections they may open.
// Every admin loader and action starts here: hiding a button is not security.
import { getSessionCookie } from "better-auth/cookies";
import { eq } from "drizzle-orm";
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";

import { SECTION_KEYS, sectionsOpenedBy, type SectionKey } from "~/features/admin/sections";
import { db } from "~/lib/database/db.server";
import { redirectWithToast } from "~/lib/page/toast.server";
import { AUTH_COOKIE_PREFIX, getAuth } from "~/lib/server/auth.server";

import { userPermissions, userRoles } from "../../../db/schema";
import { SIGN_IN_MESSAGES } from "./schema";

export interface StaffUser {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
  /** The sections this person may open: every one for an admin. */
  sections: SectionKey[];
}

/** A session may exist for a user who has no role: `user` is then null. */
export interface StaffSession {
  signedIn: boolean;
  user: StaffUser | null;
}

export const ACCESS_DENIED = {
  title: "Access Denied",
  description: "You don't have permission to access this section.",
} as const;

const staffSessionContext = createContext<StaffSession | null>(null);

/** Roles and permissions of a user; null when they have no role at all. */
export async function loadAccess(userId: string): Promise<Pick<StaffUser, "isAdmin" | "sections"> | null> {
  const roles = await db().select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  if (roles.length === 0) return null;
  if (roles.some((row) => row.role === "admin")) return { isAdmin: true, sections: [...SECTION_KEYS] };
  const granted = await db()
    .select({ section: userPermissions.section })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId));
  return { isAdmin: false, sections: sectionsOpenedBy(granted.map((row) => row.section)) };
}

async function readStaffSession(request: Request): Promise<{ session: StaffSession; refresh: Headers }> {
  const auth = await getAuth();
  const { response, headers } = await auth.api.getSession({ headers: request.headers, returnHeaders: true });
  if (!response) return { session: { signedIn: false, user: null }, refresh: headers };
  const access = await loadAccess(response.user.id);
  const user = access && { id: response.user.id, email: response.user.email, name: response.user.name, ...access };
  return { session: { signedIn: true, user }, refresh: headers };
}

/**
 * For the admin routes: reads the session once per request and passes on the
 * cookie that extends a session in use.
 */
export const staffSessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { session, refresh } = await readStaffSession(request);
  context.set(staffSessionContext, session);
  const response = await next();
  for (const cookie of refresh.getSetCookie()) response.headers.append("Set-Cookie", cookie);
  return response;
};

export async function getStaffSession(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<StaffSession> {
  return context.get(staffSessionContext) ?? (await readStaffSession(request)).session;
}

/** Ends the session of `request`; returns the headers that clear its cookie. */
export async function signOut(request: Request): Promise<Headers> {
  const auth = await getAuth();
  const response = await auth.api.signOut({ headers: request.headers, asResponse: true });
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

/**
 * The signed-in staff member, or a redirect: no session → /admin ("Please log
 * in again" when the cookie outlived its session); a user with no role →
 * signed out and sent to /admin.
 */
export async function requireStaff(request: Request, context: Readonly<RouterContextProvider>): Promise<StaffUser> {
  const { signedIn, user } = await getStaffSession(request, context);
  if (user) return user;
  if (!signedIn) {
    // A session cookie that opens no session: it ran out, or was ended by a logout or a password reset.
    if (getSessionCookie(request, { cookiePrefix: AUTH_COOKIE_PREFIX })) {
      throw await redirectWithToast(
        "/admin",
        { type: "error", title: SIGN_IN_MESSAGES.loginAgain },
        { headers: await signOut(request) },
      );
    }
    throw redirect("/admin");
  }
  throw await redirectWithToast(
    "/admin",
    { type: "error", title: "Unauthorized access" },
    { headers: await signOut(request) },
  );
}

/** The signed-in staff member if an admin (school settings); else back to the dashboard. */
export async function requireAdmin(request: Request, context: Readonly<RouterContextProvider>): Promise<StaffUser> {
  const user = await requireStaff(request, context);
  if (!user.isAdmin) throw await redirectWithToast("/admin/dashboard", { type: "error", ...ACCESS_DENIED });
  return user;
}

/** The signed-in staff member if they may open `section`; else back to the dashboard. */
export async function requireSection(
  request: Request,
  context: Readonly<RouterContextProvider>,
  section: SectionKey,
): Promise<StaffUser> {
  const user = await requireStaff(request, context);
  if (!user.sections.includes(section)) {
    throw await redirectWithToast("/admin/dashboard", { type: "error", ...ACCESS_DENIED });
  }
  return user;
}
