// /uploads/<key> serves what staff uploaded so that nothing in it runs with the
// site's origin: every answer sandboxed and never sniffed, and anything that is
// not an image (a disclosure's PDF) a download rather than a page of this site.
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { storeDocument } from "~/features/disclosures/documents.server";
import { DISCLOSURE_MESSAGES } from "~/features/disclosures/schema";
import { storeGalleryImage } from "~/features/gallery/image-upload.server";
import { loader as uploads } from "~/routes/resources/uploads";

import { routeArgs } from "../../support/route-args";
import { temporaryUploadsDir } from "../../support/uploads";

temporaryUploadsDir("school-served-uploads-");

const serve = (url: string) => {
  const key = url.replace(/^\/uploads\//, "");
  return uploads({ ...routeArgs(url), params: { "*": key } } as never);
};

const PDF = (body = "") =>
  Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R" +
      body +
      ">>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    "latin1",
  );
// A PDF that asks the viewer to run JavaScript on opening: it cannot be judged safe by its bytes.
const PDF_WITH_SCRIPT = PDF("/OpenAction<</S/JavaScript/JS(app.alert(document.cookie))>>");

async function stored(bytes: Buffer) {
  const result = await storeDocument(bytes);
  if (!result.ok) throw new Error(result.message);
  return result.url;
}

describe("an uploaded document", () => {
  it.each([
    ["a PDF", PDF()],
    ["a PDF with JavaScript in it", PDF_WITH_SCRIPT],
  ])("%s is a sandboxed download, never a page of the site", async (_, bytes) => {
    const response = await serve(await stored(bytes));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="document.pdf"');
    expect(response.headers.get("Content-Security-Policy")).toBe("sandbox");
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it.each([
    ["a web page", "%PDF-1.4\n<html><body><script>fetch('/admin')</script></body></html>"],
    ["a script", "%PDF-\n<script>alert(1)</script>"],
    ["an SVG", "%PDF-1.7 <svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>"],
    ["a page in capitals", "%PDF-1.4\n<!DOCTYPE HTML>\n<HTML>"],
  ])("that is %s in the guise of a PDF is refused at upload as not a PDF", async (_, text) => {
    expect(await storeDocument(Buffer.from(text, "latin1"))).toEqual({
      ok: false,
      status: 415,
      message: DISCLOSURE_MESSAGES.notPdf,
    });
  });
});

describe("an uploaded photo", () => {
  it("shows inline, for the gallery, and is sandboxed and never sniffed all the same", async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#2a6" } })
      .jpeg()
      .toBuffer();
    const result = await storeGalleryImage(photo);
    if (!result.ok) throw new Error(result.message);
    const response = await serve(result.imageUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(response.headers.get("Content-Disposition")).toBe("inline");
    expect(response.headers.get("Content-Security-Policy")).toBe("sandbox");
  });
});
