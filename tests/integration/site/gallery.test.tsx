// SPEC §2 "Gallery" and §7 gallery_images: the public page's data and markup.
import { PassThrough } from "node:stream";
import type { ReactElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import type { PublicGalleryImage } from "~/features/gallery/gallery";
import { Gallery, GalleryGrid } from "~/features/gallery/gallery-grid";
import { listGalleryImages } from "~/features/gallery/gallery.server";
import { clientLoader, loader } from "~/routes/site/gallery";

import * as schema from "../../../db/schema";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";
import { inLanguage } from "../../support/i18n";
import { routeArgs } from "../../support/route-args";

const load = (path = "/gallery") => loader(routeArgs(path) as never);

describe.each(testDatabaseKinds)("the gallery's images on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("a new site has none (the seed adds no gallery images), and the page says so", async () => {
    const { images } = await load();
    expect(images).toEqual([]);
    expect(renderToString(inLanguage(<GalleryGrid images={images} />))).toContain(
      "Gallery images will be added soon. Please check back later.",
    );
  });

  it("lists every image newest first, by created_at, whatever the order they were added in", async () => {
    await database.db.insert(schema.galleryImages).values([
      {
        title: "Annual Day",
        imageUrl: "https://img.test/annual.jpg",
        category: "Events",
        createdAt: new Date("2025-02-01T10:00:00Z"),
      },
      {
        title: "Science Fair",
        imageUrl: "/uploads/science.webp",
        category: null,
        createdAt: new Date("2025-03-15T04:30:00Z"),
      },
      {
        title: "First Day",
        imageUrl: "https://img.test/first.jpg",
        category: "Campus",
        createdAt: new Date("2024-04-01T03:00:00Z"),
      },
    ]);
    await database.db
      .insert(schema.galleryImages)
      .values({ title: "Sports Day", imageUrl: "https://img.test/sports.jpg", category: "Sports" });

    expect((await listGalleryImages("en")).map((image) => image.title.text)).toEqual([
      "Sports Day",
      "Science Fair",
      "Annual Day",
      "First Day",
    ]);
  });

  it("gives the page the list itself on a full page load, so it arrives whole without JavaScript", async () => {
    const { images } = await load();
    expect(Array.isArray(images)).toBe(true);
    expect(images[1]).toEqual({
      id: expect.any(String),
      title: { text: "Science Fair" },
      imageUrl: "/uploads/science.webp",
      category: null,
    });
    const html = await renderAll(<Gallery images={images} />);
    expect(html).not.toContain("Loading gallery...");
    expect(html.match(/<li>/g)).toHaveLength(4);
    expect(html).not.toContain(" lang=");
  });

  it("on the Hindi page, gives each caption in Hindi where staff wrote it, else in English marked English (decision 0054)", async () => {
    await database.db.insert(schema.galleryImages).values({
      title: "Annual Function",
      titleHi: "वार्षिक समारोह",
      imageUrl: "https://img.test/function.jpg",
      category: "Events",
    });
    const { images } = await load("/hi/gallery");
    expect(images[0]).toEqual({
      id: expect.any(String),
      title: { text: "वार्षिक समारोह" },
      imageUrl: "https://img.test/function.jpg",
      category: { text: "Events", lang: "en" },
    });
    expect(images.find((image) => image.title.text === "Sports Day")).toMatchObject({
      title: { text: "Sports Day", lang: "en" },
    });
    const html = await renderAll(<Gallery images={images} />);
    expect(html).toContain('<span class="block font-semibold">वार्षिक समारोह</span>');
    expect(html).toContain('<span lang="en" class="block text-sm text-slate-700">Events</span>');
    expect(html).toContain('<span lang="en" class="block font-semibold">Sports Day</span>');
    // An alt text all in English is marked so; one partly in Hindi is not.
    expect(html).toContain('alt="Sports Day (Sports)" lang="en"');
    expect(html).toContain('alt="वार्षिक समारोह (Events)" width');
  });
});

const sportsDay: PublicGalleryImage = {
  id: "1",
  title: { text: "Sports Day" },
  imageUrl: "https://img.test/sports.jpg",
  category: { text: "Sports" },
};
const scienceFair: PublicGalleryImage = {
  id: "2",
  title: { text: "Science Fair" },
  imageUrl: "/uploads/science.webp",
  category: null,
};

