import { getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link2, Upload } from "lucide-react";
import { Tabs } from "radix-ui";
import { useState, type FormEvent } from "react";

import { ActionModal } from "~/features/admin/action-modal";
import { useAdminAction, validatedFormProps } from "~/features/admin/use-admin-action";
import { Button } from "~/ui/button";
import { controlClass, Field, FormErrors } from "~/ui/field";
import { TextField } from "~/ui/form-controls";
import { ConfirmModal } from "~/ui/modal";
import { showToast } from "~/ui/toaster";

import type { GalleryImageData } from "./gallery";
import {
  ACCEPTED_IMAGE_TYPES,
  addImageSchema,
  GALLERY_MESSAGES,
  MAX_IMAGE_BYTES,
  UPLOAD_MESSAGES,
  type AddMode,
  type GalleryReply,
} from "./schema";

export const GALLERY_ACTION = "/admin/gallery";

const tabClass =
  "inline-flex flex-1 items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm";

/** SPEC §2 "Gallery": the add dialog, with tabs Upload File / Image URL, a title and an optional category. */
export function AddImageDialog({ onClose }: { onClose: () => void }) {
  const action = useAdminAction<GalleryReply>(onClose);
  const [mode, setMode] = useState<AddMode>("file");
  const [form, fields] = useForm({
    id: "add-image",
    lastResult: action.reply?.result,
    // Checked first on submit, then as typed (as in user management).
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addImageSchema }),
  });
  const formProps = validatedFormProps(form, addImageSchema);
  // A photo over the limit is not sent at all: on a school's connection that would be minutes of waiting for a no.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const file = new FormData(event.currentTarget).get("file");
    if (mode === "file" && file instanceof File && file.size > MAX_IMAGE_BYTES) {
      event.preventDefault();
      showToast({
        id: "upload-too-large",
        type: "error",
        title: GALLERY_MESSAGES.uploadFailed,
        description: UPLOAD_MESSAGES.tooLarge,
      });
      return;
    }
    formProps.onSubmit(event);
  };
  return (
    <ActionModal
      action={action}
      onClose={onClose}
      title="Add Image"
      description="Upload a photo or give the address of one already on the web."
    >
      <action.fetcher.Form
        method="post"
        action={GALLERY_ACTION}
        encType="multipart/form-data"
        {...formProps}
        onSubmit={onSubmit}
        className="space-y-4"
      >
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="mode" value={mode} />
        <Tabs.Root value={mode} onValueChange={(value) => setMode(value as AddMode)}>
          <Tabs.List aria-label="How to add the image" className="flex gap-1 rounded-lg bg-slate-100 p-1">
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
          <Tabs.Content value="file" className="pt-4">
            <Field
              label="Image File"
              htmlFor={fields.file.id}
              errors={fields.file.errors}
              errorId={fields.file.errorId}
              hint="JPEG, PNG, WebP, GIF or AVIF, up to 10 MB."
            >
              <input
                {...getInputProps(fields.file, { type: "file" })}
                key={fields.file.key}
                accept={ACCEPTED_IMAGE_TYPES}
                className={`${controlClass} file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-brand-900`}
              />
            </Field>
          </Tabs.Content>
          <Tabs.Content value="url" className="pt-4">
            <TextField meta={fields.imageUrl} label="Image URL" type="url" autoComplete="off" />
          </Tabs.Content>
        </Tabs.Root>
        <TextField meta={fields.title} label="Title" autoComplete="off" />
        <TextField meta={fields.category} label="Category" optional autoComplete="off" />
        <FormErrors errors={form.errors} id={form.errorId} />
        <Button type="submit" disabled={action.busy} className="w-full">
          {action.busy ? (mode === "file" ? "Uploading..." : "Adding...") : "Add Image"}
        </Button>
      </action.fetcher.Form>
    </ActionModal>
  );
}

export function DeleteImageDialog({ image, onClose }: { image: GalleryImageData; onClose: () => void }) {
  const action = useAdminAction<GalleryReply>(onClose);
  return (
    <ConfirmModal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete Image"
      description={`Delete "${image.title}" from the gallery? It disappears from the public gallery at once. This cannot be undone.`}
      confirmLabel="Delete Image"
      busyLabel="Deleting..."
      busy={action.busy}
      onConfirm={() =>
        action.fetcher.submit({ intent: "delete", imageId: image.id }, { method: "post", action: GALLERY_ACTION })
      }
    />
  );
}
