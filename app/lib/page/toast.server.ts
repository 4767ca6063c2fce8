// Toasts that survive a redirect: the message rides in a short-lived cookie
// and the root loader hands it to the page once.
import { createCookie, redirect, type Cookie } from "react-router";
import { z } from "zod";

import { secureCookies } from "../server/env.server";
import { TOAST_TYPES, toToast, type Toast, type ToastInput } from "./toast";

/** A toast as a cookie may carry it: anything else in the cookie is no toast. */
export const toastSchema = z.object({
  id: z.string(),
  type: z.enum(TOAST_TYPES),
  title: z.string(),
  description: z.string().optional(),
}) satisfies z.ZodType<Toast>;

export const TOAST_COOKIE = "toast";

// Made on first use, once the settings have been read.
let cookie: Cookie | undefined;
const toastCookie = () =>
  (cookie ??= createCookie(TOAST_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    maxAge: 60,
  }));

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastCookie().serialize(toToast(toast)));
  return redirect(url, { ...init, headers });
}

/** The pending toast, if any, and the header that clears it. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; headers?: HeadersInit }> {
  const parsed = toastSchema.safeParse(await toastCookie().parse(request.headers.get("Cookie")));
  if (!parsed.success) return { toast: null };
  return { toast: parsed.data, headers: { "Set-Cookie": await toastCookie().serialize("", { maxAge: 0 }) } };
}
