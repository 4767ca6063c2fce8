// Keeping a judged upload in the storage as the site serves it: a PDF as it came, an image as WebP in the widths a
// page's srcset offers. A notice's files, a school page's files and the gallery's photos are kept the same way.
import { putFolder, storage } from "./storage.server";
import { nameInKey, pdfPages, webpSizes, type ImageFormat } from "./uploaded-file.server";

/** What a file's row keeps of it once stored: where, what, how large, and its pages or its size in pixels. */
export interface KeptFile {
  storageKey: string;
  contentType: string;
  bytes: number;
  pages: number | null;
  width: number | null;
  height: number | null;
}

/** Keeps a PDF as it came, as `<folder>/<its name>.pdf`, with its page count; null when its pages cannot be read. */
export async function keepPdf(folder: string, fileName: string, bytes: Buffer): Promise<KeptFile | null> {
  const pages = await pdfPages(bytes);
  if (pages === null) return null;
  const key = `${folder}/${nameInKey(fileName)}.pdf`;
  await storage().put(key, bytes, "application/pdf");
  return { storageKey: key, contentType: "application/pdf", bytes: bytes.length, pages, width: null, height: null };
}

/**
 * Keeps a judged image as WebP in each of `widths`, as `<folder>/<width>.webp`, all the sizes or none (decision 0082).
 * The row keeps the folder, with the largest size's bytes, width and height.
 */
export async function keepWebpSizes(
  folder: string,
  bytes: Buffer,
  format: ImageFormat,
  widths: readonly number[],
): Promise<KeptFile> {
  const sizes = await webpSizes(bytes, format, widths);
  await putFolder(
    folder,
    sizes.map((size, i) => ({ name: `${widths[i]}.webp`, body: size.body, contentType: "image/webp" })),
  );
  const largest = sizes.at(-1)!;
  return {
    storageKey: folder,
    contentType: "image/webp",
    bytes: largest.body.length,
    pages: null,
    width: largest.width,
    height: largest.height,
  };
}
