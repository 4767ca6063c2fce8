import { Link2, Upload } from "lucide-react";
import { Tabs } from "radix-ui";
import { useState, type FormEvent } from "react";

import { confirmDialog, FormDialog } from "~/features/admin/admin-dialogs";
import { useAdminForm } from "~/features/admin/admin-form";
import { hindiLabel, HindiTextField } from "~/features/admin/hindi-fields";
import { TextField } from "~/ui/form-controls";
import { showToast } from "~/ui/toaster";

import type { GalleryImageData } from "./gallery";
import {
  ACCEPTED_IMAGE_TYPES,
  addImageSchema,
  GALLERY_MESSAGES,
  MAX_IMAGE_BYTES,
  UPLOAD_MESSAGES,
  type AddMode,
} from "./schema";

const tabClass =
  "inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm";

/** SPEC §2 "Gallery": the add dialog, with tabs Upload File / Image URL, a title and an optional category. */
export function AddImageDialog({ onClose }: { onClose: () => void }) {
  const [mode, setMode] = useState<AddMode>("file");
  const state = useAdminForm({
    section: "gallery",
    intent: "add",
    id: "add-image",
    schema: addImageSchema,
    onClose,
  });
  const { fields } = state;
  // A photo over the limit is not sent at all: on a school's connection that would be minutes of waiting for a no.
  const refuseLargeFile = (event: FormEvent<HTMLFormElement>) => {
    const file = new FormData(event.currentTarget).get("file");
    if (mode === "file" && file instanceof File && file.size > MAX_IMAGE_BYTES) {
      event.preventDefault();
      showToast({
        id: "upload-too-large",
        type: "error",
        title: GALLERY_MESSAGES.uploadFailed,
        description: UPLOAD_MESSAGES.tooLarge,
      });
    }
  };
  return (
    <FormDialog
      state={state}
      hidden={{ mode }}
      encType="multipart/form-data"
      beforeSubmit={refuseLargeFile}
      title="Add Image"
      description="Upload a photo or give the address of one already on the web."
      submitLabel="Add Image"
      busyLabel={mode === "file" ? "Uploading..." : "Adding..."}
    >
      <Tabs.Root value={mode} onValueChange={(value) => setMode(value as AddMode)}>
        <Tabs.List aria-label="How to add the image" className="mb-4 flex gap-1 rounded-lg bg-slate-100 p-1">
          <Tabs.Trigger value="file" className={tabClass}>
            <Upload aria-hidden className="h-4 w-4" />
            Upload File
          </Tabs.Trigger>
          <Tabs.Trigger value="url" className={tabClass}>
            <Link2 aria-hidden className="h-4 w-4" />
            Image URL
          </Tabs.Trigger>
        </Tabs.List>
        {/* Only the open tab's field is in the form, so only it is sent and checked. */}
        <Tabs.Content value="file">
          <TextField
            meta={fields.file}
            label="Image File"
            type="file"
            accept={ACCEPTED_IMAGE_TYPES}
            hint="JPEG, PNG, WebP, GIF or AVIF, up to 10 MB."
            className="file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-brand-900"
          />
        </Tabs.Content>
        <Tabs.Content value="url">
          <TextField meta={fields.imageUrl} label="Image URL" type="url" autoComplete="off" />
        </Tabs.Content>
      </Tabs.Root>
      <TextField meta={fields.title} label="Title" autoComplete="off" />
      <HindiTextField meta={fields.titleHi} label={hindiLabel("Title")} />
      <TextField meta={fields.category} label="Category" autoComplete="off" />
      <HindiTextField meta={fields.categoryHi} label={hindiLabel("Category")} />
    </FormDialog>
  );
}

export const DeleteImageDialog = confirmDialog(({ image }: { image: GalleryImageData }) => ({
  section: "gallery",
  values: { intent: "delete", imageId: image.id },
  title: "Delete Image",
  description: `Delete "${image.title}" from the gallery? It disappears from the public gallery at once. This cannot be undone.`,
}));
