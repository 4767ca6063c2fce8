import { Trash2 } from "lucide-react";
import { useState } from "react";

import { AddButton, AdminPage } from "~/features/admin/admin-page";
import { RowAction } from "~/features/admin/admin-table";
import type { Page } from "~/features/admin/pagination";
import { Pagination } from "~/features/admin/pagination.tsx";

import type { GalleryImageData } from "./gallery";
import { AddImageDialog, DeleteImageDialog } from "./gallery-dialogs";
import { GalleryImage } from "./gallery-image";

type OpenDialog = { kind: "add" } | { kind: "delete"; image: GalleryImageData };

/** SPEC §2 "Gallery" (back office): the grid, newest first, with delete, and the add dialog. */
export function AdminGalleryPage({ page }: { page: Page<GalleryImageData> }) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);
  return (
    <AdminPage
      title="Gallery"
      description="Add and remove photos of school life. They show on the public gallery at once."
      actions={<AddButton onClick={() => setDialog({ kind: "add" })}>Add Image</AddButton>}
    >
      {page.total === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center text-slate-600">
          No images yet. Add the first with Add Image.
        </p>
      ) : (
        <ul aria-label="Gallery images" className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
          {page.rows.map((image) => (
            <li key={image.id} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              <div className="aspect-[4/3] bg-slate-100">
                <GalleryImage
                  imageUrl={image.imageUrl}
                  label={{ text: image.category ? `${image.title} (${image.category})` : image.title }}
                />
              </div>
              <div className="flex items-start justify-between gap-3 p-3">
                <div className="min-w-0">
                  <h2 className="font-medium break-words text-slate-900">{image.title}</h2>
                  {/* What the Hindi site shows instead, when there is a Hindi caption (decision 0054). */}
                  {image.titleHi ? (
                    <p lang="hi" className="break-words text-slate-800">
                      {image.titleHi}
                    </p>
                  ) : null}
                  <p className="text-sm text-slate-600">
                    {image.category ?? "No category"}
                    {image.categoryHi ? <span lang="hi">{` / ${image.categoryHi}`}</span> : null}
                  </p>
                </div>
                <RowAction
                  icon={Trash2}
                  label="Delete"
                  aria-label={`Delete ${image.title}`}
                  danger
                  onClick={() => setDialog({ kind: "delete", image })}
                  className="shrink-0"
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} noun="images" />
      {dialog?.kind === "add" ? <AddImageDialog onClose={close} /> : null}
      {dialog?.kind === "delete" ? (
        <DeleteImageDialog key={dialog.image.id} image={dialog.image} onClose={close} />
      ) : null}
    </AdminPage>
  );
}
