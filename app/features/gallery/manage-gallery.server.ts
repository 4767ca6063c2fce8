// The gallery page's one action: the Add Image dialog (`add`, a file or a URL)
// and the Delete button (`delete`), with SPEC §8's toasts.
import { defineIntent, runAdminAction } from "~/features/admin/admin-action.server";
import { refuse, type Actor, type Outcome } from "~/features/admin/outcome";
import { storage } from "~/lib/files/storage.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { log } from "~/lib/server/log.server";

import { addGalleryImage, deleteGalleryImage } from "./gallery.server";
import { storeGalleryImage } from "./image-upload.server";
import {
  addImageSchema,
  deleteImageSchema,
  GALLERY_MESSAGES,
  MAX_IMAGE_BYTES,
  UPLOAD_MESSAGES,
  type AddImage,
  type GalleryReply,
} from "./schema";

/** The largest request read: a 10 MB photo and the form around it. Past it, a 413 before it fills the memory. */
export const MAX_GALLERY_FORM_BYTES = MAX_IMAGE_BYTES + 256 * 1024;

/** A refused upload: toasted as "Failed to upload image", with the reason beneath. */
const uploadRefused = (status: 413 | 415, message: string): Outcome => ({
  ...refuse(status, message, "file"),
  title: GALLERY_MESSAGES.uploadFailed,
});

async function addImage(value: AddImage, actor: Actor): Promise<Outcome> {
  const { title, titleHi, category, categoryHi } = value;
  const caption = { title, titleHi, category, categoryHi };
  if (value.mode === "url") {
    await addGalleryImage({ ...caption, imageUrl: value.imageUrl }, actor, "url");
    return { ok: true };
  }
  if (value.file.size > MAX_IMAGE_BYTES) return uploadRefused(413, UPLOAD_MESSAGES.tooLarge);
  const stored = await storeGalleryImage(Buffer.from(await value.file.arrayBuffer()));
  if (!stored.ok) return uploadRefused(stored.status, stored.message);
  try {
    await addGalleryImage({ ...caption, imageUrl: stored.imageUrl }, actor, "upload");
  } catch (error) {
    // No row points at the files: take them away again ("Failed to add image" follows).
    await storage()
      .deleteFolder(stored.folder)
      .catch((cleanup: unknown) => log.error({ err: cleanup }, `Gallery: could not remove ${stored.folder}`));
    throw error;
  }
  return { ok: true };
}

const GALLERY_INTENTS = {
  add: defineIntent({
    schema: addImageSchema,
    run: addImage,
    success: GALLERY_MESSAGES.added,
    failure: GALLERY_MESSAGES.addFailed,
  }),
  delete: defineIntent({
    schema: deleteImageSchema,
    run: (value, actor) => deleteGalleryImage(value.imageId, actor),
    success: GALLERY_MESSAGES.deleted,
    failure: GALLERY_MESSAGES.deleteFailed,
  }),
};

const isTooLarge = (thrown: unknown) =>
  !!thrown &&
  typeof thrown === "object" &&
  "init" in thrown &&
  (thrown as { init?: ResponseInit | null }).init?.status === 413;

/**
 * Reads the page's form (multipart for an upload) and runs the change it names,
 * as `actor`. A body past the limit is answered with the upload's own toast and
 * a 413, never a 500 or an error page.
 */
export async function manageGallery(request: Request, actor: Actor): Promise<{ reply: GalleryReply; status: number }> {
  let formData: FormData;
  try {
    formData = await readFormData(request, MAX_GALLERY_FORM_BYTES);
  } catch (thrown) {
    if (!isTooLarge(thrown)) throw thrown;
    return {
      status: 413,
      reply: {
        intent: "add",
        ok: false,
        toast: {
          id: crypto.randomUUID(),
          type: "error",
          title: GALLERY_MESSAGES.uploadFailed,
          description: UPLOAD_MESSAGES.tooLarge,
        },
      },
    };
  }
  return runAdminAction(formData, GALLERY_INTENTS, actor, { area: "Gallery", changes: ["gallery"] });
}
