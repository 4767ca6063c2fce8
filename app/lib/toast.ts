// The one toast of the site: what the server sends (across a redirect, or in
// an action's answer) and what a page shows itself. Shown by ~/ui/toaster.
import { z } from "zod";

export const toastSchema = z.object({
  /** Unique per toast, so the same message twice shows twice (and one id shows once). */
  id: z.string(),
  type: z.enum(["success", "error", "info"]),
  title: z.string(),
  description: z.string().optional(),
});
export type Toast = z.infer<typeof toastSchema>;

/** A toast before it has an id: one is made unless the caller names it. */
export type ToastInput = Omit<Toast, "id"> & { id?: string };

export function toToast({ id, type, title, description }: ToastInput): Toast {
  return {
    id: id ?? crypto.randomUUID(),
    type,
    title,
    // A description that says the title again says nothing.
    ...(description && description !== title ? { description } : {}),
  };
}