describe("while the gallery loads", () => {
  it("moving to the page from another one hands over a promise without waiting for it", async () => {
    let answer!: (data: { images: PublicGalleryImage[] }) => void;
    const serverData = new Promise<{ images: PublicGalleryImage[] }>((resolve) => (answer = resolve));
    const result = clientLoader({ serverLoader: () => serverData } as unknown as Parameters<typeof clientLoader>[0]);
    expect(result.images).toBeInstanceOf(Promise);
    answer({ images: [sportsDay] });
    await expect(result.images).resolves.toEqual([sportsDay]);
  });

  it('shows "Loading gallery..." until the images arrive', () => {
    const html = renderToString(inLanguage(<Gallery images={new Promise<PublicGalleryImage[]>(() => {})} />));
    expect(html).toContain("Loading gallery...");
    expect(html).toContain('role="status"');
    expect(html).not.toContain("<ul");
  });

  it("then shows the grid", async () => {
    const html = await renderAll(<Gallery images={Promise.resolve([sportsDay, scienceFair])} />);
    expect(html).toContain('alt="Sports Day (Sports)"');
    expect(html).toContain('alt="Science Fair"');
  });

  it("or the empty text, when there are none", async () => {
    const html = await renderAll(<Gallery images={Promise.resolve([])} />);
    expect(html).toContain("Gallery images will be added soon. Please check back later.");
  });

  it("says it in Hindi on the Hindi page", async () => {
    const empty = renderToString(inLanguage(<GalleryGrid images={[]} />, "hi"));
    expect(empty).toContain("गैलरी में फ़ोटो जल्द ही जोड़ी जाएँगी। कृपया कुछ समय बाद फिर देखें।");
    const loading = renderToString(inLanguage(<Gallery images={new Promise<PublicGalleryImage[]>(() => {})} />, "hi"));
    expect(loading).toContain("गैलरी खुल रही है...");
    const tile = renderToString(inLanguage(<GalleryGrid images={[sportsDay]} />, "hi"));
    expect(tile).toContain("(नए टैब में खुलता है)");
  });

  it('or "Failed to load gallery images" when loading fails', async () => {
    // Its "Try again" link stays in the page's language: it reads the router's address.
    const html = await renderAll(
      <MemoryRouter>
        <Gallery images={Promise.reject(new Error("offline"))} />
      </MemoryRouter>,
    );
    expect(html).toContain("Failed to load gallery images");
    expect(html).toContain('role="alert"');
  });
});

describe("a gallery tile", () => {
  const html = renderToString(inLanguage(<GalleryGrid images={[sportsDay, scienceFair]} />));
  const tiles = html.split("<li>").slice(1);

  it("keeps the order it was given, in a 1/2/3/4-column grid", () => {
    expect(tiles).toHaveLength(2);
    expect(tiles[0]).toContain("Sports Day");
    expect(tiles[1]).toContain("Science Fair");
    expect(html).toMatch(/<ul class="[^"]*grid-cols-1 [^"]*sm:grid-cols-2 [^"]*md:grid-cols-3 [^"]*lg:grid-cols-4/);
  });

  it("is a link to the full image, opening in a new tab, so it can be reached with the keyboard", () => {
    expect(tiles[0]).toContain('href="https://img.test/sports.jpg" target="_blank" rel="noopener noreferrer"');
    expect(tiles[1]).toContain('href="/uploads/science.webp"');
    expect(tiles[0]).toContain("(opens in a new tab)");
  });

  it("lazy-loads a picture of fixed size in a 4:3 box, so nothing jumps while it loads", () => {
    const img = tiles[0]!.match(/<img [^>]*>/)![0];
    for (const attribute of [
      'src="https://img.test/sports.jpg"',
      'loading="lazy"',
      'decoding="async"',
      'width="800"',
      'height="600"',
      "object-cover",
    ]) {
      expect(img).toContain(attribute);
    }
    // sizes without srcset is invalid HTML; both come with the phone-sized variants.
    expect(img).not.toContain("sizes=");
    expect(tiles[0]).toMatch(/<span class="block aspect-\[4\/3\] overflow-hidden[^"]*"><img /);
  });

  it("shows its title and category under the picture, on a solid background, and names them to screen readers", () => {
    const caption = tiles[0]!.match(/<span aria-hidden="true" class="([^"]*)">(.*?)<\/span><span class="sr-only">/)!;
    // Always there (not only on hover, which a phone cannot do), after the picture's box, on white.
    expect(caption[1]).not.toContain("opacity-0");
    expect(caption[1]).not.toContain("absolute");
    expect(caption[1]).toContain("bg-white");
    expect(tiles[0]!.indexOf("<img ")).toBeLessThan(tiles[0]!.indexOf('aria-hidden="true"'));
    expect(caption[2]).toContain(">Sports Day<");
    expect(caption[2]).toContain(">Sports<");
    expect(tiles[0]).toContain('alt="Sports Day (Sports)"');
  });

  it("has no category line when the image has no category", () => {
    const caption = tiles[1]!.match(/<span aria-hidden="true" class="[^"]*">(.*?)<\/span><span class="sr-only">/)!;
    expect(caption[1]).toBe('<span class="block font-semibold">Science Fair</span>');
  });
});

/** Server-renders `element` after every <Suspense> boundary has settled, as a crawler gets it. */
function renderAll(element: ReactElement) {
  return new Promise<string>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(inLanguage(element), {
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on("data", (chunk: Buffer) => chunks.push(chunk));
        sink.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
        pipe(sink);
      },
      onShellError: reject,
      onError() {},
    });
  });
}
